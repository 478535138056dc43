import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, EmptyState, Spinner } from '@canticle/shared-ui/components';
import type { Song } from '@canticle/shared-ui/contracts';
import { EDIT_PARAM, paths } from '../../../paths';
import { useDeleteSong } from '../delete/use-delete-song';
import { serverMessage } from '../song-messages';
import { SongEditPanel } from './song-edit-panel';
import { SongNotFound } from './song-not-found';
import { SongView } from './song-view';
import { useSong } from './use-song';

/** A song page (/songs/{id}): view mode, or edit mode with ?edit=true. */
export function SongPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const editing = params.get(EDIT_PARAM) === 'true';
  const { state, setSong, retry } = useSong(id);
  const { askToDelete, dialog } = useDeleteSong(() => navigate(paths.songs));

  const setEditing = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set(EDIT_PARAM, 'true');
        else next.delete(EDIT_PARAM);
        return next;
      },
      { replace: !on },
    );

  if (state.status === 'loading') {
    return (
      <div className="lib-detail-loading">
        <Spinner label="Loading song" />
      </div>
    );
  }
  if (state.status === 'not-found') return <SongNotFound />;
  if (state.status === 'error') {
    return (
      <EmptyState
        title="The song could not be loaded"
        description={serverMessage(state.error) ?? 'Please try again.'}
        action={<Button onClick={retry}>Try again</Button>}
      />
    );
  }

  const song = state.song;
  const saved = (updated: Song) => {
    setSong(updated);
    setEditing(false);
  };
  return (
    <>
      {editing ? (
        <SongEditPanel song={song} onSaved={saved} onCancel={() => setEditing(false)} />
      ) : (
        <SongView song={song} onSongChange={setSong} onEdit={() => setEditing(true)} onDelete={() => askToDelete(song)} />
      )}
      {dialog}
    </>
  );
}

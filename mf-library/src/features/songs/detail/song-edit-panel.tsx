import { useState } from 'react';
import { ApiError } from '@canticle/shared-ui/api-client';
import { Button, PageHeading } from '@canticle/shared-ui/components';
import type { Song } from '@canticle/shared-ui/contracts';
import { fieldErrorsFromDetails, formToSongInput, songToForm, type SongFormValues } from '../editor/song-form';
import { SongEditor } from '../editor/song-editor';
import { isConflict, SONG_TOASTS, toastFailure, toastSuccess } from '../song-messages';
import { getSong, updateSong } from '../songs-api';

type Props = { song: Song; onSaved: (song: Song) => void; onCancel: () => void };

/**
 * Edit mode of a song page. The save carries the `updatedAt` the form was loaded from; if someone
 * saved the song in between, the API answers 409: the user's edits stay in the form and a notice
 * offers to reload the song (their changes are then replaced by the newer version).
 */
export function SongEditPanel({ song, onSaved, onCancel }: Props) {
  const [base, setBase] = useState(song);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);

  const submit = async (values: SongFormValues) => {
    try {
      const saved = await updateSong(base.id, { ...formToSongInput(values), source: base.source, updatedAt: base.updatedAt });
      setConflict(false);
      toastSuccess(SONG_TOASTS.updated);
      onSaved(saved);
    } catch (error) {
      if (isConflict(error)) setConflict(true);
      toastFailure(SONG_TOASTS.saveFailed, error);
      return error instanceof ApiError ? fieldErrorsFromDetails(error.details) : {};
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      setBase(await getSong(base.id));
      setConflict(false);
    } catch (error) {
      toastFailure('Failed to reload song', error);
    } finally {
      setReloading(false);
    }
  };

  const notice = conflict ? (
    <div className="lib-notice" role="alert">
      <p className="lib-notice__text">
        This song was changed by someone else after you opened it. Your edits are still here. Reload the song to see their
        version (your edits here will be replaced), then edit again.
      </p>
      <Button variant="secondary" size="sm" onClick={() => void reload()} disabled={reloading}>
        Reload song
      </Button>
    </div>
  ) : null;

  return (
    <>
      <PageHeading title={base.title} subtitle="Editing this song" />
      <div className="cn-card">
        <SongEditor key={base.updatedAt} initial={songToForm(base)} submitLabel="Save Changes" onSubmit={submit} onCancel={onCancel} notice={notice} />
      </div>
    </>
  );
}

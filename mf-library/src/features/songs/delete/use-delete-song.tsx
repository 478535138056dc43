import { useState } from 'react';
import { ConfirmDialog } from '@canticle/shared-ui/components';
import { SONG_TOASTS, toastFailure, toastSuccess } from '../song-messages';
import { deleteSong } from '../songs-api';

type Target = { id: string; title: string };

/**
 * Delete with confirmation (spec §5): `askToDelete(song)` opens the dialog; on confirmation the song
 * is deleted, 'Song deleted successfully' is shown and `onDeleted` runs. Render `dialog` once.
 */
export function useDeleteSong(onDeleted: (id: string) => void) {
  const [target, setTarget] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await deleteSong(target.id);
      toastSuccess(SONG_TOASTS.deleted);
      setTarget(null);
      onDeleted(target.id);
    } catch (error) {
      toastFailure(SONG_TOASTS.deleteFailed, error);
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title="Delete song?"
      description={target ? `Are you sure you want to delete "${target.title}"? This action cannot be undone.` : undefined}
      confirmLabel="Delete"
      destructive
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => !busy && setTarget(null)}
    />
  );

  return { askToDelete: (song: Target) => setTarget({ id: song.id, title: song.title }), dialog };
}

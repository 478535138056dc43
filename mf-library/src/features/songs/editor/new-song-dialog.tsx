import { useState } from 'react';
import { ApiError } from '@canticle/shared-ui/api-client';
import { ConfirmDialog, Dialog } from '@canticle/shared-ui/components';
import type { Song } from '@canticle/shared-ui/contracts';
import { SONG_TOASTS, toastFailure, toastSuccess } from '../song-messages';
import { createSong } from '../songs-api';
import { emptySongForm, fieldErrorsFromDetails, formToSongInput, type SongFormValues } from './song-form';
import { SongEditor } from './song-editor';

type Props = { open: boolean; onClose: () => void; onCreated: (song: Song) => void };

/**
 * 'Add New Song' on the Song Library page: the song editor in a dialog (the spec's route table has no
 * page for a new song). Closing a dialog with typed-in changes asks first.
 */
export function NewSongDialog({ open, onClose, onCreated }: Props) {
  const [dirty, setDirty] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // A new editor (empty form) each time the dialog opens.
  const [session, setSession] = useState(0);

  const close = () => {
    setDirty(false);
    setConfirmDiscard(false);
    setSession((n) => n + 1);
    onClose();
  };

  const submit = async (values: SongFormValues) => {
    try {
      const song = await createSong(formToSongInput(values));
      toastSuccess(SONG_TOASTS.created);
      close();
      onCreated(song);
    } catch (error) {
      toastFailure(SONG_TOASTS.saveFailed, error);
      return error instanceof ApiError ? fieldErrorsFromDetails(error.details) : {};
    }
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={() => (dirty ? setConfirmDiscard(true) : close())}
        title="Add New Song"
        description="Type or paste the song with its chords above the lyrics."
        className="lib-dialog--wide"
      >
        <SongEditor key={session} initial={emptySongForm()} submitLabel="Save Song" onSubmit={submit} onCancel={close} onDirtyChange={setDirty} />
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard this song?"
        description="The song you typed has not been saved."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={close}
        onCancel={() => setConfirmDiscard(false)}
      />
    </>
  );
}

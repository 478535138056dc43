import { useCallback, useEffect, useState } from 'react';
import type { Song } from '@canticle/shared-ui/contracts';
import { isAbort, isNotFound } from '../song-messages';
import { getSong } from '../songs-api';

export type SongState =
  | { status: 'loading' }
  | { status: 'ready'; song: Song }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown };

/** One song by id, with its loading, not-found and error states; `setSong` takes a newer copy from a save. */
export function useSong(id: string) {
  const [state, setState] = useState<SongState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getSong(id, controller.signal).then(
      (song) => setState({ status: 'ready', song }),
      (error: unknown) => {
        if (isAbort(error)) return;
        setState(isNotFound(error) ? { status: 'not-found' } : { status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const setSong = useCallback((song: Song) => setState({ status: 'ready', song }), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setSong, retry };
}

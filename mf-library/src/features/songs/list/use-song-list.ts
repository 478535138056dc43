import { useCallback, useEffect, useRef, useState } from 'react';
import type { SongSummary } from '@canticle/shared-ui/contracts';
import { isAbort } from '../song-messages';
import { listSongs, type SongListQuery, type SongPage } from '../songs-api';

export type SongListState = {
  status: 'loading' | 'ready' | 'error';
  songs: SongSummary[];
  /** Songs matching the filters in all (X-Total-Count); more than `songs.length` when pages remain. */
  total: number;
  loadingMore: boolean;
  error?: unknown;
};

const INITIAL: SongListState = { status: 'loading', songs: [], total: 0, loadingMore: false };

/** A page without the songs deleted here meanwhile (a reply may have been computed before the delete). */
function withoutRemoved(page: SongPage, removed: ReadonlySet<string>): SongPage {
  const songs = page.songs.filter((song) => !removed.has(song.id));
  return { songs, total: Math.max(0, page.total - (page.songs.length - songs.length)) };
}

/**
 * The songs matching `query`, a page (200) at a time. A new query or `refresh` value reloads from the
 * first page and cancels the request still running; `loadMore` appends the next page.
 */
export function useSongList(query: SongListQuery, refresh = 0) {
  const [state, setState] = useState<SongListState>(INITIAL);
  const [attempt, setAttempt] = useState(0);
  const queryKey = JSON.stringify(query);
  const generation = useRef(0);
  const removed = useRef(new Set<string>());

  useEffect(() => {
    const current = ++generation.current;
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading', loadingMore: false, error: undefined }));
    listSongs(JSON.parse(queryKey) as SongListQuery, controller.signal).then(
      (page) => current === generation.current && setState({ status: 'ready', ...withoutRemoved(page, removed.current), loadingMore: false }),
      (error: unknown) => {
        if (isAbort(error) || current !== generation.current) return;
        setState({ ...INITIAL, status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [queryKey, refresh, attempt]);

  const loadMore = useCallback(() => {
    const current = generation.current;
    setState((s) => ({ ...s, loadingMore: true }));
    const offset = state.songs.length;
    listSongs({ ...(JSON.parse(queryKey) as SongListQuery), offset }).then(
      (reply) => {
        if (current !== generation.current) return;
        const page = withoutRemoved(reply, removed.current);
        setState((s) => {
          const known = new Set(s.songs.map((song) => song.id));
          return { ...s, songs: [...s.songs, ...page.songs.filter((song) => !known.has(song.id))], total: page.total, loadingMore: false };
        });
      },
      (error: unknown) => current === generation.current && setState((s) => ({ ...s, loadingMore: false, error })),
    );
  }, [queryKey, state.songs.length]);

  /** Drops a deleted song from the list without reloading. */
  const removeSong = useCallback((id: string) => {
    removed.current.add(id);
    setState((s) => {
      if (!s.songs.some((song) => song.id === id)) return s;
      return { ...s, songs: s.songs.filter((song) => song.id !== id), total: Math.max(0, s.total - 1) };
    });
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { ...state, hasMore: state.status === 'ready' && state.songs.length < state.total, loadMore, removeSong, retry };
}

import type { ReactNode } from 'react';
import { Button, EmptyState, SkeletonCard, Spinner } from '@canticle/shared-ui/components';
import type { SongSummary } from '@canticle/shared-ui/contracts';
import { serverMessage } from '../song-messages';
import { SongCard } from './song-card';
import type { useSongList } from './use-song-list';

/** Six skeleton cards while the library loads (spec §2, §9). */
export const SKELETON_CARDS = 6;

type Props = {
  list: ReturnType<typeof useSongList>;
  empty: ReactNode;
  onDelete: (song: SongSummary) => void;
};

/**
 * The cards of a song list with its loading, error and empty states and 'Show more'. Skeletons show
 * while there is nothing to show yet; a new search keeps the previous cards (dimmed) until it answers.
 */
export function SongGrid({ list, empty, onDelete }: Props) {
  const refreshing = list.status === 'loading' && list.songs.length > 0;
  if (list.status === 'loading' && !refreshing) {
    return (
      <div className="cn-grid lib-song-grid" aria-busy="true">
        <span className="cn-visually-hidden" role="status">
          Loading songs…
        </span>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    );
  }
  if (list.status === 'error') {
    return (
      <EmptyState
        title="Songs could not be loaded"
        description={serverMessage(list.error) ?? 'Please try again.'}
        action={<Button onClick={list.retry}>Try again</Button>}
      />
    );
  }
  if (list.songs.length === 0) return <>{empty}</>;
  return (
    <>
      <p className="cn-muted lib-result-count" role="status">
        {list.total === 1 ? '1 song' : `${list.total} songs`}
        {list.hasMore && ` (showing ${list.songs.length})`}
      </p>
      <ul className={refreshing ? 'cn-grid lib-song-grid lib-song-grid--stale' : 'cn-grid lib-song-grid'} aria-label="Songs" aria-busy={refreshing || undefined}>
        {list.songs.map((song) => (
          <li key={song.id}>
            <SongCard song={song} onDelete={onDelete} />
          </li>
        ))}
      </ul>
      {list.hasMore && (
        <div className="lib-show-more">
          <Button variant="secondary" onClick={list.loadMore} disabled={list.loadingMore}>
            {list.loadingMore ? <Spinner size="sm" label="Loading more songs" /> : null}
            Show more
          </Button>
        </div>
      )}
    </>
  );
}

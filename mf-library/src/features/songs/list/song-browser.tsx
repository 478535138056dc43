import { useMemo, useState, type ReactNode } from 'react';
import { EmptyState } from '@canticle/shared-ui/components';
import { useDeleteSong } from '../delete/use-delete-song';
import { EMPTY_FILTERS, filtersToQuery, hasFilters, type SongFilters } from './song-filters';
import { SongFiltersBar } from './song-filters-bar';
import { SongGrid } from './song-grid';
import { useDebouncedValue } from './use-debounced-value';
import { useSongList } from './use-song-list';

type Props = {
  /** Change it to reload the list (after a song was added). */
  refresh?: number;
  /** Shown when the library has no song at all. */
  emptyLibrary: ReactNode;
  onDeleted?: (id: string) => void;
};

/** Search, key and genre filters over the song cards (Our Songs, and the Song Library's first tab). */
export function SongBrowser({ refresh = 0, emptyLibrary, onDeleted }: Props) {
  const [filters, setFilters] = useState<SongFilters>(EMPTY_FILTERS);
  const search = useDebouncedValue(filters.search);
  const query = useMemo(() => filtersToQuery({ ...filters, search }), [filters, search]);
  const list = useSongList(query, refresh);
  const { askToDelete, dialog } = useDeleteSong((id) => {
    list.removeSong(id);
    onDeleted?.(id);
  });

  const empty = hasFilters(filters) ? (
    <EmptyState
      title="No Songs Found"
      description="No song matches this search and these filters. Try adjusting them."
    />
  ) : (
    emptyLibrary
  );

  return (
    <div className="lib-browser">
      <SongFiltersBar filters={filters} onChange={setFilters} />
      <SongGrid list={list} empty={empty} onDelete={askToDelete} />
      {dialog}
    </div>
  );
}

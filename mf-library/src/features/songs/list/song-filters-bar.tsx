import { SelectField, TextField } from '@canticle/shared-ui/components';
import { FILTER_GENRES, KEYS } from '@canticle/shared-ui/contracts';
import { ALL, type SongFilters } from './song-filters';

const KEY_OPTIONS = [{ value: ALL, label: 'All Keys' }, ...KEYS];
const GENRE_OPTIONS = [{ value: ALL, label: 'All Genres' }, ...FILTER_GENRES];

type Props = { filters: SongFilters; onChange: (filters: SongFilters) => void };

/** Search by title or artist, and the key and genre filters of a song list. */
export function SongFiltersBar({ filters, onChange }: Props) {
  return (
    <div className="lib-filters" role="search" aria-label="Filter songs">
      <TextField
        className="lib-filters__search"
        label="Search"
        type="search"
        placeholder="Search by title or artist"
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
      />
      <SelectField label="Key" options={KEY_OPTIONS} value={filters.key} onChange={(e) => onChange({ ...filters, key: e.target.value })} />
      <SelectField
        label="Genre"
        options={GENRE_OPTIONS}
        value={filters.genre}
        onChange={(e) => onChange({ ...filters, genre: e.target.value })}
      />
    </div>
  );
}

/** Search box plus key and genre filters of the song lists, and the API query they make. */
import type { SongListQuery } from '../songs-api';

export const ALL = 'all';

export type SongFilters = { search: string; key: string; genre: string };

export const EMPTY_FILTERS: SongFilters = { search: '', key: ALL, genre: ALL };

/** Only real filters reach the query string ('All Keys' / 'All Genres' and blank search are left out). */
export function filtersToQuery(filters: SongFilters): SongListQuery {
  const query: SongListQuery = {};
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.key && filters.key !== ALL) query.key = filters.key;
  if (filters.genre && filters.genre !== ALL) query.genre = filters.genre;
  return query;
}

export function hasFilters(filters: SongFilters): boolean {
  return Object.keys(filtersToQuery(filters)).length > 0;
}

/** A card shows the first two tags and '+N' for the rest (spec §2, §9). */
export const CARD_TAGS = 2;

export function tagPreview(tags: readonly string[], shown = CARD_TAGS): { shown: string[]; more: number } {
  return { shown: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}

import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersToQuery, hasFilters, tagPreview } from './song-filters';

describe('filtersToQuery', () => {
  it('sends nothing for All Keys, All Genres and a blank search', () => {
    expect(filtersToQuery(EMPTY_FILTERS)).toEqual({});
    expect(filtersToQuery({ search: '   ', key: 'all', genre: 'all' })).toEqual({});
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
  });

  it('sends a trimmed search and the chosen key and genre', () => {
    expect(filtersToQuery({ search: ' piesn ', key: 'C#', genre: 'Gospel' })).toEqual({ search: 'piesn', key: 'C#', genre: 'Gospel' });
    expect(hasFilters({ ...EMPTY_FILTERS, key: 'G' })).toBe(true);
  });
});

describe('tagPreview', () => {
  it("shows the first two tags and '+N' for the rest", () => {
    expect(tagPreview(['Easter', 'Praise', 'Cross', 'Hope'])).toEqual({ shown: ['Easter', 'Praise'], more: 2 });
    expect(tagPreview(['Easter'])).toEqual({ shown: ['Easter'], more: 0 });
    expect(tagPreview([])).toEqual({ shown: [], more: 0 });
  });
});

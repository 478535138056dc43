/**
 * Every call mf-library makes to the Songs API, through the one shared API client.
 * Replies are checked against the shared contracts, so a drift between API and screens fails loudly here.
 */
import { apiClient } from '@canticle/shared-ui/api-client';
import {
  type Key,
  type Song,
  type SongInput,
  type SongSummary,
  SONG_PAGE_DEFAULT,
  TOTAL_COUNT_HEADER,
  songSchema,
  songSummarySchema,
} from '@canticle/shared-ui/contracts';
import { songApiPaths } from '../../paths';

export type SongListQuery = { search?: string; key?: string; genre?: string; limit?: number; offset?: number };
export type SongPage = { songs: SongSummary[]; total: number };

const summaries = songSummarySchema.array();

/** One page of songs (ordered by title) and how many songs match in all. */
export async function listSongs(query: SongListQuery, signal?: AbortSignal): Promise<SongPage> {
  const { body, headers } = await apiClient.getWithHeaders<unknown>(
    songApiPaths.list,
    { limit: SONG_PAGE_DEFAULT, offset: 0, ...query },
    { signal },
  );
  const songs = summaries.parse(body);
  const total = Number.parseInt(headers.get(TOTAL_COUNT_HEADER) ?? '', 10);
  return { songs, total: Number.isFinite(total) ? total : songs.length + (query.offset ?? 0) };
}

export async function getSong(id: string, signal?: AbortSignal): Promise<Song> {
  return songSchema.parse(await apiClient.get<unknown>(songApiPaths.song(id), undefined, { signal }));
}

export async function createSong(input: SongInput): Promise<Song> {
  return songSchema.parse(await apiClient.post<unknown>(songApiPaths.list, input));
}

/** A full edit. `updatedAt` is the version the editor loaded: the API answers 409 if the song changed since. */
export async function updateSong(id: string, input: SongInput & { updatedAt: string }): Promise<Song> {
  return songSchema.parse(await apiClient.put<unknown>(songApiPaths.song(id), input));
}

/** Saves the key the song is shown in; the original key is stored as null. */
export async function saveCurrentKey(song: Pick<Song, 'id' | 'originalKey'>, key: Key): Promise<Song> {
  const currentKey = key === song.originalKey ? null : key;
  return songSchema.parse(await apiClient.put<unknown>(songApiPaths.song(song.id), { currentKey }));
}

export async function deleteSong(id: string): Promise<void> {
  await apiClient.delete(songApiPaths.song(id));
}

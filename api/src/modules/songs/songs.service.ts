import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  SONG_CONFLICT_MESSAGE,
  songQuerySchema,
  songUpdateSchema,
  type SongFields,
} from '@canticle/shared-ui/contracts';
import type { z } from 'zod';
import { publishChange } from '../../db/change-feed.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import { Song } from './song.entity.js';
import { SongListCache } from './song-list-cache.js';

export type SongListQuery = z.output<typeof songQuerySchema>;
export type SongUpdateFields = z.output<typeof songUpdateSchema>;

export class SongNotFoundError extends NotFoundError {
  constructor() {
    super('Song not found', 'SONG_NOT_FOUND');
  }
}

/** A save based on an older version of the song (optimistic concurrency): nothing was written. */
export class SongConflictError extends ConflictError {
  constructor(currentUpdatedAt: string) {
    super(SONG_CONFLICT_MESSAGE, 'SONG_CONFLICT', { currentUpdatedAt });
  }
}

export interface SongListPage {
  /** Songs matching the filters, before limit/offset. */
  total: number;
  /**
   * The page as UTF-8 JSON, an array of SongSummary built by PostgreSQL, sent as it is. Bytes rather than a
   * string: a cached page is encoded once, not on every response.
   */
  body: Buffer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The fields a PUT may change besides currentKey (which depends on the original key, so it comes last). */
const EDITABLE_FIELDS = [
  'title',
  'artist',
  'originalKey',
  'tempo',
  'timeSignature',
  'lyrics',
  'tags',
  'genre',
  'source',
] as const;

/** The list order: folded title in byte order (the `songs_title_order_index`), then id for stable pages. */
const LIST_ORDER = 'title_folded, id';

/** A page of precomputed summaries (the `summary_json` column) as one JSON array text. */
const PAGE_JSON = `'[' || coalesce((select string_agg(summary_json, ',' order by ${LIST_ORDER}) from page), '') || ']'`;

/**
 * The list query, one round trip for the page and the filtered total. A search matches `search_folded` (folded
 * title + line break + folded artist, see the songs migration) with LIKE '%term%': the term is folded by the same
 * `canticle_fold` and its LIKE wildcards escaped; terms of 3+ characters are served by the trigram index. `key`
 * filters on the original key, `genre` on the genre; 'all' or empty means no filter. The rows' JSON was built
 * when they were written, so PostgreSQL only concatenates a page. Exported for the query-plan test.
 */
export function songListSql(query: SongListQuery): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const filters: unknown[] = [];
  // Line breaks separate title and artist in search_folded: a term must not contain one to match across both.
  const search = query.search?.replace(/[\r\n]+/g, ' ').trim();
  if (search) {
    // Fold first, then escape LIKE's wildcards and its escape character, so '%', '_' and '\' match themselves.
    const escaped = `replace(replace(replace(canticle_fold(?), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
    where.push(`search_folded like '%' || ${escaped} || '%'`);
    filters.push(search);
  }
  if (query.key && query.key !== 'all') {
    where.push('original_key = ?');
    filters.push(query.key);
  }
  const genre = query.genre?.trim();
  if (genre && genre.toLowerCase() !== 'all') {
    where.push('genre = ?');
    filters.push(genre);
  }
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';

  if (search) {
    // The LIKE is the costly part: evaluate it once, keep only what the count and the page need.
    return {
      sql: `
        with filtered as (
          select id, title_folded, summary_json from songs ${whereSql}
        ), page as (
          select * from filtered order by ${LIST_ORDER} limit ? offset ?
        )
        select (select count(*) from filtered)::int as total, ${PAGE_JSON} as json`,
      params: [...filters, query.limit, query.offset],
    };
  }
  // Without a search the page can come straight from the order index, and counting is cheap.
  return {
    sql: `
      with page as (
        select id, title_folded, summary_json from songs ${whereSql} order by ${LIST_ORDER} limit ? offset ?
      )
      select (select count(*) from songs ${whereSql})::int as total, ${PAGE_JSON} as json`,
    params: [...filters, query.limit, query.offset, ...filters],
  };
}

/**
 * The song library: one shared library per installation (no owner; every signed-in user sees and edits it).
 * `em` is the ORM's context-aware manager: inside a request it resolves to that request's fork.
 *
 * Every write goes through `write`, which announces 'songs' on the change feed inside the write's transaction
 * (other processes drop their list caches when it commits) and clears this process's list cache right after.
 * Future writers of songs (imports, ...) must do the same.
 */
export class SongsService {
  constructor(
    private readonly em: EntityManager,
    private readonly listCache?: SongListCache,
  ) {}

  /**
   * One page of summaries and the filtered total, in one round trip (see `songListSql`). PostgreSQL returns the
   * page as JSON text, which goes out as it is: a list never hydrates entities. With a cache, a page is served
   * from memory until the library changes.
   */
  async list(query: SongListQuery): Promise<SongListPage> {
    const { sql, params } = songListSql(query);
    const cache = this.listCache;
    const key = cache ? SongListCache.key(sql, params) : '';
    const cached = cache?.get(key);
    if (cached) return cached;
    // Taken before the query: a write committed meanwhile clears the cache and bumps it, and this (possibly
    // older) page is then not stored.
    const generation = cache?.generation ?? 0;
    const [row] = await this.em.getConnection().execute<{ total: number; json: string }[]>(sql, params);
    const page = { total: row?.total ?? 0, body: Buffer.from(row?.json ?? '[]') };
    cache?.set(key, page, generation);
    return page;
  }

  /**
   * Runs a write in a transaction. `announce()` announces 'songs' in that transaction (delivered to every
   * process when it commits); call it once the work is known to change something. Afterwards, committed or not,
   * this process's own list cache is cleared if a change was announced, so a client's write followed by a list
   * never sees the list from before.
   */
  private async write<T>(work: (em: EntityManager, announce: () => Promise<void>) => Promise<T>): Promise<T> {
    let announced = false;
    try {
      return await this.em.transactional((em) =>
        work(em, async () => {
          if (announced) return;
          announced = true;
          await publishChange(em, 'songs');
        }),
      );
    } finally {
      if (announced) this.listCache?.clear();
    }
  }

  async get(id: string): Promise<Song> {
    if (!UUID.test(id)) throw new SongNotFoundError();
    const song = await this.em.findOne(Song, { id });
    if (!song) throw new SongNotFoundError();
    return song;
  }

  async create(fields: SongFields): Promise<Song> {
    return this.write(async (em, announce) => {
      const now = new Date();
      const song = em.create(Song, { ...fields, currentKey: null, createdAt: now, updatedAt: now });
      await em.flush();
      await announce();
      return song;
    });
  }

  /**
   * A full edit, or only `currentKey` (null, or equal to the original key, both stored as null), or only `tempo`:
   * fields left out stay as they are. With `updatedAt`, the save applies only if the song is still at that
   * version; the row is locked (SELECT ... FOR UPDATE) between that check and the write, so two saves from the
   * same version cannot both pass. `updatedAt` moves forward on every change, by at least 1 ms, so two changes
   * never share a version.
   */
  async update(id: string, input: SongUpdateFields): Promise<Song> {
    if (!UUID.test(id)) throw new SongNotFoundError();
    return this.write(async (em, announce) => {
      const song = await em.findOne(Song, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!song) throw new SongNotFoundError();
      const { updatedAt: basedOn, ...fields } = input;
      if (basedOn !== undefined && Date.parse(basedOn) !== song.updatedAt.getTime()) {
        throw new SongConflictError(song.updatedAt.toISOString());
      }

      let changed = false;
      const set = <K extends keyof typeof fields & keyof Song>(key: K) => {
        const value = fields[key];
        if (value === undefined) return;
        if (JSON.stringify(song[key]) === JSON.stringify(value)) return;
        (song as Record<K, unknown>)[key] = value;
        changed = true;
      };
      for (const key of EDITABLE_FIELDS) set(key);
      // currentKey after originalKey: a key equal to the (possibly new) original is stored as null.
      const currentKey = fields.currentKey === undefined ? song.currentKey : fields.currentKey;
      const normalized = currentKey === song.originalKey ? null : (currentKey ?? null);
      if (normalized !== (song.currentKey ?? null)) {
        song.currentKey = normalized;
        changed = true;
      }

      if (changed) {
        song.updatedAt = new Date(Math.max(Date.now(), song.updatedAt.getTime() + 1));
        await announce();
      }
      return song;
    });
  }

  async delete(id: string): Promise<void> {
    if (!UUID.test(id)) throw new SongNotFoundError();
    await this.write(async (em, announce) => {
      const deleted = await em.nativeDelete(Song, { id });
      if (deleted === 0) throw new SongNotFoundError();
      await announce();
    });
  }
}

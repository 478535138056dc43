import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { songListSql, type SongListQuery } from '../src/modules/songs/songs.service.js';
import { createTestApp, type TestApp } from './utils.js';

/**
 * The search is served by PostgreSQL's indexes, not by a scan of every song. Checked on the real list query
 * (songListSql) over 20,000 songs with the planner's normal settings (no enable_seqscan=off). At 5,000 songs the
 * planner often prefers one pass over the table for common terms, and measured it is as fast: the index pays off
 * on larger libraries and rare terms, which is what this checks.
 */
let app: TestApp;
const ROWS = 20_000;

beforeAll(async () => {
  app = await createTestApp();
  const conn = app.orm.em.getConnection();
  await conn.execute(
    `insert into songs (id, title, artist, original_key, lyrics, tags)
     select gen_random_uuid(),
            'Pieśń ' || md5(i::text),
            'Zespół ' || md5((i * 7919)::text),
            'G',
            repeat('[Verse]' || chr(10) || 'G       C       D' || chr(10) || 'la la la la la la la' || chr(10), 20),
            '{}'
       from generate_series(1, ?) as i`,
    [ROWS],
  );
  await conn.execute('analyze songs');
});
afterAll(() => app?.close());

async function plan(query: Partial<SongListQuery>): Promise<string> {
  const { sql, params } = songListSql({ limit: 200, offset: 0, ...query });
  const rows = await app.orm.em.getConnection().execute<Record<string, string>[]>(`explain ${sql}`, params);
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

async function piece(column: 'title' | 'artist', from: number, length: number): Promise<string> {
  const [row] = await app.orm.em
    .getConnection()
    .execute<{ piece: string }[]>(`select substr(${column}, ?, ?) as piece from songs order by id limit 1`, [
      from,
      length,
    ]);
  return row!.piece;
}

describe('song list query plan', () => {
  it('serves a title search from the trigram index, not a scan of the table', async () => {
    const text = await plan({ search: (await piece('title', 8, 6)).toUpperCase() });
    expect(text).toContain('songs_search_trgm_index');
    expect(text).not.toMatch(/Seq Scan on songs/);
  });

  it('serves an accented, upper-case artist search from the same index', async () => {
    const text = await plan({ search: `ZESPÓŁ ${await piece('artist', 9, 5)}` });
    expect(text).toContain('songs_search_trgm_index');
    expect(text).not.toMatch(/Seq Scan on songs/);
  });

  it('takes an unfiltered page from the order index (no sort of the whole library)', async () => {
    const text = await plan({});
    expect(text).toContain('songs_title_order_index');
    expect(text).not.toMatch(/Sort Key/);
  });

  it('canticle_fold is IMMUTABLE (usable in generated columns and indexes) and folds as expected', async () => {
    const [row] = await app.orm.em.getConnection().execute<{ v: string; folded: string }[]>(
      `select p.provolatile as v, canticle_fold('PIEŚŃ Łódź Straße Ñandú ΑΒΓ') as folded
         from pg_proc p where p.proname = 'canticle_fold'`,
    );
    expect(row).toEqual({ v: 'i', folded: 'piesn lodz strasse nandu αβγ' });
  });
});

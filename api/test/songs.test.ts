import {
  REQUIRED_FIELDS_MESSAGE,
  SONG_CONFLICT_MESSAGE,
  SONG_LIMITS,
  songSchema,
  songSummarySchema,
  type Song,
  type SongSummary,
} from '@canticle/shared-ui/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishChange } from '../src/db/change-feed.js';
import { Client, createTestApp, createUser, type TestApp } from './utils.js';

let app: TestApp;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  app = await createTestApp();
  await createUser(app.orm, { email: 'alice', password: 'alice-password' });
  await createUser(app.orm, { email: 'bob', password: 'bob-password' });
  alice = new Client(app.baseUrl);
  bob = new Client(app.baseUrl);
  expect((await alice.login('alice', 'alice-password')).status).toBe(200);
  expect((await bob.login('bob', 'bob-password')).status).toBe(200);
});
afterAll(() => app?.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = { message: 'Song not found', code: 'SONG_NOT_FOUND' };

const LYRICS = '[Verse 1]\nG        C         G\nAmazing grace, how sweet the sound\n';

function send(client: Client, method: string, path: string, body?: unknown): Promise<Response> {
  return client.fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function createSong(fields: Record<string, unknown> = {}, client = alice): Promise<Song> {
  const res = await send(client, 'POST', '/api/songs', { title: 'Amazing Grace', originalKey: 'G', lyrics: LYRICS, ...fields });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return songSchema.parse(await res.json());
}

async function getSong(id: string, client = alice): Promise<Song> {
  const res = await client.fetch(`/api/songs/${id}`);
  expect(res.status).toBe(200);
  return songSchema.parse(await res.json());
}

async function list(query = '', client = alice): Promise<{ songs: SongSummary[]; total: number }> {
  const res = await client.fetch(`/api/songs${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const songs = songSummarySchema.array().parse(await res.json());
  return { songs, total: Number(res.headers.get('x-total-count')) };
}

async function expect400(res: Response, message: string, fields: string[]): Promise<Record<string, string[]>> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body).toMatchObject({ message, code: 'VALIDATION_ERROR' });
  expect(Object.keys(body.details ?? {}).sort()).toEqual([...fields].sort());
  return body.details;
}

/** Raw SQL, so it does what any writer of songs must: announce it in its transaction, clear this process's list. */
async function clearSongs(): Promise<void> {
  await app.orm.em.fork().transactional(async (em) => {
    await em.execute('delete from songs');
    await publishChange(em, 'songs');
  });
  app.caches?.songLists.clear();
}

describe('signed out', () => {
  it('every songs route answers 401', async () => {
    const song = await createSong();
    const anonymous = new Client(app.baseUrl);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/songs'],
      ['GET', `/api/songs/${song.id}`],
      ['POST', '/api/songs', { title: 'x', originalKey: 'G', lyrics: 'x' }],
      ['PUT', `/api/songs/${song.id}`, { tempo: 90 }],
      ['DELETE', `/api/songs/${song.id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await send(anonymous, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    }
    // Nothing was written or deleted.
    expect(await getSong(song.id)).toEqual(song);
  });
});

describe('POST /api/songs', () => {
  it('creates a song with every field and answers 201 with it', async () => {
    const res = await send(alice, 'POST', '/api/songs', {
      title: '  Oceans  ',
      artist: ' Hillsong United ',
      originalKey: 'D',
      tempo: 66,
      timeSignature: '6/8',
      lyrics: LYRICS,
      tags: ['Worship', 'Slow'],
      genre: 'Contemporary',
      source: 'imported',
    });
    expect(res.status).toBe(201);
    const song = songSchema.parse(await res.json());
    expect(song).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Oceans',
      artist: 'Hillsong United',
      originalKey: 'D',
      currentKey: null,
      tempo: 66,
      timeSignature: '6/8',
      lyrics: LYRICS,
      tags: ['Worship', 'Slow'],
      genre: 'Contemporary',
      source: 'imported',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: song.createdAt,
    });
    expect(await getSong(song.id)).toEqual(song);
  });

  it('applies the defaults: 4/4, no tags, no tempo, artist/genre/source null', async () => {
    const song = await createSong({ title: 'Minimal' });
    expect(song).toMatchObject({
      title: 'Minimal',
      artist: null,
      currentKey: null,
      tempo: null,
      timeSignature: '4/4',
      tags: [],
      genre: null,
      source: null,
    });
  });

  it('trims tags, drops empty ones and removes duplicates (any case), keeping the first spelling and order', async () => {
    const song = await createSong({ tags: ['  Easter ', 'easter', '', '   ', 'Joy', 'EASTER', 'joy '] });
    expect(song.tags).toEqual(['Easter', 'Joy']);
    expect((await getSong(song.id)).tags).toEqual(['Easter', 'Joy']);
  });

  it('stores empty artist/source as null and ignores fields the client may not set', async () => {
    const song = await createSong({
      artist: '   ',
      source: '',
      id: UNKNOWN_ID,
      currentKey: 'A',
      createdAt: '2000-01-01T00:00:00.000Z',
      updatedAt: '2000-01-01T00:00:00.000Z',
    });
    expect(song.id).not.toBe(UNKNOWN_ID);
    expect(song).toMatchObject({ artist: null, source: null, currentKey: null });
    expect(song.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('keeps lyrics exactly as sent (spacing and line endings matter for chords)', async () => {
    const lyrics = '  [Chorus]\r\n    D/F#   G\r\n  words  \n\n';
    expect((await createSong({ lyrics })).lyrics).toBe(lyrics);
  });

  describe('required fields', () => {
    it("missing title, lyrics and key: 'Please fill in all required fields' with each field", async () => {
      const details = await expect400(await send(alice, 'POST', '/api/songs', { artist: 'Nobody' }), REQUIRED_FIELDS_MESSAGE, [
        'title',
        'lyrics',
        'originalKey',
      ]);
      expect(details).toEqual({
        title: ['Title is required'],
        lyrics: ['Lyrics are required'],
        originalKey: ['Original key is required'],
      });
    });

    it.each([
      ['title', { title: '   ' }, 'Title is required'],
      ['title', { title: null }, 'Title is required'],
      ['lyrics', { lyrics: ' \n\t ' }, 'Lyrics are required'],
      ['lyrics', { lyrics: '' }, 'Lyrics are required'],
      ['originalKey', { originalKey: '' }, 'Original key is required'],
      ['originalKey', { originalKey: null }, 'Original key is required'],
    ])('blank %s %j is a missing required field', async (field, patch, fieldMessage) => {
      const body = { title: 'T', originalKey: 'G', lyrics: 'L', ...patch };
      const details = await expect400(await send(alice, 'POST', '/api/songs', body), REQUIRED_FIELDS_MESSAGE, [field]);
      expect(details[field]).toEqual([fieldMessage]);
    });

    it('reports a missing field together with other broken rules', async () => {
      const res = await send(alice, 'POST', '/api/songs', { title: 'T', originalKey: 'G', tempo: 300 });
      const details = await expect400(res, REQUIRED_FIELDS_MESSAGE, ['lyrics', 'tempo']);
      expect(details.tempo).toEqual(['Tempo must be between 60 and 200 BPM']);
    });
  });

  describe('rules with their own messages', () => {
    const KEY_MESSAGE = 'Key must be one of C, C#, D, D#, E, F, F#, G, G#, A, A#, B';
    const TEMPO_RANGE = 'Tempo must be between 60 and 200 BPM';
    const TEMPO_INT = 'Tempo must be a whole number';
    const cases: [string, Record<string, unknown>, string][] = [
      ['originalKey', { originalKey: 'H' }, KEY_MESSAGE],
      ['originalKey', { originalKey: 'Bb' }, KEY_MESSAGE], // flats are not stored: the 12 keys are sharps
      ['originalKey', { originalKey: 'g' }, KEY_MESSAGE],
      ['originalKey', { originalKey: 'Am' }, KEY_MESSAGE],
      ['originalKey', { originalKey: 7 }, KEY_MESSAGE],
      ['timeSignature', { timeSignature: '5/4' }, 'Time signature must be one of 4/4, 3/4, 6/8, 2/4'],
      ['timeSignature', { timeSignature: '' }, 'Time signature must be one of 4/4, 3/4, 6/8, 2/4'],
      ['timeSignature', { timeSignature: 44 }, 'Time signature must be one of 4/4, 3/4, 6/8, 2/4'],
      [
        'genre',
        { genre: 'Jazz' },
        'Genre must be one of Contemporary, Traditional, Gospel, Rock, Acoustic, Hymn, Worship',
      ],
      [
        'genre',
        { genre: 'hymn' },
        'Genre must be one of Contemporary, Traditional, Gospel, Rock, Acoustic, Hymn, Worship',
      ],
      ['tempo', { tempo: 59 }, TEMPO_RANGE],
      ['tempo', { tempo: 201 }, TEMPO_RANGE],
      ['tempo', { tempo: -120 }, TEMPO_RANGE],
      ['tempo', { tempo: 120.5 }, TEMPO_INT],
      ['tempo', { tempo: '120' }, TEMPO_INT],
      ['tempo', { tempo: 'fast' }, TEMPO_INT],
      ['title', { title: 'x'.repeat(SONG_LIMITS.title + 1) }, 'Title can be at most 200 characters'],
      ['title', { title: 42 }, 'Title is required'],
      ['artist', { artist: 'x'.repeat(SONG_LIMITS.artist + 1) }, 'Artist can be at most 200 characters'],
      ['artist', { artist: 42 }, 'Artist must be text'],
      ['source', { source: 'x'.repeat(SONG_LIMITS.source + 1) }, 'Source can be at most 40 characters'],
      ['lyrics', { lyrics: 'x'.repeat(SONG_LIMITS.lyrics + 1) }, 'Lyrics can be at most 100000 characters'],
      ['tags', { tags: 'Easter' }, 'Tags must be a list of text'],
      ['tags', { tags: ['ok', 5] }, 'Each tag must be text'],
      ['tags', { tags: ['x'.repeat(SONG_LIMITS.tag + 1)] }, 'A tag can be at most 40 characters'],
      ['tags', { tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }, 'A song can have at most 20 tags'],
    ];
    it.each(cases)('%s %j', async (field, patch, message) => {
      const body = { title: 'T', originalKey: 'G', lyrics: 'L', ...patch };
      const details = await expect400(await send(alice, 'POST', '/api/songs', body), message, [field]);
      expect(details[field]).toEqual([message]);
    });

    it('accepts the bounds: tempo 60 and 200, 20 tags, lyrics of 100,000 characters, each key', async () => {
      expect((await createSong({ tempo: 60 })).tempo).toBe(60);
      expect((await createSong({ tempo: 200 })).tempo).toBe(200);
      expect((await createSong({ tempo: null })).tempo).toBeNull();
      expect((await createSong({ tags: Array.from({ length: 20 }, (_, i) => `t${i}`) })).tags).toHaveLength(20);
      // 20 tags once duplicates are gone is fine, even if more were sent.
      expect((await createSong({ tags: [...Array(20).keys()].flatMap((i) => [`t${i}`, `T${i}`]) })).tags).toHaveLength(20);
      expect((await createSong({ lyrics: 'ł'.repeat(SONG_LIMITS.lyrics) })).lyrics).toHaveLength(SONG_LIMITS.lyrics);
      for (const key of ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B']) {
        expect((await createSong({ originalKey: key })).originalKey).toBe(key);
      }
      for (const timeSignature of ['4/4', '3/4', '6/8', '2/4']) {
        expect((await createSong({ timeSignature })).timeSignature).toBe(timeSignature);
      }
      for (const genre of ['Contemporary', 'Traditional', 'Gospel', 'Rock', 'Acoustic', 'Hymn', 'Worship']) {
        expect((await createSong({ genre })).genre).toBe(genre);
      }
    });
  });

  it('refuses a body that is not an object, and bodies over 1 MB', async () => {
    const notObject = await send(alice, 'POST', '/api/songs', ['title']);
    expect(notObject.status).toBe(400);
    expect((await notObject.json()).code).toBe('VALIDATION_ERROR');
    const huge = await send(alice, 'POST', '/api/songs', { title: 'T', originalKey: 'G', lyrics: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('GET /api/songs/:id', () => {
  it('is 404 SONG_NOT_FOUND for an unknown id and for a malformed one (not 500)', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid', '123', "1' or '1'='1", encodeURIComponent('ü')]) {
      const res = await alice.fetch(`/api/songs/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
  });

  it('shows every song to every signed-in user (one shared library)', async () => {
    const song = await createSong({ title: "Alice's song" }, alice);
    expect(await getSong(song.id, bob)).toEqual(song);
  });
});

describe('GET /api/songs', () => {
  const library = [
    { title: 'Pieśń o Bożym miłosierdziu', artist: 'Zespół Kościelny', originalKey: 'G', genre: 'Traditional' },
    { title: 'Barka', artist: 'Ks. Stanisław Szmidt', originalKey: 'D', genre: 'Traditional' },
    { title: 'Cuán Grande es Él', artist: 'Carl Boberg', originalKey: 'A', genre: 'Hymn' },
    { title: 'Señor, mi Dios', artist: 'Marcos Witt', originalKey: 'E', genre: 'Contemporary' },
    { title: 'Großer Gott, wir loben dich', artist: 'Ignaz Franz', originalKey: 'F', genre: 'Hymn' },
    { title: 'Müde bin ich, geh zur Ruh', artist: 'Luise Hensel', originalKey: 'G', genre: 'Traditional' },
    { title: 'amazing Grace', artist: 'John Newton', originalKey: 'G', genre: 'Hymn' },
    { title: 'Oceans', artist: 'Hillsong United', originalKey: 'D', genre: 'Contemporary' },
    { title: 'Ángeles cantando están', artist: null, originalKey: 'C', genre: null },
    { title: '100% Yours', artist: 'Under_Score Band', originalKey: 'B', genre: 'Rock' },
  ];
  const byTitle = new Map<string, Song>();
  const titles = (songs: SongSummary[]) => songs.map((s) => s.title);

  beforeAll(async () => {
    await clearSongs();
    for (const fields of library) {
      const song = await createSong({ ...fields, lyrics: `[Verse]\n${fields.title}\n`, tags: ['x'] });
      byTitle.set(song.title, song);
    }
  });


  it('lists summaries (no lyrics) ordered by title ignoring case and accents, with X-Total-Count', async () => {
    const { songs, total } = await list();
    expect(total).toBe(library.length);
    expect(titles(songs)).toEqual([
      '100% Yours',
      'amazing Grace',
      'Ángeles cantando están',
      'Barka',
      'Cuán Grande es Él',
      'Großer Gott, wir loben dich',
      'Müde bin ich, geh zur Ruh',
      'Oceans',
      'Pieśń o Bożym miłosierdziu',
      'Señor, mi Dios',
    ]);
    for (const summary of songs) {
      expect(summary).not.toHaveProperty('lyrics');
      const { lyrics: _lyrics, ...expected } = byTitle.get(summary.title)!;
      // Same values, same timestamp strings as the single-song call.
      expect(summary).toEqual(expected);
    }
  });

  it.each([
    ['piesn', ['Pieśń o Bożym miłosierdziu']],
    ['PIEŚŃ', ['Pieśń o Bożym miłosierdziu']],
    ['MIŁOSIERDZIU', ['Pieśń o Bożym miłosierdziu']],
    ['kosciel', ['Pieśń o Bożym miłosierdziu']], // artist
    ['stanislaw', ['Barka']],
    ['cuan grande', ['Cuán Grande es Él']],
    ['ES ÉL', ['Cuán Grande es Él']],
    ['senor', ['Señor, mi Dios']],
    ['SEÑOR', ['Señor, mi Dios']],
    ['angeles', ['Ángeles cantando están']],
    ['grosser', ['Großer Gott, wir loben dich']],
    ['GROẞER', ['Großer Gott, wir loben dich']],
    ['mude', ['Müde bin ich, geh zur Ruh']],
    ['MÜDE', ['Müde bin ich, geh zur Ruh']],
    ['AMAZING', ['amazing Grace']],
    ['newton', ['amazing Grace']],
    ['  oceans  ', ['Oceans']],
    ['hillsong united', ['Oceans']],
    ['%', ['100% Yours']], // a literal percent, not a wildcard
    ['_', ['100% Yours']], // a literal underscore (artist), not a wildcard
    ['0%', ['100% Yours']],
    ['\\', []],
    ["'; drop table songs; --", []],
    ['zzzz', []],
  ])('search %j matches title or artist ignoring case and accents', async (term, expected) => {
    const { songs, total } = await list(`?search=${encodeURIComponent(term)}`);
    expect(titles(songs)).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('an empty or blank search lists everything', async () => {
    expect((await list('?search=')).total).toBe(library.length);
    expect((await list('?search=%20%20')).total).toBe(library.length);
  });

  it('filters by original key; key=all or empty means no filter', async () => {
    expect(titles((await list('?key=G')).songs)).toEqual([
      'amazing Grace',
      'Müde bin ich, geh zur Ruh',
      'Pieśń o Bożym miłosierdziu',
    ]);
    expect((await list('?key=G')).total).toBe(3);
    expect((await list('?key=all')).total).toBe(library.length);
    expect((await list('?key=')).total).toBe(library.length);
    expect((await list('?key=C%23')).total).toBe(0);
  });

  it('filters on the original key, not the key a song is displayed in', async () => {
    const oceans = byTitle.get('Oceans')!;
    const res = await send(alice, 'PUT', `/api/songs/${oceans.id}`, { currentKey: 'G' });
    expect(res.status).toBe(200);
    byTitle.set('Oceans', songSchema.parse(await res.json()));
    expect(titles((await list('?key=G')).songs)).not.toContain('Oceans');
    expect(titles((await list('?key=D')).songs)).toContain('Oceans');
  });

  it('filters by genre; genre=all or empty means no filter; an unknown genre matches nothing', async () => {
    expect(titles((await list('?genre=Hymn')).songs)).toEqual([
      'amazing Grace',
      'Cuán Grande es Él',
      'Großer Gott, wir loben dich',
    ]);
    expect((await list('?genre=all')).total).toBe(library.length);
    expect((await list('?genre=')).total).toBe(library.length);
    expect((await list('?genre=Polka')).total).toBe(0);
  });

  it('combines search, key and genre', async () => {
    const { songs, total } = await list('?search=ie&key=G&genre=Traditional');
    expect(titles(songs)).toEqual(['Pieśń o Bożym miłosierdziu']);
    expect(total).toBe(1);
  });

  it('pages with limit and offset; X-Total-Count is the filtered total before paging', async () => {
    const all = titles((await list()).songs);
    const first = await list('?limit=3');
    expect(titles(first.songs)).toEqual(all.slice(0, 3));
    expect(first.total).toBe(library.length);
    const second = await list('?limit=3&offset=3');
    expect(titles(second.songs)).toEqual(all.slice(3, 6));
    expect(second.total).toBe(library.length);
    const past = await list('?limit=3&offset=100');
    expect(past.songs).toEqual([]);
    expect(past.total).toBe(library.length);
    const filtered = await list('?genre=Traditional&limit=1&offset=1');
    expect(titles(filtered.songs)).toEqual(['Müde bin ich, geh zur Ruh']);
    expect(filtered.total).toBe(3);
  });

  it.each([
    ['?key=H', 'key', "key must be 'all' or one of C, C#, D, D#, E, F, F#, G, G#, A, A#, B"],
    ['?key=G&key=A', 'key', "key must be 'all' or one of C, C#, D, D#, E, F, F#, G, G#, A, A#, B"],
    ['?limit=0', 'limit', 'limit must be a whole number from 1 to 1000'],
    ['?limit=1001', 'limit', 'limit must be a whole number from 1 to 1000'],
    ['?limit=abc', 'limit', 'limit must be a whole number from 1 to 1000'],
    ['?offset=-1', 'offset', 'offset must be a whole number of 0 or more'],
    ['?offset=1.5', 'offset', 'offset must be a whole number of 0 or more'],
    ['?search=a&search=b', 'search', 'search must be a single text value'],
    [`?search=${'a'.repeat(201)}`, 'search', 'search can be at most 200 characters'],
  ])('refuses %s with 400 and a clear message', async (query, field, message) => {
    const details = await expect400(await alice.fetch(`/api/songs${query}`), message, [field]);
    expect(details[field]).toEqual([message]);
  });

  it('answers an empty library with [] and X-Total-Count 0', async () => {
    const other = await createTestApp();
    try {
      await createUser(other.orm, { email: 'carol', password: 'carol-password' });
      const carol = new Client(other.baseUrl);
      await carol.login('carol', 'carol-password');
      const res = await carol.fetch('/api/songs');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
      expect(res.headers.get('x-total-count')).toBe('0');
    } finally {
      await other.close();
    }
  });
});

describe('PUT /api/songs/:id', () => {
  let song: Song;
  beforeEach(async () => {
    song = await createSong({
      title: 'Oceans',
      artist: 'Hillsong United',
      originalKey: 'D',
      tempo: 66,
      timeSignature: '6/8',
      tags: ['Worship'],
      genre: 'Contemporary',
      source: 'imported',
    });
  });

  const put = (body: unknown, id = song.id, client = alice) => send(client, 'PUT', `/api/songs/${id}`, body);

  it('a full edit replaces the fields, keeps id and createdAt, and moves updatedAt forward', async () => {
    const res = await put({
      title: 'Oceans (Where Feet May Fail)',
      artist: 'Hillsong UNITED',
      originalKey: 'B',
      tempo: 64,
      timeSignature: '4/4',
      lyrics: '[Chorus]\nB  E\nnew words\n',
      tags: [' Water ', 'water', 'Faith'],
      genre: 'Acoustic',
      updatedAt: song.updatedAt,
    });
    expect(res.status).toBe(200);
    const updated = songSchema.parse(await res.json());
    expect(updated).toEqual({
      ...song,
      title: 'Oceans (Where Feet May Fail)',
      artist: 'Hillsong UNITED',
      originalKey: 'B',
      tempo: 64,
      timeSignature: '4/4',
      lyrics: '[Chorus]\nB  E\nnew words\n',
      tags: ['Water', 'Faith'],
      genre: 'Acoustic',
      updatedAt: updated.updatedAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(song.updatedAt));
    expect(await getSong(song.id)).toEqual(updated);
  });

  it('clears optional fields sent as null or empty', async () => {
    const res = await put({ artist: '', tempo: null, genre: null, source: null, tags: [] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ artist: null, tempo: null, genre: null, source: null, tags: [] });
  });

  it('a currentKey-only PUT changes only currentKey', async () => {
    const res = await put({ currentKey: 'E' });
    expect(res.status).toBe(200);
    const updated = songSchema.parse(await res.json());
    expect(updated).toEqual({ ...song, currentKey: 'E', updatedAt: updated.updatedAt });
    expect(updated.updatedAt > song.updatedAt).toBe(true);
    expect((await getSong(song.id)).currentKey).toBe('E');
  });

  it('currentKey null means the original key', async () => {
    await put({ currentKey: 'E' });
    const res = await put({ currentKey: null });
    expect(res.status).toBe(200);
    expect((await res.json()).currentKey).toBeNull();
    expect((await getSong(song.id)).currentKey).toBeNull();
  });

  it('a currentKey equal to the original key is stored as null', async () => {
    await put({ currentKey: 'E' });
    const res = await put({ currentKey: 'D' });
    expect(res.status).toBe(200);
    expect((await res.json()).currentKey).toBeNull();
    expect((await getSong(song.id)).currentKey).toBeNull();
  });

  it('a full edit whose new original key equals the current key stores currentKey as null', async () => {
    await put({ currentKey: 'E' });
    const res = await put({ originalKey: 'E', title: 'Oceans', lyrics: LYRICS });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ originalKey: 'E', currentKey: null });
  });

  it('a tempo-only PUT changes only the tempo and returns the song (title and tempo read by the metronome)', async () => {
    const res = await put({ tempo: 72 });
    expect(res.status).toBe(200);
    const updated = songSchema.parse(await res.json());
    expect(updated).toEqual({ ...song, tempo: 72, updatedAt: updated.updatedAt });
    expect(await getSong(song.id)).toEqual(updated);
  });

  it('a save that changes nothing keeps updatedAt', async () => {
    const res = await put({ tempo: song.tempo, currentKey: null, tags: song.tags, title: song.title });
    expect(res.status).toBe(200);
    expect((await res.json()).updatedAt).toBe(song.updatedAt);
  });

  it.each([
    [{ currentKey: 'H' }, 'currentKey', 'Key must be one of C, C#, D, D#, E, F, F#, G, G#, A, A#, B'],
    [{ currentKey: 'Db' }, 'currentKey', 'Key must be one of C, C#, D, D#, E, F, F#, G, G#, A, A#, B'],
    [{ tempo: 59 }, 'tempo', 'Tempo must be between 60 and 200 BPM'],
    [{ tempo: 201 }, 'tempo', 'Tempo must be between 60 and 200 BPM'],
    [{ tempo: 99.9 }, 'tempo', 'Tempo must be a whole number'],
    [{ timeSignature: '7/8' }, 'timeSignature', 'Time signature must be one of 4/4, 3/4, 6/8, 2/4'],
    [{ genre: 'Polka' }, 'genre', 'Genre must be one of Contemporary, Traditional, Gospel, Rock, Acoustic, Hymn, Worship'],
    [{ tempo: 90, updatedAt: 'yesterday' }, 'updatedAt', 'updatedAt must be an ISO date-time'],
  ])('refuses %j with its own message and writes nothing', async (body, field, message) => {
    const details = await expect400(await put(body), message, [field]);
    expect(details[field]).toEqual([message]);
    expect(await getSong(song.id)).toEqual(song);
  });

  it.each([
    [{ title: '  ' }, 'title'],
    [{ lyrics: '' }, 'lyrics'],
    [{ originalKey: null }, 'originalKey'],
    [{ title: 'ok', lyrics: null }, 'lyrics'],
  ])("a required field sent blank (%j): 'Please fill in all required fields'", async (body, field) => {
    await expect400(await put(body), REQUIRED_FIELDS_MESSAGE, [field]);
    expect(await getSong(song.id)).toEqual(song);
  });

  it("an empty body (or only updatedAt) is 400 'Nothing to update'", async () => {
    for (const body of [{}, { updatedAt: song.updatedAt }]) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'Nothing to update', code: 'VALIDATION_ERROR' });
    }
  });

  it('is 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'nope']) {
      const res = await put({ tempo: 90 }, id);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
  });

  describe('two people editing one song', () => {
    it('a save based on the version it loaded succeeds, even written with another UTC offset', async () => {
      const sameInstant = new Date(song.updatedAt).toISOString().replace('Z', '+00:00');
      expect((await put({ title: 'Mine', lyrics: LYRICS, originalKey: 'D', updatedAt: sameInstant })).status).toBe(200);
    });

    it('a save based on an older version gets 409 SONG_CONFLICT and writes nothing', async () => {
      // Bob saves first, from the version both loaded.
      const bobRes = await put({ title: "Bob's title", lyrics: LYRICS, originalKey: 'D', updatedAt: song.updatedAt }, song.id, bob);
      expect(bobRes.status).toBe(200);
      const afterBob = songSchema.parse(await bobRes.json());

      // Alice saves from the same, now stale, version.
      const res = await put({ title: "Alice's title", lyrics: 'other', originalKey: 'A', tempo: 100, updatedAt: song.updatedAt });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        message: SONG_CONFLICT_MESSAGE,
        code: 'SONG_CONFLICT',
        details: { currentUpdatedAt: afterBob.updatedAt },
      });
      expect(await getSong(song.id)).toEqual(afterBob);

      // Reloaded, her save goes through.
      const retry = await put({ title: "Alice's title", lyrics: LYRICS, originalKey: 'D', updatedAt: afterBob.updatedAt });
      expect(retry.status).toBe(200);
      expect((await retry.json()).title).toBe("Alice's title");
    });

    it('applies to key-only and tempo-only saves that carry updatedAt; without it they always apply', async () => {
      const stale = song.updatedAt;
      expect((await put({ tempo: 70 })).status).toBe(200);
      expect((await put({ currentKey: 'G', updatedAt: stale })).status).toBe(409);
      expect((await put({ tempo: 80, updatedAt: stale })).status).toBe(409);
      expect((await getSong(song.id)).tempo).toBe(70);
      expect((await put({ currentKey: 'G' })).status).toBe(200);
    });

    it('of several saves sent at once from the same version exactly one wins', async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          put({ title: `Racer ${i}`, lyrics: LYRICS, originalKey: 'D', updatedAt: song.updatedAt }, song.id, i % 2 ? bob : alice),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      const winner = songSchema.parse(await results.find((r) => r.status === 200)!.json());
      expect(await getSong(song.id)).toEqual(winner);
    });

    it('checks the version and writes atomically: a save waiting on a concurrent write sees it and gets 409', async () => {
      // Another writer holds the row mid-transaction. The PUT, based on the version before that write, must wait
      // for it and then refuse; a check done outside the row lock would pass and overwrite the other write.
      let putRes: Response | undefined;
      await app.orm.em.fork().transactional(async (em) => {
        await em.execute(
          `update songs set title = 'Concurrent', updated_at = updated_at + interval '5 milliseconds' where id = ?`,
          [song.id],
        );
        const pending = put({ title: 'Late', lyrics: LYRICS, originalKey: 'D', updatedAt: song.updatedAt }).then(
          (res) => (putRes = res),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(putRes, 'the PUT must wait for the row').toBeUndefined();
        void pending;
      });
      await expect.poll(() => putRes?.status, { timeout: 5000 }).toBe(409);
      const stored = await getSong(song.id);
      expect(stored.title).toBe('Concurrent');
      expect(await putRes!.json()).toMatchObject({ code: 'SONG_CONFLICT', details: { currentUpdatedAt: stored.updatedAt } });
    });

    it('every change gets a distinct, increasing updatedAt, even within one millisecond', async () => {
      const seen = [song.updatedAt];
      for (let i = 0; i < 5; i++) {
        const res = await put({ tempo: 100 + i });
        seen.push(songSchema.parse(await res.json()).updatedAt);
      }
      const times = seen.map((t) => Date.parse(t));
      for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]!);
    });
  });

  it('the list shows the saved song (its summary is rebuilt with the row)', async () => {
    const res = await put({ title: 'Oceans Live', tags: ['Live'], currentKey: 'F', tempo: 70, lyrics: LYRICS, originalKey: 'D' });
    expect(res.status).toBe(200);
    const { lyrics: _lyrics, ...summary } = songSchema.parse(await res.json());
    const found = (await list('?search=oceans%20live')).songs;
    expect(found).toEqual([summary]);
  });

  it('lets any signed-in user edit any song', async () => {
    const res = await put({ tempo: 90 }, song.id, bob);
    expect(res.status).toBe(200);
  });
});

describe('DELETE /api/songs/:id', () => {
  it('deletes the song: 204, then 404 for it everywhere', async () => {
    const song = await createSong({ title: 'Delete me' });
    const res = await send(bob, 'DELETE', `/api/songs/${song.id}`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await alice.fetch(`/api/songs/${song.id}`)).status).toBe(404);
    expect((await send(alice, 'PUT', `/api/songs/${song.id}`, { tempo: 90 })).status).toBe(404);
    const again = await send(alice, 'DELETE', `/api/songs/${song.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(NOT_FOUND);
    expect((await list('?search=delete%20me')).total).toBe(0);
  });

  it('is 404 for a malformed id', async () => {
    const res = await send(alice, 'DELETE', '/api/songs/not-a-uuid');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
  });
});

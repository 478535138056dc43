import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { DEFAULT_TIME_SIGNATURE, KEYS, type Song as SongResponse } from '@canticle/shared-ui/contracts';

/**
 * A song of the team's shared library (table `songs`, created by Migration20261123120000_songs). Every signed-in
 * user sees and edits every song: there is no owner.
 *
 * Timestamps are `timestamptz(3)`: millisecond precision, like a JS Date, so the `updatedAt` a client got back
 * compares exactly with the stored one (optimistic concurrency, see SongsService.update).
 * `titleFolded`, `searchFolded` and `summaryJson` are stored generated columns for the list query (see the
 * migration); they are mapped, lazy and hidden, only so the schema diff (`migration:create`) knows them, like the
 * indexes below.
 */
export const SongSchema = defineEntity({
  name: 'Song',
  tableName: 'songs',
  // Declared so the schema diff keeps them; created by the migration.
  indexes: [
    {
      name: 'songs_search_trgm_index',
      expression: 'create index "songs_search_trgm_index" on "songs" using gin ("search_folded" gin_trgm_ops)',
    },
    {
      name: 'songs_title_order_index',
      expression: 'create index "songs_title_order_index" on "songs" ("title_folded", "id")',
    },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    title: p.text(),
    artist: p.text().nullable(),
    originalKey: p.enum(KEYS),
    /** The key to display; null = the original key. */
    currentKey: p.enum(KEYS).nullable(),
    tempo: p.integer().nullable(),
    timeSignature: p.text().default(DEFAULT_TIME_SIGNATURE),
    lyrics: p.text(),
    tags: p.array().columnType('text[]').defaultRaw(`'{}'`),
    genre: p.text().nullable(),
    source: p.text().nullable(),
    createdAt: p.datetime().length(3).onCreate(() => new Date()).defaultRaw('now()'),
    updatedAt: p.datetime().length(3).onCreate(() => new Date()).defaultRaw('now()'),
    // Computed by PostgreSQL for the list query (see the migration); never loaded into entities.
    titleFolded: p.text().collation('C').generated('(canticle_fold(title)) stored').nullable().lazy().hidden(),
    searchFolded: p
      .text()
      .collation('C')
      .generated(`((canticle_fold(title) || '\n'::text) || COALESCE(canticle_fold(artist), ''::text)) stored`)
      .nullable()
      .lazy()
      .hidden(),
    summaryJson: p
      .text()
      .generated(
        '(canticle_song_summary_json(id, title, artist, original_key, current_key, tempo, time_signature, tags, ' +
          'genre, source, created_at, updated_at)) stored',
      )
      .nullable()
      .lazy()
      .hidden(),
  },
});

export class Song extends SongSchema.class {}
SongSchema.setClass(Song);

/** The only shape of a song that leaves the server (the contract's `songSchema`). */
export function toSongResponse(song: Song): SongResponse {
  return {
    id: song.id,
    title: song.title,
    artist: song.artist ?? null,
    originalKey: song.originalKey,
    currentKey: song.currentKey ?? null,
    tempo: song.tempo ?? null,
    timeSignature: song.timeSignature,
    lyrics: song.lyrics,
    tags: [...song.tags],
    genre: song.genre ?? null,
    source: song.source ?? null,
    createdAt: song.createdAt.toISOString(),
    updatedAt: song.updatedAt.toISOString(),
  };
}

import { Migration } from '@mikro-orm/migrations';

/** The 12 keys as of this migration (spelled out: a migration must not change when the contracts do). */
const keyList = `'C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'`;

/**
 * The song library (issue #3) and its search.
 *
 * Search is case- and accent-insensitive ('piesn' finds 'Pieśń') through `canticle_fold(text)`:
 * lower(unaccent(text)). unaccent() itself is only STABLE (it reads a dictionary that could in principle
 * change), so the wrapper is declared IMMUTABLE to be usable in generated columns and indexes; it names the
 * dictionary and the function with their schema so it never depends on the caller's search_path (restores,
 * autovacuum). Lower-casing uses the built-in `pg_c_utf8` collation when the server has it (PostgreSQL 17+,
 * UTF-8): Unicode case mapping that is the same on every machine, not whatever the OS locale does.
 *
 * Stored generated columns keep the list query to a scan of short strings and a concatenation (measured with
 * bench/songs-search.mjs; computing these per request cost several times more):
 * - `search_folded`: folded title, a line break, folded artist. One LIKE '%term%' per row matches title or
 *   artist (the service keeps line breaks out of the term, so a match cannot span both), and one trigram GIN
 *   index serves it for terms of 3+ characters.
 * - `title_folded` (collation "C", byte order): the list order, with a btree index for unfiltered pages.
 * - `summary_json`: the song as GET /api/songs lists it (SongSummary, compact JSON, timestamps exactly as
 *   Date.toISOString writes them), built by `canticle_song_summary_json`; a page is these joined with commas.
 *   A change to SongSummary needs a migration that replaces the function and the column's expression.
 * The search columns come first and the lyrics last: PostgreSQL reaches a column by stepping over the ones before
 * it, and a search reads `search_folded` of every row.
 *
 * CREATE EXTENSION needs a superuser (or a trusted-extension grant) the first time on a database; see
 * docs/api-notes.md for DATABASE_URL deployments.
 */
export class Migration20261123120000_songs extends Migration {
  override up(): void {
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`
      do $do$
      declare
        ext_schema text;
        case_collation text := '';
      begin
        select n.nspname into ext_schema
          from pg_extension e join pg_namespace n on n.oid = e.extnamespace
         where e.extname = 'unaccent';
        if current_setting('server_encoding') = 'UTF8'
           and exists (select 1 from pg_collation where collname = 'pg_c_utf8') then
          case_collation := ' collate pg_catalog.pg_c_utf8';
        end if;
        execute format(
          'create or replace function canticle_fold(value text) returns text
             language sql immutable strict parallel safe
             as %L',
          format('select lower(%I.unaccent(%L::regdictionary, value)%s)',
                 ext_schema, quote_ident(ext_schema) || '.unaccent', case_collation));
      end
      $do$;`);
    // IMMUTABLE is true here: every value is turned into text by output functions that depend on no setting
    // (the timestamps are formatted in UTC with a fixed pattern).
    this.addSql(`
      create or replace function canticle_song_summary_json(
        id uuid, title text, artist text, original_key text, current_key text, tempo integer,
        time_signature text, tags text[], genre text, source text, created_at timestamptz, updated_at timestamptz
      ) returns text
      language sql immutable parallel safe
      as $$
        select '{"id":' || to_json(id)::text
          || ',"title":' || to_json(title)::text
          || ',"artist":' || coalesce(to_json(artist)::text, 'null')
          || ',"originalKey":' || to_json(original_key)::text
          || ',"currentKey":' || coalesce(to_json(current_key)::text, 'null')
          || ',"tempo":' || coalesce(tempo::text, 'null')
          || ',"timeSignature":' || to_json(time_signature)::text
          || ',"tags":' || to_json(coalesce(tags, '{}'))::text
          || ',"genre":' || coalesce(to_json(genre)::text, 'null')
          || ',"source":' || coalesce(to_json(source)::text, 'null')
          || ',"createdAt":"' || to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          || '","updatedAt":"' || to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          || '"}'
      $$;`);
    this.addSql(`
      create table "songs" (
        "id" uuid not null primary key,
        "search_folded" text collate "C"
          generated always as (canticle_fold("title") || E'\\n' || coalesce(canticle_fold("artist"), '')) stored,
        "title_folded" text collate "C" generated always as (canticle_fold("title")) stored,
        "summary_json" text generated always as (canticle_song_summary_json(
          "id", "title", "artist", "original_key", "current_key", "tempo", "time_signature", "tags", "genre",
          "source", "created_at", "updated_at")) stored,
        "title" text not null,
        "artist" text null,
        "original_key" text not null check ("original_key" in (${keyList})),
        "current_key" text null check ("current_key" in (${keyList})),
        "tempo" int null,
        "time_signature" text not null default '4/4',
        "tags" text[] not null default '{}',
        "genre" text null,
        "source" text null,
        "created_at" timestamptz(3) not null default now(),
        "updated_at" timestamptz(3) not null default now(),
        "lyrics" text not null
      );`);
    this.addSql(`create index "songs_search_trgm_index" on "songs" using gin ("search_folded" gin_trgm_ops);`);
    this.addSql(`create index "songs_title_order_index" on "songs" ("title_folded", "id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "songs";`);
    this.addSql(`drop function if exists canticle_song_summary_json(
      uuid, text, text, text, text, integer, text, text[], text, text, timestamptz, timestamptz);`);
    this.addSql(`drop function if exists canticle_fold(text);`);
    // The extensions stay: other objects of the database may use them.
  }
}

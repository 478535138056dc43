import { z } from 'zod';
import { KEYS } from './keys';

/** Time signatures the song editor offers (spec §5). */
export const TIME_SIGNATURES = ['4/4', '3/4', '6/8', '2/4'] as const;
export type TimeSignature = (typeof TIME_SIGNATURES)[number];

/** Genres the song editor offers (spec §5). */
export const EDITOR_GENRES = ['Contemporary', 'Traditional', 'Gospel', 'Rock', 'Acoustic', 'Hymn'] as const;
/** Genres the library filters offer: the editor's without Hymn (spec §5). */
export const FILTER_GENRES = ['Contemporary', 'Traditional', 'Gospel', 'Rock', 'Acoustic'] as const;
/** Every genre a stored song may have: the editor's plus 'Worship', which OpenSong imports set (spec §9). */
export const SONG_GENRES = [...EDITOR_GENRES, 'Worship'] as const;
export type SongGenre = (typeof SONG_GENRES)[number];

export const TEMPO_MIN = 60;
export const TEMPO_MAX = 200;
export const TEMPO_DEFAULT = 120;
export const DEFAULT_SONG_KEY = 'G';
export const DEFAULT_TIME_SIGNATURE = '4/4';

export const SONG_LIMITS = {
  title: 200,
  artist: 200,
  lyrics: 100_000,
  tag: 40,
  tags: 20,
  source: 40,
} as const;

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

const KEY_MESSAGE = `Key must be one of ${KEYS.join(', ')}`;
const keySchema = z.enum(KEYS, { message: KEY_MESSAGE });
/** A required key: a missing or empty one says so instead of listing the keys. */
const requiredKeySchema = (label: string) =>
  z.enum(KEYS, {
    error: (issue) => (issue.input == null || issue.input === '' ? `${label} is required` : KEY_MESSAGE),
  });

/** Tags as the editor means them: trimmed, empty ones dropped, duplicates (any case) removed, order kept. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const folded = tag.toLocaleLowerCase();
    if (!tag || seen.has(folded)) continue;
    seen.add(folded);
    out.push(tag);
  }
  return out;
}

const tagsSchema = z
  .array(
    z
      .string({ message: 'Each tag must be text' })
      .max(SONG_LIMITS.tag, `A tag can be at most ${SONG_LIMITS.tag} characters`),
    { message: 'Tags must be a list of text' },
  )
  .transform(normalizeTags)
  .refine((tags) => tags.length <= SONG_LIMITS.tags, `A song can have at most ${SONG_LIMITS.tags} tags`);

const optionalText = (max: number, label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Each writable field's rule, without defaults (a partial update must not reset what it leaves out). */
const songFields = z.object({
  title: z
    .string({ message: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(SONG_LIMITS.title, `Title can be at most ${SONG_LIMITS.title} characters`),
  artist: optionalText(SONG_LIMITS.artist, 'Artist'),
  originalKey: requiredKeySchema('Original key'),
  tempo: z
    .number({ message: 'Tempo must be a whole number' })
    .int('Tempo must be a whole number')
    .min(TEMPO_MIN, `Tempo must be between ${TEMPO_MIN} and ${TEMPO_MAX} BPM`)
    .max(TEMPO_MAX, `Tempo must be between ${TEMPO_MIN} and ${TEMPO_MAX} BPM`)
    .nullish()
    .transform((v) => v ?? null),
  timeSignature: z
    .enum(TIME_SIGNATURES, { message: `Time signature must be one of ${TIME_SIGNATURES.join(', ')}` }),
  lyrics: z
    .string({ message: 'Lyrics are required' })
    .max(SONG_LIMITS.lyrics, `Lyrics can be at most ${SONG_LIMITS.lyrics} characters`)
    .refine((v) => v.trim().length > 0, 'Lyrics are required'),
  tags: tagsSchema,
  genre: z
    .enum(SONG_GENRES, { message: `Genre must be one of ${SONG_GENRES.join(', ')}` })
    .nullish()
    .transform((v) => v ?? null),
  source: optionalText(SONG_LIMITS.source, 'Source'),
});

/** The fields a client writes when it creates or fully edits a song (POST /api/songs, PUT with every field). */
export const songInputSchema = songFields.extend({
  timeSignature: songFields.shape.timeSignature.default(DEFAULT_TIME_SIGNATURE),
  tags: songFields.shape.tags.default([]),
});
export type SongInput = z.input<typeof songInputSchema>;
export type SongFields = z.output<typeof songInputSchema>;

/**
 * PUT /api/songs/{id}: every field (a full edit), or only `currentKey` (null = the original key), or only `tempo`.
 * A full edit should carry the `updatedAt` it loaded; if the song changed since, the server answers 409.
 */
export const songUpdateSchema = songFields
  .partial()
  .extend({
    currentKey: keySchema.nullable().optional(),
    updatedAt: z.string().datetime({ offset: true, message: 'updatedAt must be an ISO date-time' }).optional(),
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'updatedAt'), 'Nothing to update');
export type SongUpdate = z.input<typeof songUpdateSchema>;

/** A song as the API returns it. */
export const songSchema = z.object({
  id: z.string(),
  title: z.string(),
  artist: z.string().nullable(),
  originalKey: keySchema,
  currentKey: keySchema.nullable(),
  tempo: z.number().int().nullable(),
  timeSignature: z.string(),
  lyrics: z.string(),
  tags: z.array(z.string()),
  genre: z.string().nullable(),
  source: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Song = z.infer<typeof songSchema>;

/** A song in a list (GET /api/songs): everything but the lyrics, which only the song's own page needs. */
export const songSummarySchema = songSchema.omit({ lyrics: true });
export type SongSummary = z.infer<typeof songSummarySchema>;

export const SONG_PAGE_DEFAULT = 200;
export const SONG_PAGE_MAX = 1000;
/** Response header of GET /api/songs with the number of songs matching the filters (before limit/offset). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${SONG_PAGE_MAX}`;
const OFFSET_MESSAGE = 'offset must be a whole number of 0 or more';

/** Query of GET /api/songs; `key=all` and `genre=all` (or empty) mean no filter. */
export const songQuerySchema = z.object({
  search: z
    .string({ message: 'search must be a single text value' })
    .trim()
    .max(200, 'search can be at most 200 characters')
    .optional(),
  key: z
    .union([keySchema, z.literal('all'), z.literal('')], { message: `key must be 'all' or one of ${KEYS.join(', ')}` })
    .optional(),
  genre: z
    .string({ message: 'genre must be a single text value' })
    .trim()
    .max(40, 'genre can be at most 40 characters')
    .optional(),
  limit: z.coerce
    .number({ message: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(SONG_PAGE_MAX, LIMIT_MESSAGE)
    .default(SONG_PAGE_DEFAULT),
  offset: z.coerce.number({ message: OFFSET_MESSAGE }).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).default(0),
});
export type SongQuery = z.infer<typeof songQuerySchema>;

export const SONG_CONFLICT_MESSAGE =
  'Someone else saved this song after you opened it. Reload the song to see their changes, then edit again.';

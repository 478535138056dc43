export { roleSchema, userSchema, type Role, type User } from './user';
export { loginInputSchema, type LoginInput } from './auth';
export { apiErrorBodySchema, type ApiErrorBody } from './api-error';
export { KEYS, type Key } from './keys';
export {
  TIME_SIGNATURES,
  EDITOR_GENRES,
  FILTER_GENRES,
  SONG_GENRES,
  TEMPO_MIN,
  TEMPO_MAX,
  TEMPO_DEFAULT,
  DEFAULT_SONG_KEY,
  DEFAULT_TIME_SIGNATURE,
  SONG_LIMITS,
  REQUIRED_FIELDS_MESSAGE,
  SONG_CONFLICT_MESSAGE,
  normalizeTags,
  songInputSchema,
  songUpdateSchema,
  songSchema,
  songQuerySchema,
  type TimeSignature,
  type SongGenre,
  type SongInput,
  type SongFields,
  type SongUpdate,
  type Song,
  type SongQuery,
} from './song';

/** The song editor's values, defaults (spec §9: key G, 4/4), validation (spec §5) and conversion to the API input. */
import {
  DEFAULT_SONG_KEY,
  DEFAULT_TIME_SIGNATURE,
  type Key,
  REQUIRED_FIELDS_MESSAGE,
  type Song,
  type SongInput,
  TEMPO_MAX,
  TEMPO_MIN,
  normalizeTags,
} from '@canticle/shared-ui/contracts';

export type SongFormValues = {
  title: string;
  artist: string;
  originalKey: Key | '';
  /** As typed; parsed as an integer on save. */
  tempo: string;
  timeSignature: string;
  /** '' for none. */
  genre: string;
  tags: string[];
  lyrics: string;
};

export type SongFormField = keyof SongFormValues;
export type SongFormErrors = Partial<Record<SongFormField, string>>;

/** Fields the spec requires (title, original key, lyrics), in the order the form shows them. */
export const REQUIRED_FIELDS = ['title', 'originalKey', 'lyrics'] as const satisfies readonly SongFormField[];

export function emptySongForm(): SongFormValues {
  return {
    title: '',
    artist: '',
    originalKey: DEFAULT_SONG_KEY,
    tempo: '',
    timeSignature: DEFAULT_TIME_SIGNATURE,
    genre: '',
    tags: [],
    lyrics: '',
  };
}

export function songToForm(song: Song): SongFormValues {
  return {
    title: song.title,
    artist: song.artist ?? '',
    originalKey: song.originalKey,
    tempo: song.tempo === null ? '' : String(song.tempo),
    timeSignature: song.timeSignature,
    genre: song.genre ?? '',
    tags: [...song.tags],
    lyrics: song.lyrics,
  };
}

export const TEMPO_MESSAGE = `Tempo must be a whole number between ${TEMPO_MIN} and ${TEMPO_MAX} BPM`;

/** Tempo as typed → integer, null when empty, NaN when not a whole number. */
export function parseTempo(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number.parseInt(trimmed, 10) : Number.NaN;
}

export type SongFormCheck = {
  errors: SongFormErrors;
  /** True when a required field is empty: the toast is then 'Please fill in all required fields'. */
  missingRequired: boolean;
};

export function validateSongForm(values: SongFormValues): SongFormCheck {
  const errors: SongFormErrors = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.originalKey) errors.originalKey = 'Original key is required';
  if (!values.lyrics.trim()) errors.lyrics = 'Lyrics are required';
  const missingRequired = Object.keys(errors).length > 0;
  const tempo = parseTempo(values.tempo);
  if (tempo !== null && (Number.isNaN(tempo) || tempo < TEMPO_MIN || tempo > TEMPO_MAX)) errors.tempo = TEMPO_MESSAGE;
  return { errors, missingRequired };
}

export { REQUIRED_FIELDS_MESSAGE };

/** The body of POST /api/songs (and, with updatedAt, of a full PUT). Call after validateSongForm passed. */
export function formToSongInput(values: SongFormValues): SongInput {
  return {
    title: values.title.trim(),
    artist: values.artist.trim() || null,
    originalKey: values.originalKey as Key,
    tempo: parseTempo(values.tempo),
    timeSignature: values.timeSignature as SongInput['timeSignature'],
    genre: (values.genre || null) as SongInput['genre'],
    tags: normalizeTags(values.tags),
    lyrics: values.lyrics,
  };
}

export type TagResult = { tags: string[]; added: boolean; reason?: 'empty' | 'duplicate' };

/** Adds a tag as typed: trimmed, ignored when empty or already there (in any case). */
export function addTag(tags: readonly string[], raw: string): TagResult {
  const tag = raw.trim();
  if (!tag) return { tags: [...tags], added: false, reason: 'empty' };
  const folded = tag.toLocaleLowerCase();
  if (tags.some((t) => t.toLocaleLowerCase() === folded)) return { tags: [...tags], added: false, reason: 'duplicate' };
  return { tags: [...tags, tag], added: true };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/** Field errors from the API's `details` (zod field errors: `{ title: ['Title is required'] }`). */
export function fieldErrorsFromDetails(details: unknown): SongFormErrors {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return {};
  const fields = new Set<string>(Object.keys(emptySongForm()));
  const errors: SongFormErrors = {};
  for (const [field, messages] of Object.entries(details as Record<string, unknown>)) {
    if (!fields.has(field)) continue;
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    if (typeof first === 'string' && first) errors[field as SongFormField] = first;
  }
  return errors;
}

/** True when two form states hold the same song (tags compared in order). */
export function sameForm(a: SongFormValues, b: SongFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

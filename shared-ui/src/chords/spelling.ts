import { FLAT_NOTES, SHARP_NOTES, mod12, parseKey } from './keys';

/**
 * How accidentals are written when a chord is renamed.
 * - 'sharps': the spec's notation (C# D# F# G# A#); the default for stored text.
 * - 'flats': Db Eb Gb Ab Bb.
 * - 'natural': for C major / A minor, the spelling charts actually use for borrowed chords
 *   (C# Eb F# Ab Bb: Bb and Eb as bVII and bIII, F# and C# as secondary dominants' roots).
 */
export type Spelling = 'sharps' | 'flats' | 'natural';

const NATURAL_NOTES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;

const TABLES: Readonly<Record<Spelling, readonly string[]>> = {
  sharps: SHARP_NOTES,
  flats: FLAT_NOTES,
  natural: NATURAL_NOTES,
};

/** Name of pitch class `index` in the given spelling. */
export function spellNote(index: number, spelling: Spelling = 'sharps'): string {
  return TABLES[spelling][mod12(index)] ?? 'C';
}

// Major tonics that are written with flats: F, Bb, Eb, Ab, Db (C# is read as Db, D# as Eb, G# as Ab, A# as Bb).
// F# stays sharp: worship charts write F#, not Gb, unless the key itself is spelled 'Gb'.
const FLAT_MAJOR_TONICS = new Set([5, 10, 3, 8, 1]);
// Their relative minors: Dm, Gm, Cm, Fm, Bbm (A#m), Ebm (D#m).
const FLAT_MINOR_TONICS = new Set([2, 7, 0, 5, 10, 3]);

/**
 * The spelling a chart in `key` uses: flat keys (F, Bb, Eb, Ab, Db, Gb and their relative minors)
 * use flats, C major / A minor the 'natural' mix, everything else sharps. A key written with a flat
 * ('Gb', 'Abm') always uses flats. An invalid key gives 'sharps' (the spec's notation).
 */
export function spellingForKey(key: string): Spelling {
  const info = parseKey(key);
  if (!info) return 'sharps';
  if (info.writtenFlat) return 'flats';
  if (info.minor ? FLAT_MINOR_TONICS.has(info.tonic) : FLAT_MAJOR_TONICS.has(info.tonic)) return 'flats';
  if (info.tonic === (info.minor ? 9 : 0)) return 'natural';
  return 'sharps';
}

/** The key's own name in its spelling ('A#' → 'Bb', 'D#m' → 'Ebm'); the input unchanged when invalid. */
export function spellKey(key: string): string {
  const info = parseKey(key);
  if (!info) return key;
  return spellNote(info.tonic, spellingForKey(key)) + (info.minor ? 'm' : '');
}

/**
 * Note names and keys. The app stores keys in the spec's sharp notation (spec §9:
 * C C# D D# E F F# G G# A A# B); flats are accepted everywhere and mapped to sharps.
 */

export const SHARP_NOTES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
export const FLAT_NOTES = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'] as const;

const LETTER_INDEX: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** Semitone offset of an accidental; both ASCII and Unicode spellings. */
function accidentalOffset(accidental: string): number | null {
  switch (accidental) {
    case '':
      return 0;
    case '#':
    case '♯':
      return 1;
    case 'b':
    case '♭':
      return -1;
    default:
      return null;
  }
}

/** Pitch class (0 = C … 11 = B) of a note name such as 'C', 'F#', 'Bb', 'E♭'; null when it is not one. */
export function noteIndex(name: string): number | null {
  const letter = LETTER_INDEX[name.charAt(0)];
  if (letter === undefined) return null;
  const offset = accidentalOffset(name.slice(1));
  if (offset === null) return null;
  return (letter + offset + 12) % 12;
}

/** Wraps any integer into 0..11. */
export function mod12(n: number): number {
  return ((n % 12) + 12) % 12;
}

export interface KeyInfo {
  /** Pitch class of the tonic, 0 = C. */
  readonly tonic: number;
  readonly minor: boolean;
  /** True when the key was written with a flat ('Bb', 'Ebm'). */
  readonly writtenFlat: boolean;
}

const KEY_PATTERN = /^([A-G])(#|b|♯|♭)?(m|min|minor)?$/;

/**
 * Parses a key name: 'G', 'F#', 'Bb', 'Em', 'C#m', 'Bbm', 'A minor'.
 * Returns null for anything else (callers then leave text unchanged, spec §5).
 */
export function parseKey(key: string): KeyInfo | null {
  const match = KEY_PATTERN.exec(key.trim().replace(/\s+minor$/, 'minor'));
  if (!match) return null;
  const [, letter = '', accidental = '', minor] = match;
  const tonic = noteIndex(letter + accidental);
  if (tonic === null) return null;
  return { tonic, minor: minor !== undefined, writtenFlat: accidental === 'b' || accidental === '♭' };
}

/** Semitones to move from one key to another (0..11), or null when either key is invalid. */
export function semitonesBetween(fromKey: string, toKey: string): number | null {
  const from = parseKey(fromKey);
  const to = parseKey(toKey);
  if (!from || !to) return null;
  return mod12(to.tonic - from.tonic);
}

/**
 * Transposition (spec §5): chord roots A–G with # or b are accepted (flats mapped to sharps),
 * slash chords move root and bass, an invalid key leaves the text unchanged, and only chord lines
 * (at least half of the words are chords) change. Chords keep their columns (see renderChordLine).
 *
 * Output uses the spec's sharp notation unless a display spelling is asked for
 * (`{ spelling: 'key' }` spells by the target key: Bb in F, not A#).
 */
import { type Chord, formatChord, parseChord } from './chord';
import { noteIndex, semitonesBetween } from './keys';
import { mapLyricsChords } from './sheet';
import { type Spelling, spellNote, spellingForKey } from './spelling';

export interface TransposeOptions {
  /** 'sharps' (default, spec notation), 'flats', 'natural', or 'key' to spell by the target key. */
  readonly spelling?: Spelling | 'key';
}

/** Moves one parsed chord; the quality is kept as written. */
export function transposeParsedChord(chord: Chord, semitones: number, spelling: Spelling = 'sharps'): Chord {
  const move = (note: string): string => {
    const index = noteIndex(note);
    return index === null ? note : spellNote(index + semitones, spelling);
  };
  return { ...chord, root: move(chord.root), bass: chord.bass === null ? null : move(chord.bass) };
}

/**
 * Transposes one chord symbol by `semitones` (any integer, negative moves down):
 * `transposeChord('G/B', 2)` → 'A/C#', `transposeChord('Bbm7', 1)` → 'Bm7'.
 * Text that is not a chord is returned unchanged.
 */
export function transposeChord(chord: string, semitones: number, spelling: Spelling = 'sharps'): string {
  const parsed = parseChord(chord);
  if (!parsed || !Number.isInteger(semitones)) return chord;
  return formatChord(transposeParsedChord(parsed, semitones, spelling));
}

/** Transposes every chord line of a sheet by `semitones`. */
export function transposeBy(text: string, semitones: number, spelling: Spelling = 'sharps'): string {
  if (!Number.isInteger(semitones)) return text;
  return mapLyricsChords(text, (chord) => formatChord(transposeParsedChord(chord, semitones, spelling)));
}

/**
 * Transposes a song's lyrics from one key to another. Keys may be any of the 12 keys, flats
 * ('Bb') or minor keys ('Em'). An invalid key, or the same key, returns the text unchanged.
 */
export function transposeLyrics(text: string, fromKey: string, toKey: string, options: TransposeOptions = {}): string {
  const semitones = semitonesBetween(fromKey, toKey);
  if (semitones === null || semitones === 0) return text;
  const spelling = options.spelling === 'key' ? spellingForKey(toKey) : (options.spelling ?? 'sharps');
  return transposeBy(text, semitones, spelling);
}

/**
 * Re-spells the chords of a chart for display in `key` (Bb in F, not A#) without moving them.
 * An invalid key returns the text unchanged.
 */
export function spellLyricsForKey(text: string, key: string): string {
  if (semitonesBetween(key, key) === null) return text;
  return transposeBy(text, 0, spellingForKey(key));
}

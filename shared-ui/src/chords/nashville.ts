/**
 * Nashville numbers: each chord as the scale degree of its root in the song's key, quality kept
 * as written: in G, G → 1, Em → 6m, D/F# → 5/7, C2 → 42, F → b7, Bb → b3.
 * Degrees are counted from the key's tonic, also for minor keys (in Em, Em → 1m, G → b3).
 * Display only: the stored text is never changed.
 */
import { type Chord } from './chord';
import { mod12, noteIndex, parseKey } from './keys';
import { mapLyricsChords } from './sheet';

/** Degree names by semitones above the tonic: diatonic degrees plain, the others as b or #. */
const DEGREES = ['1', 'b2', '2', 'b3', '3', '4', '#4', '5', 'b6', '6', 'b7', '7'] as const;

function degree(note: string, tonic: number): string {
  const index = noteIndex(note);
  return index === null ? note : (DEGREES[mod12(index - tonic)] ?? note);
}

/** One parsed chord as a Nashville number in the key whose tonic is `tonic` (0 = C). */
export function nashvilleChord(chord: Chord, tonic: number): string {
  const body = degree(chord.root, tonic) + chord.quality + (chord.bass === null ? '' : `/${degree(chord.bass, tonic)}`);
  return chord.parenthesized ? `(${body})` : body;
}

/**
 * The chart with every chord line in Nashville numbers; chords keep their columns. An invalid key
 * returns the text unchanged.
 */
export function toNashville(text: string, key: string): string {
  const info = parseKey(key);
  if (!info) return text;
  return mapLyricsChords(text, (chord) => nashvilleChord(chord, info.tonic));
}

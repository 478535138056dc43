/**
 * Capo display: with a capo on fret N, a guitarist plays shapes N semitones lower than the key
 * that sounds. Display only: the stored text is never changed.
 */
import { mod12, parseKey } from './keys';
import { spellKey, spellingForKey, spellNote } from './spelling';
import { transposeBy } from './transpose';

export const MAX_CAPO = 11;

export interface CapoView {
  /** The chart with the chord shapes to play. */
  readonly lyrics: string;
  readonly capo: number;
  /** The key the shapes are in, e.g. 'G' for key Bb with capo 3. */
  readonly shapeKey: string;
  /** The key that sounds (the song's key), spelled for display. */
  readonly soundingKey: string;
}

/**
 * `capoShapes(text, 'Bb', 3)` → shapes in G (Bb → G, Eb → C, F → D), sounding key Bb.
 * Shapes are spelled by the shape key. Returns null for an invalid key or a capo that is not an
 * integer from 0 to 11.
 */
export function capoShapes(text: string, key: string, capo: number): CapoView | null {
  const info = parseKey(key);
  if (!info || !Number.isInteger(capo) || capo < 0 || capo > MAX_CAPO) return null;
  const minor = info.minor ? 'm' : '';
  // The shape names are spelled by the shape key (capo 1 in B: shapes in Bb, not A#).
  const shapeKey = spellKey(spellNote(mod12(info.tonic - capo), 'sharps') + minor);
  const lyrics = capo === 0 ? text : transposeBy(text, -capo, spellingForKey(shapeKey));
  return { lyrics, capo, shapeKey, soundingKey: spellKey(key) };
}

/** The frets (1..7) that put the shapes in an open-chord key (C, D, E, G, A or their minors). */
export function suggestedCapos(key: string): number[] {
  const info = parseKey(key);
  if (!info) return [];
  const open = info.minor ? [9, 4, 2] : [0, 2, 4, 7, 9];
  const out: number[] = [];
  for (let capo = 1; capo <= 7; capo++) if (open.includes(mod12(info.tonic - capo))) out.push(capo);
  return out;
}

/**
 * How the chords of a song are shown: the display key (the song's currentKey), and the viewer's own
 * options, which never change the stored song: spelling by key (Bb in F, not A#), a capo (shapes to
 * play and the key that sounds) and Nashville numbers.
 */
import {
  capoShapes,
  formatChord,
  nashvilleChord,
  parseKey,
  semitonesBetween,
  spellKey,
  spellingForKey,
  suggestedCapos,
  transposeParsedChord,
} from '@canticle/shared-ui/chords';
import type { ChordRename } from './chart-model';

/** 'standard': chords as stored, transposed ones in the spec's sharp notation; 'key': spelled by the key. */
export type SpellingChoice = 'standard' | 'key';

export type ChordDisplayOptions = {
  readonly spelling: SpellingChoice;
  /** Capo fret, 0 for none. */
  readonly capo: number;
  readonly nashville: boolean;
};

export const DEFAULT_DISPLAY_OPTIONS: ChordDisplayOptions = { spelling: 'standard', capo: 0, nashville: false };

export type ChordView = {
  /** How each chord is renamed for display; null when the chart is shown exactly as stored. */
  readonly rename: ChordRename | null;
  /** The key the band hears (the song's current key), spelled as chosen. */
  readonly soundingKey: string;
  /** With a capo: the key of the shapes played. */
  readonly shapeKey: string | null;
};

/** The display of a chart stored in `originalKey`, shown in `currentKey` (null: the original). */
export function chordView(originalKey: string, currentKey: string | null, options: ChordDisplayOptions): ChordView {
  const key = currentKey ?? originalKey;
  const byKey = options.spelling === 'key';
  const soundingKey = byKey ? spellKey(key) : key;
  const capo = Number.isInteger(options.capo) && options.capo > 0 ? options.capo : 0;
  const shapeKey = capo ? (capoShapes('', key, capo)?.shapeKey ?? null) : null;
  const shift = semitonesBetween(originalKey, key);
  if (shift === null) return { rename: null, soundingKey, shapeKey: null };

  if (options.nashville) {
    // Numbers do not depend on the key the chart is played in: count from the stored chart's own key.
    const tonic = parseKey(originalKey)?.tonic ?? 0;
    return { rename: (chord) => nashvilleChord(chord, tonic), soundingKey, shapeKey };
  }

  const move = shift - capo;
  if (move % 12 === 0 && !byKey) return { rename: null, soundingKey, shapeKey };
  const spelling = byKey ? spellingForKey(shapeKey ?? key) : 'sharps';
  return { rename: (chord) => formatChord(transposeParsedChord(chord, move, spelling)), soundingKey, shapeKey };
}

/** Capo frets offered (0 to 7), and the ones that give open-chord shapes in `key`. */
export function capoChoices(key: string): { fret: number; open: boolean }[] {
  const open = new Set(suggestedCapos(key));
  return Array.from({ length: 8 }, (_, fret) => ({ fret, open: open.has(fret) }));
}

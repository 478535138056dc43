/**
 * One line of a chords-over-lyrics sheet: split it into words with their columns, decide whether
 * it is a chord line, and render a chord line back with every chord at its column.
 *
 * Columns are counted after expanding tabs to 8-column stops (the convention of text editors and
 * of ChordPro's a2crd), so a chord typed after a tab still sits over the right syllable.
 */
import { type Chord, isNoChord, parseChord } from './chord';

export const TAB_SIZE = 8;

/** Threshold of the spec: a line is a chord line when at least half of its words are chords. */
export const CHORD_LINE_RATIO = 0.5;
/** Threshold of the spec for projection screens: lines with at least 30% chord words are removed. */
export const PROJECTION_CHORD_RATIO = 0.3;

/** Replaces tabs with spaces up to the next multiple of `tabSize`. */
export function expandTabs(line: string, tabSize = TAB_SIZE): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const ch of line) {
    if (ch === '\t') out += ' '.repeat(tabSize - (out.length % tabSize));
    else out += ch;
  }
  return out;
}

export interface Word {
  /** Column of the first character (tabs expanded). */
  readonly col: number;
  readonly text: string;
}

/** Words (runs of non-whitespace) with their columns. */
export function words(line: string): Word[] {
  const expanded = expandTabs(line);
  const out: Word[] = [];
  const re = /\S+/g;
  for (let m = re.exec(expanded); m; m = re.exec(expanded)) out.push({ col: m.index, text: m[0] });
  return out;
}

/**
 * What a word on a chord line is:
 * - 'chord': a chord symbol (transposable);
 * - 'no-chord': N.C.;
 * - 'mark': bar and repeat marks ('|', '||:', ':|', 'x2', '2x', '(x3)', '/', '%'), which are
 *   neither chords nor lyrics and are left out of the chord-ratio count;
 * - 'word': anything else (lyrics, labels such as 'Intro:').
 */
export type WordKind = 'chord' | 'no-chord' | 'mark' | 'word';

const MARK_PATTERN = /^(?:[|:]+|\(?(?:[xX×]\d+|\d+[xX×])\)?|\/+|%)$/;

/** First characters a chord, N.C. or mark can start with; any other word is a lyric word at once. */
const NON_WORD_START = /^[A-G(N|:xX×\d/%]/;

export function wordKind(text: string): WordKind {
  if (!NON_WORD_START.test(text)) return 'word';
  if (parseChord(text)) return 'chord';
  if (isNoChord(text)) return 'no-chord';
  if (MARK_PATTERN.test(text)) return 'mark';
  return 'word';
}

/**
 * Chord names that are also everyday English words. 'A' and 'Am' count as chords unless the line
 * reads like prose: it has a real lyric word and no gap of two or more spaces between words (chord
 * lines are spaced out to sit over syllables). So 'Am I a sinner', 'A Mighty Fortress' and
 * 'A tab before the chord' stay lyrics, while 'A   D   E', 'Intro:  A  Am' and a one-word line
 * 'A' are chord lines. A lone 'A' over a lyric line is common (the first chord of a line, see the
 * a2crd fixtures) and a lyric line that is only the word 'A' is not, so a one-word line 'A' is a
 * chord line.
 */
const AMBIGUOUS_CHORDS = new Set(['A', 'Am']);
const LETTER = /\p{L}/u;

export interface ChordCount {
  /** Chord symbols and N.C. */
  readonly chords: number;
  /** Words that are not chords (marks are not counted). */
  readonly others: number;
}

function isProse(ws: readonly Word[], kinds: readonly WordKind[]): boolean {
  const hasLyricWord = ws.some((w, i) => kinds[i] === 'word' && LETTER.test(w.text));
  if (!hasLyricWord) return false;
  for (let i = 1; i < ws.length; i++) {
    const prev = ws[i - 1];
    const cur = ws[i];
    if (prev && cur && cur.col - (prev.col + prev.text.length) >= 2) return false;
  }
  return true;
}

/** Counts chord words and other words on a line (OpenSong '.' prefix not included). */
export function countChords(line: string): ChordCount {
  const ws = words(line);
  const kinds = ws.map((w) => wordKind(w.text));
  const prose = kinds.some((k, i) => k === 'chord' && AMBIGUOUS_CHORDS.has(ws[i]?.text ?? '')) && isProse(ws, kinds);
  let chords = 0;
  let others = 0;
  kinds.forEach((kind, i) => {
    if (kind === 'mark') return;
    if (kind === 'word' || (prose && AMBIGUOUS_CHORDS.has(ws[i]?.text ?? ''))) others++;
    else chords++;
  });
  return { chords, others };
}

/** The OpenSong chord-line marker: a line starting with '.' (e.g. '.  D     G'). */
function openSongPrefix(line: string): string {
  return line.startsWith('.') ? '.' : '';
}

/**
 * Share of chord words on a line, 0 when it has no chord at all. An OpenSong '.' marker in
 * column 0 is not counted as a word.
 */
export function chordRatio(line: string): number {
  const prefix = openSongPrefix(line);
  const { chords, others } = countChords(prefix ? ' ' + line.slice(1) : line);
  return chords === 0 ? 0 : chords / (chords + others);
}

/** True when at least `threshold` of the line's words are chords (spec: 50% by default). */
export function isChordLine(line: string, threshold = CHORD_LINE_RATIO): boolean {
  const ratio = chordRatio(line);
  return ratio > 0 && ratio >= threshold;
}

export interface ChordLineItem {
  readonly col: number;
  readonly text: string;
  readonly kind: WordKind;
  /** The parsed chord when kind is 'chord'. */
  readonly chord: Chord | null;
}

export interface ParsedChordLine {
  /** '.' for an OpenSong chord line, else ''. Always at column 0. */
  readonly prefix: string;
  readonly items: readonly ChordLineItem[];
  /** Whitespace after the last item, as written. */
  readonly trailing: string;
}

/** Splits a chord line into items with columns (call after `isChordLine`). */
export function parseChordLine(line: string): ParsedChordLine {
  const prefix = openSongPrefix(line);
  const body = ' '.repeat(prefix.length) + expandTabs(line).slice(prefix.length);
  const items = words(body).map((w): ChordLineItem => {
    const kind = wordKind(w.text);
    return { col: w.col, text: w.text, kind, chord: kind === 'chord' ? parseChord(w.text) : null };
  });
  const trailing = line.slice(line.trimEnd().length);
  return { prefix, items, trailing };
}

/**
 * Renders a chord line with each item at its column. When a renamed chord got longer and would
 * touch the next item, the next item moves right just enough to keep one space; items after it
 * return to their own columns as soon as there is room, so one long chord never drags the rest of
 * the line off their syllables. Returns the text and the items at their rendered columns.
 */
export function layoutChordLine(line: ParsedChordLine): { text: string; items: ChordLineItem[] } {
  let out = line.prefix;
  let placed = false;
  const items: ChordLineItem[] = [];
  for (const item of line.items) {
    // The first item may touch the OpenSong '.'; later ones keep at least one space.
    const col = Math.max(item.col, placed ? out.length + 1 : out.length);
    out += ' '.repeat(col - out.length) + item.text;
    items.push(col === item.col ? item : { ...item, col });
    placed = true;
  }
  return { text: out + line.trailing, items };
}

export function renderChordLine(line: ParsedChordLine): string {
  return layoutChordLine(line).text;
}

/**
 * Renames the chords of a parsed chord line and lays it out again; null when no chord changed.
 */
export function renameChords(
  line: ParsedChordLine,
  rename: (chord: Chord, text: string) => string,
): { text: string; items: ChordLineItem[] } | null {
  let changed = false;
  const items = line.items.map((item) => {
    if (!item.chord) return item;
    const text = rename(item.chord, item.text);
    if (text === item.text) return item;
    changed = true;
    const chord = parseChord(text);
    return { ...item, text, chord, kind: chord ? item.kind : wordKind(text) };
  });
  return changed ? layoutChordLine({ ...line, items }) : null;
}

/**
 * Applies `rename` to every chord of a chord line and renders it. Returns the input string itself
 * when no chord changed, so untouched lines stay byte-for-byte identical (tabs included).
 */
export function mapChordLine(line: string, rename: (chord: Chord, text: string) => string): string {
  return renameChords(parseChordLine(line), rename)?.text ?? line;
}

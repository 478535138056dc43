/**
 * The chord chart as the screen shows it, built from the engine's sheet model (no re-parsing of text).
 *
 * A chord line and the lyric line under it become one row of "pieces": each piece holds a chord and
 * the lyric text from that chord's column up to the next chord's column, so a chord can never be
 * separated from its syllable. Pieces are grouped into "units" that may not be broken across screen
 * lines: a new unit starts only where the lyric has a word boundary, so a chord in the middle of a
 * word keeps its whole word together. On a wide screen the pieces, in a monospace font, sit exactly
 * at the columns of the text; on a narrow one the row wraps between units.
 */
import { type Chord, type Section, type Sheet, type SheetLine, expandTabs } from '@canticle/shared-ui/chords';

/** Renames a chord for display (transposed, respelled, capo shapes, Nashville numbers). */
export type ChordRename = (chord: Chord, text: string) => string;

export type ChartPiece = {
  /** The chord (or mark such as '|' or 'x2') over this piece; null when there is none. */
  readonly chord: string | null;
  /** True when `chord` is a real chord (not a bar mark or label). */
  readonly isChord: boolean;
  /** The lyric text under it (may be spaces, to keep the columns). */
  readonly text: string;
};

/** Pieces that stay on one screen line together. */
export type ChartUnit = readonly ChartPiece[];

export type ChartRow =
  | { readonly kind: 'blank' }
  | { readonly kind: 'lyric'; readonly text: string }
  /** A chord line with the lyric line it sits over (`lyric` true), or a chord line alone. */
  | { readonly kind: 'chords'; readonly units: readonly ChartUnit[]; readonly lyric: boolean };

export type ChartSection = { readonly title: string | null; readonly rows: readonly ChartRow[] };

type Item = { col: number; label: string; isChord: boolean };

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);

/** Pieces of one chord line over `lyric` ('' for a chord line alone). */
export function chordRowUnits(items: readonly Item[], lyric: string): ChartUnit[] {
  if (items.length === 0) return lyric ? [[{ chord: null, isChord: false, text: lyric }]] : [];
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const end = Math.max(lyric.length, last.col + last.label.length);
  const padded = lyric.padEnd(end, ' ');

  type Cell = { start: number; end: number; item: Item | null };
  const cells: Cell[] = [];
  if (first.col > 0) cells.push({ start: 0, end: first.col, item: null });
  items.forEach((item, i) => cells.push({ start: item.col, end: items[i + 1]?.col ?? end, item }));

  const pieces: Array<ChartPiece & { start: number }> = [];
  for (const cell of cells) {
    // A cell may break at a word start, but never inside the room its chord needs (chord + one space).
    const minBreak = cell.item ? cell.start + cell.item.label.length + 1 : cell.start + 1;
    let from = cell.start;
    for (let q = Math.max(minBreak, cell.start + 1); q < cell.end; q++) {
      if (isSpace(padded[q - 1]) && !isSpace(padded[q])) {
        pieces.push(piece(from === cell.start ? cell.item : null, padded.slice(from, q), from));
        from = q;
      }
    }
    pieces.push(piece(from === cell.start ? cell.item : null, padded.slice(from, cell.end), from));
  }

  const units: Array<Array<ChartPiece>> = [];
  for (const { start, ...p } of pieces) {
    const current = units[units.length - 1];
    if (!current || start === 0 || isSpace(padded[start - 1])) units.push([p]);
    else current.push(p);
  }
  return units;
}

function piece(item: Item | null, text: string, start: number): ChartPiece & { start: number } {
  return { chord: item?.label ?? null, isChord: item?.isChord ?? false, text, start };
}

function itemsOf(line: Extract<SheetLine, { kind: 'chord' }>, rename: ChordRename | null): Item[] {
  return line.items.map((item) => ({
    col: item.col,
    label: item.chord && rename ? rename(item.chord, item.text) : item.text,
    isChord: item.chord !== null || item.kind === 'no-chord',
  }));
}

function sectionRows(lines: readonly SheetLine[], rename: ChordRename | null): ChartRow[] {
  const rows: ChartRow[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.kind === 'blank') rows.push({ kind: 'blank' });
    else if (line.kind === 'lyric' || line.kind === 'header') rows.push({ kind: 'lyric', text: expandTabs(line.text) });
    else {
      const next = lines[i + 1];
      const lyric = next?.kind === 'lyric' ? expandTabs(next.text) : null;
      if (lyric !== null) i++;
      rows.push({ kind: 'chords', units: chordRowUnits(itemsOf(line, rename), lyric ?? ''), lyric: lyric !== null });
    }
  }
  return rows;
}

/** The display model of a whole sheet; `rename` (or null) decides how each chord is shown. */
export function buildChart(sheet: Sheet, rename: ChordRename | null): ChartSection[] {
  return sheet.sections.map((section: Section) => ({
    title: section.header?.name ?? null,
    rows: sectionRows(section.lines, rename),
  }));
}

/**
 * A whole song sheet (chords over lyrics, '[Section]' headers, blank lines) as a model of sections
 * and lines, and back to text. Formatting is lossless: every line keeps its exact text and its
 * own line ending ('\n', '\r\n' or '\r'), so `formatSheet(parseSheet(s)) === s` for any string.
 * Functions that rename chords build new lines with `mapChordLine`, which re-renders only the
 * lines whose chords changed.
 */
import { type ChordLineItem, isChordLine, parseChordLine, renameChords } from './chord-line';
import type { Chord } from './chord';

export type LineEnding = '\n' | '\r\n' | '\r' | '';

interface LineBase {
  /** The line exactly as written, without its line ending. */
  readonly text: string;
  readonly eol: LineEnding;
}
export interface BlankLine extends LineBase {
  readonly kind: 'blank';
}
export interface HeaderLine extends LineBase {
  readonly kind: 'header';
  /** 'Verse 1' for '[Verse 1]'. */
  readonly name: string;
}
export interface ChordLine extends LineBase {
  readonly kind: 'chord';
  /** '.' on an OpenSong chord line, else ''. */
  readonly prefix: string;
  /** Chords (and marks, labels) with the column each one sits at. */
  readonly items: readonly ChordLineItem[];
  /** Whitespace after the last item, as written. */
  readonly trailing: string;
}
export interface LyricLine extends LineBase {
  readonly kind: 'lyric';
}
export type SheetLine = BlankLine | HeaderLine | ChordLine | LyricLine;

export interface Section {
  /** Null for the lines before the first header. */
  readonly header: HeaderLine | null;
  readonly lines: readonly SheetLine[];
}
export interface Sheet {
  readonly sections: readonly Section[];
}

export interface RawLine {
  readonly text: string;
  readonly eol: LineEnding;
}

/** Splits text into lines, keeping each line ending. A trailing line ending does not add an empty line. */
export function splitLines(text: string): RawLine[] {
  const out: RawLine[] = [];
  const re = /\r\n|\n|\r/g;
  let start = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ text: text.slice(start, m.index), eol: m[0] as LineEnding });
    start = m.index + m[0].length;
  }
  if (start < text.length) out.push({ text: text.slice(start), eol: '' });
  return out;
}

const HEADER_PATTERN = /^\s*\[([^[\]]+)\]\s*$/;

/** Classifies one line. '[Chorus]', '[V1]' and OpenSong's '[C]' are headers. */
export function parseLine(text: string, eol: LineEnding = ''): SheetLine {
  if (text.trim() === '') return { kind: 'blank', text, eol };
  const header = HEADER_PATTERN.exec(text);
  if (header) return { kind: 'header', text, eol, name: (header[1] ?? '').trim() };
  if (isChordLine(text)) {
    return { kind: 'chord', text, eol, ...parseChordLine(text) };
  }
  return { kind: 'lyric', text, eol };
}

export function parseSheet(text: string): Sheet {
  const sections: Section[] = [];
  let header: HeaderLine | null = null;
  let lines: SheetLine[] = [];
  for (const raw of splitLines(text)) {
    const line = parseLine(raw.text, raw.eol);
    if (line.kind === 'header') {
      if (header || lines.length > 0) sections.push({ header, lines });
      header = line;
      lines = [];
    } else {
      lines.push(line);
    }
  }
  if (header || lines.length > 0) sections.push({ header, lines });
  return { sections };
}

/** All lines in order, headers included. */
export function sheetLines(sheet: Sheet): SheetLine[] {
  const out: SheetLine[] = [];
  for (const section of sheet.sections) {
    if (section.header) out.push(section.header);
    out.push(...section.lines);
  }
  return out;
}

export function formatLines(lines: readonly SheetLine[]): string {
  let out = '';
  for (const line of lines) out += line.text + line.eol;
  return out;
}

export function formatSheet(sheet: Sheet): string {
  return formatLines(sheetLines(sheet));
}

/**
 * Renames every chord on every chord line; lyric, header and blank lines are kept as they are.
 * `rename` gets the parsed chord and its text and returns the new text.
 */
export function mapSheetChords(sheet: Sheet, rename: (chord: Chord, text: string) => string): Sheet {
  const mapLine = (line: SheetLine): SheetLine => {
    if (line.kind !== 'chord') return line;
    const renamed = renameChords(line, rename);
    return renamed ? { ...line, ...renamed } : line;
  };
  return {
    sections: sheet.sections.map((s) => ({ header: s.header, lines: s.lines.map(mapLine) })),
  };
}

/** Text → renamed chords → text, the shape of every display transformation. */
export function mapLyricsChords(text: string, rename: (chord: Chord, text: string) => string): string {
  return formatSheet(mapSheetChords(parseSheet(text), rename));
}

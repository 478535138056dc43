/**
 * Lyric display filters (spec §5 'Lyric display filters', §9 page lengths). They return new text;
 * the stored lyrics are never changed.
 */
import { PROJECTION_CHORD_RATIO, chordRatio } from './chord-line';
import { formatLines, parseLine, splitLines, type SheetLine } from './sheet';

/** Lines per page (spec §9): Musicians View 32, projection 12, Singers View 20. */
export const PAGE_LINES = { musicians: 32, projection: 12, singers: 20 } as const;

function parsedLines(text: string): SheetLine[] {
  return splitLines(text).map((raw) => parseLine(raw.text, raw.eol));
}

/**
 * Singers View: the lyrics without chord lines (lines where at least half of the words are
 * chords). Headers, lyric lines and blank lines stay.
 */
export function lyricsForSingers(text: string): string {
  return formatLines(parsedLines(text).filter((line) => line.kind !== 'chord'));
}

export interface ProjectionOptions {
  /**
   * Also remove '[Section]' header lines, as the external projection page does (spec §2,
   * 'section headers and chord lines are removed'). Default false: the spec §5 rule alone.
   */
  readonly removeHeaders?: boolean;
}

/**
 * Projection screens: removes every line where at least 30% of the words are chord symbols
 * (so a lyric line with a few stray chords is dropped too); blank lines are kept.
 */
export function lyricsForProjection(text: string, options: ProjectionOptions = {}): string {
  const kept = parsedLines(text).filter((line) => {
    if (line.kind === 'blank') return true;
    if (line.kind === 'header') return !options.removeHeaders;
    return chordRatio(line.text) < PROJECTION_CHORD_RATIO;
  });
  return formatLines(kept);
}

/** The lines of a text without their line endings ('' gives no lines; a final newline adds none). */
export function lyricLines(text: string): string[] {
  return splitLines(text).map((raw) => raw.text);
}

/**
 * Splits lines into pages of `size` lines (the last page may be shorter; no lines, no pages).
 * Throws a RangeError when `size` is not a positive integer.
 */
export function paginate<T>(lines: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Page size must be a positive integer, got ${size}`);
  const pages: T[][] = [];
  for (let i = 0; i < lines.length; i += size) pages.push(lines.slice(i, i + size));
  return pages;
}

/**
 * ChordPro conversion.
 *
 * `toChordPro` turns chords-over-lyrics text into ChordPro with inline chords, following the
 * observable behaviour of ChordPro's own `a2crd` converter (whose test pairs are our fixtures):
 * the first lyric line becomes {title}, a directly following one {subtitle}; the remaining lines
 * before the first chord+lyric pair become {comment}s; a chord line is merged into the lyric line
 * below it by column (tabs expanded to 8); tablature is wrapped in {sot}/{eot} (together with a
 * chord or text line just before it, and a text line just after it that ends the block).
 * '[Section]' headers become {comment: Section}.
 *
 * `fromChordPro` goes the other way: inline chords become a chord line above the lyric line,
 * sections ({start_of_chorus}, {soc}, {comment: X}, ...) become '[Chorus]' / '[X]' headers, and
 * the metadata directives are returned as fields.
 */
import { expandTabs, parseChordLine } from './chord-line';
import { parseLine, splitLines } from './sheet';

type Kind = 'blank' | 'directive' | 'tab' | 'chord' | 'lyric' | 'header';

/** Tablature: mostly '-', '|' and fret numbers ('e|--3--5--|', '-|----6-------4---|'). */
export function isTablature(line: string): boolean {
  const compact = line.replace(/\s+/g, '');
  if (compact.length < 8) return false;
  let dashes = 0;
  let tabChars = 0;
  for (const ch of compact) {
    if (ch === '-') dashes++;
    if (ch === '-' || ch === '|' || ch === ':' || (ch >= '0' && ch <= '9')) tabChars++;
  }
  return dashes >= 4 && tabChars / compact.length >= 0.6;
}

function kindOf(line: string): Kind {
  if (line.trim() === '') return 'blank';
  if (/^\s*\{.+\}\s*$/.test(line)) return 'directive';
  if (isTablature(line)) return 'tab';
  const parsed = parseLine(line);
  return parsed.kind === 'chord' ? 'chord' : parsed.kind === 'header' ? 'header' : 'lyric';
}

function headerName(line: string): string {
  return line.trim().slice(1, -1).trim();
}

/**
 * Merges a chord line into the lyric line below it: each chord goes in front of the lyric
 * character in its column. A lyric line shorter than a chord's column is padded with spaces,
 * so a lone chord line keeps its spacing ('G   D' → '[G]   [D]').
 */
export function mergeChordsIntoLyric(chordLine: string, lyricLine: string): string {
  const lyric = expandTabs(lyricLine);
  let out = '';
  let pos = 0;
  for (const item of parseChordLine(chordLine).items) {
    const col = Math.max(item.col, pos);
    out += lyric.slice(pos, col).padEnd(col - pos, ' ') + `[${item.text}]`;
    pos = col;
  }
  return out + lyric.slice(pos);
}

/** Converts chords-over-lyrics text to ChordPro (see the file comment for the rules). */
export function toChordPro(text: string): string {
  const lines = splitLines(text).map((raw) => expandTabs(raw.text));
  const kinds = lines.map(kindOf);
  const n = lines.length;
  const out: string[] = [];
  const line = (i: number): string => lines[i] ?? '';
  const comment = (i: number): string => `{comment: ${line(i)}}`;
  let i = 0;

  // Leading blank lines and headers do not count as the title.
  for (; i < n && (kinds[i] === 'blank' || kinds[i] === 'header'); i++) {
    out.push(kinds[i] === 'blank' ? '' : `{comment: ${headerName(line(i))}}`);
  }
  if (kinds[i] === 'lyric') {
    out.push(`{title: ${line(i++)}}`);
    if (kinds[i] === 'lyric') out.push(`{subtitle: ${line(i++)}}`);
  }

  // Preamble: text before the first chord+lyric pair or tablature is credits and notes.
  for (; n - i >= 3; i++) {
    const kind = kinds[i];
    if (kind === 'tab' || kinds[i + 1] === 'tab' || (kind === 'chord' && kinds[i + 1] === 'lyric')) break;
    if (kind === 'lyric') out.push(comment(i));
    else if (kind === 'header') out.push(`{comment: ${headerName(line(i))}}`);
    else if (kind === 'chord') out.push(mergeChordsIntoLyric(line(i), ''));
    else if (kind === 'directive') out.push(line(i));
    else out.push('');
  }

  while (i < n) {
    const kind = kinds[i];
    const next = kinds[i + 1];
    if (kind === 'tab' || ((kind === 'chord' || kind === 'lyric') && next === 'tab')) {
      out.push('{sot}');
      if (kind !== 'tab') out.push(line(i++));
      while (kinds[i] === 'tab') out.push(line(i++));
      const after = kinds[i];
      if ((after === 'chord' || after === 'lyric') && (i + 1 >= n || kinds[i + 1] === 'blank')) {
        out.push(line(i), '');
        i += 2;
      }
      out.push('{eot}');
    } else if (kind === 'chord' && next === 'lyric') {
      out.push(mergeChordsIntoLyric(line(i), line(i + 1)));
      i += 2;
    } else {
      if (kind === 'chord') out.push(mergeChordsIntoLyric(line(i), ''));
      else if (kind === 'header') out.push(`{comment: ${headerName(line(i))}}`);
      else if (kind === 'blank') out.push('');
      else out.push(line(i));
      i++;
    }
  }
  const last = splitLines(text).at(-1);
  return out.join('\n') + (last && last.eol !== '' ? '\n' : '');
}

export interface ChordProSong {
  readonly title?: string;
  readonly subtitle?: string;
  readonly artist?: string;
  readonly key?: string;
  /** Beats per minute when {tempo} is a whole number. */
  readonly tempo?: number;
  readonly time?: string;
  readonly capo?: number;
  /** Chords-over-lyrics text with '[Section]' headers. */
  readonly lyrics: string;
}

const SECTION_ALIASES: Readonly<Record<string, string>> = {
  soc: 'chorus',
  eoc: 'chorus',
  sov: 'verse',
  eov: 'verse',
  sob: 'bridge',
  eob: 'bridge',
  sot: 'tab',
  eot: 'tab',
  sog: 'grid',
  eog: 'grid',
};
/** Environments whose content is not lyrics (music notation, images): left out. */
const SKIPPED_ENVIRONMENTS = new Set(['abc', 'ly', 'svg', 'musicxml', 'image']);
/** Environments copied verbatim under a header. */
const VERBATIM_ENVIRONMENTS = new Set(['tab', 'grid', 'textblock']);
const COMMENT_DIRECTIVES = new Set(['comment', 'c', 'comment_italic', 'ci', 'comment_box', 'cb', 'highlight', 'guitar_comment', 'gc']);
const LABEL_LINE = /^\s*((?:verse|chorus|bridge|pre-?chorus|intro|outro|tag|ending|interlude|instrumental|refrain|coda)(?:\s*\d+)?)\s*:\s*$/i;

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** '[G]Amazing [D7]grace' → ['G       D7', 'Amazing grace']; a line with no chords → [line]. */
export function inlineToChordsOverLyrics(line: string): string[] {
  if (!line.includes('[')) return [line];
  // A chord-only line ('[G]  [C/E]  [C]') spaces its chords by the gaps between them.
  const chordOnly = line.replace(/\[[^\]]*\]/g, '').trim() === '';
  let lyric = '';
  let chords = '';
  let last = 0;
  const re = /\[([^\]]*)\]/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    const gap = line.slice(last, m.index);
    lyric += gap;
    last = m.index + m[0].length;
    const minCol = chords.length === 0 ? 0 : chords.length + 1;
    const col = chordOnly ? Math.max(chords.length + gap.length, minCol) : Math.max(lyric.length, minCol);
    chords = chords.padEnd(col, ' ') + (m[1] ?? '');
  }
  lyric = (lyric + line.slice(last)).trimEnd();
  if (chords.trim() === '') return [lyric];
  return lyric.trim() === '' ? [chords] : [chords, lyric];
}

/** Converts ChordPro to chords-over-lyrics text plus its metadata. */
export function fromChordPro(text: string): ChordProSong {
  const meta: { -readonly [K in keyof ChordProSong]?: ChordProSong[K] } = {};
  const out: string[] = [];
  let environment: string | null = null;
  /** Index in `out` of a header written for an unlabeled {start_of_x}, which a 'Chorus:' line may rename. */
  let defaultHeader = -1;

  const setMeta = (name: string, value: string): void => {
    if (value === '') return;
    if (name === 'title' || name === 't') meta.title ??= value;
    else if (name === 'subtitle' || name === 'st') meta.subtitle ??= value;
    else if (name === 'artist') meta.artist ??= value;
    else if (name === 'key') meta.key ??= value;
    else if (name === 'time') meta.time ??= value;
    else if (name === 'tempo' && /^\d+$/.test(value)) meta.tempo ??= Number(value);
    else if (name === 'capo' && /^\d+$/.test(value)) meta.capo ??= Number(value);
  };

  for (const { text: raw } of splitLines(text)) {
    const directive = /^\s*\{\s*([^\s:}]+)\s*(?::\s*|\s+)?(.*?)\s*\}\s*$/.exec(raw);
    if (directive) {
      const name = (directive[1] ?? '').toLowerCase();
      const value = directive[2] ?? '';
      const alias = SECTION_ALIASES[name];
      const start = /^start_of_(.+)$/.exec(name)?.[1] ?? (name.startsWith('s') ? alias : undefined);
      const end = /^end_of_(.+)$/.exec(name)?.[1] ?? (name.startsWith('e') ? alias : undefined);
      if (start) {
        environment = start.split(/\s/)[0] ?? start;
        if (SKIPPED_ENVIRONMENTS.has(environment)) continue;
        const label = value.replace(/\s*\b\w+=\S*/g, '').trim();
        out.push(`[${label || titleCase(environment)}]`);
        defaultHeader = label ? -1 : out.length - 1;
      } else if (end) {
        environment = null;
      } else if (name === 'chorus') {
        out.push(`[${value || 'Chorus'}]`);
      } else if (COMMENT_DIRECTIVES.has(name)) {
        const label = value.replace(/[[\]]/g, '').replace(/:\s*$/, '').trim();
        if (label) out.push(`[${label}]`);
      } else if (name === 'meta') {
        const [, metaName = '', metaValue = ''] = /^(\S+)\s+(.*)$/.exec(value) ?? [];
        setMeta(metaName.toLowerCase(), metaValue.trim());
      } else {
        setMeta(name, value.trim());
      }
      continue;
    }
    if (environment && SKIPPED_ENVIRONMENTS.has(environment)) continue;
    if (environment && VERBATIM_ENVIRONMENTS.has(environment)) {
      out.push(raw);
      continue;
    }
    if (/^\s*#/.test(raw)) continue;
    const label = LABEL_LINE.exec(raw);
    if (label) {
      const header = `[${label[1]}]`;
      if (defaultHeader === out.length - 1 && defaultHeader >= 0) out[defaultHeader] = header;
      else out.push(header);
      defaultHeader = -1;
      continue;
    }
    defaultHeader = -1;
    out.push(...inlineToChordsOverLyrics(raw));
  }

  while (out.length > 0 && (out[0] ?? '').trim() === '') out.shift();
  while (out.length > 0 && (out.at(-1) ?? '').trim() === '') out.pop();
  return { ...meta, lyrics: out.join('\n') };
}

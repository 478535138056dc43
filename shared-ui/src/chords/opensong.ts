/**
 * OpenSong song files (XML, no extension) to our song text: chords over lyrics with '[Section]' headers.
 *
 * `parseOpenSongSong` reads the few elements a song needs from the XML (no DOM: this engine runs in Node and in
 * the browser alike). `openSongLyricsToText` converts OpenSong's `<lyrics>` line conventions:
 * - `[V1]`, `[C]`, `[B]`... start a section; the usual letters get names ('Verse 1', 'Chorus', 'Bridge'), other
 *   headers are kept as written.
 * - `.` starts a chord line, ` ` a lyric line; the one-character prefix is dropped from both, so the chords keep
 *   their columns over the lyric.
 * - A digit starts a lyric line of that verse ('multi-verse' layout under one `[V]`): each verse becomes its own
 *   section and every verse gets the chord line above its line.
 * - `_` (syllable extension / alignment) is removed and the chords move with their syllables; `|` and `||`
 *   (line and slide breaks) split the line; `;` comments, `---` and `-!!` breaks are dropped.
 */
import { expandTabs, parseChordLine } from './chord-line';
import { splitLines } from './sheet';

export interface OpenSongSong {
  title: string;
  author: string;
  /** As written in <key> (often empty; sometimes odd values like 'Ab,F,G'). */
  key: string;
  aka: string;
  copyright: string;
  tempo: string;
  timeSig: string;
  /** The raw <lyrics>, OpenSong conventions and all. */
  lyrics: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, cdata: string) => cdata.replace(/&/g, '&amp;'))
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

function element(xml: string, name: string): string {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</${name}\\s*>)`).exec(xml);
  return match?.[1] === undefined ? '' : decodeXml(match[1]);
}

/** The song in an OpenSong file, or null when the text is not an OpenSong `<song>` (settings files, sets...). */
export function parseOpenSongSong(xml: string): OpenSongSong | null {
  const body = xml.replace(/^\uFEFF/, '').replace(/<\?xml[\s\S]*?\?>/, '').replace(/<!--[\s\S]*?-->/g, '');
  const root = /^\s*<song(?:\s[^>]*)?>([\s\S]*)<\/song\s*>\s*$/.exec(body);
  if (!root) return null;
  const inner = root[1] ?? '';
  return {
    title: element(inner, 'title').trim(),
    author: element(inner, 'author').trim(),
    key: element(inner, 'key').trim(),
    aka: element(inner, 'aka').trim(),
    copyright: element(inner, 'copyright').trim(),
    tempo: element(inner, 'tempo').trim(),
    timeSig: element(inner, 'time_sig').trim() || element(inner, 'timesig').trim(),
    lyrics: element(inner, 'lyrics'),
  };
}

const SECTION_NAMES: Record<string, string> = {
  V: 'Verse',
  C: 'Chorus',
  B: 'Bridge',
  P: 'Pre-Chorus',
  I: 'Intro',
  E: 'Ending',
  T: 'Tag',
  O: 'Outro',
};

/** 'V1' → 'Verse 1', 'c' → 'Chorus', 'C2' → 'Chorus 2'; anything else as written. */
export function openSongSectionName(tag: string): string {
  const match = /^([A-Za-z])(\d*)([a-z]?)$/.exec(tag.trim());
  const name = match && SECTION_NAMES[match[1]!.toUpperCase()];
  if (!match || !name) return tag.trim();
  return [name, match[2], match[3]].filter(Boolean).join(' ');
}

interface Placed {
  col: number;
  text: string;
}

/** Chords at their columns, each at least one space after the previous one. */
function renderChords(chords: readonly Placed[]): string {
  let out = '';
  for (const { col, text } of chords) {
    out = out.padEnd(out.length === 0 ? col : Math.max(col, out.length + 1), ' ') + text;
  }
  return out;
}

/**
 * A chord line and the lyric line under it (prefixes already dropped) → output lines. '_' is removed from the
 * lyric and the chords after it move left with their syllables; '|' and '||' split the pair into several
 * chord+lyric pairs, each chord going with the piece it stood over.
 */
function pairLines(chordLine: string | null, lyric: string): string[] {
  const pieces: { lyric: string; chords: Placed[] }[] = [{ lyric: '', chords: [] }];
  // Where each column of the written lyric ends up: [piece, column in it].
  const columns: [number, number][] = [];
  const text = expandTabs(lyric);
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const piece = pieces.at(-1)!;
    columns.push([pieces.length - 1, piece.lyric.length]);
    if (ch === '_') continue;
    if (ch === '|') {
      if (text[i + 1] === '|') columns.push([pieces.length - 1, piece.lyric.length]), i++;
      pieces.push({ lyric: '', chords: [] });
      continue;
    }
    piece.lyric += ch;
  }
  const lastPiece = pieces.length - 1;
  const end = pieces[lastPiece]!.lyric.length;
  for (const item of chordLine === null ? [] : parseChordLine(chordLine).items) {
    const [piece, col] = columns[item.col] ?? [lastPiece, end + item.col - text.length];
    pieces[piece]!.chords.push({ col, text: item.text });
  }

  const out: string[] = [];
  pieces.forEach(({ lyric: words, chords }, i) => {
    // A piece after a break starts at its first word: its chords move left with it.
    const indent = i === 0 ? 0 : Math.min(/^ */.exec(words)![0].length, ...chords.map((c) => c.col));
    const shifted = chords.map((c) => ({ col: c.col - indent, text: c.text }));
    const line = words.slice(indent).trimEnd();
    if (i > 0 && line === '' && shifted.length === 0 && i === pieces.length - 1) return;
    if (shifted.length > 0) out.push(renderChords(shifted));
    out.push(line);
  });
  return out;
}

interface Block {
  name: string;
  lines: string[];
}

function isComment(line: string): boolean {
  return line.startsWith(';') || /^-(--|!!)/.test(line);
}

/** Lines of one OpenSong section → one block, or one block per verse in the multi-verse layout. */
function convertSection(name: string | null, lines: string[]): Block[] {
  const numbered = lines.some((line) => /^[1-9]/.test(line));
  if (!numbered) {
    const out: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (line.trim() === '' || /^\|\|?\s*$/.test(line)) {
        out.push('');
      } else if (line.startsWith('.')) {
        const next = lines[i + 1];
        if (next !== undefined && next.trim() !== '' && !next.startsWith('.') && !next.startsWith('[')) {
          out.push(...pairLines(line.slice(1), next.startsWith(' ') ? next.slice(1) : next));
          i++;
        } else {
          out.push(line.slice(1).trimEnd());
        }
      } else {
        out.push(...pairLines(null, line.startsWith(' ') ? line.slice(1) : line));
      }
    }
    return [{ name: name === null ? '' : openSongSectionName(name), lines: out }];
  }

  const verses = new Map<number, string[]>();
  const verse = (n: number) => {
    if (!verses.has(n)) verses.set(n, []);
    return verses.get(n)!;
  };
  let chords: string | null = null;
  for (const line of lines) {
    const digit = /^([1-9])(.*)$/.exec(line);
    if (digit) {
      verse(Number(digit[1])).push(...pairLines(chords, digit[2] ?? ''));
    } else if (line.startsWith('.')) {
      chords = line.slice(1);
    } else if (line.trim() === '') {
      chords = null;
      for (const lines of verses.values()) if (lines.at(-1) !== '') lines.push('');
    } else {
      // An unnumbered lyric line inside a multi-verse block belongs to every verse.
      const text = line.startsWith(' ') ? line.slice(1) : line;
      for (const lines of verses.values()) lines.push(...pairLines(chords, text));
    }
  }
  const base = name ? openSongSectionName(name.replace(/\d+$/, '')) : 'Verse';
  return [...verses.keys()]
    .sort((a, b) => a - b)
    .map((n) => ({ name: `${base} ${n}`, lines: verses.get(n)! }));
}

/** OpenSong `<lyrics>` → chords-over-lyrics text with '[Section]' headers (see the file comment). */
export function openSongLyricsToText(lyrics: string): string {
  const sections: { name: string | null; lines: string[] }[] = [{ name: null, lines: [] }];
  for (const { text } of splitLines(lyrics)) {
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(text);
    if (header) sections.push({ name: header[1]!.trim(), lines: [] });
    else if (!isComment(text)) sections.at(-1)!.lines.push(text.replace(/\s+$/, '') === '' ? '' : text);
  }

  const out: string[] = [];
  for (const section of sections) {
    for (const block of convertSection(section.name, section.lines)) {
      const lines = [...block.lines];
      while (lines[0] === '') lines.shift();
      while (lines.at(-1) === '') lines.pop();
      const collapsed = lines.filter((line, i) => line !== '' || lines[i - 1] !== '');
      if (collapsed.length === 0 && !block.name) continue;
      if (out.length > 0) out.push('');
      if (block.name) out.push(`[${block.name}]`);
      out.push(...collapsed);
    }
  }
  return out.length ? `${out.join('\n')}\n` : '';
}

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatSheet, parseSheet, sheetLines, splitLines } from './sheet';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixturesDir = path.resolve(repoRoot, '../shared/data/fixtures');
const SONG_DIRS = ['chords-over-lyrics', 'chordpro', 'opensong'];

const chart = [
  '[Verse 1]',
  'G          D/F#      Em',
  'Amazing grace how sweet the sound',
  '',
  '[Chorus]',
  '   C    G',
  'Am I a sinner',
  '',
].join('\n');

describe('parseSheet', () => {
  it('builds sections of headers, chord lines with columns, lyric and blank lines', () => {
    const sheet = parseSheet(chart);
    expect(sheet.sections.map((s) => s.header?.name)).toEqual(['Verse 1', 'Chorus']);
    const [verse, chorus] = sheet.sections;
    expect(verse?.lines.map((l) => l.kind)).toEqual(['chord', 'lyric', 'blank']);
    const chordLine = verse?.lines[0];
    expect(chordLine?.kind === 'chord' && chordLine.items.map((i) => [i.col, i.text])).toEqual([
      [0, 'G'],
      [11, 'D/F#'],
      [21, 'Em'],
    ]);
    // 'Am I a sinner' contains a chord-like word but stays a lyric line.
    expect(chorus?.lines.map((l) => [l.kind, l.text])).toEqual([
      ['chord', '   C    G'],
      ['lyric', 'Am I a sinner'],
    ]);
  });

  it('keeps lines before the first header in a section without header', () => {
    const sheet = parseSheet('Intro: G  C\n\n[V1]\n lyric');
    expect(sheet.sections[0]?.header).toBeNull();
    expect(sheet.sections[0]?.lines.map((l) => l.kind)).toEqual(['chord', 'blank']);
    expect(sheet.sections[1]?.header?.name).toBe('V1');
  });

  it('reads OpenSong lyrics: [V1] headers, "." chord lines, " " lyric lines', () => {
    const lines = sheetLines(parseSheet('[V1]\n. D      D7\n Amazing grace\n;comment'));
    expect(lines.map((l) => l.kind)).toEqual(['header', 'chord', 'lyric', 'lyric']);
    const chordLine = lines[1];
    expect(chordLine?.kind === 'chord' && chordLine.items.map((i) => [i.col, i.text])).toEqual([
      [2, 'D'],
      [9, 'D7'],
    ]);
  });

  it('splits CRLF, LF and CR line endings and keeps them', () => {
    expect(splitLines('a\r\nb\nc\rd')).toEqual([
      { text: 'a', eol: '\r\n' },
      { text: 'b', eol: '\n' },
      { text: 'c', eol: '\r' },
      { text: 'd', eol: '' },
    ]);
    expect(splitLines('')).toEqual([]);
    expect(splitLines('x\n')).toEqual([{ text: 'x', eol: '\n' }]);
  });
});

describe('formatSheet is lossless', () => {
  it.each([
    ['the sample chart', chart],
    ['empty text', ''],
    ['only newlines', '\n\n\n'],
    ['CRLF with trailing spaces', 'G   D  \r\nHello   there \r\n\r\n[Chorus]  \r\n'],
    ['tabs and a lone CR', '\tCm\t\rA tab\tbefore\n  Dm\t Cm'],
    ['no final newline', '[V]\n.A\n This is a demo'],
    ['odd whitespace', '   \n\t\n \u00a0x\u2003y\n[ Bridge ]\n'],
  ])('%s', (_name, text) => {
    expect(formatSheet(parseSheet(text))).toBe(text);
  });

  it('round-trips generated mixes of chord, lyric and odd lines', () => {
    const pieces = ['G  D/F#', 'Am I', '[Chorus]', '', ' ', '\t', '.C', 'x2', '| Em |', 'N.C.', 'A', 'lyric ☺'];
    const endings = ['\n', '\r\n', '\r', ''];
    let seed = 7;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      let text = '';
      const count = next(12);
      for (let i = 0; i < count; i++) text += (pieces[next(pieces.length)] ?? '') + (endings[next(endings.length)] ?? '');
      expect(formatSheet(parseSheet(text))).toBe(text);
    }
  });
});

function songFiles(): string[] {
  return SONG_DIRS.flatMap((dir) =>
    readdirSync(path.join(fixturesDir, dir))
      .map((name) => path.join(fixturesDir, dir, name))
      .filter((file) => statSync(file).isFile()),
  );
}

describe.skipIf(!existsSync(fixturesDir))('fixtures (../shared/data/fixtures)', () => {
  it('parse → format gives every song fixture back byte for byte', () => {
    const files = songFiles();
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(formatSheet(parseSheet(text)), file).toBe(text);
      const crlf = text.replace(/\r?\n/g, '\r\n');
      expect(formatSheet(parseSheet(crlf)), `${file} (CRLF)`).toBe(crlf);
    }
  });

  it('finds the chord lines of OpenSong "Amazing Grace" at their columns', () => {
    const text = readFileSync(path.join(fixturesDir, 'opensong/Amazing Grace'), 'utf8');
    const lyrics = /<lyrics>([\s\S]*)<\/lyrics>/.exec(text)?.[1] ?? '';
    const sheet = parseSheet(lyrics);
    expect(sheet.sections.map((s) => s.header?.name)).toEqual(['V1', 'V2', 'V3', 'V4']);
    const first = sheet.sections[0]?.lines[0];
    expect(first?.kind).toBe('chord');
    expect(first?.kind === 'chord' && first.items.map((i) => `${i.text}@${i.col}`)).toEqual([
      'D@2', 'D7@9', 'G@19', 'D@29', 'Bm@40', 'E@48', 'A@60', 'A7@63',
    ]);
    expect(sheet.sections[0]?.lines[1]).toMatchObject({ kind: 'lyric', text: ' Amazing grace how sweet the sound that saved a wretch like me;' });
  });

  it('keeps "A Mighty Fortress" lyric lines as lyrics', () => {
    const text = readFileSync(path.join(fixturesDir, 'opensong/A Mighty Fortress is Our God'), 'utf8');
    const lyrics = /<lyrics>([\s\S]*)<\/lyrics>/.exec(text)?.[1] ?? '';
    const lines = sheetLines(parseSheet(lyrics));
    expect(lines.filter((l) => l.kind === 'chord')).toHaveLength(5);
    expect(lines.find((l) => l.text.startsWith('1A mighty'))?.kind).toBe('lyric');
  });
});

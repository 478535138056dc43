import { describe, expect, it } from 'vitest';
import {
  chordRatio,
  countChords,
  expandTabs,
  isChordLine,
  mapChordLine,
  parseChordLine,
  renderChordLine,
  wordKind,
  words,
} from './chord-line';

describe('words and tabs', () => {
  it('expands tabs to 8-column stops', () => {
    expect(expandTabs('\tCm')).toBe('        Cm');
    expect(expandTabs('  Dm\t Cm')).toBe('  Dm     Cm');
  });

  it('gives each word its column', () => {
    expect(words('G    D/F#  Em')).toEqual([
      { col: 0, text: 'G' },
      { col: 5, text: 'D/F#' },
      { col: 11, text: 'Em' },
    ]);
  });

  it('classifies marks, N.C. and words', () => {
    expect(['|', '||:', ':|', 'x2', '2x', '(x3)', '/', '%'].map(wordKind)).toEqual(Array(8).fill('mark'));
    expect(wordKind('N.C.')).toBe('no-chord');
    expect(wordKind('Intro:')).toBe('word');
    expect(wordKind('Am7')).toBe('chord');
  });
});

describe('isChordLine (spec: at least half of the words are chords)', () => {
  it.each([
    'G       D       Em      C',
    '   D/F#    G2   A',
    'Intro: G  D  Em  C',
    '| G  D | Em  C | x2',
    '(G)   N.C.',
    'Emsus4    Am  C',
    'A',
    'Em',
    'Am',
    'A  Am',
    'Intro:  A  Am',
    'Verse  A',
    '.  D        D7       G',
    '.A',
  ])('%j is a chord line', (line) => {
    expect(isChordLine(line)).toBe(true);
  });

  it.each([
    'Am I a sinner',
    'Am I',
    'A Mighty Fortress is our God',
    'A Mighty Fortress',
    'Be still my soul',
    'A tab   before the chord',
    'A line with only one chord',
    ' A  Cm D F Even though this starts like some chords it isn\'t as there is text afterwards.',
    'Dropped D tuning, capo 4th fret',
    'x2',
    '| | |',
    '',
    '1A mighty        fortress   is our      God, a        Bulwark',
  ])('%j is not a chord line', (line) => {
    expect(isChordLine(line)).toBe(false);
  });

  it('counts exactly half as a chord line', () => {
    expect(countChords('G  D  Hey  Oh')).toEqual({ chords: 2, others: 2 });
    expect(isChordLine('G  D  Hey  Oh')).toBe(true);
    expect(isChordLine('G  Hey  Oh')).toBe(false);
  });

  it('leaves marks out of the ratio and needs at least one chord', () => {
    expect(chordRatio('| G | D | x2')).toBe(1);
    expect(chordRatio('x2')).toBe(0);
    expect(chordRatio('Jesus Christ is Lord of All C')).toBeCloseTo(1 / 7);
  });
});

describe('parseChordLine / renderChordLine', () => {
  it('keeps columns and trailing whitespace', () => {
    const line = '  G      D/F#   Em  ';
    const parsed = parseChordLine(line);
    expect(parsed.items.map((i) => [i.col, i.text])).toEqual([
      [2, 'G'],
      [9, 'D/F#'],
      [16, 'Em'],
    ]);
    expect(parsed.items[1]?.chord).toEqual({ root: 'D', quality: '', bass: 'F#', parenthesized: false });
    expect(renderChordLine(parsed)).toBe(line);
  });

  it('keeps the OpenSong marker at column 0', () => {
    const parsed = parseChordLine('.A');
    expect(parsed.prefix).toBe('.');
    expect(parsed.items[0]).toMatchObject({ col: 1, text: 'A' });
    expect(renderChordLine(parsed)).toBe('.A');
  });

  it('keeps each renamed chord at its column and pushes a neighbour only as far as needed', () => {
    // E → F#m is 2 characters longer; 'A' would collide, so it moves to one space after F#m,
    // and 'B' goes back to its own column.
    const renamed = mapChordLine('E A    B', (_chord, text) => (text === 'E' ? 'F#m' : text));
    expect(renamed).toBe('F#m A  B');
    expect(mapChordLine('E  A', (_c, t) => (t === 'E' ? 'F#m7' : t))).toBe('F#m7 A');
  });

  it('returns the very same string when nothing changed (tabs kept)', () => {
    const line = '\tG\tD';
    expect(mapChordLine(line, (_c, t) => t)).toBe(line);
  });
});

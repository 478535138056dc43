import { describe, expect, it } from 'vitest';
import { formatChord, isChord, isMinorQuality, isNoChord, parseChord } from './chord';

describe('parseChord', () => {
  it.each([
    ['G', 'G', '', null],
    ['F#m', 'F#', 'm', null],
    ['Bbmaj7', 'Bb', 'maj7', null],
    ['Am7', 'A', 'm7', null],
    ['D7', 'D', '7', null],
    ['Dsus2', 'D', 'sus2', null],
    ['Esus4', 'E', 'sus4', null],
    ['Cadd9', 'C', 'add9', null],
    ['Bdim', 'B', 'dim', null],
    ['Caug', 'C', 'aug', null],
    ['A6', 'A', '6', null],
    ['E9', 'E', '9', null],
    ['F11', 'F', '11', null],
    ['G13', 'G', '13', null],
    ['D2', 'D', '2', null],
    ['A4', 'A', '4', null],
    ['Bm7b5', 'B', 'm7b5', null],
    ['E7#9', 'E', '7#9', null],
    ['Cmaj9', 'C', 'maj9', null],
    ['Cmmaj7', 'C', 'mmaj7', null],
    ['G+', 'G', '+', null],
    ['Bø', 'B', 'ø', null],
    ['C°7', 'C', '°7', null],
    ['Emsus4', 'E', 'msus4', null],
    ['C6/9', 'C', '6/9', null],
    ['G/B', 'G', '', 'B'],
    ['D/F#', 'D', '', 'F#'],
    ['Am7/G', 'A', 'm7', 'G'],
    ['E♭', 'E♭', '', null],
  ])('%s → root %s, quality %s, bass %s', (text, root, quality, bass) => {
    expect(parseChord(text)).toEqual({ root, quality, bass, parenthesized: false });
  });

  it('accepts a chord in parentheses', () => {
    expect(parseChord('(G)')).toEqual({ root: 'G', quality: '', bass: null, parenthesized: true });
    expect(parseChord('(Em7/D)')).toMatchObject({ root: 'E', quality: 'm7', bass: 'D', parenthesized: true });
    expect(parseChord('(G')).toBeNull();
    expect(parseChord('G)')).toBeNull();
  });

  it.each(['Be', 'Go', 'Dim', 'Add', 'Bad', 'Cause', 'Every', 'a', 'g', 'H', 'x2', '|', 'N.C.', 'G/H', 'Am,', ''])(
    'rejects %j',
    (text) => {
      expect(parseChord(text)).toBeNull();
    },
  );

  it('formats back exactly what it parsed', () => {
    for (const text of ['Bbm7b5/Ab', '(Cadd9)', 'F#7#9', 'Dsus4', 'A7(II)']) {
      const chord = parseChord(text);
      expect(chord, text).not.toBeNull();
      if (chord) expect(formatChord(chord)).toBe(text);
    }
  });
});

describe('chord helpers', () => {
  it('recognises N.C. in its usual spellings', () => {
    expect(['N.C.', 'NC', 'N.C', '(N.C.)'].every(isNoChord)).toBe(true);
    expect(isNoChord('No')).toBe(false);
  });

  it('tells minor qualities from major ones', () => {
    expect(isMinorQuality('m7')).toBe(true);
    expect(isMinorQuality('maj7')).toBe(false);
    expect(isMinorQuality('')).toBe(false);
    expect(isChord('Em')).toBe(true);
  });
});

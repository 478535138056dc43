import { describe, expect, it } from 'vitest';
import { capoShapes, suggestedCapos } from './capo';
import { PAGE_LINES, lyricLines, lyricsForProjection, lyricsForSingers, paginate } from './display-filters';
import { toNashville } from './nashville';
import { spellKey, spellingForKey, spellNote } from './spelling';

const chart = ['[Verse]', 'G        Em       C    D/F#', 'Amazing grace how sweet the sound', '', '[Chorus]', 'Intro: G  C', 'Am I a sinner, O Lord G', ''].join('\n');

describe('spelling by key', () => {
  it.each([
    ['F', 'flats'],
    ['Bb', 'flats'],
    ['A#', 'flats'],
    ['Eb', 'flats'],
    ['Ab', 'flats'],
    ['Db', 'flats'],
    ['C#', 'flats'],
    ['Gb', 'flats'],
    ['Dm', 'flats'],
    ['Gm', 'flats'],
    ['Cm', 'flats'],
    ['Fm', 'flats'],
    ['A#m', 'flats'],
    ['D#m', 'flats'],
    ['G', 'sharps'],
    ['D', 'sharps'],
    ['E', 'sharps'],
    ['F#', 'sharps'],
    ['Em', 'sharps'],
    ['C#m', 'sharps'],
    ['C', 'natural'],
    ['Am', 'natural'],
    ['nonsense', 'sharps'],
  ])('key %s uses %s', (key, spelling) => {
    expect(spellingForKey(key)).toBe(spelling);
  });

  it('names notes and keys', () => {
    expect(spellNote(10, spellingForKey('F'))).toBe('Bb');
    expect(spellNote(10, spellingForKey('C'))).toBe('Bb');
    expect(spellNote(6, spellingForKey('G'))).toBe('F#');
    expect(spellKey('A#')).toBe('Bb');
    expect(spellKey('D#m')).toBe('Ebm');
    expect(spellKey('F#')).toBe('F#');
  });
});

describe('capoShapes', () => {
  it('shows G shapes for a song in Bb with capo 3', () => {
    const view = capoShapes('Bb    Eb    F\nHoly is the Lord', 'Bb', 3);
    expect(view).toEqual({ lyrics: 'G     C     D\nHoly is the Lord', capo: 3, shapeKey: 'G', soundingKey: 'Bb' });
  });

  it('spells shapes by the shape key and keeps the sounding key', () => {
    expect(capoShapes('B  E  F#', 'B', 1)).toMatchObject({ lyrics: 'Bb Eb F', shapeKey: 'Bb', soundingKey: 'B' });
    expect(capoShapes('A#  D#', 'A#', 0)).toMatchObject({ lyrics: 'A#  D#', shapeKey: 'Bb', soundingKey: 'Bb' });
    expect(capoShapes('C#m  A', 'C#m', 4)?.shapeKey).toBe('Am');
  });

  it('refuses an invalid key or capo', () => {
    expect(capoShapes('G', 'H', 2)).toBeNull();
    expect(capoShapes('G', 'G', 12)).toBeNull();
    expect(capoShapes('G', 'G', -1)).toBeNull();
    expect(capoShapes('G', 'G', 1.5)).toBeNull();
  });

  it('suggests frets that give open shapes', () => {
    expect(suggestedCapos('Bb')).toEqual([1, 3, 6]);
    expect(suggestedCapos('H')).toEqual([]);
  });
});

describe('toNashville', () => {
  it('numbers chords in the key, with quality and bass', () => {
    expect(toNashville('G    Em   C    D/F#\nAmazing grace', 'G')).toBe('1    6m   4    5/7\nAmazing grace');
    expect(toNashville('F   Bb  Cm7  Dsus4', 'G')).toBe('b7  b3  4m7  5sus4');
    expect(toNashville('Em  G  B7', 'Em')).toBe('1m  b3 57');
    expect(toNashville('(G)  N.C.', 'G')).toBe('(1)  N.C.');
  });

  it('leaves the text unchanged for an invalid key', () => {
    expect(toNashville('G  C', 'X')).toBe('G  C');
  });
});

describe('display filters', () => {
  it('Singers View strips chord lines and keeps headers, lyrics and blanks', () => {
    expect(lyricsForSingers(chart)).toBe(['[Verse]', 'Amazing grace how sweet the sound', '', '[Chorus]', 'Am I a sinner, O Lord G', ''].join('\n'));
  });

  it('projection removes lines with at least 30% chord words and keeps blank lines', () => {
    expect(lyricsForProjection('G  C\nAmazing grace\n\nLord G D\nA Mighty Fortress\n')).toBe('Amazing grace\n\nA Mighty Fortress\n');
    // 1 chord in 4 words is 25%: kept; 1 in 3 is 33%: removed.
    expect(lyricsForProjection('Praise Him all G\nPraise Him G')).toBe('Praise Him all G\n');
    expect(lyricsForProjection(chart)).toContain('[Chorus]');
  });

  it('projection can also remove section headers (external projection page)', () => {
    expect(lyricsForProjection(chart, { removeHeaders: true })).toBe(['Amazing grace how sweet the sound', '', 'Am I a sinner, O Lord G', ''].join('\n'));
  });

  it('paginates with the page lengths of the spec', () => {
    expect(PAGE_LINES).toEqual({ musicians: 32, projection: 12, singers: 20 });
    const lines = Array.from({ length: 45 }, (_, i) => `line ${i + 1}`);
    const pages = paginate(lines, PAGE_LINES.singers);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
    expect(pages[2]?.[0]).toBe('line 41');
    expect(paginate([], 12)).toEqual([]);
    expect(() => paginate(lines, 0)).toThrow(RangeError);
    expect(lyricLines('a\r\nb\n')).toEqual(['a', 'b']);
  });
});

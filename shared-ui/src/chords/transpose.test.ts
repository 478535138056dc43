import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KEYS } from '../contracts/keys';
import { SHARP_NOTES, semitonesBetween } from './keys';
import { parseSheet, sheetLines } from './sheet';
import { spellLyricsForKey, transposeBy, transposeChord, transposeLyrics } from './transpose';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixturesDir = path.resolve(repoRoot, '../shared/data/fixtures');

describe('transposeChord', () => {
  it.each([
    ['G', 2, 'A'],
    ['G/B', 2, 'A/C#'],
    ['D/F#', 5, 'G/B'],
    ['Bb', 2, 'C'],
    ['Bbm7', 1, 'Bm7'],
    ['Eb', 0, 'D#'],
    ['B', 1, 'C'],
    ['C', -1, 'B'],
    ['F#m7b5', 3, 'Am7b5'],
    ['Cmaj7', 13, 'C#maj7'],
    ['(Em7)', 2, '(F#m7)'],
    ['Asus4', -2, 'Gsus4'],
  ])('%s by %i → %s', (chord, semitones, expected) => {
    expect(transposeChord(chord, semitones)).toBe(expected);
  });

  it('leaves non-chords alone and can spell with flats', () => {
    expect(transposeChord('Hello', 2)).toBe('Hello');
    expect(transposeChord('N.C.', 2)).toBe('N.C.');
    expect(transposeChord('G', 1.5)).toBe('G');
    expect(transposeChord('G', 3, 'flats')).toBe('Bb');
  });
});

describe('transposeLyrics', () => {
  const chart = ['[Verse 1]', 'G          D/F#      Em', 'Amazing grace how sweet the sound', '   C    G', 'Am I a sinner', ''].join('\n');

  it('moves only chord lines, roots and basses, in sharp notation', () => {
    expect(transposeLyrics(chart, 'G', 'A')).toBe(
      ['[Verse 1]', 'A          E/G#      F#m', 'Amazing grace how sweet the sound', '   D    A', 'Am I a sinner', ''].join('\n'),
    );
  });

  it('maps flats to sharps and accepts flat and minor keys', () => {
    expect(transposeLyrics('Bb  Eb  F', 'Bb', 'C')).toBe('C   F   G');
    expect(transposeLyrics('Em  C', 'Em', 'F#m')).toBe('F#m D');
    expect(semitonesBetween('A#', 'Bb')).toBe(0);
  });

  it('leaves the text unchanged for an invalid key or the same key', () => {
    expect(transposeLyrics(chart, 'H', 'A')).toBe(chart);
    expect(transposeLyrics(chart, 'G', '')).toBe(chart);
    expect(transposeLyrics(chart, 'G', 'G')).toBe(chart);
  });

  it('keeps chords on their syllables when names grow (E → F#m)', () => {
    const text = ['E    C#m  A    B', 'Holy holy holy Lord'].join('\n');
    // Up a whole step: E→F#, C#m→D#m, A→B, B→C#; every chord stays at its column.
    expect(transposeLyrics(text, 'E', 'F#')).toBe(['F#   D#m  B    C#', 'Holy holy holy Lord'].join('\n'));
    // A longer chord that would touch the next one pushes it one space, the rest stay put.
    expect(transposeBy('E A  D   G', 2)).toBe('F# B E   A');
    expect(transposeBy('Em A    D', 2)).toBe('F#m B   E');
  });

  it('does not touch lyric lines that contain chord-like words', () => {
    const text = 'A Mighty Fortress is our God\nBe still my soul\nAm I a sinner';
    expect(transposeLyrics(text, 'C', 'D')).toBe(text);
  });

  it('transposes OpenSong chord lines and keeps the "." marker', () => {
    expect(transposeLyrics('.  D        D7\n I once was lost', 'D', 'E')).toBe('.  E        E7\n I once was lost');
  });

  it('keeps CRLF line endings', () => {
    expect(transposeLyrics('G  C\r\nHallelujah\r\n', 'G', 'A')).toBe('A  D\r\nHallelujah\r\n');
  });

  it('can spell by the target key for display', () => {
    expect(transposeLyrics('C  G  F  Am', 'C', 'F', { spelling: 'key' })).toBe('F  C  Bb Dm');
    expect(transposeLyrics('C  G  F  Am', 'C', 'F')).toBe('F  C  A# Dm');
    expect(spellLyricsForKey('A#  D#  F', 'F')).toBe('Bb  Eb  F');
  });

  it('uses the 12 keys of the spec', () => {
    expect([...SHARP_NOTES]).toEqual([...KEYS]);
    for (const from of KEYS) for (const to of KEYS) expect(semitonesBetween(from, to)).not.toBeNull();
  });

  it('round-trips through all 12 keys', () => {
    let text = chart;
    for (let i = 1; i <= 12; i++) text = transposeBy(text, 1);
    expect(text).toBe(chart);
  });
});

describe.skipIf(!existsSync(fixturesDir))('transposing fixtures', () => {
  const lyricsOf = (file: string): string => /<lyrics>([\s\S]*)<\/lyrics>/.exec(readFileSync(path.join(fixturesDir, file), 'utf8'))?.[1] ?? '';

  it('OpenSong "Amazing Grace" D → E keeps each chord at its column', () => {
    const before = lyricsOf('opensong/Amazing Grace');
    const after = transposeLyrics(before, 'D', 'E');
    const lines = sheetLines(parseSheet(after));
    const first = lines[1];
    expect(first?.kind === 'chord' && first.items.map((i) => `${i.text}@${i.col}`)).toEqual([
      'E@2', 'E7@9', 'A@19', 'E@29', 'C#m@40', 'F#@48', 'B@60', 'B7@63',
    ]);
    // Lyric lines are identical.
    const lyricsBefore = sheetLines(parseSheet(before)).filter((l) => l.kind === 'lyric').map((l) => l.text);
    expect(lines.filter((l) => l.kind === 'lyric').map((l) => l.text)).toEqual(lyricsBefore);
  });

  it('OpenSong "A Mighty Fortress" Bb → C moves the flats', () => {
    const after = transposeLyrics(lyricsOf('opensong/A Mighty Fortress is Our God'), 'Bb', 'C');
    const first = sheetLines(parseSheet(after)).find((l) => l.kind === 'chord');
    // Same columns as '.Bb              F          Eb          Bb            Gm        Bb       Eb F Bb'.
    expect(first?.kind === 'chord' && first.items.map((i) => `${i.text}@${i.col}`)).toEqual([
      'C@1', 'G@17', 'F@28', 'C@40', 'Am@54', 'C@64', 'F@73', 'G@76', 'C@78',
    ]);
    expect(after).toContain('1A mighty        fortress   is our      God');
  });

  it('a2crd t005: transposes chord lines, not the lyric line that starts with chord names', () => {
    const text = readFileSync(path.join(fixturesDir, 'chords-over-lyrics/chordpro-a2crd-t005.input.txt'), 'utf8');
    const after = transposeLyrics(text, 'C', 'D');
    expect(after).toContain('B         D           E           F# G\n');
    expect(after).toContain('F#msus4   Bm  D\nFooo      Bar Baz');
    expect(after).toContain(" A  Cm D F Even though this starts like some chords it isn't as there is text afterwards.");
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fromChordPro, inlineToChordsOverLyrics, isTablature, mergeChordsIntoLyric, toChordPro } from './chordpro';
import { parseSheet, sheetLines } from './sheet';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixturesDir = path.resolve(repoRoot, '../shared/data/fixtures');

describe('toChordPro', () => {
  it('merges chord lines into the lyric below by column', () => {
    expect(mergeChordsIntoLyric('A         C           D', 'The first line of the song')).toBe('[A]The first [C]line of the [D]song');
    expect(mergeChordsIntoLyric(' Bm', 'A single space')).toBe('A[Bm] single space');
    expect(mergeChordsIntoLyric('\tCm', 'A tab   before the chord')).toBe('A tab   [Cm]before the chord');
    expect(mergeChordsIntoLyric('G   D', '')).toBe('[G]    [D]');
    expect(mergeChordsIntoLyric('C       G', 'Hi')).toBe('[C]Hi      [G]');
  });

  it('infers the title, keeps the chart and turns headers into comments', () => {
    const text = ['Amazing Grace', 'John Newton', '', '[Verse 1]', 'G          D/F#      Em', 'Amazing grace how sweet the sound', ''].join('\n');
    expect(toChordPro(text)).toBe(
      ['{title: Amazing Grace}', '{subtitle: John Newton}', '', '{comment: Verse 1}', '[G]Amazing gra[D/F#]ce how swe[Em]et the sound', ''].join('\n'),
    );
  });

  it('does not invent a title when the chart starts with chords', () => {
    expect(toChordPro('G    C\nHallelujah\n')).toBe('[G]Halle[C]lujah\n');
  });

  it('wraps tablature in {sot}/{eot}', () => {
    expect(isTablature('e|-----3-----5----|')).toBe(true);
    expect(isTablature('-- ')).toBe(false);
    expect(toChordPro('G  C\nHello you\n\ne|---3---5---|\nB|---1---1---|\n')).toBe(
      '[G]Hel[C]lo you\n\n{sot}\ne|---3---5---|\nB|---1---1---|\n{eot}\n',
    );
  });
});

describe('fromChordPro', () => {
  it('returns metadata and chords over lyrics with section headers', () => {
    const song = fromChordPro(
      [
        '# A simple song',
        '{title: Swing Low Sweet Chariot}',
        '{artist: Traditional}',
        '{key: D}',
        '{tempo: 72}',
        '{time: 4/4}',
        '',
        '{start_of_chorus}',
        'Swing [D]low, sweet [G]chari[D]ot,',
        '{end_of_chorus}',
        '',
        '{sov: Verse 2}',
        'I [D]looked over Jordan',
        '{eov}',
        '{comment: Chorus}',
      ].join('\n'),
    );
    expect(song).toEqual({
      title: 'Swing Low Sweet Chariot',
      artist: 'Traditional',
      key: 'D',
      tempo: 72,
      time: '4/4',
      lyrics: ['[Chorus]', '      D          G    D', 'Swing low, sweet chariot,', '', '[Verse 2]', '  D', 'I looked over Jordan', '[Chorus]'].join('\n'),
    });
  });

  it('places adjacent chords one space apart and keeps chord-only lines', () => {
    expect(inlineToChordsOverLyrics('[G][C]Word')).toEqual(['G C', 'Word']);
    expect(inlineToChordsOverLyrics('[G]  [C/E]  [C]')).toEqual(['G  C/E  C']);
    expect(inlineToChordsOverLyrics('No chords here')).toEqual(['No chords here']);
  });

  it('turns "Chorus:" label lines into headers without doubling them', () => {
    expect(fromChordPro('{soc}\nChorus:\nAt the [D]cross\n{eoc}\n\nVerse 1:\n[E]I know').lyrics).toBe(
      '[Chorus]\n       D\nAt the cross\n\n[Verse 1]\nE\nI know',
    );
  });

  it('round-trips chords-over-lyrics through ChordPro', () => {
    const chart = ['G          D/F#      Em', 'Amazing grace how sweet the sound', '', '[Chorus]', 'C         G', 'I once was lost'].join('\n');
    expect(fromChordPro(toChordPro(chart)).lyrics).toBe(chart);
  });
});

describe.skipIf(!existsSync(fixturesDir))('ChordPro fixtures', () => {
  const dir = path.join(fixturesDir, 'chords-over-lyrics');
  const inputs = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.input.txt')) : [];

  it.each(inputs)('%s converts to the expected ChordPro exactly', (file) => {
    const input = readFileSync(path.join(dir, file), 'utf8');
    const expected = readFileSync(path.join(dir, file.replace('.input.txt', '.expected.cho')), 'utf8');
    expect(toChordPro(input)).toBe(expected);
  });

  it('finds the four a2crd pairs', () => {
    expect(inputs).toHaveLength(4);
  });

  it('t003: Cm lands on the "e" of "then" after a tab', () => {
    const input = readFileSync(path.join(dir, 'chordpro-a2crd-t003.input.txt'), 'utf8');
    expect(toChordPro(input)).toContain('A [Dm]tab, th[Cm]en spaces before the chord');
  });

  it('reads lyricconverter "Our Father" into headers, chord lines and metadata', () => {
    const song = fromChordPro(readFileSync(path.join(fixturesDir, 'chordpro/lyricconverter-Our-Father-complex-tags.cho'), 'utf8'));
    expect(song).toMatchObject({ title: 'Our Father', artist: 'Bethel Music', key: 'G' });
    const lines = song.lyrics.split('\n');
    expect(lines.slice(0, 4)).toEqual(['[Words and Music by Marcus Meier]', '', '[Intro]', 'G  C/E  C']);
    expect(lines).toContain('[Verse]');
    expect(lines).toContain('[Chorus]');
    expect(lines).toContain('[Bridge 1]');
    const chorus = lines.indexOf('[Chorus]');
    expect(lines.slice(chorus + 1, chorus + 3)).toEqual(['    C     G/B Am     Em', 'On Earth as it is in Heaven']);
    // The grid is kept verbatim; abc, svg and ly blocks are not lyrics.
    expect(lines).toContain('|| Am . . . | C . . . | D  . . . | F  . . . |');
    expect(song.lyrics).not.toContain('svg');
    expect(song.lyrics).not.toContain('X:1');
    // Every converted chord line is recognised as a chord line again.
    const chordLines = sheetLines(parseSheet(song.lyrics)).filter((l) => l.kind === 'chord');
    expect(chordLines.length).toBeGreaterThanOrEqual(12);
  });

  it('reads swinglow.cho', () => {
    const song = fromChordPro(readFileSync(path.join(fixturesDir, 'chordpro/swinglow.cho'), 'utf8'));
    expect(song.title).toBe('Swing Low Sweet Chariot');
    expect(song.subtitle).toBe('Traditional');
    expect(song.lyrics.split('\n').slice(0, 3)).toEqual(['[Chorus]', '      D          G    D', 'Swing low, sweet chariot,']);
    expect(song.lyrics.endsWith('[Chorus]')).toBe(true);
  });
});

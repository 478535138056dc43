import { describe, expect, it } from 'vitest';
import { parseSheet, transposeChord } from '@canticle/shared-ui/chords';
import { buildChart, type ChartRow, type ChartUnit } from './chart-model';

const chordsRow = (text: string, rename: Parameters<typeof buildChart>[1] = null) => {
  const [section] = buildChart(parseSheet(text), rename);
  return section?.rows[0] as Extract<ChartRow, { kind: 'chords' }>;
};
const flat = (units: readonly ChartUnit[]) => units.flat().map((p) => [p.chord, p.text]);

describe('buildChart', () => {
  it('pairs each chord with the lyric from its column to the next chord', () => {
    const row = chordsRow('G       Em        C\nAmazing grace how sweet the sound');
    expect(row.lyric).toBe(true);
    expect(flat(row.units)).toEqual([
      ['G', 'Amazing '],
      ['Em', 'grace '],
      [null, 'how '],
      ['C', 'sweet '],
      [null, 'the '],
      [null, 'sound'],
    ]);
    expect(row.units).toHaveLength(6);
  });

  it('keeps every column on a wide screen: the pieces add up to the lyric line', () => {
    const lyric = 'Amazing grace how sweet the sound';
    const row = chordsRow(`G        Em       C\n${lyric}`);
    expect(row.units.flat().map((p) => p.text).join('')).toBe(lyric);
  });

  it('never breaks a word: a chord in the middle of a word joins the unit of the word start', () => {
    const row = chordsRow('G        D\nAmazing grace');
    expect(row.units.map((u) => u.map((p) => [p.chord, p.text]))).toEqual([
      [['G', 'Amazing ']],
      [[null, 'g'], ['D', 'race']],
    ]);
  });

  it('does not break a piece inside the room its chord needs', () => {
    const row = chordsRow('Gmaj7\nA mighty fortress');
    // 'A ' is narrower than 'Gmaj7 ', so the chord keeps 'A mighty ' with it.
    expect(flat(row.units)[0]).toEqual(['Gmaj7', 'A mighty ']);
  });

  it('shows renamed chords at their original columns over the same lyric', () => {
    const before = chordsRow('G       Em        C\nAmazing grace how sweet the sound');
    const after = chordsRow('G       Em        C\nAmazing grace how sweet the sound', (_c, t) => transposeChord(t, 2));
    expect(after.units.flat().map((p) => p.text)).toEqual(before.units.flat().map((p) => p.text));
    expect(after.units.flat().map((p) => p.chord)).toEqual(['A', 'F#m', null, 'D', null, null]);
  });

  it('pads a chord line alone so the chords keep their spacing', () => {
    const row = chordsRow('G    D    |  Em  x2\n\n');
    expect(row.lyric).toBe(false);
    expect(flat(row.units)).toEqual([
      ['G', '     '],
      ['D', '     '],
      ['|', '   '],
      ['Em', '    '],
      ['x2', '  '],
    ]);
    expect(row.units.flat().filter((p) => p.isChord).map((p) => p.chord)).toEqual(['G', 'D', 'Em']);
  });

  it('extends past the lyric when chords run longer than it', () => {
    const row = chordsRow('G     D\nLord');
    expect(flat(row.units)).toEqual([
      ['G', 'Lord  '],
      ['D', ' '],
    ]);
  });

  it('keeps lyric text before the first chord', () => {
    const row = chordsRow('       C\nO Lord my God');
    expect(flat(row.units)).toEqual([
      [null, 'O '],
      [null, 'Lord '],
      ['C', 'my '],
      [null, 'God'],
    ]);
  });

  it('expands tabs the way the engine counts columns', () => {
    const row = chordsRow('\tG\nHoly\tholy');
    expect(flat(row.units)).toEqual([
      [null, 'Holy    '],
      ['G', 'holy'],
    ]);
  });

  it('groups lines into titled sections and keeps blank and lyric-only lines', () => {
    const chart = buildChart(parseSheet('Intro text\n[Verse 1]\nG\nHello\n\nJust words\n[Chorus]\nC  D\n'), null);
    expect(chart.map((s) => s.title)).toEqual([null, 'Verse 1', 'Chorus']);
    expect(chart[0]!.rows).toEqual([{ kind: 'lyric', text: 'Intro text' }]);
    expect(chart[1]!.rows.map((r) => r.kind)).toEqual(['chords', 'blank', 'lyric']);
    expect(chart[2]!.rows[0]).toMatchObject({ kind: 'chords', lyric: false });
  });

  it('leaves lyric lines that merely contain a chord-like word alone', () => {
    const [section] = buildChart(parseSheet('Am I a sinner, O Lord'), null);
    expect(section!.rows).toEqual([{ kind: 'lyric', text: 'Am I a sinner, O Lord' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseChord } from '@canticle/shared-ui/chords';
import { capoChoices, chordView, DEFAULT_DISPLAY_OPTIONS } from './chord-view';

function show(view: ReturnType<typeof chordView>, chords: string[]) {
  return chords.map((text) => (view.rename ? view.rename(parseChord(text)!, text) : text));
}

describe('chordView', () => {
  it('shows the stored chart unchanged in its own key', () => {
    const view = chordView('G', null, DEFAULT_DISPLAY_OPTIONS);
    expect(view.rename).toBeNull();
    expect(view.soundingKey).toBe('G');
  });

  it('transposes to the current key in sharp notation by default', () => {
    const view = chordView('G', 'A', DEFAULT_DISPLAY_OPTIONS);
    expect(show(view, ['G', 'D/F#', 'Em', 'C'])).toEqual(['A', 'E/G#', 'F#m', 'D']);
    expect(show(chordView('G', 'A#', DEFAULT_DISPLAY_OPTIONS), ['G', 'C'])).toEqual(['A#', 'D#']);
  });

  it('spells by key when asked, also without transposing', () => {
    const byKey = { ...DEFAULT_DISPLAY_OPTIONS, spelling: 'key' as const };
    const view = chordView('G', 'A#', byKey);
    expect(show(view, ['G', 'C', 'D'])).toEqual(['Bb', 'Eb', 'F']);
    expect(view.soundingKey).toBe('Bb');
    expect(show(chordView('F', null, byKey), ['F', 'A#'])).toEqual(['F', 'Bb']);
  });

  it('shows capo shapes and the key that sounds', () => {
    const view = chordView('G', 'A#', { spelling: 'key', capo: 3, nashville: false });
    expect(show(view, ['G', 'C', 'D', 'Em'])).toEqual(['G', 'C', 'D', 'Em']);
    expect(view).toMatchObject({ soundingKey: 'Bb', shapeKey: 'G' });
    const capo2 = chordView('A', null, { spelling: 'standard', capo: 2, nashville: false });
    expect(show(capo2, ['A', 'E', 'F#m', 'D'])).toEqual(['G', 'D', 'Em', 'C']);
    expect(capo2.shapeKey).toBe('G');
  });

  it('shows Nashville numbers, the same in any key', () => {
    const options = { ...DEFAULT_DISPLAY_OPTIONS, nashville: true };
    expect(show(chordView('G', null, options), ['G', 'Em', 'D/F#', 'C2'])).toEqual(['1', '6m', '5/7', '42']);
    expect(show(chordView('G', 'B', options), ['G', 'Em'])).toEqual(['1', '6m']);
  });

  it('leaves the chart alone for an unknown key', () => {
    expect(chordView('H', null, DEFAULT_DISPLAY_OPTIONS).rename).toBeNull();
  });
});

describe('capoChoices', () => {
  it('offers frets 0 to 7 and marks those giving open shapes', () => {
    const choices = capoChoices('A#');
    expect(choices.map((c) => c.fret)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(choices.filter((c) => c.open).map((c) => c.fret)).toEqual([1, 3, 6]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Song } from '@canticle/shared-ui/contracts';
import {
  addTag,
  emptySongForm,
  fieldErrorsFromDetails,
  formToSongInput,
  parseTempo,
  removeTag,
  songToForm,
  TEMPO_MESSAGE,
  validateSongForm,
} from './song-form';

const song: Song = {
  id: 's1',
  title: 'Amazing Grace',
  artist: null,
  originalKey: 'G',
  currentKey: 'A',
  tempo: 72,
  timeSignature: '3/4',
  lyrics: 'G\nAmazing grace',
  tags: ['Hymn', 'Grace'],
  genre: 'Hymn',
  source: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('song form', () => {
  it('starts with the spec defaults: key G, 4/4, nothing else filled in', () => {
    expect(emptySongForm()).toEqual({
      title: '',
      artist: '',
      originalKey: 'G',
      tempo: '',
      timeSignature: '4/4',
      genre: '',
      tags: [],
      lyrics: '',
    });
  });

  it('marks each missing required field and says so', () => {
    const check = validateSongForm({ ...emptySongForm(), originalKey: '', lyrics: '  \n ' });
    expect(check.missingRequired).toBe(true);
    expect(Object.keys(check.errors).sort()).toEqual(['lyrics', 'originalKey', 'title']);
  });

  it('accepts a complete song', () => {
    expect(validateSongForm(songToForm(song))).toEqual({ errors: {}, missingRequired: false });
  });

  it('parses tempo as a whole number within 60..200', () => {
    expect(parseTempo(' 120 ')).toBe(120);
    expect(parseTempo('')).toBeNull();
    expect(parseTempo('12.5')).toBeNaN();
    const values = { ...songToForm(song), tempo: '300' };
    expect(validateSongForm(values)).toEqual({ errors: { tempo: TEMPO_MESSAGE }, missingRequired: false });
    expect(validateSongForm({ ...values, tempo: 'fast' }).errors.tempo).toBe(TEMPO_MESSAGE);
    expect(validateSongForm({ ...values, tempo: '60' }).errors).toEqual({});
  });

  it('converts to the API input: trimmed text, empty values as null, tags normalised', () => {
    const input = formToSongInput({
      ...emptySongForm(),
      title: '  Pieśń  ',
      artist: '   ',
      tempo: '96',
      tags: [' Easter ', 'easter', 'Praise'],
      lyrics: 'C\nLine',
    });
    expect(input).toEqual({
      title: 'Pieśń',
      artist: null,
      originalKey: 'G',
      tempo: 96,
      timeSignature: '4/4',
      genre: null,
      tags: ['Easter', 'Praise'],
      lyrics: 'C\nLine',
    });
  });

  it('round-trips a stored song', () => {
    expect(formToSongInput(songToForm(song))).toMatchObject({ title: 'Amazing Grace', tempo: 72, genre: 'Hymn', tags: ['Hymn', 'Grace'] });
  });
});

describe('tags', () => {
  it('adds trimmed tags once, whatever their case', () => {
    expect(addTag(['Praise'], '  Easter ')).toEqual({ tags: ['Praise', 'Easter'], added: true });
    expect(addTag(['Praise'], 'praise')).toEqual({ tags: ['Praise'], added: false, reason: 'duplicate' });
    expect(addTag(['Praise'], '   ')).toEqual({ tags: ['Praise'], added: false, reason: 'empty' });
  });

  it('removes a tag', () => {
    expect(removeTag(['A', 'B'], 'A')).toEqual(['B']);
  });
});

describe('fieldErrorsFromDetails', () => {
  it("reads the API's zod field errors for the form's fields only", () => {
    expect(fieldErrorsFromDetails({ title: ['Title is required'], tempo: ['Too slow', 'x'], other: ['?'] })).toEqual({
      title: 'Title is required',
      tempo: 'Too slow',
    });
    expect(fieldErrorsFromDetails(null)).toEqual({});
    expect(fieldErrorsFromDetails(['x'])).toEqual({});
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';

describe('SelectField', () => {
  it('labels the select and lists string and labelled options', () => {
    const html = renderToStaticMarkup(
      createElement(SelectField, { id: 'k', label: 'Key', options: [{ value: 'all', label: 'All Keys' }, 'C'], defaultValue: 'C' }),
    );
    expect(html).toContain('<label class="cn-field__label" for="k">Key</label>');
    expect(html).toContain('<option value="all">All Keys</option>');
    expect(html).toMatch(/<option value="C" selected="">C<\/option>/);
  });

  it('can hide its label visually and marks an error', () => {
    const html = renderToStaticMarkup(createElement(SelectField, { id: 'g', label: 'Genre', options: [], hideLabel: true, error: 'Required' }));
    expect(html).toContain('cn-visually-hidden');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="g-message"');
    expect(html).toContain('Required');
  });
});

describe('TextAreaField', () => {
  it('labels the text area and shows its hint', () => {
    const html = renderToStaticMarkup(createElement(TextAreaField, { id: 'l', label: 'Lyrics', hint: 'Chords above lyrics' }));
    expect(html).toContain('for="l"');
    expect(html).toContain('<textarea id="l" class="cn-textarea" aria-describedby="l-message">');
    expect(html).toContain('Chords above lyrics');
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { id: 'family', label: 'Family Account', content: 'family form' },
  { id: 'church', label: 'Church Login', content: 'church panel' },
];

describe('Tabs', () => {
  it('renders a labelled tablist with the default tab selected and only its panel', () => {
    const html = renderToStaticMarkup(createElement(Tabs, { items, label: 'Sign-in method' }));
    expect(html).toContain('role="tablist" aria-label="Sign-in method"');
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-selected="true"[^>]*>Family Account/);
    expect(html).toMatch(/aria-selected="false"[^>]*>Church Login/);
    expect(html).toContain('role="tabpanel"');
    expect(html).toContain('family form');
    expect(html).not.toContain('church panel');
  });

  it('honours defaultValue and a controlled value', () => {
    expect(renderToStaticMarkup(createElement(Tabs, { items, label: 'x', defaultValue: 'church' }))).toContain('church panel');
    expect(renderToStaticMarkup(createElement(Tabs, { items, label: 'x', value: 'church' }))).not.toContain('family form');
  });
});

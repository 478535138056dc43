// Helpers for the song screens' end-to-end tests: songs made through the API (same origin, signed-in page),
// toasts, and where each chord of the chart sits on the screen.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';

export type SongFixture = {
  title: string;
  artist?: string | null;
  originalKey?: string;
  tempo?: number | null;
  timeSignature?: string;
  genre?: string | null;
  tags?: string[];
  lyrics: string;
};

export type CreatedSong = { id: string; title: string; updatedAt: string };

/** A title no other test uses, so tests never depend on order or on each other's data. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

/** Creates a song with the page's session (a same-origin fetch, as the app itself makes it). */
export async function createSongViaApi(page: Page, song: SongFixture): Promise<CreatedSong> {
  const result = await page.evaluate(async (body) => {
    const res = await fetch('/api/songs', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }, { originalKey: 'G', timeSignature: '4/4', tags: [], ...song });
  if (result.status !== 201) throw new Error(`POST /api/songs answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body as CreatedSong;
}

/** Creates many songs at once (`count` songs titled '<prefix> 001', '<prefix> 002', ...), 20 requests at a time. */
export async function createManySongsViaApi(page: Page, prefix: string, count: number, lyrics: string): Promise<void> {
  const failed = await page.evaluate(
    async ({ prefix, count, lyrics }) => {
      const titles = Array.from({ length: count }, (_, i) => `${prefix} ${String(i + 1).padStart(3, '0')}`);
      let failures = 0;
      for (let i = 0; i < titles.length; i += 20) {
        const statuses = await Promise.all(
          titles.slice(i, i + 20).map(async (title) => {
            const res = await fetch('/api/songs', {
              method: 'POST',
              credentials: 'include',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ title, originalKey: 'C', lyrics }),
            });
            return res.status;
          }),
        );
        failures += statuses.filter((status) => status !== 201).length;
      }
      return failures;
    },
    { prefix, count, lyrics },
  );
  if (failed) throw new Error(`${failed} of ${count} songs could not be created`);
}

/** The open toast with this title (and description, when given). */
export function toastWith(page: Page, title: string, description?: string): Locator {
  let toast = page.locator('.cn-toast').filter({ hasText: title });
  if (description) toast = toast.filter({ hasText: description });
  return toast;
}

/** Waits for a toast, then closes it so it never covers a button the test clicks next. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = toastWith(page, title, description);
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await toast.waitFor({ state: 'hidden' });
}

export type ChartChord = {
  chord: string;
  /** The lyric text the chord sits over ('' on a chord line without lyrics). */
  lyric: string;
  chordLeft: number;
  chordBottom: number;
  lyricLeft: number | null;
  lyricTop: number | null;
};

/** Every chord of the chart with the lyric piece under it and both boxes, in reading order. */
export function chartChords(page: Page): Promise<ChartChord[]> {
  return page.locator('.lib-chart').evaluate((chart) =>
    Array.from(chart.querySelectorAll('.lib-chart__piece')).flatMap((piece) => {
      const chord = piece.querySelector('.lib-chart__chord');
      if (!chord?.textContent) return [];
      const lyric = piece.querySelector('.lib-chart__lyric');
      const c = chord.getBoundingClientRect();
      const l = lyric?.getBoundingClientRect();
      return [
        {
          chord: chord.textContent,
          lyric: lyric?.textContent ?? '',
          chordLeft: c.left,
          chordBottom: c.bottom,
          lyricLeft: l ? l.left : null,
          lyricTop: l ? l.top : null,
        },
      ];
    }),
  );
}

/** How many distinct screen lines the chart's lyric text occupies. */
export function chartLyricLines(page: Page): Promise<number> {
  return page.locator('.lib-chart').evaluate(
    (chart) => new Set(Array.from(chart.querySelectorAll('.lib-chart__lyric')).map((el) => Math.round(el.getBoundingClientRect().top))).size,
  );
}

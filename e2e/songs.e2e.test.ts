// The song screens in Chromium against the real app: create a song through the editor, find it by search
// (accents or not), transpose it with each chord staying over its syllable, edit it, meet the 409 from a
// second tab, and delete it. Every test makes its own songs with unique titles.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SONG_CONFLICT_MESSAGE } from '@canticle/shared-ui/contracts';
import { launchChromium } from './support/chromium';
import { heading, newPage, signIn } from './support/session';
import {
  chartChords,
  chartLyricLines,
  createManySongsViaApi,
  createSongViaApi,
  expectToast,
  toastWith,
  uniqueTitle,
  type ChartChord,
} from './support/songs';

const baseUrl = inject('baseUrl');
const admin = inject('admin');

const WORSHIP = [
  '[Verse 1]',
  'G            D/F#     Em           C',
  'Here I am to worship, here I am to bow down',
  'G                            D',
  "Here I am to say that You're my God",
  '',
  '[Chorus]',
  'C      G          D',
  "You're altogether lovely",
].join('\n');
const IN_A: Record<string, string> = { G: 'A', 'D/F#': 'E/G#', Em: 'F#m', C: 'D', D: 'E' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(): Promise<Page> {
  const page = await newPage(browser, baseUrl, { skipIntro: true });
  await signIn(page, admin.username, admin.password);
  return page;
}

function songCard(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

/** Each chord must sit over the start of its own lyric piece, above it. */
function expectChordsOverTheirLyrics(chords: ChartChord[]) {
  for (const c of chords) {
    if (c.lyricLeft === null || c.lyricTop === null) continue;
    expect(Math.abs(c.chordLeft - c.lyricLeft), `${c.chord} over "${c.lyric}"`).toBeLessThan(0.5);
    expect(c.chordBottom, `${c.chord} above "${c.lyric}"`).toBeLessThanOrEqual(c.lyricTop + 0.5);
  }
}

describe('song library', () => {
  it('creates a song through the editor and finds it by search, with or without accents', async () => {
    const page = await signedInPage();
    const id = uniqueTitle('').trim();
    const title = `Pieśń e2e ${id}`;
    const artist = `Chór ${id}`;

    // Six skeleton cards while the library loads: hold the list request until they have been counted.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/songs?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/songs');
    await heading(page, 'Song Library');
    await page.locator('.cn-skeleton-card').nth(5).waitFor();
    expect(await page.locator('.cn-skeleton-card').count()).toBe(6);
    release();
    await page.getByRole('tab', { name: /^Your Library \(\d+\)$/ }).waitFor();

    await page.getByRole('button', { name: 'Add New Song' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Song' });
    await dialog.waitFor();

    // Required fields.
    await dialog.getByRole('button', { name: 'Save Song' }).click();
    await expectToast(page, 'Please fill in all required fields');
    expect(await dialog.getByRole('textbox', { name: 'Title *' }).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('textbox', { name: 'Lyrics *' }).getAttribute('aria-invalid')).toBe('true');

    // Defaults: key G, 4/4.
    expect(await dialog.getByLabel('Original Key *').inputValue()).toBe('G');
    expect(await dialog.getByLabel('Time Signature').inputValue()).toBe('4/4');

    await dialog.getByRole('textbox', { name: 'Title *' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Artist' }).fill(artist);
    await dialog.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('76');
    await dialog.getByLabel('Time Signature').selectOption('6/8');
    await dialog.getByLabel('Genre').selectOption('Gospel');
    const tagInput = dialog.getByRole('textbox', { name: 'Tags' });
    await tagInput.fill('  Easter ');
    await tagInput.press('Enter');
    await tagInput.fill('Praise');
    await dialog.getByRole('button', { name: 'Add tag' }).click();
    await tagInput.fill('easter');
    await tagInput.press('Enter');
    await dialog.getByText('"easter" is already a tag').waitFor();
    for (const tag of ['Cross', 'Hope']) {
      await tagInput.fill(tag);
      await tagInput.press('Enter');
    }
    await dialog.getByRole('button', { name: 'Remove tag Hope' }).click();
    const tags = dialog.getByRole('list', { name: 'Tags of this song' }).getByRole('listitem');
    expect(await tags.allTextContents()).toEqual(['Easter×', 'Praise×', 'Cross×']);
    await dialog.getByRole('textbox', { name: 'Lyrics *' }).fill(WORSHIP);

    await dialog.getByRole('button', { name: 'Save Song' }).click();
    await expectToast(page, 'Song created successfully');
    await dialog.waitFor({ state: 'detached' });

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(`no such song ${id}`);
    await page.getByText('No Songs Found').waitFor();
    await search.fill(`piesn e2e ${id.toUpperCase()}`);
    const card = songCard(page, title);
    await card.waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    expect(await card.getByText(artist).isVisible()).toBe(true);
    expect(await card.getByText('Key G').isVisible()).toBe(true);
    expect(await card.getByRole('list', { name: 'Tags' }).getByRole('listitem').allInnerTexts()).toEqual(['Easter', 'Praise', '+1']);

    await search.fill(`no such artist ${id}`);
    await page.getByText('No Songs Found').waitFor();
    await search.fill(`chor ${id}`);
    await card.waitFor();

    await card.getByRole('link', { name: `View ${title}` }).click();
    await page.waitForURL(/\/songs\/[^/?]+$/);
    await heading(page, title);
    const info = page.getByRole('complementary', { name: 'Song Information' });
    expect(await info.innerText()).toMatch(/Tempo\s+76 BPM[\s\S]*Time signature\s+6\/8[\s\S]*Genre\s+Gospel/);
    await page.context().close();
  });

  it('transposes G to A on the song page: every chord changes in place, over the same syllable', async () => {
    const page = await signedInPage();
    const song = await createSongViaApi(page, { title: uniqueTitle('Here I Am'), lyrics: WORSHIP });
    await page.goto(`/songs/${song.id}`);
    await heading(page, song.title);
    await page.getByRole('heading', { name: 'Chords in G' }).waitFor();
    const before = await chartChords(page);
    expect(before.map((c) => c.chord)).toEqual(['G', 'D/F#', 'Em', 'C', 'G', 'D', 'C', 'G', 'D']);
    expectChordsOverTheirLyrics(before);

    await page.getByLabel('Transpose to:').selectOption('A');
    await expectToast(page, 'Chords Transposed', 'Song transposed from G to A');
    await page.getByRole('heading', { name: 'Chords in A' }).waitFor();
    const after = await chartChords(page);

    expect(after.map((c) => c.chord)).toEqual(before.map((c) => IN_A[c.chord]));
    expect(after.map((c) => c.lyric)).toEqual(before.map((c) => c.lyric));
    after.forEach((c, i) => {
      const was = before[i]!;
      expect(Math.abs(c.chordLeft - was.chordLeft), `${was.chord}→${c.chord} stays in its column`).toBeLessThan(0.5);
      expect(Math.abs((c.lyricLeft ?? 0) - (was.lyricLeft ?? 0)), `"${c.lyric}" did not move`).toBeLessThan(0.5);
    });
    expectChordsOverTheirLyrics(after);

    // Saved for the team: a reload shows A, and the stored original stays G.
    await page.reload();
    await page.getByRole('heading', { name: 'Chords in A' }).waitFor();
    expect(await page.getByLabel('Transpose to:').inputValue()).toBe('A');
    const info = page.getByRole('complementary', { name: 'Song Information' });
    expect(await info.innerText()).toMatch(/Original key\s+G\s+Current key\s+A/);

    // On a phone the lines wrap, and each chord still travels with its syllable.
    const wideLines = await chartLyricLines(page);
    await page.setViewportSize({ width: 340, height: 800 });
    await page.waitForFunction(() => document.documentElement.clientWidth <= 340);
    const narrow = await chartChords(page);
    expect(narrow.map((c) => [c.chord, c.lyric])).toEqual(after.map((c) => [c.chord, c.lyric]));
    expectChordsOverTheirLyrics(narrow);
    expect(await chartLyricLines(page)).toBeGreaterThan(wideLines);
    await page.context().close();
  });

  it('edits a song: Cancel resets the form, Save returns to the view', async () => {
    const page = await signedInPage();
    const song = await createSongViaApi(page, { title: uniqueTitle('Edit Me'), tempo: 80, lyrics: WORSHIP });
    await page.goto(`/songs/${song.id}`);
    await heading(page, song.title);

    await page.getByRole('button', { name: 'Edit Song' }).click();
    await page.waitForURL((url) => url.searchParams.get('edit') === 'true');
    const title = page.getByRole('textbox', { name: 'Title *' });
    await title.fill('Something else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => !url.searchParams.has('edit'));
    await heading(page, song.title);
    await page.getByRole('button', { name: 'Edit Song' }).click();
    expect(await title.inputValue()).toBe(song.title);

    const renamed = `${song.title} (live)`;
    await title.fill(renamed);
    await page.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('132');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Song updated successfully');
    await page.waitForURL((url) => !url.searchParams.has('edit'));
    await heading(page, renamed);
    const info = page.getByRole('complementary', { name: 'Song Information' });
    expect(await info.innerText()).toMatch(/Tempo\s+132 BPM/);

    // ?edit=true opens the editor directly.
    await page.goto(`/songs/${song.id}?edit=true`);
    expect(await page.getByRole('textbox', { name: 'Title *' }).inputValue()).toBe(renamed);
    await page.context().close();
  });

  it('refuses to overwrite a save made in another tab, and keeps the edits', async () => {
    const first = await signedInPage();
    const song = await createSongViaApi(first, { title: uniqueTitle('Two Tabs'), artist: 'Original Artist', lyrics: WORSHIP });
    const second = await first.context().newPage();
    await first.goto(`/songs/${song.id}?edit=true`);
    await second.goto(`/songs/${song.id}?edit=true`);
    for (const page of [first, second]) await page.getByRole('textbox', { name: 'Artist' }).waitFor();

    // Tabs of one browser window: the one in front runs its animations, as for a user switching tabs.
    await first.bringToFront();
    await first.getByRole('textbox', { name: 'Artist' }).fill('First Tab Artist');
    await first.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(first, 'Song updated successfully');

    await second.bringToFront();
    await second.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('99');
    await second.getByRole('button', { name: 'Save Changes' }).click();
    await toastWith(second, 'Failed to save song', SONG_CONFLICT_MESSAGE).waitFor();
    expect(new URL(second.url()).searchParams.get('edit')).toBe('true');
    expect(await second.getByRole('spinbutton', { name: 'Tempo (BPM)' }).inputValue()).toBe('99');
    expect(await second.getByRole('textbox', { name: 'Artist' }).inputValue()).toBe('Original Artist');

    await second.getByRole('button', { name: 'Reload song' }).click();
    await second.getByRole('button', { name: 'Reload song' }).waitFor({ state: 'detached' });
    expect(await second.getByRole('textbox', { name: 'Artist' }).inputValue()).toBe('First Tab Artist');
    expect(await second.getByRole('spinbutton', { name: 'Tempo (BPM)' }).inputValue()).toBe('');
    await first.context().close();
  });

  it("loads 200 songs a page and offers 'Show more' while the total is larger", async () => {
    const page = await signedInPage();
    const prefix = uniqueTitle('Paged');
    await createManySongsViaApi(page, prefix, 201, 'C  G\nLine');
    await page.goto('/our-songs');
    await heading(page, 'Our Songs');
    await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
    await page.getByText('201 songs (showing 200)').waitFor();
    expect(await page.getByRole('article').count()).toBe(200);
    await page.getByRole('button', { name: 'Show more' }).click();
    await songCard(page, `${prefix} 201`).waitFor();
    expect(await page.getByRole('article').count()).toBe(201);
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    await page.context().close();
  });

  it('deletes a song from Our Songs after confirmation', async () => {
    const page = await signedInPage();
    const song = await createSongViaApi(page, {
      title: uniqueTitle('Delete Me'),
      tags: ['One', 'Two', 'Three', 'Four'],
      lyrics: WORSHIP,
    });
    await page.goto('/our-songs');
    await heading(page, 'Our Songs');
    expect(await page.getByRole('link', { name: 'Other Songs' }).first().getAttribute('href')).toBe('/other-songs');
    await page.getByRole('searchbox', { name: 'Search' }).fill(song.title);
    const card = songCard(page, song.title);
    await card.waitFor();
    expect(await card.getByRole('list', { name: 'Tags' }).getByRole('listitem').allInnerTexts()).toEqual(['One', 'Two', '+2']);
    expect(await card.getByRole('link', { name: `Edit ${song.title}` }).getAttribute('href')).toBe(`/songs/${song.id}?edit=true`);
    expect(await card.getByRole('button', { name: /Add to Setlist/ }).count()).toBe(0);

    await card.getByRole('button', { name: `Delete ${song.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete song?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await card.isVisible()).toBe(true);

    await card.getByRole('button', { name: `Delete ${song.title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Song deleted successfully');
    await card.waitFor({ state: 'detached' });
    await page.getByText('No Songs Found').waitFor();
    await page.context().close();
  });

  it('deletes a song from its own page, which then shows the not-found state', async () => {
    const page = await signedInPage();
    const song = await createSongViaApi(page, { title: uniqueTitle('Gone Soon'), lyrics: WORSHIP });
    await page.goto(`/songs/${song.id}`);
    await heading(page, song.title);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete song?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Song deleted successfully');
    await page.waitForURL((url) => url.pathname === '/songs');

    await page.goto(`/songs/${song.id}`);
    await heading(page, 'Song not found');
    await page.getByRole('link', { name: 'Back to Song Library' }).click();
    await page.waitForURL((url) => url.pathname === '/songs');
    await heading(page, 'Song Library');
    await page.context().close();
  });
});

// The foundation, as a team member meets it in Chromium: intro, sign-in, dashboard, every area loaded
// from its own remote, the 404 page, a dead remote that leaves the shell working, and signing out.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { heading, newPage, signIn } from './support/session';

const baseUrl = inject('baseUrl');
const brokenBibleBaseUrl = inject('brokenBibleBaseUrl');
const admin = inject('admin');

const TILES = [
  'Singers View',
  'Musicians View',
  'Projection View',
  'Set List Management',
  'Our Songs',
  'Other Songs',
  'Bible',
];

const AREAS = [
  { link: 'Our Songs', heading: 'Our Songs', remote: 'mf_library', path: '/our-songs' },
  { link: 'Other Songs', heading: 'Other Songs', remote: 'mf_library', path: '/other-songs' },
  { link: 'Setlists', heading: 'Setlists', remote: 'mf_setlists', path: '/setlists' },
  { link: 'Singers', heading: 'Singers View', remote: 'mf_performance', path: '/singers' },
  { link: 'Musicians', heading: 'Musicians View', remote: 'mf_performance', path: '/musicians' },
  { link: 'Projection', heading: 'Projection Control', remote: 'mf_projection', path: '/projection' },
  { link: 'Bible', heading: 'Bible Explorer', remote: 'mf_bible', path: '/bible' },
  { link: 'Admin', heading: 'Admin Panel', remote: 'mf_admin', path: '/admin' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function remoteOfHeading(page: Page, name: string) {
  const h1 = await heading(page, name);
  return h1.evaluate((el) => el.closest('[data-remote]')?.getAttribute('data-remote') ?? null);
}

describe('signed out', () => {
  it('plays the intro once per browser session, then shows the login screen', async () => {
    const page = await newPage(browser, baseUrl);
    await page.goto('/');
    await page.getByRole('button', { name: 'Skip intro' }).click();
    await page.getByPlaceholder('Enter username').waitFor();
    expect(await page.getByText('Access your existing setlists and songs').isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('introSeenV3'))).toBe('true');
    await page.reload();
    await page.getByPlaceholder('Enter username').waitFor();
    expect(await page.getByRole('button', { name: 'Skip intro' }).count()).toBe(0);
    await page.context().close();
  });

  it('sends a signed-out visitor of an app page back to /', async () => {
    const page = await newPage(browser, baseUrl, { skipIntro: true });
    await page.goto('/setlists');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByPlaceholder('Enter username').waitFor();
    await page.context().close();
  });

  it('tells the user when the password is wrong', async () => {
    const page = await newPage(browser, baseUrl, { skipIntro: true });
    await page.goto('/');
    await page.getByPlaceholder('Enter username').fill(admin.username);
    await page.getByPlaceholder('Enter password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login Failed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
});

describe('signed in as the bootstrap admin', () => {
  it('signs in through the form and sees the seven tiles', async () => {
    const page = await newPage(browser, baseUrl, { skipIntro: true });
    await signIn(page, admin.username, admin.password);
    await heading(page, 'Canticle');
    await page.getByText('Your comprehensive worship team management platform').first().waitFor();
    const main = page.getByRole('main');
    for (const tile of TILES) {
      expect(await main.getByRole('link', { name: tile }).count(), tile).toBe(1);
    }
    await page.context().close();
  });

  it('opens every area from the navigation, each rendered by its own remote', async () => {
    const page = await newPage(browser, baseUrl, { skipIntro: true });
    await signIn(page, admin.username, admin.password);
    const nav = page.getByRole('navigation');
    for (const area of AREAS) {
      await nav.getByRole('link', { name: area.link, exact: true }).click();
      await page.waitForURL((url) => url.pathname === area.path);
      expect(await remoteOfHeading(page, area.heading), area.link).toBe(area.remote);
      const link = nav.getByRole('link', { name: area.link, exact: true });
      expect(await link.getAttribute('aria-current'), `${area.link} highlighted`).toBe('page');
    }
    await page.goto('/songs');
    expect(await remoteOfHeading(page, 'Song Library')).toBe('mf_library');
    await page.context().close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await newPage(browser, baseUrl, { skipIntro: true });
    await signIn(page, admin.username, admin.password);
    await page.goto('/no-such-page');
    await heading(page, 'Page Not Found');
    await page.context().close();
  });

  it('loads only the projection remote on the display window', async () => {
    const page = await newPage(browser, baseUrl, { skipIntro: true });
    await signIn(page, admin.username, admin.password);
    const remoteFiles: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/mf/')) remoteFiles.push(pathname);
    });
    await page.goto('/projection-display');
    await page.getByRole('heading', { name: 'Projection Display' }).waitFor({ state: 'attached' });
    expect(remoteFiles.length).toBeGreaterThan(0);
    expect(remoteFiles.filter((p) => !p.startsWith('/mf/mf-projection/'))).toEqual([]);
    expect(await page.getByRole('navigation').count()).toBe(0);
    await page.context().close();
  });

  it('keeps the shell working when one remote cannot be reached', async () => {
    const page = await newPage(browser, brokenBibleBaseUrl, { skipIntro: true });
    await signIn(page, admin.username, admin.password);
    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Bible', exact: true }).click();
    const panel = page.getByRole('alert').filter({ hasText: 'This area could not be loaded' });
    await panel.waitFor();
    expect(await panel.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await nav.isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'Setlists', exact: true }).click();
    expect(await remoteOfHeading(page, 'Setlists')).toBe('mf_setlists');
    await page.context().close();
  });

  it('signs out after confirmation', async () => {
    const page = await newPage(browser, baseUrl, { skipIntro: true });
    await signIn(page, admin.username, admin.password);
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to logout?').waitFor();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByPlaceholder('Enter username').waitFor();
    const status = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(status).toBe(401);
    await page.context().close();
  });
});

// Page helpers shared by the end-to-end files: a fresh desktop-sized page and signing in through the form.
import type { Browser, Page } from 'playwright-core';

export async function newPage(browser: Browser, baseURL: string, options: { skipIntro?: boolean } = {}) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  if (options.skipIntro) {
    await context.addInitScript(() => window.sessionStorage.setItem('introSeenV3', 'true'));
  }
  return context.newPage();
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/');
  await page.getByPlaceholder('Enter username').fill(username);
  await page.getByPlaceholder('Enter password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

export async function heading(page: Page, name: string) {
  const h1 = page.getByRole('heading', { level: 1, name, exact: true });
  await h1.waitFor();
  return h1;
}

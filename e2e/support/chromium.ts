// Finds Debian's Chromium (or CHROME_PATH) and installs it with apt-get when it is missing and we are root.
// Tools that download their own browser cannot work on these machines, so the harness never tries that.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function findChromium(): string {
  const candidate = process.env.CHROME_PATH || DEBIAN_CHROMIUM;
  if (existsSync(candidate)) return candidate;
  if (process.getuid?.() === 0) {
    console.log('[e2e] Chromium not found: installing Debian chromium with apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(`Chromium not found at ${candidate}; install Debian's chromium or set CHROME_PATH`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      // Without these Chromium keeps dialling Google hosts this closed network refuses.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

// JavaScript a browser downloads (gzip, as sent over the wire) for Canticle's entry pages, measured in Debian
// Chromium, side by side with the floor: a bare page of React + react-dom + react-router-dom + the federation
// runtime built with the shell's own rspack factory (bench/floor) and served gzip-compressed the same way.
// Usage: node bench/js-size.mjs   (builds what is missing; writes bench/results/js-size.json)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { rspack } from '@rspack/core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'bench-password';

function freePort() {
  return new Promise((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function buildFloor() {
  const { default: config } = await import(path.join(root, 'bench/floor/rspack.config.mjs'));
  await new Promise((resolve, reject) =>
    rspack(config).run((err, stats) => (err || stats.hasErrors() ? reject(err ?? new Error(stats.toString())) : resolve())),
  );
  return path.join(root, 'bench/floor/dist');
}

/** The floor's dist with gzip level 9 and an SPA fallback: what the Canticle server does for its own files. */
function serveFloor(dist, port) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    let file = path.join(dist, path.normalize(url.pathname));
    if (!file.startsWith(dist) || !existsSync(file) || url.pathname === '/') file = path.join(dist, 'index.html');
    const body = readFileSync(file);
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.html') ? 'text/html' : 'application/octet-stream';
    const gz = /gzip/.test(req.headers['accept-encoding'] ?? '') && body.length >= 1024;
    res.writeHead(200, { 'Content-Type': type, ...(gz ? { 'Content-Encoding': 'gzip' } : {}) });
    res.end(gz ? gzipSync(body, { level: 9 }) : body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function startApp(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), ADMIN_PASSWORD: PASSWORD, DATABASE_URL: '' },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 90_000; await new Promise((r) => setTimeout(r, 100))) {
    if (await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)) return { baseUrl, child };
  }
  process.kill(-child.pid, 'SIGKILL');
  throw new Error('app did not start');
}

/** Opens `url` in a fresh context (empty cache) and sums the encoded (wire) size of every script response. */
async function measure(browser, url, { signIn, ready }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => window.sessionStorage.setItem('introSeenV3', 'true'));
  const page = await context.newPage();
  if (signIn) {
    await page.goto(new URL('/', url).href);
    await page.getByPlaceholder('Enter username').fill('admin');
    await page.getByPlaceholder('Enter password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    // Measure on a fresh page of the same context (cookies kept) with the HTTP cache disabled below.
    await page.close();
  }
  const measured = await context.newPage();
  const cdp = await context.newCDPSession(measured);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = [];
  const pending = [];
  measured.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.request().sizes().then((s) => scripts.push({ url: new URL(response.url()).pathname, bytes: s.responseBodySize })),
    );
  });
  await measured.goto(url, { waitUntil: 'networkidle' });
  await ready(measured);
  await measured.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const remotes = [...new Set(scripts.map((s) => s.url.match(/^\/mf\/([^/]+)\//)?.[1]).filter(Boolean))];
  return { kb: +(total / 1024).toFixed(1), requests: scripts.length, remotes, scripts };
}

const build = spawnSync(process.execPath, ['scripts/build.mjs', '--missing'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
const floorDist = await buildFloor();
const floorPort = await freePort();
const floorServer = await serveFloor(floorDist, floorPort);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canticle-js-size-'));
const { baseUrl, child } = await startApp(dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const heading = (name) => (page) => page.getByRole('heading', { name, exact: true }).first().waitFor();
try {
  const rows = {
    'floor (React + react-dom + react-router-dom + MF runtime)': await measure(browser, `http://127.0.0.1:${floorPort}/`, { ready: heading('Floor') }),
    '/ signed out (login)': await measure(browser, `${baseUrl}/`, { ready: (p) => p.getByPlaceholder('Enter username').waitFor() }),
    '/dashboard': await measure(browser, `${baseUrl}/dashboard`, { signIn: true, ready: (p) => p.getByText('Your comprehensive worship team management platform').waitFor() }),
    '/projection-display': await measure(browser, `${baseUrl}/projection-display`, { signIn: true, ready: (p) => p.locator('[data-remote="mf_projection"]').waitFor({ state: 'attached' }) }),
    '/songs': await measure(browser, `${baseUrl}/songs`, { signIn: true, ready: heading('Song Library') }),
  };
  const floorKb = Object.values(rows)[0].kb;
  console.log('\npage                                                      | JS gzip KB | vs floor | scripts | remotes loaded');
  console.log('----------------------------------------------------------|-----------:|---------:|--------:|---------------');
  for (const [name, r] of Object.entries(rows)) {
    const ratio = `${r.kb >= floorKb ? '+' : ''}${(((r.kb - floorKb) / floorKb) * 100).toFixed(1)}%`;
    console.log(`${name.padEnd(58)}| ${String(r.kb).padStart(10)} | ${ratio.padStart(8)} | ${String(r.requests).padStart(7)} | ${r.remotes.join(', ') || '-'}`);
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/js-size.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);
} finally {
  await browser.close();
  floorServer.close();
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

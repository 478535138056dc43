// Cold start of `npm start` on a built tree: wall time from spawning the command until /api/health
// answers 200, with the embedded PostgreSQL. Measures a first start (empty DATA_DIR: initdb + migrations)
// and restarts on the same DATA_DIR. Usage: node bench/cold-start.mjs [runs=5]
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 5);

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startOnce(dataDir) {
  const port = await freePort();
  const pgPort = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true, // own process group, so the whole tree stops together
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), ADMIN_PASSWORD: 'bench-password', DATABASE_URL: '' },
  });
  let ms;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) {
        ms = performance.now() - started;
        break;
      }
    } catch {}
    if (performance.now() - started > 60_000) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  await new Promise((r) => setTimeout(r, 500)); // let PostgreSQL release its files
  if (ms === undefined) throw new Error('app did not answer /api/health within 60 s');
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const build = spawnSync(process.execPath, ['scripts/build.mjs', '--missing'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const first = [];
const restart = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canticle-bench-'));
  try {
    first.push(await startOnce(dataDir));
    restart.push(await startOnce(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const fmt = (xs) => `median ${(median(xs) / 1000).toFixed(2)} s, min ${(Math.min(...xs) / 1000).toFixed(2)} s, max ${(Math.max(...xs) / 1000).toFixed(2)} s`;
console.log(`npm start → /api/health, ${runs} runs each`);
console.log(`first start (empty DATA_DIR, initdb): ${fmt(first)}`);
console.log(`restart (existing DATA_DIR):          ${fmt(restart)}`);

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/cold-start.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, firstStartMs: first.map(Math.round), restartMs: restart.map(Math.round) }, null, 2)}\n`,
);

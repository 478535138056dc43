// Song search under load: GET /api/songs?search=<term> on the real app with 5,000 songs, side by side with the
// ceiling, a bare Koa route (koa + @koa/router, no session, no database) that returns the same JSON bodies from
// memory for the same URLs.
//
// 1. Starts the app like `npm start` (scripts/start.mjs; the front end must be built or it is built first) with
//    its own embedded PostgreSQL in a temp DATA_DIR, signs in once (session cookie).
// 2. Loads 5,000 songs made from the real OpenSong files in ../shared/data/opensong (converted by the chord
//    engine's OpenSong reader) through POST /api/songs, then VACUUM ANALYZE (a settled library, not one that
//    autovacuum is still busy with).
// 3. Picks a rotating set of realistic terms: 2–6 letter prefixes of words of real titles and artists, some
//    with accents, some typed without accents or in capitals (the search folds both).
// 4. Starts a second app process with CACHE_READS=0 on the first one's database (DATABASE_URL pointing at its
//    embedded PostgreSQL, another port): the same data, every read going to PostgreSQL. The first process runs
//    the default configuration, with the read caches (session cache and song list cache, see docs/api-notes.md);
//    the targets are judged on it, the uncached process is measured for comparison.
// 5. For each target: warm-up, then ~10 s at 16 concurrent keep-alive connections, every request taking the
//    next URL of the rotation. Reports p50/p90/p99/max latency, requests/s and (on Linux) the CPU time each
//    process spent per request, and writes bench/results/songs-search.json. Rows: the API with caches (`api`),
//    the API without (`apiUncached`), the ceiling, and both processes on GET /api/auth/user only (the session
//    check every API call pays: `sessionOnly`, `sessionOnlyUncached`), to show what is left for the search.
//    Every measured answer of the first requests is compared with the expected body (a cache serving a wrong
//    page would count as errors).
//
// Usage: node bench/songs-search.mjs [seconds=10] [connections=16] [songs=5000]
// (`npx node bench/songs-search.mjs` or `npm exec -- node ...` to run on the repo's Node 24.)
// Targets (issue #3): API p99 < 25 ms and API throughput >= 40% of the ceiling's.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------------------------------------------------------
// The ceiling: its own process, so it does not share an event loop with the load generator.

async function runCeiling(bodiesFile, port) {
  const { default: Koa } = await import('koa');
  const { default: Router } = await import('@koa/router');
  /** @type {Record<string, { body: string; total: string }>} */
  const bodies = JSON.parse(readFileSync(bodiesFile, 'utf8'));
  const byQuery = new Map(Object.entries(bodies));
  const app = new Koa();
  const router = new Router();
  router.get('/api/songs', (ctx) => {
    const hit = byQuery.get(ctx.querystring);
    if (!hit) {
      ctx.status = 404;
      return;
    }
    ctx.set('X-Total-Count', hit.total);
    ctx.type = 'application/json';
    ctx.body = hit.body;
  });
  app.use(router.routes());
  const server = app.listen(port, '127.0.0.1', () => process.send?.('ready'));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 16);
  const songCount = Number(process.argv[4] ?? 5000);
  const warmupSeconds = 5;

  const { register } = await import('tsx/esm/api');
  register();
  const { parseOpenSongSong, openSongLyricsToText, parseKey, SHARP_NOTES } = await import(
    path.join(root, 'shared-ui/src/chords/index.ts')
  );
  const { SONG_LIMITS, TIME_SIGNATURES, TEMPO_MIN, TEMPO_MAX } = await import(
    path.join(root, 'shared-ui/src/contracts/index.ts')
  );

  log(`Reading OpenSong files...`);
  const songs = loadOpenSongs(songCount, {
    ...{ parseOpenSongSong, openSongLyricsToText, parseKey, SHARP_NOTES },
    ...{ SONG_LIMITS, TIME_SIGNATURES, TEMPO_MIN, TEMPO_MAX },
  });
  const terms = pickTerms(songs);
  const urls = terms.map((t) => `/api/songs?search=${encodeURIComponent(t)}`);
  log(`${songs.length} songs; ${terms.length} search terms: ${terms.join(', ')}`);

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'canticle-bench-songs-'));
  const password = 'bench-password-123';
  let app;
  let uncached;
  let ceiling;
  try {
    const started = Date.now();
    app = await startApp(tmp, password);
    log(`App up at ${app.baseUrl} in ${Date.now() - started} ms`);
    const cookie = await login(app.baseUrl, password);

    const loadStart = Date.now();
    await insertSongs(app.baseUrl, cookie, songs);
    log(`Inserted ${songs.length} songs via POST /api/songs in ${((Date.now() - loadStart) / 1000).toFixed(1)} s`);
    await vacuumAnalyze(app.dataDir);

    // The same bodies for the ceiling, fetched once from the API.
    const bodies = {};
    let totalBytes = 0;
    for (const url of urls) {
      const res = await fetch(app.baseUrl + url, { headers: { cookie } });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      const body = await res.text();
      totalBytes += Buffer.byteLength(body);
      bodies[url.slice('/api/songs?'.length)] = { body, total: res.headers.get('x-total-count') ?? '' };
    }
    const meanBody = Math.round(totalBytes / urls.length);
    const matches = Object.values(bodies).map((b) => b.total);
    log(`Mean response: ${(meanBody / 1024).toFixed(1)} KiB; matches per term: ${matches.join(' ')}`);
    const bodiesFile = path.join(tmp, 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    ceiling = await startCeiling(bodiesFile);
    // The same data through a second process with the read caches off.
    uncached = await startApp(tmp, password, {
      name: 'uncached',
      databaseUrl: embeddedDatabaseUrl(app.dataDir),
      env: { CACHE_READS: '0' },
    });
    log(`Uncached app (CACHE_READS=0, same database) up at ${uncached.baseUrl}`);

    const loadBefore = os.loadavg();
    const targets = [
      {
        name: 'api',
        label: 'API (read caches on, default)',
        baseUrl: app.baseUrl,
        headers: { cookie },
        processes: { app: () => [app.pid], postgres: () => postgresPids(app.dataDir) },
      },
      {
        name: 'apiUncached',
        label: 'API, CACHE_READS=0',
        baseUrl: uncached.baseUrl,
        headers: { cookie },
        processes: { app: () => [uncached.pid], postgres: () => postgresPids(app.dataDir) },
      },
      {
        name: 'ceiling',
        label: 'Ceiling (bare Koa, memory)',
        baseUrl: ceiling.baseUrl,
        headers: {},
        processes: { ceiling: () => [ceiling.pid] },
      },
      {
        // For reading the numbers: the same apps answering only their session check.
        name: 'sessionOnly',
        label: 'API, GET /api/auth/user only',
        baseUrl: app.baseUrl,
        headers: { cookie },
        urls: ['/api/auth/user'],
        expectBodies: null,
        processes: { app: () => [app.pid], postgres: () => postgresPids(app.dataDir) },
      },
      {
        name: 'sessionOnlyUncached',
        label: 'API, /api/auth/user, CACHE_READS=0',
        baseUrl: uncached.baseUrl,
        headers: { cookie },
        urls: ['/api/auth/user'],
        expectBodies: null,
        processes: { app: () => [uncached.pid], postgres: () => postgresPids(app.dataDir) },
      },
    ];
    const results = {};
    for (const target of targets) {
      log(`${target.label}: warm-up ${warmupSeconds} s...`);
      const load = { urls, expectBodies: bodies, ...target, connections };
      await runLoad({ ...load, seconds: warmupSeconds });
      log(`${target.label}: measuring ${seconds} s at ${connections} connections...`);
      const before = cpuSnapshot(target.processes);
      results[target.name] = await runLoad({ ...load, seconds });
      results[target.name].cpuMsPerRequest = cpuPerRequest(before, cpuSnapshot(target.processes), results[target.name]);
    }
    const loadAfter = os.loadavg();

    const api = results.api;
    const ceil = results.ceiling;
    const ratio = api.rps / ceil.rps;
    const uncachedRatio = results.apiUncached.rps / ceil.rps;
    const report = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        loadavgBefore: loadBefore.map((n) => +n.toFixed(2)),
        loadavgAfter: loadAfter.map((n) => +n.toFixed(2)),
        node: process.version,
        note: 'The load generator, the app, PostgreSQL and the ceiling share this machine.',
      },
      setup: {
        songs: songs.length,
        terms,
        connections,
        seconds,
        warmupSeconds,
        meanResponseBytes: meanBody,
        pageLimit: 200,
        rows:
          'api: default configuration (read caches on); apiUncached: a second process with CACHE_READS=0 on the ' +
          'same database; sessionOnly / sessionOnlyUncached: GET /api/auth/user on each',
      },
      api: summary(api),
      apiUncached: summary(results.apiUncached),
      ceiling: summary(ceil),
      sessionOnly: summary(results.sessionOnly),
      sessionOnlyUncached: summary(results.sessionOnlyUncached),
      apiShareOfCeiling: +ratio.toFixed(3),
      apiUncachedShareOfCeiling: +uncachedRatio.toFixed(3),
      targets: {
        p99BelowMs: 25,
        minShareOfCeiling: 0.4,
        p99Met: api.p99 < 25,
        shareMet: ratio >= 0.4,
      },
    };
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results/songs-search.json'), `${JSON.stringify(report, null, 2)}\n`);

    console.log('');
    console.log(`GET /api/songs?search=<term>, ${songs.length} songs, ${terms.length} rotating terms, ${connections} connections, ${seconds} s`);
    console.table(Object.fromEntries(targets.map((t) => [t.label, row(results[t.name])])));
    console.log(`API throughput = ${(ratio * 100).toFixed(1)}% of the ceiling (target >= 40%): ${report.targets.shareMet ? 'met' : 'MISSED'}`);
    console.log(`API p99 = ${api.p99.toFixed(2)} ms (target < 25 ms): ${report.targets.p99Met ? 'met' : 'MISSED'}`);
    console.log(`Uncached API (CACHE_READS=0): ${(uncachedRatio * 100).toFixed(1)}% of the ceiling, p99 ${results.apiUncached.p99.toFixed(2)} ms`);
    for (const [name, r] of Object.entries(results)) {
      if (r.cpuMsPerRequest) {
        const parts = Object.entries(r.cpuMsPerRequest).map(([proc, ms]) => `${proc} ${ms.toFixed(3)}`);
        console.log(`CPU ms per request, ${name}: ${parts.join(', ')}`);
      }
    }
    console.log(`Load average before/after: ${loadBefore.map((n) => n.toFixed(2)).join(' ')} / ${loadAfter.map((n) => n.toFixed(2)).join(' ')}`);
    console.log('Written to bench/results/songs-search.json');
  } finally {
    await ceiling?.stop();
    await uncached?.stop();
    await app?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

function log(message) {
  console.log(`[bench] ${message}`);
}

function row(r) {
  return {
    'req/s': Math.round(r.rps),
    'p50 ms': +r.p50.toFixed(2),
    'p90 ms': +r.p90.toFixed(2),
    'p99 ms': +r.p99.toFixed(2),
    'max ms': +r.max.toFixed(1),
    requests: r.requests,
    errors: r.errors,
  };
}

function summary(r) {
  return {
    requests: r.requests,
    errors: r.errors,
    rps: +r.rps.toFixed(1),
    latencyMs: { p50: +r.p50.toFixed(3), p90: +r.p90.toFixed(3), p99: +r.p99.toFixed(3), max: +r.max.toFixed(3) },
    mibPerSecond: +(r.bytes / r.elapsed / 2 ** 20).toFixed(2),
    p99ByTermLength: r.byLength,
    cpuMsPerRequest: r.cpuMsPerRequest
      ? Object.fromEntries(Object.entries(r.cpuMsPerRequest).map(([k, v]) => [k, +v.toFixed(3)]))
      : undefined,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Songs from OpenSong files

function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full));
    else if (!/\.(md|txt)$/i.test(name) && name !== 'LICENSE') out.push(full);
  }
  return out;
}

/** `count` songs, chosen by a hash of the path so every source folder (and language) is represented. */
function loadOpenSongs(count, lib) {
  const dir = path.resolve(root, '../shared/data/opensong');
  const files = listFiles(dir)
    .map((file) => ({ file, order: createHash('sha1').update(path.relative(dir, file)).digest('hex') }))
    .sort((a, b) => (a.order < b.order ? -1 : 1));
  const songs = [];
  for (const { file } of files) {
    if (songs.length >= count) break;
    const song = lib.parseOpenSongSong(readFileSync(file, 'utf8'));
    if (!song) continue;
    const lyrics = lib.openSongLyricsToText(song.lyrics).slice(0, lib.SONG_LIMITS.lyrics);
    if (!lyrics.trim()) continue;
    // Spec §9: OpenSong imports get genre 'Worship', tags 'OpenSong' and 'Imported', default key C.
    const key = lib.parseKey(song.key.split(',')[0] ?? '');
    const tempo = Number.parseInt(song.tempo, 10);
    songs.push({
      title: (song.title || 'Untitled Song').slice(0, lib.SONG_LIMITS.title),
      artist: song.author.slice(0, lib.SONG_LIMITS.artist) || null,
      originalKey: key ? lib.SHARP_NOTES[key.tonic] : 'C',
      tempo: tempo >= lib.TEMPO_MIN && tempo <= lib.TEMPO_MAX ? tempo : null,
      timeSignature: lib.TIME_SIGNATURES.includes(song.timeSig) ? song.timeSig : '4/4',
      lyrics,
      tags: ['OpenSong', 'Imported'],
      genre: 'Worship',
      source: 'imported',
    });
  }
  if (songs.length < count) throw new Error(`only ${songs.length} songs could be read from ${dir}`);
  return songs;
}

/** A small deterministic PRNG (mulberry32), so every run uses the same terms. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fold = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L');

/**
 * 40 terms: prefixes (2–6 letters, lengths in rotation) of words of real titles (24) and artists (8), of which 8
 * come from accented words; half of those are typed without the accents or in capitals, as people do.
 */
function pickTerms(songs) {
  const rand = random(20261123);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const wordsOf = (text) => (text ?? '').split(/[^\p{L}]+/u).filter((w) => w.length >= 6);
  const titleWords = songs.flatMap((s) => wordsOf(s.title));
  const artistWords = songs.flatMap((s) => wordsOf(s.artist));
  const accented = titleWords.filter((w) => fold(w) !== w);
  const terms = new Set();
  let length = 2;
  const add = (word, variant = (t) => t) => {
    const term = variant(word.slice(0, length));
    if (terms.has(term)) return false;
    terms.add(term);
    length = length === 6 ? 2 : length + 1;
    return true;
  };
  while (terms.size < 24) add(pick(titleWords).toLowerCase());
  while (terms.size < 32) add(pick(artistWords));
  let accentedAdded = 0;
  while (accentedAdded < 8) {
    const variant = accentedAdded % 4 === 1 ? fold : accentedAdded % 4 === 3 ? (t) => fold(t).toUpperCase() : (t) => t;
    const word = pick(accented);
    // The accent has to be inside the prefix for the term to test folding.
    if (fold(word.slice(0, length)) === word.slice(0, length)) continue;
    if (add(word, variant)) accentedAdded++;
  }
  return [...terms];
}

// ---------------------------------------------------------------------------------------------------------------
// Processes

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The app via scripts/start.mjs: its own embedded PostgreSQL in `dataDir`, or `databaseUrl` when given. */
async function startApp(dataDir, password, { name = 'data', databaseUrl = '', env = {} } = {}) {
  const port = await freePort();
  const appDataDir = path.join(dataDir, name);
  const pgPort = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: appDataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: password,
      MIKRO_ORM_DEBUG: '',
      CACHE_READS: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited early (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`app did not answer /api/health in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, pid: child.pid, dataDir: appDataDir, pgPort, stop: () => stopChild(child) };
}

async function startCeiling(bodiesFile) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--ceiling', bodiesFile, String(port)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`ceiling exited (${code})`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Connection settings of the app's embedded PostgreSQL (password and port from its DATA_DIR). */
function embeddedConnection(appDataDir) {
  return {
    host: '127.0.0.1',
    port: Number(readFileSync(path.join(appDataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]),
    user: 'postgres',
    password: readFileSync(path.join(appDataDir, 'pg-password'), 'utf8').trim(),
    database: 'canticle',
  };
}

function embeddedDatabaseUrl(appDataDir) {
  const c = embeddedConnection(appDataDir);
  return `postgresql://${c.user}:${encodeURIComponent(c.password)}@${c.host}:${c.port}/${c.database}`;
}

/** VACUUM ANALYZE songs on the app's embedded PostgreSQL. */
async function vacuumAnalyze(appDataDir) {
  const pg = createRequire(path.join(root, 'api/package.json'))('pg');
  const client = new pg.Client(embeddedConnection(appDataDir));
  await client.connect();
  try {
    const started = Date.now();
    await client.query('vacuum analyze songs');
    log(`VACUUM ANALYZE songs: ${Date.now() - started} ms`);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// CPU time per process (Linux /proc; elsewhere the report simply has none)

/** The postmaster of the app's embedded cluster and all its children (backends, writers). */
function postgresPids(appDataDir) {
  const pidFile = path.join(appDataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return [];
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const pids = [postmaster];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat && stat.ppid === postmaster) pids.push(Number(name));
  }
  return pids;
}

function readStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the command: state(0) ppid(1) ... utime(11) stime(12), in clock ticks (100 per second on Linux).
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU ms used so far by each group of processes, and by this process (the load generator). */
function cpuSnapshot(groups) {
  if (!existsSync('/proc/self/stat')) return null;
  const snapshot = { 'load generator': process.cpuUsage() };
  for (const [name, pids] of Object.entries(groups)) {
    // Processes that ended since (short-lived backends) are not counted: a small undercount.
    snapshot[name] = new Map(pids().map((pid) => [pid, (readStat(pid)?.ticks ?? 0) * 10]));
  }
  return snapshot;
}

function cpuPerRequest(before, after, result) {
  if (!before || !after) return undefined;
  const out = {};
  for (const name of Object.keys(after)) {
    if (name === 'load generator') {
      const used = process.cpuUsage(before[name]);
      out[name] = (used.user + used.system) / 1000 / result.requests;
      continue;
    }
    let ms = 0;
    for (const [pid, end] of after[name]) ms += end - (before[name].get(pid) ?? 0);
    out[name] = ms / result.requests;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP

async function login(baseUrl, password) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin', password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function insertSongs(baseUrl, cookie, songs) {
  let next = 0;
  const worker = async () => {
    while (next < songs.length) {
      const song = songs[next++];
      const res = await fetch(`${baseUrl}/api/songs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(song),
      });
      if (res.status !== 201) throw new Error(`POST /api/songs ${res.status}: ${await res.text()} (${song.title})`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/**
 * `connections` loops, each on its own keep-alive socket, each request taking the next URL of the rotation and
 * reading the whole body. Latency = request sent → last byte received.
 */
async function runLoad({ baseUrl, headers, urls, connections, seconds, expectBodies }) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const latencies = [];
  const byUrl = urls.map(() => []);
  let errors = 0;
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;

  const once = (index) =>
    new Promise((resolve) => {
      const url = urls[index];
      const t0 = performance.now();
      const req = http.request({ host: hostname, port, path: url, agent, headers }, (res) => {
        let size = 0;
        const chunks = expectBodies && latencies.length < urls.length * 2 ? [] : null;
        res.on('data', (chunk) => {
          size += chunk.length;
          chunks?.push(chunk);
        });
        res.on('end', () => {
          const ms = performance.now() - t0;
          if (res.statusCode !== 200) errors++;
          else if (chunks && Buffer.concat(chunks).toString() !== expectBodies[url.slice('/api/songs?'.length)].body) {
            errors++;
          }
          latencies.push(ms);
          byUrl[index].push(ms);
          bytes += size;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });

  const loop = async () => {
    while (performance.now() < deadline) await once(next++ % urls.length);
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();

  const sorted = Float64Array.from(latencies).sort();
  const pct = (p, arr = sorted) => arr[Math.min(arr.length - 1, Math.max(0, Math.ceil((p / 100) * arr.length) - 1))] ?? NaN;
  const byLength = {};
  for (let i = 0; i < urls.length; i++) {
    if (!urls[i].includes('search=')) continue;
    const len = decodeURIComponent(urls[i].split('search=')[1]).length;
    (byLength[len] ??= []).push(...byUrl[i]);
  }
  return {
    requests: latencies.length,
    errors,
    elapsed,
    bytes,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    max: sorted.at(-1) ?? NaN,
    byLength: Object.fromEntries(
      Object.entries(byLength).map(([len, arr]) => [`${len} letters`, +pct(99, Float64Array.from(arr).sort()).toFixed(2)]),
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------

if (process.argv[2] === '--ceiling') {
  await runCeiling(process.argv[3], Number(process.argv[4]));
} else {
  await main();
}

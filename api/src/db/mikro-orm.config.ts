import { fileURLToPath } from 'node:url';
import { defineConfig } from '@mikro-orm/postgresql';
import { migrationsList } from '../migrations/index.js';
import { UserSchema } from '../modules/auth/user.entity.js';
import { SongSchema } from '../modules/songs/song.entity.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** Every entity schema of the API; new modules add theirs here. */
export const entities = [UserSchema, SongSchema];

/**
 * ORM options for one database URL. Schema changes only come from the committed migrations in
 * src/migrations (never `schema.update()` at run time), and no snapshot file is written while migrating.
 */
export function createOrmConfig(clientUrl: string) {
  return defineConfig({
    clientUrl,
    entities,
    migrations: {
      migrationsList,
      snapshot: false,
      silent: true,
      // Absolute, so `migration:create` writes next to the list whatever the working directory.
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
    },
    schemaGenerator: {
      // Tables with no entity, owned by raw SQL (sessions/pg-session-store.ts, sessions/session-secret.ts):
      // keep `migration:create` from generating drops for them.
      skipTables: ['sessions', 'app_settings'],
      // Functions are written by hand in migrations (canticle_fold, see the songs migration): never drop them.
      ignoreRoutines: true,
    },
    // Identity maps are per request (RequestContext); a stray global em use should fail loudly.
    allowGlobalContext: false,
    debug: process.env.MIKRO_ORM_DEBUG === '1',
  });
}

import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';

/**
 * `npm run migration:create -w @canticle/api -- <name>`: applies the existing migrations to the configured
 * database (DATABASE_URL or the embedded one; stop the app first, it uses the same port), then writes the SQL
 * that brings it to the current entity definitions. Add the new class to src/migrations/index.ts.
 */
const name = process.argv[2];
const db = await openDatabase(loadConfig());
try {
  const result = await db.orm.migrator.create(undefined, false, false, name);
  if (!result.fileName) {
    console.log('No schema changes: nothing to generate.');
  } else {
    console.log(`Created ${path.join('api/src/migrations', result.fileName)}; add it to src/migrations/index.ts.`);
  }
} finally {
  await db.close();
}

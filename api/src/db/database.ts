import type { AppConfig } from '../config.js';
import { connectionUrl, startEmbeddedPostgres } from './embedded-postgres.js';
import { initORM, type Orm } from './orm.js';

export interface Database {
  orm: Orm;
  /** Closes the ORM and, when we started one, the embedded PostgreSQL. */
  close(): Promise<void>;
}

const EMBEDDED_DB_NAME = 'canticle';

/** DATABASE_URL when set, otherwise an embedded PostgreSQL kept in DATA_DIR. */
export async function openDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) {
    const orm = await initORM(config.databaseUrl);
    return { orm, close: () => orm.close() };
  }
  const pg = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort });
  try {
    const orm = await initORM(connectionUrl(pg.connection, EMBEDDED_DB_NAME));
    return {
      orm,
      close: async () => {
        await orm.close();
        await pg.stop();
      },
    };
  } catch (err) {
    await pg.stop();
    throw err;
  }
}

import { MikroORM } from '@mikro-orm/postgresql';
import type { ClientConfig } from 'pg';
import { createOrmConfig } from './mikro-orm.config.js';

export type Orm = MikroORM;

/** Connects (creating the database if missing) and applies pending migrations. */
export async function initORM(clientUrl: string): Promise<Orm> {
  const orm = await MikroORM.init(createOrmConfig(clientUrl));
  try {
    await orm.migrator.up();
  } catch (err) {
    await orm.close(true);
    throw err;
  }
  return orm;
}

/**
 * Settings for a connection of our own outside the ORM's pool (the change feed's listener): exactly those the
 * ORM's pool uses (host, port, user, password, database, type parsers), without the pool-only ones.
 */
export function ormClientConfig(orm: Orm): ClientConfig {
  const { min: _min, max: _max, idleTimeoutMillis: _idle, ...client } = orm.em.getConnection().mapOptions({});
  return client;
}

import { MikroORM } from '@mikro-orm/postgresql';
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

import { randomBytes } from 'node:crypto';
import type { Connection } from '@mikro-orm/core';

const SETTING_KEY = 'session_secret';

/**
 * The secret that signs session cookies: SESSION_SECRET when given, otherwise one generated on first start and
 * kept in `app_settings`, so sessions survive restarts and every process on the database signs alike.
 * `on conflict do nothing` + re-read makes two processes starting together agree on one secret.
 */
export async function resolveSessionSecret(connection: Connection, configured?: string): Promise<string> {
  if (configured) return configured;
  await connection.execute(
    'insert into "app_settings" ("key", "value") values (?, ?) on conflict ("key") do nothing',
    [SETTING_KEY, randomBytes(32).toString('base64url')],
  );
  const rows = await connection.execute<{ value: string }[]>(
    'select "value" from "app_settings" where "key" = ?',
    [SETTING_KEY],
  );
  const secret = rows[0]?.value;
  if (!secret) throw new Error('Session secret could not be stored');
  return secret;
}

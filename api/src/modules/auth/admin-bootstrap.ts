import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { publishChange } from '../../db/change-feed.js';
import { hashPassword } from './password.js';
import { normalizeUsername, User } from './user.entity.js';

export interface AdminBootstrapOptions {
  username: string;
  /** When absent a random password is generated and printed once. */
  password?: string;
  log?: (message: string) => void;
}

export type AdminBootstrapResult = { created: false } | { created: true; username: string; generatedPassword?: string };

/**
 * First start: with no users at all, create the admin so someone can sign in and add the team. Never runs
 * again once any user exists (the admin may have been renamed or deleted on purpose).
 */
export async function bootstrapAdmin(em: EntityManager, options: AdminBootstrapOptions): Promise<AdminBootstrapResult> {
  const fork = em.fork();
  if ((await fork.count(User, {})) > 0) return { created: false };

  const username = normalizeUsername(options.username);
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  const password = options.password ?? generatedPassword!;
  const passwordHash = await hashPassword(password);
  try {
    await fork.transactional(async (tx) => {
      const admin = tx.create(User, {
        email: username,
        firstName: 'Administrator',
        lastName: null,
        role: 'admin',
        passwordHash,
      });
      await tx.flush();
      // Every write to users is announced (see user.entity.ts), creation included.
      await publishChange(tx, 'user', admin.id);
    });
  } catch (err) {
    // Another process sharing the database created it first: that one reports it.
    if (err instanceof UniqueConstraintViolationException) return { created: false };
    throw err;
  }

  const log = options.log ?? console.log;
  if (generatedPassword) {
    // Shown once, here only: the database keeps only the hash.
    log(
      [
        '',
        '================================================================',
        ' Canticle: first start, administrator account created',
        `   username: ${username}`,
        `   password: ${generatedPassword}`,
        ' Write it down now: it will not be shown again.',
        ' (Set ADMIN_PASSWORD before the first start to choose it.)',
        '================================================================',
        '',
      ].join('\n'),
    );
  } else {
    log(`Canticle: administrator '${username}' created with ADMIN_PASSWORD.`);
  }
  return { created: true, username, generatedPassword };
}

import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Users (table `users`). Every write to a user (update, delete, role or password change; creation too) must
 * announce it inside its transaction with `publishChange(em, 'user', user.id)` (db/change-feed.ts): each API
 * process caches sessions with their user's row for up to 30 s (sessions/session-cache.ts) and drops that user's
 * sessions on the notification, so a deleted user or a changed role applies on the next request. A write without
 * it takes up to the cache's TTL to apply. To apply it in the writing process before the notification comes
 * back, also call `caches.sessions.forgetUser(id)` after the commit.
 */
export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    /** The 'Username' of the interface; stored trimmed and lower-case (see normalizeUsername). */
    email: p.string().unique(),
    firstName: p.string().nullable(),
    lastName: p.string().nullable(),
    role: p.enum(USER_ROLES).default('user'),
    // hidden: never serialised, even if an entity is returned by mistake.
    passwordHash: p.string().hidden().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()).defaultRaw('now()'),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);

/** The only shape of a user that leaves the server. */
export interface PublicUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
  createdAt: string;
}

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}

export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

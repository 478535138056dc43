import type { EntityManager } from '@mikro-orm/postgresql';
import { UnauthorizedError } from '../common/errors.js';
import type { LoginInput } from './auth.schemas.js';
import { verifyAgainstDummy, verifyPassword } from './password.js';
import { normalizeUsername, User } from './user.entity.js';

/** Same status and body for an unknown user and a wrong password, so usernames cannot be probed. */
export class InvalidCredentialsError extends UnauthorizedError {
  constructor() {
    super('Invalid username or password', 'INVALID_CREDENTIALS');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AuthService {
  /** `em` is the ORM's context-aware manager: inside a request it resolves to that request's fork. */
  constructor(private readonly em: EntityManager) {}

  async login(input: LoginInput): Promise<User> {
    const user = await this.em.findOne(
      User,
      { email: normalizeUsername(input.email) },
      { populate: ['passwordHash'] },
    );
    if (!user) {
      await verifyAgainstDummy(input.password);
      throw new InvalidCredentialsError();
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) throw new InvalidCredentialsError();
    return user;
  }

  /** The user a session points at, or null (no session, the user was deleted since, or no valid id). */
  async findSessionUser(userId: string | undefined): Promise<User | null> {
    if (!userId || !UUID.test(userId)) return null;
    return this.em.findOne(User, { id: userId });
  }
}

import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  authMessages,
  normalizeUsername,
  usernameProblem,
} from '@zhi/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type User, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, badRequest } from '../../lib/http-errors';
import { hashPassword, spendVerifyTime, verifyPassword } from './passwords';
import { usernameKey } from './username-key';

export interface UserPolicy {
  /** Usernames with unlimited access (operator configuration); reserved: nobody can register them. */
  unlimitedUsers: string[];
  /** Whether those accounts may sign in without a password (a private install). */
  passwordlessLogin: boolean;
}

export function createUserService(db: Database, policy: UserPolicy) {
  const unlimited = new Set(policy.unlimitedUsers.map(usernameKey));
  const isUnlimited = (username: string) => unlimited.has(usernameKey(username));

  async function findByUsername(username: string): Promise<User | undefined> {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.usernameKey, usernameKey(username)));
    return user;
  }

  async function create(username: string, passwordHash: string | null): Promise<User> {
    try {
      const name = normalizeUsername(username);
      const [user] = await db
        .insert(users)
        .values({ username: name, usernameKey: usernameKey(name), passwordHash })
        .returning();
      if (!user) throw new Error('user insert returned no row');
      return user;
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'That username is already taken.');
      throw error;
    }
  }

  return {
    isUnlimited,

    async findById(id: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },

    /** A new account; the names the operator lists as unlimited are theirs alone (created by configuration). */
    async register(username: string, password: string): Promise<User> {
      if (isUnlimited(username)) throw new HttpError(409, 'That username is reserved.');
      return create(username, await hashPassword(password));
    },

    /**
     * The operator's way in (the add-user command): creates the account, reserved names included, or gives an
     * existing one a new password.
     */
    async setPassword(username: string, password: string): Promise<{ user: User; created: boolean }> {
      const problem = usernameProblem(username);
      if (problem) throw badRequest(problem);
      if (password.length < MIN_PASSWORD_LENGTH) throw badRequest(authMessages.passwordTooShort);
      if (password.length > MAX_PASSWORD_LENGTH) throw badRequest(authMessages.passwordTooLong);
      const passwordHash = await hashPassword(password);
      const existing = await findByUsername(username);
      if (!existing) return { user: await create(username, passwordHash), created: true };
      const [user] = await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
      return { user: user ?? existing, created: false };
    },

    /**
     * The user these credentials name, or null; never says which part was wrong. Without a password only an
     * unlimited account on a passwordless install gets in (created on its first sign-in).
     */
    async authenticate(username: string, password: string | undefined): Promise<User | null> {
      if (!password) {
        if (!(policy.passwordlessLogin && isUnlimited(username))) throw badRequest(authMessages.fillAllFields);
        const existing = await findByUsername(username);
        if (existing) return existing;
        try {
          return await create(username, null);
        } catch (error) {
          // Two first sign-ins at once: the other one created it.
          const raced = await findByUsername(username);
          if (raced) return raced;
          throw error;
        }
      }
      const user = await findByUsername(username);
      if (!user?.passwordHash) return spendVerifyTime(password).then(() => null);
      return (await verifyPassword(user.passwordHash, password)) ? user : null;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;

import { authMessages } from '@zhi/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type User, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, badRequest } from '../../lib/http-errors';
import { hashPassword, spendVerifyTime, verifyPassword } from './passwords';

export interface UserPolicy {
  /** Lower-cased usernames with unlimited access (operator configuration). */
  unlimitedUsers: string[];
  /** Whether those accounts may sign in without a password (a private install). */
  passwordlessLogin: boolean;
}

export const usernameKey = (username: string) => username.trim().toLowerCase();

export function createUserService(db: Database, policy: UserPolicy) {
  const unlimited = new Set(policy.unlimitedUsers);
  const isUnlimited = (username: string) => unlimited.has(usernameKey(username));

  async function findByUsername(username: string): Promise<User | undefined> {
    const [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${usernameKey(username)}`);
    return user;
  }

  async function create(username: string, passwordHash: string | null): Promise<User> {
    try {
      const [user] = await db.insert(users).values({ username: username.trim(), passwordHash }).returning();
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

    async register(username: string, password: string): Promise<User> {
      return create(username, await hashPassword(password));
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

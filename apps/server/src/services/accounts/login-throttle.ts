import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

export interface ThrottleLimits {
  windowMs: number;
  perUsername: number;
  perIp: number;
}

export const defaultThrottleLimits: ThrottleLimits = { windowMs: 15 * 60 * 1000, perUsername: 5, perIp: 30 };

/**
 * Failed logins per username and per address over a sliding window, kept in the database so the limits hold
 * across processes. An attempt counts from the moment it starts; a successful one is cleared.
 */
export function createLoginThrottle(db: Database, limits: ThrottleLimits = defaultThrottleLimits) {
  const since = () => new Date(Date.now() - limits.windowMs);

  async function waitFor(
    column: typeof loginFailures.usernameKey | typeof loginFailures.ip,
    value: string,
    max: number,
  ) {
    const [row] = await db
      .select({ failures: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.createdAt, since())));
    if (!row || row.failures < max || !row.oldest) return 0;
    return Math.max(1, Math.ceil((new Date(row.oldest).getTime() + limits.windowMs - Date.now()) / 1000));
  }

  return {
    /**
     * Records an attempt before its password is checked, then counts: parallel guesses all see each other, so
     * none slips past the limit. Returns the attempt's id, or the seconds to wait (its record removed again).
     * The caller keeps the record on a wrong password and clears the username on a right one.
     */
    async begin(
      usernameKey: string,
      ip: string,
    ): Promise<{ id: number; retryAfter: 0 } | { id: null; retryAfter: number }> {
      const [attempt] = await db.insert(loginFailures).values({ usernameKey, ip }).returning({ id: loginFailures.id });
      const [byName, byIp] = await Promise.all([
        waitFor(loginFailures.usernameKey, usernameKey, limits.perUsername + 1),
        waitFor(loginFailures.ip, ip, limits.perIp + 1),
      ]);
      const retryAfter = Math.max(byName, byIp);
      if (retryAfter === 0 && attempt) return { id: attempt.id, retryAfter: 0 };
      if (attempt) await db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
      return { id: null, retryAfter: Math.max(1, retryAfter) };
    },
    async forget(attemptId: number): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
    },
    async clear(usernameKey: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.usernameKey, usernameKey));
    },
    async prune(): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, since()));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

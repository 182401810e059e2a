import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

export interface ThrottleLimits {
  windowMs: number;
  perUsername: number;
  perIp: number;
}

export const defaultThrottleLimits: ThrottleLimits = { windowMs: 15 * 60 * 1000, perUsername: 5, perIp: 30 };

/** Failed logins per username and per address over a sliding window, kept in the database for every process. */
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
    /** Seconds to wait before another attempt is allowed; 0 when one is allowed now. */
    async retryAfter(usernameKey: string, ip: string): Promise<number> {
      const [byName, byIp] = await Promise.all([
        waitFor(loginFailures.usernameKey, usernameKey, limits.perUsername),
        waitFor(loginFailures.ip, ip, limits.perIp),
      ]);
      return Math.max(byName, byIp);
    },
    async recordFailure(usernameKey: string, ip: string): Promise<void> {
      await db.insert(loginFailures).values({ usernameKey, ip });
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

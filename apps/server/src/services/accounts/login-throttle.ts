import { and, count, eq, gt, lt, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

export interface ThrottleLimits {
  windowMs: number;
  /** Failures a name, an address or a device may have in the window before each attempt must wait. */
  freePerName: number;
  freePerIp: number;
  freePerDevice: number;
  /** The wait doubles with each failure past the free ones, up to this. */
  maxDelayMs: number;
}

export const defaultThrottleLimits: ThrottleLimits = {
  windowMs: 15 * 60 * 1000,
  freePerName: 5,
  freePerIp: 20,
  freePerDevice: 10,
  maxDelayMs: 60_000,
};

type Column = typeof loginFailures.usernameKey | typeof loginFailures.ip | typeof loginFailures.device;

/**
 * Failed sign-ins per username, per address and per device over a sliding window, in the database so the rule
 * holds across processes. Past a few failures each attempt waits, the wait doubling up to a minute: guessing slows
 * to a crawl, yet nobody is locked out. A browser the owner signed in from before (its device cookie) is judged
 * by its own failures alone, so an attack on a name or from a shared address does not slow the owner there.
 */
export function createLoginThrottle(db: Database, limits: ThrottleLimits = defaultThrottleLimits) {
  const since = () => new Date(Date.now() - limits.windowMs);
  const delayAfter = (failures: number, free: number) =>
    failures < free ? 0 : Math.min(limits.maxDelayMs, 1000 * 2 ** (failures - free));

  /** Milliseconds until the next attempt may run, counting the attempts recorded before `before`. */
  async function waitFor(column: Column, value: string, free: number, before: number): Promise<number> {
    const [row] = await db
      .select({ failures: count(), last: max(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.createdAt, since()), lt(loginFailures.id, before)));
    if (!row?.last) return 0;
    return Math.max(0, new Date(row.last).getTime() + delayAfter(row.failures, free) - Date.now());
  }

  return {
    /**
     * Records an attempt before its password is checked, then judges it by the attempts recorded before it:
     * parallel guesses see each other, so none slips past the rule. Returns the attempt's id, or the seconds to
     * wait (its record removed again). The caller keeps the record on a wrong password and clears the name on a
     * right one.
     */
    async begin(
      usernameKey: string,
      ip: string,
      device: string | null,
    ): Promise<{ id: number; retryAfter: 0 } | { id: null; retryAfter: number }> {
      const [attempt] = await db
        .insert(loginFailures)
        .values({ usernameKey, ip, device })
        .returning({ id: loginFailures.id });
      if (!attempt) throw new Error('login attempt insert returned no row');
      const waits = device
        ? [await waitFor(loginFailures.device, device, limits.freePerDevice, attempt.id)]
        : await Promise.all([
            waitFor(loginFailures.usernameKey, usernameKey, limits.freePerName, attempt.id),
            waitFor(loginFailures.ip, ip, limits.freePerIp, attempt.id),
          ]);
      const wait = Math.max(...waits);
      if (wait === 0) return { id: attempt.id, retryAfter: 0 };
      await db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
      return { id: null, retryAfter: Math.max(1, Math.ceil(wait / 1000)) };
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

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

export interface SessionRecord {
  id: string;
  userId: string | null;
  lastSeenAt: Date;
  expiresAt: Date;
}

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const columns = {
  id: sessions.id,
  userId: sessions.userId,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
};

/** Sessions live in the database so any server process can serve any request. */
export function createSessionStore(db: Database, ttlMs = SESSION_TTL_MS) {
  return {
    async create(): Promise<{ token: string; session: SessionRecord }> {
      const token = randomBytes(32).toString('base64url');
      const [session] = await db
        .insert(sessions)
        .values({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) })
        .returning(columns);
      if (!session) throw new Error('session insert returned no row');
      return { token, session };
    },

    async findByToken(token: string): Promise<SessionRecord | null> {
      const [session] = await db
        .select(columns)
        .from(sessions)
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
      return session ?? null;
    },

    /** Slides the expiry forward; returns the new expiry. */
    async touch(id: string): Promise<Date> {
      const now = new Date();
      const expiresAt = new Date(now.getTime() + ttlMs);
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
      return expiresAt;
    },

    /** Gives the session a new token (and owner): signing in or out must not keep a token that existed before. */
    async rotate(id: string, userId: string | null): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .update(sessions)
        .set({ tokenHash: hashToken(token), userId, lastSeenAt: new Date(), expiresAt: new Date(Date.now() + ttlMs) })
        .where(eq(sessions.id, id));
      return token;
    },

    async remove(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async removeExpired(): Promise<number> {
      const removed = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, new Date()))
        .returning({ id: sessions.id });
      return removed.length;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

export interface SessionRecord {
  id: string;
  userId: string | null;
  lastSeenAt: Date;
  expiresAt: Date;
  /** False until something is kept for the visitor: a session costs no row before that. */
  stored: boolean;
}

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The id a session gets when it is first stored, found from its token: a visitor's id is the same on every
 * request before anything is kept, without a row. (Hashed apart from the stored token hash.)
 */
export function idForToken(token: string): string {
  const hex = createHash('sha256').update(`session-id:${token}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const columns = {
  id: sessions.id,
  userId: sessions.userId,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
};

/** Sessions live in the database so any server process can serve any request. */
export function createSessionStore(db: Database, ttlMs = SESSION_TTL_MS) {
  return {
    /** A new visitor's token and session, not stored yet (see `store`). */
    create(): { token: string; session: SessionRecord } {
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const session = {
        id: idForToken(token),
        userId: null,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      };
      return { token, session: { ...session, stored: false } };
    },

    /** Keeps a session made by `create`: the first time something is kept for its visitor. */
    async store(token: string): Promise<void> {
      await db
        .insert(sessions)
        .values({ id: idForToken(token), tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) })
        .onConflictDoNothing();
    },

    /** Whether a stored session has this id: a token whose id is taken but whose hash is not is a stale one. */
    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id));
      return Boolean(row);
    },

    async findByToken(token: string): Promise<SessionRecord | null> {
      const [session] = await db
        .select(columns)
        .from(sessions)
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
      return session ? { ...session, stored: true } : null;
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

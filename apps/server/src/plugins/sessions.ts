import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_TTL_MS, type SessionRecord, type SessionStore, idForToken } from '../services/sessions/session-store';

export const SESSION_COOKIE = 'zhi_session';
// Writing last_seen on every request would turn reads into writes; once an hour is enough to slide the expiry.
const TOUCH_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's session (stored, or not yet), or null; read from the database at most once per request. */
    getSession(): Promise<SessionRecord | null>;
    /** The visitor's session, its cookie set when there is none; nothing is written to the database. */
    ensureSession(reply: FastifyReply): Promise<SessionRecord>;
    /** The visitor's session, stored: for requests that keep something (a solve, a payment, tokens). */
    keepSession(reply: FastifyReply): Promise<SessionRecord>;
    /** Binds the session to a user, with a fresh token (no session fixation). */
    signIn(reply: FastifyReply, userId: string): Promise<SessionRecord>;
    /** Unbinds the user; the session stays, anonymous, with a fresh token. */
    signOut(reply: FastifyReply): Promise<void>;
  }
}

interface SessionPluginOptions {
  store: SessionStore;
  secureCookie: boolean;
}

const lookups = new WeakMap<FastifyRequest, Promise<SessionRecord | null>>();
// The token of a session not stored yet: storing it needs the token, which the record does not carry.
const tokens = new WeakMap<FastifyRequest, string>();

/**
 * Sessions by cookie, stored only when there is something to keep: a visitor who only reads (or a script without
 * cookies) costs no row. Until then the session's id is derived from its token, so it is the same on every request.
 */
async function sessionsPlugin(app: FastifyInstance, { store, secureCookie }: SessionPluginOptions) {
  const cookieOptions = {
    signed: true,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookie,
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  };

  async function load(request: FastifyRequest): Promise<SessionRecord | null> {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    const token = unsigned.value;
    const session = await store.findByToken(token);
    if (!session) {
      // Not stored yet, or stale (expired, or replaced by a sign-in): a stale token's id belongs to a row already.
      const id = idForToken(token);
      if (await store.exists(id)) return null;
      tokens.set(request, token);
      const now = new Date();
      return { id, userId: null, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS), stored: false };
    }
    if (Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      session.expiresAt = await store.touch(session.id);
      session.lastSeenAt = new Date();
    }
    return session;
  }

  app.decorateRequest('getSession', function (this: FastifyRequest) {
    let pending = lookups.get(this);
    if (!pending) {
      pending = load(this);
      lookups.set(this, pending);
    }
    return pending;
  });

  app.decorateRequest('ensureSession', async function (this: FastifyRequest, reply: FastifyReply) {
    const existing = await this.getSession();
    if (existing) return existing;
    const { token, session } = store.create();
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    tokens.set(this, token);
    lookups.set(this, Promise.resolve(session));
    return session;
  });

  app.decorateRequest('keepSession', async function (this: FastifyRequest, reply: FastifyReply) {
    const session = await this.ensureSession(reply);
    const token = tokens.get(this);
    if (session.stored || !token) return session;
    await store.store(token);
    const stored = { ...session, stored: true };
    lookups.set(this, Promise.resolve(stored));
    return stored;
  });

  async function rebind(request: FastifyRequest, reply: FastifyReply, userId: string | null) {
    const session = await request.keepSession(reply);
    const token = await store.rotate(session.id, userId);
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    const updated = { ...session, userId };
    lookups.set(request, Promise.resolve(updated));
    return updated;
  }

  app.decorateRequest('signIn', function (this: FastifyRequest, reply: FastifyReply, userId: string) {
    return rebind(this, reply, userId);
  });

  app.decorateRequest('signOut', async function (this: FastifyRequest, reply: FastifyReply) {
    const session = await this.getSession();
    if (session?.userId) await rebind(this, reply, null);
  });
}

export default fp(sessionsPlugin, { name: 'sessions', dependencies: ['@fastify/cookie'] });

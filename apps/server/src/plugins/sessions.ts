import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_TTL_MS, type SessionRecord, type SessionStore } from '../services/sessions/session-store';

export const SESSION_COOKIE = 'zhi_session';
// Writing last_seen on every request would turn reads into writes; once an hour is enough to slide the expiry.
const TOUCH_EVERY_MS = 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 6 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's server session, or null; read from the database at most once per request. */
    getSession(): Promise<SessionRecord | null>;
    /** The visitor's session, created (and its cookie set) when there is none. */
    ensureSession(reply: FastifyReply): Promise<SessionRecord>;
  }
}

interface SessionPluginOptions {
  store: SessionStore;
  secureCookie: boolean;
}

const lookups = new WeakMap<FastifyRequest, Promise<SessionRecord | null>>();

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
    const session = await store.findByToken(unsigned.value);
    if (!session) return null;
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
    const { token, session } = await store.create();
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    lookups.set(this, Promise.resolve(session));
    return session;
  });

  let timer: NodeJS.Timeout | undefined;
  const cleanup = () =>
    store.removeExpired().then(
      (count) => count > 0 && app.log.info({ count }, 'expired sessions removed'),
      (error: unknown) => app.log.warn({ err: error }, 'expired-session cleanup failed'),
    );
  app.addHook('onReady', async () => {
    await cleanup();
    timer = setInterval(() => void cleanup(), CLEANUP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(sessionsPlugin, { name: 'sessions', dependencies: ['@fastify/cookie'] });

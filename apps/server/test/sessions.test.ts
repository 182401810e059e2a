import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { sessions } from '../src/db/schema';
import { SESSION_COOKIE } from '../src/plugins/sessions';
import { createSessionStore } from '../src/services/sessions/session-store';
import { type TestApp, createTestApp } from './helpers/test-app';
import { backends } from './helpers/test-database';

const sessionCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === SESSION_COOKIE);

/** Keeps something for the session (a saved assignment), which stores it. */
async function keep(t: TestApp, cookie: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/save-assignment',
    cookies: { [SESSION_COOKIE]: cookie },
    payload: { inputText: 'Solve x = 1', title: 'Kept' },
  });
  expect(res.statusCode).toBe(200);
}

describe.each(backends)('sessions on %s', (backend) => {
  it('issues an HttpOnly, SameSite=Lax cookie and recognises it afterwards', async () => {
    const t = await createTestApp(backend);
    try {
      const first = await t.app.inject({ method: 'GET', url: '/api/session' });
      expect(first.statusCode).toBe(200);
      const cookie = sessionCookie(first);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
      const { sessionId, authenticated } = first.json();
      expect(authenticated).toBe(false);

      const again = await t.app.inject({
        method: 'GET',
        url: '/api/session',
        cookies: { [SESSION_COOKIE]: cookie!.value },
      });
      expect(again.json().sessionId).toBe(sessionId);
      expect(sessionCookie(again)).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('ignores a session id the client names: the cookie decides', async () => {
    const t = await createTestApp(backend);
    try {
      const mine = await t.app.inject({ method: 'GET', url: '/api/session' });
      const theirs = await t.app.inject({ method: 'GET', url: '/api/session' });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/session',
        cookies: { [SESSION_COOKIE]: sessionCookie(mine)!.value },
        headers: { 'x-session-id': theirs.json().sessionId },
      });
      expect(res.json().sessionId).toBe(mine.json().sessionId);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { 'x-session-id': theirs.json().sessionId },
      });
      expect(anonymous.json().sessionId).not.toBe(theirs.json().sessionId);
    } finally {
      await t.close();
    }
  });

  it('stores a session only once something is kept for it, and then only a hash of the token', async () => {
    const t = await createTestApp(backend);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/session' });
      const cookie = sessionCookie(res)!.value;
      const token = cookie.split('.')[0]!;
      // Reading stores nothing, with or without a cookie, however often.
      for (const url of ['/api/session', '/api/balance', '/api/assignments', '/api/me']) {
        await t.app.inject({ method: 'GET', url });
        await t.app.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE]: cookie } });
      }
      expect(await t.database.handle.db.select().from(sessions)).toHaveLength(0);
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/save-assignment',
        cookies: { [SESSION_COOKIE]: cookie },
        payload: { inputText: 'Solve x = 1', title: 'Kept' },
      });
      expect(saved.statusCode).toBe(200);
      const rows = await t.database.handle.db.select().from(sessions);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).not.toContain(token);
      // The id said before anything was kept is the id it was stored under.
      expect(rows[0]!.id).toBe(res.json().sessionId);
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/assignments',
        cookies: { [SESSION_COOKIE]: cookie },
      });
      expect(listed.json().assignments).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('gives a new session for a tampered, unknown or expired cookie', async () => {
    const t = await createTestApp(backend);
    try {
      const first = await t.app.inject({ method: 'GET', url: '/api/session' });
      const value = sessionCookie(first)!.value;
      await keep(t, value);
      const [token, signature] = value.split('.');
      const attempts = [
        `${token}x.${signature}`, // token changed, signature kept
        'not-a-signed-cookie',
      ];
      for (const attempt of attempts) {
        const res = await t.app.inject({ method: 'GET', url: '/api/session', cookies: { [SESSION_COOKIE]: attempt } });
        expect(res.json().sessionId).not.toBe(first.json().sessionId);
        expect(sessionCookie(res)).toBeDefined();
      }
      // Only this server can sign a token: one it signed but never stored names a fresh visitor, not the first.
      const unissued = t.app.signCookie('a-token-the-server-never-issued');
      const fresh = await t.app.inject({ method: 'GET', url: '/api/session', cookies: { [SESSION_COOKIE]: unissued } });
      expect(fresh.json().sessionId).not.toBe(first.json().sessionId);
      await t.database.handle.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, first.json().sessionId));
      const expired = await t.app.inject({ method: 'GET', url: '/api/session', cookies: { [SESSION_COOKIE]: value } });
      expect(expired.json().sessionId).not.toBe(first.json().sessionId);
    } finally {
      await t.close();
    }
  });

  it('lets any server process serve the session: state is in the database, not in memory', async () => {
    const t = await createTestApp(backend);
    // A second app with its own memory, sharing only the database and the secret, as a second process would.
    const second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: t.database.dataDir, LOG_LEVEL: 'silent' }),
      database: { ...t.database.handle, close: async () => undefined },
      sessionSecret: 'test-secret-that-is-long-enough-0123456789',
      webDistDir: '/nonexistent',
    });
    try {
      const first = await t.app.inject({ method: 'GET', url: '/api/session' });
      const res = await second.inject({
        method: 'GET',
        url: '/api/session',
        cookies: { [SESSION_COOKIE]: sessionCookie(first)!.value },
      });
      expect(res.json().sessionId).toBe(first.json().sessionId);
    } finally {
      await second.close();
      await t.close();
    }
  });

  it('slides the expiry forward for an active session, at most hourly', async () => {
    const t = await createTestApp(backend);
    try {
      const first = await t.app.inject({ method: 'GET', url: '/api/session' });
      const id = first.json().sessionId;
      await keep(t, sessionCookie(first)!.value);
      const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await t.database.handle.db
        .update(sessions)
        .set({ lastSeenAt: longAgo, expiresAt: new Date(Date.now() + 60_000) })
        .where(eq(sessions.id, id));
      await t.app.inject({
        method: 'GET',
        url: '/api/session',
        cookies: { [SESSION_COOKIE]: sessionCookie(first)!.value },
      });
      const [row] = await t.database.handle.db.select().from(sessions).where(eq(sessions.id, id));
      expect(row!.lastSeenAt.getTime()).toBeGreaterThan(longAgo.getTime());
      expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    } finally {
      await t.close();
    }
  });

  it('removes expired sessions', async () => {
    const t = await createTestApp(backend);
    try {
      const store = createSessionStore(t.database.handle.db);
      const live = store.create();
      const old = store.create();
      await store.store(live.token);
      await store.store(old.token);
      await t.database.handle.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(sessions.id, old.session.id));
      expect(await store.removeExpired()).toBe(1);
      expect(await store.findByToken(live.token)).not.toBeNull();
      expect(await store.findByToken(old.token)).toBeNull();
    } finally {
      await t.close();
    }
  });
});

it('marks the cookie Secure when the app is served over https', async () => {
  const t = await createTestApp('pglite', { env: { PUBLIC_URL: 'https://zhi.example.org' } });
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(sessionCookie(res)?.secure).toBe(true);
  } finally {
    await t.close();
  }
});

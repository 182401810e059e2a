import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backends } from './helpers/test-database';
import { type TestApp, createTestApp } from './helpers/test-app';

describe.each(backends)('HTTP behaviour on %s', (backend) => {
  it('answers /api/health with the database kind and version once ready', async () => {
    const t = await createTestApp(backend);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, database: backend, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await t.close();
    }
  });
});

describe('HTTP errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { BODY_LIMIT_MB: '1' },
      extend(app) {
        app.post(
          '/api/test/echo',
          { schema: { body: z.object({ name: z.string().min(1, { error: 'Please fill in all fields' }) }) } },
          async (request) => request.body,
        );
        app.get('/api/test/explode', async () => {
          throw new Error('secret internal detail at /srv/app/db.ts:42');
        });
      },
    });
  });
  afterAll(() => t.close());
  const withApp = async (fn: (t: TestApp) => Promise<void>) => fn(t);

  it('answers an unknown API path with a JSON 404', () =>
    withApp(async ({ app }) => {
      const res = await app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({
        statusCode: 404,
        error: 'Not Found',
        message: 'There is no API route GET /api/does-not-exist.',
      });
    }));

  it('answers malformed JSON with 400 and a message', () =>
    withApp(async ({ app }) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: 'The request body is not valid JSON.' });
    }));

  it('answers an empty JSON body with 400 where a body is needed, and accepts it where none is', () =>
    withApp(async ({ app }) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The request body is empty, but it was sent as JSON.');
      for (const url of ['/api/logout', '/api/assignments/cleanup']) {
        const bodiless = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: '',
        });
        expect(bodiless.statusCode, url).toBe(200);
      }
    }));

  it('answers a body over the limit with 413, naming the limit', () =>
    withApp(async ({ app }) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(1_200_000) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ statusCode: 413, message: 'The request is too large: the limit is 1 MB.' });
    }));

  it('answers an unsupported content type with 415', () =>
    withApp(async ({ app }) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/x-unknown' },
        payload: 'x',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Unsupported content type: application/x-unknown.');
    }));

  it('answers invalid input with 400 and the contract message', () =>
    withApp(async ({ app }) => {
      const empty = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        message: 'name: Please fill in all fields',
        issues: [{ path: 'name', message: 'Please fill in all fields' }],
      });
      const missing = await app.inject({ method: 'POST', url: '/api/test/echo', payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/^name: /);
    }));

  it('logs a 500 with its request id and tells the user nothing internal', async () => {
    const lines: string[] = [];
    const t = await createTestApp('pglite', {
      logStream: { write: (line) => lines.push(line) },
      extend(app) {
        app.get('/api/test/explode', async () => {
          throw new Error('secret internal detail at /srv/app/db.ts:42');
        });
      },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side. Please try again.',
        requestId: res.headers['x-request-id'],
      });
      expect(res.body).not.toContain('secret internal detail');
      expect(res.body).not.toContain('db.ts');
      const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
      expect(logged).toMatchObject({ level: 50, reqId: body.requestId });
      expect(logged.err.message).toContain('secret internal detail');
      expect(logged.err.stack).toBeTruthy();
    } finally {
      await t.close();
    }
  });

  it('keeps serving after a failed request', () =>
    withApp(async ({ app }) => {
      await app.inject({ method: 'GET', url: '/api/test/explode' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }));
});

describe('security', () => {
  it('sends security headers with a CSP that allows KaTeX inline styles but no foreign scripts', async () => {
    const t = await createTestApp('pglite');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("font-src 'self' data:");
      expect(csp).toContain("frame-ancestors 'none'");
      // Over plain http (a local install) upgrading requests would break the page.
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('adds HSTS and upgrades requests when served over https', async () => {
    const t = await createTestApp('pglite', { env: { PUBLIC_URL: 'https://zhi.example.org' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await t.close();
    }
  });

  it('rate-limits /api per client, but never the health check', async () => {
    const t = await createTestApp('pglite', { env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++) codes.push((await t.app.inject({ method: 'GET', url: '/api/providers' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      const limited = await t.app.inject({ method: 'GET', url: '/api/providers' });
      expect(limited.json().message).toMatch(/^Too many requests: please wait \d+ s/);
      for (let i = 0; i < 10; i++) {
        expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }
      // Another client has its own allowance.
      const other = await t.app.inject({ method: 'GET', url: '/api/providers', remoteAddress: '10.0.0.9' });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('refuses state-changing API calls from another site', async () => {
    const t = await createTestApp('pglite', {
      extend(app) {
        app.post('/api/test/change', async () => ({ changed: true }));
      },
    });
    try {
      const post = (origin?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/test/change',
          headers: { host: 'zhi.local:5000', ...(origin ? { origin } : {}) },
        });
      expect((await post('https://evil.example')).statusCode).toBe(403);
      // Sandboxed frames and file: pages send "null"; this app never does.
      expect((await post('null')).statusCode).toBe(403);
      expect((await post('https://evil.example')).json().message).toBe('Cross-site requests are not allowed.');
      expect((await post('http://zhi.local:5000')).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

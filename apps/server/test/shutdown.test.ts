import { Agent, get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { installGracefulShutdown } from '../src/shutdown';
import { createTestApp } from './helpers/test-app';

// A signal nobody else in the test worker listens to; emitted directly, so no real signal is sent.
const SIGNAL = 'SIGUSR2' as const;
const raise = () => process.emit(SIGNAL, SIGNAL);

async function slowApp(delayMs: number) {
  const t = await createTestApp('pglite', {
    extend(app) {
      app.get('/api/test/slow', async () => {
        await sleep(delayMs);
        return { done: true };
      });
    },
  });
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...t, url };
}

describe('graceful shutdown', () => {
  // A streamed answer writes its own headers, so it never says "connection: close"; a client that keeps its
  // socket alive (as fetch and every browser do) must not hold the close up once the answer has ended.
  it('closes a kept-alive socket that goes idle after a streamed answer, and exits 0', async () => {
    const t = await createTestApp('pglite', {
      extend(app) {
        app.get('/api/test/raw-slow', (_request, reply) => {
          reply.hijack();
          setTimeout(() => {
            reply.raw.writeHead(200, { 'content-type': 'text/plain' });
            reply.raw.end('done');
          }, 500);
        });
      },
    });
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const exits: number[] = [];
    const uninstall = installGracefulShutdown(t.app, {
      signals: [SIGNAL],
      timeoutMs: 30_000,
      exit: (code) => exits.push(code),
    });
    const agent = new Agent({ keepAlive: true });
    try {
      const body = new Promise<string>((resolve, reject) => {
        get(`${url}/api/test/raw-slow`, { agent }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        }).on('error', reject);
      });
      await sleep(150);
      raise();
      expect(await body).toBe('done');
      // Before idle sockets were swept, this waited for the drain's limit (30 s here) and exited 1.
      await vi.waitFor(() => expect(exits).toEqual([0]), { timeout: 15_000 });
    } finally {
      uninstall();
      agent.destroy();
      await t.close().catch(() => undefined);
    }
  }, 60_000);

  it('lets an in-flight request finish, refuses new ones, closes the database, exits 0', async () => {
    const t = await slowApp(700);
    const exits: number[] = [];
    const uninstall = installGracefulShutdown(t.app, { signals: [SIGNAL], exit: (code) => exits.push(code) });
    try {
      const inFlight = fetch(`${t.url}/api/test/slow`);
      await sleep(150);
      raise();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ done: true });
      await vi.waitFor(() => expect(exits).toEqual([0]), { timeout: 5000 });
      await expect(fetch(`${t.url}/api/health`)).rejects.toThrow();
      await expect(t.database.handle.db.execute(sql`select 1`)).rejects.toThrow();
    } finally {
      uninstall();
      await t.database.destroy();
    }
  });

  it('exits 1 when requests outlast the timeout', async () => {
    const t = await slowApp(3000);
    const exits: number[] = [];
    const uninstall = installGracefulShutdown(t.app, {
      signals: [SIGNAL],
      timeoutMs: 300,
      exit: (code) => exits.push(code),
    });
    try {
      const inFlight = fetch(`${t.url}/api/test/slow`).catch(() => undefined);
      await sleep(100);
      raise();
      await vi.waitFor(() => expect(exits[0]).toBe(1), { timeout: 2000 });
      await inFlight;
    } finally {
      uninstall();
      await t.database.destroy();
    }
  });

  it('takes a repeat of the signal at once as the same signal (npm passes it on), and a later one as "now"', async () => {
    const t = await slowApp(800);
    const exits: number[] = [];
    const uninstall = installGracefulShutdown(t.app, {
      signals: [SIGNAL],
      exit: (code) => exits.push(code),
      repeatWithinMs: 300,
    });
    try {
      const inFlight = fetch(`${t.url}/api/test/slow`);
      await sleep(100);
      raise();
      raise();
      expect(exits).toEqual([]);
      expect((await inFlight).status).toBe(200);
      await vi.waitFor(() => expect(exits).toEqual([0]), { timeout: 5000 });
    } finally {
      uninstall();
      await t.database.destroy();
    }
  });

  it('exits at once on a second signal after the repeat window', async () => {
    const t = await slowApp(2000);
    const exits: number[] = [];
    const uninstall = installGracefulShutdown(t.app, {
      signals: [SIGNAL],
      exit: (code) => exits.push(code),
      repeatWithinMs: 50,
    });
    try {
      const inFlight = fetch(`${t.url}/api/test/slow`).catch(() => undefined);
      await sleep(100);
      raise();
      await sleep(100);
      raise();
      expect(exits).toEqual([1]);
      await inFlight;
    } finally {
      uninstall();
      await t.database.destroy();
    }
  });
});

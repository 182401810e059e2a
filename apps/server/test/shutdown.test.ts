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

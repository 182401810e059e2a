import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComputeTasks } from '../src/workers/compute-worker';
import { createWorkPools } from '../src/workers/pools';
import { WorkClosingError } from '../src/workers/work-errors';
import { type WorkPool, createWorkPool } from '../src/workers/work-pool';
import type { HoldTasks } from './fixtures/compute-hold-worker';
import { clientFor } from './helpers/client';
import { type TestApp, createTestApp } from './helpers/test-app';

const holdWorker = new URL('./fixtures/compute-hold-worker.ts', import.meta.url);

/** Opens a gate made by `new Int32Array(new SharedArrayBuffer(4))`: the held job returns. */
function open(gate: Int32Array) {
  Atomics.store(gate, 0, 1);
  Atomics.notify(gate, 0);
}

describe('a full compute pool, over HTTP', () => {
  let t: TestApp;
  let compute: WorkPool<HoldTasks>;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      // One thread and no queue, as configured by an operator: a single job in flight fills the pool.
      env: { RATE_LIMIT_PER_MINUTE: '0', WORK_THREADS: '1', WORK_QUEUE: '0', ANONYMOUS_ALLOWANCE_TOKENS: '100000' },
      pools: (config) => {
        // The app's compute pool as createWorkPools makes it, from a worker that can also be held busy.
        compute = createWorkPool<HoldTasks>({
          filename: holdWorker,
          name: 'compute',
          threads: config.work.threads,
          maxQueue: config.work.queue,
          maxWaitMs: 20_000,
          memoryMb: config.work.memoryMb,
        });
        const configured = createWorkPools(config);
        return {
          compute: compute as unknown as WorkPool<ComputeTasks>,
          documents: configured.documents,
          drain: (graceMs) => {
            compute.drain(graceMs);
            configured.drain(graceMs);
          },
          close: async () => {
            await Promise.all([compute.close(), configured.close()]);
          },
        };
      },
    });
  });
  afterAll(async () => t.close());

  it('answers 503 with Retry-After and a plain sentence, charges nothing, and serves again once free', async () => {
    const visitor = clientFor(t.app);
    const balance = async () => (await visitor.get('/api/balance')).json().tokenBalance as number;
    const before = await balance();
    const gate = new Int32Array(new SharedArrayBuffer(4));
    const held = compute.run('hold', gate, { timeMs: 60_000 });
    try {
      expect(compute.stats()).toMatchObject({ threads: 1 });
      for (const [url, body] of [
        ['/api/solve', { problem: 'Solve 2x+3=7' }],
        ['/api/process-text', { inputText: 'Solve 2x+3=7', llmProvider: 'local' }],
      ] as const) {
        const res = await visitor.post(url, body);
        expect(res.statusCode).toBe(503);
        const retryAfter = Number(res.headers['retry-after']);
        expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
        expect(res.json()).toMatchObject({
          statusCode: 503,
          error: 'Service Unavailable',
          message: `The server is busy right now. Please try again in ${retryAfter} seconds.`,
        });
      }
      // The event loop only routes: what needs no worker is still answered.
      expect((await visitor.get('/api/health')).statusCode).toBe(200);
      expect(await balance()).toBe(before);
    } finally {
      open(gate);
    }
    expect(await held).toBe('released');
    const after = await visitor.post('/api/solve', { problem: 'Solve 2x+3=7' });
    expect(after.statusCode).toBe(200);
    expect(after.headers['retry-after']).toBeUndefined();
    expect(after.json().answer.value).toBe('2');
  });
});

describe('a pool shutting down', () => {
  it('refuses the jobs still queued at once and new ones, and lets the running job finish', async () => {
    const pool = createWorkPool<HoldTasks>({
      filename: holdWorker,
      name: 'compute',
      threads: 1,
      maxQueue: 4,
      maxWaitMs: 60_000,
      memoryMb: 256,
    });
    const gate = new Int32Array(new SharedArrayBuffer(4));
    try {
      const held = pool.run('hold', gate, { timeMs: 60_000 });
      held.catch(() => undefined);
      // The second job waits behind the held one; it has not started when the pool drains.
      const queued = pool.run('solve', 'Solve 2x+3=7', { timeMs: 60_000 });
      queued.catch(() => undefined);
      // Starting the worker thread can take seconds on a loaded machine.
      await expect.poll(() => pool.stats(), { timeout: 60_000 }).toMatchObject({ running: 1, waiting: 1 });
      pool.drain();
      await expect(queued).rejects.toBeInstanceOf(WorkClosingError);
      await expect(pool.run('solve', 'Solve x = 1', { timeMs: 60_000 })).rejects.toMatchObject({
        statusCode: 503,
        retryAfterSeconds: 5,
        message: 'The server is restarting. Please try again in a few seconds.',
      });
      open(gate);
      expect(await held).toBe('released');
    } finally {
      open(gate);
      await pool.close();
    }
  });

  it('still takes work from requests in flight during the grace, and refuses what comes after it', async () => {
    const pool = createWorkPool<HoldTasks>({
      filename: holdWorker,
      name: 'compute',
      threads: 1,
      maxQueue: 4,
      maxWaitMs: 60_000,
      memoryMb: 256,
    });
    try {
      pool.drain(60_000);
      const solved = await pool.run('solve', 'Solve 2x+3=7', { timeMs: 60_000 });
      expect(solved.answer?.value).toBe('2');
      pool.drain(0);
      await expect(pool.run('solve', 'Solve x = 1', { timeMs: 60_000 })).rejects.toBeInstanceOf(WorkClosingError);
    } finally {
      await pool.close();
    }
  });
});

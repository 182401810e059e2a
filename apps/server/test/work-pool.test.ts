import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/lib/http-errors';
import { WorkBusyError, WorkMemoryError, WorkTimeoutError } from '../src/workers/work-errors';
import { type WorkPool, createWorkPool } from '../src/workers/work-pool';
import type { TestTasks } from './fixtures/test-worker';

const filename = new URL('./fixtures/test-worker.ts', import.meta.url);

describe('the work pool', () => {
  let pool: WorkPool<TestTasks>;
  beforeAll(() => {
    pool = createWorkPool<TestTasks>({
      filename,
      name: 'test',
      threads: 2,
      maxQueue: 2,
      maxWaitMs: 20_000,
      memoryMb: 64,
    });
  });
  afterAll(async () => pool.close());

  it('runs a job in another thread and gives back its result', async () => {
    const result = await pool.run('echo', 'hello', { timeMs: 10_000 });
    expect(result.value).toBe('hello');
    expect(result.threadId).toBeGreaterThan(0);
  });

  it('terminates a job past its time limit, counted from its start, and the pool goes on', async () => {
    const started = performance.now();
    const timer = new Promise<number>((resolve) => {
      const set = performance.now();
      setTimeout(() => resolve(performance.now() - set - 100), 100);
    });
    await expect(pool.run('spin', 60_000, { timeMs: 300 })).rejects.toBeInstanceOf(WorkTimeoutError);
    expect(performance.now() - started).toBeLessThan(10_000);
    // The event loop was never blocked: a timer set while the job spun fired on time.
    expect(await timer).toBeLessThan(1000);
    expect((await pool.run('echo', 'after', { timeMs: 10_000 })).value).toBe('after');
  });

  it('ends a worker that passes its heap limit, answers 413, and the pool goes on', async () => {
    const error = await pool.run('hog', null as never, { timeMs: 60_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkMemoryError);
    expect((error as HttpError).statusCode).toBe(413);
    expect((await pool.run('echo', 'still here', { timeMs: 10_000 })).value).toBe('still here');
  });

  it('passes on a refusal meant for the user as an HttpError, and a bug as an error', async () => {
    const refused = await pool.run('refuse', 'Too big.', { timeMs: 10_000 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 413, message: 'Too big.' });
    const bug = await pool.run('crash', null as never, { timeMs: 10_000 }).catch((e: unknown) => e);
    expect(bug).not.toBeInstanceOf(HttpError);
    expect((bug as Error).message).toBe('a bug');
  });

  it('refuses a job at once with 503 and Retry-After when every worker and queue place is taken', async () => {
    const held = [0, 1, 2, 3].map(() => pool.run('spin', 1500, { timeMs: 10_000 }));
    const refused = await pool.run('echo', 'one too many', { timeMs: 10_000 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(WorkBusyError);
    expect((refused as WorkBusyError).statusCode).toBe(503);
    expect((refused as WorkBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(2);
    expect(await Promise.all(held)).toEqual([1500, 1500, 1500, 1500]);
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('drops a job whose caller went away: from the queue, or by terminating its worker', async () => {
    const gone = new AbortController();
    const running = pool.run('spin', 60_000, { timeMs: 60_000, signal: gone.signal });
    setTimeout(() => gone.abort(), 200);
    await expect(running).rejects.toThrow();
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0 });
    expect((await pool.run('echo', 'next', { timeMs: 10_000 })).value).toBe('next');
  });
});

describe('a queue wait that runs out', () => {
  it('is refused with 503 rather than left waiting', async () => {
    const pool = createWorkPool<TestTasks>({
      filename,
      name: 'test',
      threads: 1,
      maxQueue: 5,
      maxWaitMs: 300,
      memoryMb: 64,
    });
    try {
      // A worker started (from source, tsx can take longer than the 300 ms wait): asked until one answers, so the
      // wait below is only the queue's.
      pool.warm();
      await expect
        .poll(
          () =>
            pool.run('echo', 'warm', { timeMs: 10_000 }).then(
              () => true,
              () => false,
            ),
          {
            timeout: 30_000,
            interval: 200,
          },
        )
        .toBe(true);
      const busy = pool.run('spin', 1500, { timeMs: 10_000 });
      await expect(pool.run('echo', 'waited', { timeMs: 10_000 })).rejects.toBeInstanceOf(WorkBusyError);
      expect(await busy).toBe(1500);
    } finally {
      await pool.close();
    }
  });
});

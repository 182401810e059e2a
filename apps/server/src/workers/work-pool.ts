import { MessageChannel, type Transferable } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { HttpError } from '../lib/http-errors';
import type { TaskMessage, TaskReply, TaskTable } from './serve-tasks';
import { WorkBusyError, WorkClosingError, WorkMemoryError, WorkTimeoutError } from './work-errors';

export interface WorkPoolOptions {
  /** The worker module (its default export is `serveTasks(table)`); a .ts file runs through tsx. */
  filename: URL;
  name: string;
  threads: number;
  /** Jobs that may wait for a free worker; one more is refused with 503. */
  maxQueue: number;
  /** How long a job may wait for a worker before it is refused with 503. */
  maxWaitMs: number;
  /** The JavaScript heap one worker may hold; past it the worker is ended and the job refused. */
  memoryMb: number;
  /** How long an idle worker is kept. */
  idleTimeoutMs?: number;
}

export interface RunOptions {
  /** The hard limit, counted from the moment a worker starts the job: the worker is terminated, not asked. */
  timeMs: number;
  /** The caller gave up (the reader left): the job is dropped from the queue or its worker terminated. */
  signal?: AbortSignal | undefined;
  transfer?: Transferable[];
}

export interface WorkPool<T extends TaskTable> {
  run<K extends keyof T & string>(
    kind: K,
    input: Parameters<T[K]>[0],
    options: RunOptions,
  ): Promise<Awaited<ReturnType<T[K]>>>;
  /** Starts every worker now, so no job waits for one to start. */
  warm(): void;
  /**
   * Shutting down: a job that has not started within `graceMs` is refused (503), and so is every job after that
   * (requests in flight may still hand over work meanwhile); running jobs finish.
   */
  drain(graceMs?: number): void;
  stats(): { name: string; threads: number; running: number; waiting: number };
  close(): Promise<void>;
}

const isSource = (file: URL) => file.pathname.endsWith('.ts');

/**
 * Heavy work in worker threads (piscina): a fixed number of threads, a bounded queue with a bounded wait, a hard
 * time limit per job from its start, a heap limit per worker. The event loop only hands work over and waits.
 */
export function createWorkPool<T extends TaskTable>(options: WorkPoolOptions): WorkPool<T> {
  const piscina = new Piscina({
    filename: options.filename.href,
    name: 'default',
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: options.idleTimeoutMs ?? 60_000,
    // The queue is bounded here, in `run` (piscina's own bound does not count jobs that carry a signal).
    maxQueue: 'auto',
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 48 },
    // From source (tests, npm run dev) the worker is TypeScript: tsx compiles it as node loads it.
    execArgv: isSource(options.filename) ? ['--import', 'tsx'] : [],
  });
  let running = 0;
  let waiting = 0;
  // Set once a drain's grace has passed: from then on no job is taken.
  let closed = false;
  // The jobs waiting for a worker, each with the way to end its wait.
  const queued = new Set<(reason: 'closing') => void>();

  async function run(kind: string, input: unknown, runOptions: RunOptions): Promise<unknown> {
    if (closed) throw new WorkClosingError();
    if (running + waiting >= options.threads + options.maxQueue) throw busy();
    const { port1, port2 } = new MessageChannel();
    const stop = new AbortController();
    let why: 'timeout' | 'wait' | 'closing' | null = null;
    let started = false;
    waiting++;
    const end = (reason: 'timeout' | 'wait' | 'closing') => {
      why = reason;
      stop.abort(reason);
    };
    queued.add(end);
    const waitTimer = setTimeout(() => end('wait'), options.maxWaitMs);
    let runTimer: NodeJS.Timeout | undefined;
    port1.once('message', () => {
      queued.delete(end);
      started = true;
      waiting--;
      running++;
      clearTimeout(waitTimer);
      runTimer = setTimeout(() => end('timeout'), runOptions.timeMs);
    });
    const signals = runOptions.signal ? [stop.signal, runOptions.signal] : [stop.signal];
    try {
      const message: TaskMessage = { kind, input, port: port2 };
      const reply = (await piscina.run(message, {
        transferList: [port2, ...(runOptions.transfer ?? [])] as never,
        signal: AbortSignal.any(signals),
      })) as TaskReply;
      if (!reply.ok) throw new HttpError(reply.status, reply.message);
      return reply.value;
    } catch (error) {
      if (why === 'timeout') throw new WorkTimeoutError(runOptions.timeMs);
      if (why === 'wait') throw busy();
      if (why === 'closing') throw new WorkClosingError();
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new WorkMemoryError(options.memoryMb);
      throw error;
    } finally {
      queued.delete(end);
      clearTimeout(waitTimer);
      clearTimeout(runTimer);
      port1.close();
      if (started) running--;
      else waiting--;
    }
  }

  // A rough wait: the queue ahead of the job, a second per job per worker, within reason.
  const busy = () =>
    new WorkBusyError(Math.min(30, Math.max(2, Math.ceil((waiting + running) / Math.max(1, options.threads)))));

  return {
    run: run as WorkPool<T>['run'],
    warm() {
      // Jobs that do nothing, one per thread: piscina starts a worker for each.
      for (let i = 0; i < options.threads; i++) void run('ping', null, { timeMs: 30_000 }).catch(() => undefined);
    },
    drain(graceMs = 0) {
      // Requests already in flight may still hand over work during the grace; whatever has not started by then
      // is refused, and so is anything after.
      const refuse = () => {
        closed = true;
        for (const end of [...queued]) end('closing');
      };
      if (graceMs <= 0) refuse();
      else setTimeout(refuse, graceMs).unref();
    },
    stats: () => ({ name: options.name, threads: options.threads, running, waiting }),
    close: () => piscina.destroy(),
  };
}

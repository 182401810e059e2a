import { existsSync } from 'node:fs';
import type { Config } from '../config';
import type { ComputeTasks } from './compute-worker';
import type { DocumentTasks } from './document-worker';
import { type WorkPool, createWorkPool } from './work-pool';

export interface WorkPools {
  /** Math, graphs, detection of long texts, rewriting: short jobs, one thread per core. */
  compute: WorkPool<ComputeTasks>;
  /** Reading uploads (OCR included) and writing exports: long jobs, kept apart so they never hold up the math. */
  documents: WorkPool<DocumentTasks>;
  /** Shutting down: new jobs are refused, queued ones after `graceMs`, running ones finish. */
  drain(graceMs?: number): void;
  close(): Promise<void>;
}

/** The worker module: TypeScript beside this file when running from source, else the bundle's .js. */
function workerFile(name: string): URL {
  if (import.meta.url.endsWith('.ts')) return new URL(`./${name}.ts`, import.meta.url);
  // In the bundle this code sits in dist/main.js or in a chunk one folder down.
  const candidates = [new URL(`./${name}.js`, import.meta.url), new URL(`../${name}.js`, import.meta.url)];
  return candidates.find((url) => existsSync(url)) ?? (candidates[0] as URL);
}

export function createWorkPools(config: Pick<Config, 'work' | 'documents'>): WorkPools {
  const compute = createWorkPool<ComputeTasks>({
    filename: workerFile('compute-worker'),
    name: 'compute',
    threads: config.work.threads,
    maxQueue: config.work.queue,
    maxWaitMs: 20_000,
    memoryMb: config.work.memoryMb,
  });
  const documents = createWorkPool<DocumentTasks>({
    filename: workerFile('document-worker'),
    name: 'documents',
    threads: config.documents.ocrWorkers,
    // An upload waits in memory with its file: a short queue.
    maxQueue: 4 * config.documents.ocrWorkers,
    maxWaitMs: 60_000,
    memoryMb: config.work.memoryMb,
    // Each document worker holds an OCR model that takes a second to load: keep it a while.
    idleTimeoutMs: 5 * 60_000,
  });
  return {
    compute,
    documents,
    drain: (graceMs) => {
      compute.drain(graceMs);
      documents.drain(graceMs);
    },
    close: async () => {
      await Promise.all([compute.close(), documents.close()]);
    },
  };
}

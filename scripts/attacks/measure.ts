// What is measured around each attack: /api/health latency meanwhile, the servers' resident memory, the verdict.
import { readFileSync } from 'node:fs';
import { percentile, pause } from '../bench-stats.mjs';
import type { Outcome } from './http-client';

export const TARGET_MS = 5000;
export const HEALTH_P99_MS = 100;
export const RSS_LIMIT_MB = 1024;

export interface Attack {
  name: string;
  /** What the attacker should get: a refusal (4xx/503), an answer (200, bounded), or the attack's own rule. */
  expect: 'refusal' | 'answer' | ((outcomes: Outcome[]) => boolean);
  /** The server /api/health is polled on while the attack runs, when not the main one (null: the main one). */
  healthBase?: () => string | null;
  run(): Promise<Outcome[]>;
  /** What only the stopped server's database can tell (rows stored): judged after the run, before printing. */
  afterStop?(dataDir: string): Promise<{ met: boolean; note: string }>;
}

export interface Row {
  attack: Attack;
  outcomes: Outcome[];
  latencies: number[];
  rssMb: number;
  met: boolean;
}

/** Within the time target, and refused cleanly (never a 500) or answered, as the attack expects. */
export function verdict(attack: Attack, outcomes: Outcome[]): boolean {
  const slowest = Math.max(...outcomes.map((r) => r.ms));
  if (typeof attack.expect === 'function') return slowest < TARGET_MS && attack.expect(outcomes);
  return (
    slowest < TARGET_MS &&
    (attack.expect === 'refusal'
      ? outcomes.every((r) => r.status >= 400 && r.status < 600 && r.status !== 500)
      : outcomes.every((r) => r.status === 200))
  );
}

// A process that has exited has no /proc entry (or, as a zombie, no VmRSS): it counts as 0.
const rssOf = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

/**
 * Samples the resident memory of the server processes every 100 ms (worker threads are in the same process);
 * `watch` adds a process (the second server of the SIGTERM attack). The peak is the largest single process.
 */
export function startRssSampler(pid: number) {
  const pids = new Set([pid]);
  let peak = 0;
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      for (const watched of pids) peak = Math.max(peak, rssOf(watched));
      await pause(100);
    }
  })();
  return {
    peak: () => peak,
    watch: (other: number) => pids.add(other),
    unwatch: (other: number) => pids.delete(other),
    stop: async () => {
      sampling = false;
      await loop;
    },
  };
}

/** Polls /api/health every 50 ms while `work` runs; a poll that fails (a server shutting down) is counted apart. */
export async function healthDuring<T>(
  work: Promise<T>,
  target: () => string,
): Promise<{ result: T; latencies: number[]; failures: number }> {
  let done = false;
  let failures = 0;
  const latencies: number[] = [];
  const poll = (async () => {
    while (!done) {
      const started = performance.now();
      try {
        await (await fetch(`${target()}/api/health`)).arrayBuffer();
        latencies.push(performance.now() - started);
      } catch {
        failures++;
      }
      await pause(50);
    }
  })();
  const result = await work.finally(() => (done = true));
  await poll;
  return { result, latencies, failures };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** One line of the Markdown table, in the columns the earlier runs used. */
export function formatRow({ attack, outcomes, latencies, rssMb, met }: Row): string {
  const slowest = Math.max(...outcomes.map((r) => r.ms));
  const statuses = [...new Set(outcomes.map((r) => r.status))].join('/');
  const health = latencies.length ? `${percentile(latencies, 0.99).toFixed(1)} ms` : '–';
  return (
    `| ${attack.name} | ${statuses} in ${Math.round(slowest)} ms | ${cell(outcomes[0]?.note ?? '').slice(0, 260)} | ` +
    `${health} | ${Math.round(rssMb)} MB | ${met ? 'met' : 'NOT met'} |`
  );
}

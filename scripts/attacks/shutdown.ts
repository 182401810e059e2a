// SIGTERM while heavy jobs run: a second server process of the same build, signalled as a service manager does.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pause } from '../bench-stats.mjs';
import { freePort, waitForHealth } from '../server-process.mjs';
import { type Outcome, createClient } from './http-client';
import { type Attack, TARGET_MS } from './measure';

interface Watcher {
  watch(pid: number): void;
  unwatch(pid: number): void;
}

// A streamed solve ends with its summary; a cut connection or a body without it is no clear answer.
const clearAnswer = (o: Outcome) =>
  (o.status === 200 && !o.note.startsWith('ENDED WITHOUT') && !o.note.startsWith('no answer')) || o.status === 503;

export function shutdownAttack(root: string, rss: Watcher): Attack {
  let target: string | null = null;
  const exit = { code: null as number | null | 'still running', ms: Number.POSITIVE_INFINITY, clean: false };
  return {
    name: 'SIGTERM to a second server while four `Integrate sec(x)^41 dx` are solved',
    healthBase: () => target,
    expect: (outcomes) => exit.code === 0 && exit.ms < TARGET_MS && exit.clean && outcomes.every(clearAnswer),
    run: async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'zhi-bench-sigterm-'));
      const port = await freePort();
      // The built server itself, not `npm start`: that rebuilds when sources changed, and this run measures one build.
      const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          ANONYMOUS_ALLOWANCE_TOKENS: '0',
          RATE_LIMIT_PER_MINUTE: '0',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, so whatever is left of it can be ended by its id.
        detached: true,
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const group = child.pid as number;
      try {
        const url = `http://127.0.0.1:${port}`;
        await waitForHealth(url, child, { output: () => output });
        rss.watch(group);
        const { streamSolve } = createClient(url);
        // A running server, as in the report: its workers started and the engine loaded before the attack.
        await streamSolve('Solve 2x + 3 = 7');
        target = url;
        const solves = [0, 1, 2, 3].map(async () => {
          const started = performance.now();
          return streamSolve('Integrate sec(x)^41 dx').catch((error: Error): Outcome => ({
            status: 0,
            ms: performance.now() - started,
            note: `no answer: ${error.message}`,
          }));
        });
        // In flight when the signal comes (the e2e test of `npm start` waits as long).
        await pause(300);
        target = null;
        const signalled = performance.now();
        process.kill(group, 'SIGTERM');
        exit.code = await Promise.race([exited, pause(30_000).then(() => 'still running' as const)]);
        exit.ms = performance.now() - signalled;
        exit.clean = output.includes('shut down cleanly') && !output.includes('exiting now');
        const outcomes = await Promise.all(solves);
        outcomes[0] = {
          ...(outcomes[0] as Outcome),
          note:
            `exited ${exit.code} ${(exit.ms / 1000).toFixed(1)} s after the SIGTERM (${exit.clean ? '"shut down cleanly"' : 'NOT CLEANLY'}); ` +
            `the four solves: ${outcomes.map((o) => `${o.status} "${o.note.slice(0, 28)}…"`).join(', ')}`,
        };
        return outcomes;
      } finally {
        target = null;
        // Anything of the group still alive is ended; kill(…, 0) only asks.
        try {
          process.kill(-group, 0);
          process.kill(-group, 'SIGKILL');
        } catch {
          // the whole group has exited
        }
        rss.unwatch(group);
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

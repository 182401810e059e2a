// Helpers for scripts and tests that start the server as a process: a free port, and waiting until it is ready.
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Polls `${baseUrl}/api/health` until it answers 200; fails at once if the process exits first, or after
 * `timeoutMs`. Returns the milliseconds waited.
 */
export async function waitForHealth(baseUrl, child, { timeoutMs = 60_000, intervalMs = 20, output = () => '' } = {}) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (code ${child.exitCode}) before it was ready:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs)
      throw new Error(`The server was not ready after ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Starts the production build on a free port with an empty DATA_DIR, no rate limit and quiet logs (for
 * benchmarks), waits until it is ready, and returns how to reach it and stop it.
 */
export async function startBuiltServer(root, env = {}) {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zhi-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, child, stop };
}

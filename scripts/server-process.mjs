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

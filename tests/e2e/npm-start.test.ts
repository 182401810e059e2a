import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { root } from '../../scripts/build-state.mjs';

// The build is made (if missing) by this project's global setup.
let dataDir: string;
beforeAll(async () => {
  // Inside the project, like the default ./data, but never the user's own ./data.
  await mkdir(path.join(root, 'test-results'), { recursive: true });
  dataDir = await mkdtemp(path.join(root, 'test-results', 'npm-start-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('`npm start` serves the app on an empty DATA_DIR, and SIGTERM to npm stops the server cleanly', async () => {
  const port = await freePort();
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));

  let health: Response | undefined;
  for (let i = 0; i < 300 && !health; i++) {
    health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (!health) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(health?.status, output).toBe(200);
  const page = await fetch(`http://127.0.0.1:${port}/`);
  expect(await page.text()).toContain('<div id="root">');

  npm.kill('SIGTERM');
  expect(await exited).toBe(0);
  // The server itself received the signal: nothing is left listening, and it says it shut down cleanly.
  await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  expect(output).toContain('shut down cleanly');
}, 120_000);

import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { freePort, waitForHealth } from '../../../scripts/server-process.mjs';
import { seedFromTemplate } from '../src/db/pglite-template';
import { makeTempDir } from './helpers/test-database';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** A DATA_DIR whose embedded database is already initialised, so the test does not wait for initdb. */
async function seededDataDir(): Promise<string> {
  const dataDir = await makeTempDir();
  await seedFromTemplate(path.join(dataDir, 'pglite'), inject('pgliteTemplateDir'));
  return dataDir;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('refuses to start on a bad variable, naming it', async () => {
    const run = startServer({ PORT: 'eighty', DATA_DIR: await makeTempDir() });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Cannot start the server: Invalid configuration:');
    expect(run.output()).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
  });

  it('refuses to start when DATA_DIR cannot be written, naming DATA_DIR', async () => {
    const file = path.join(await makeTempDir(), 'a-file');
    await writeFile(file, 'x');
    const run = startServer({ DATA_DIR: path.join(file, 'data') });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/Cannot start the server: DATA_DIR ".*a-file\/data" cannot be written/);
  });

  it('stops with a clear message when DATABASE_URL does not answer', async () => {
    const run = startServer({ DATA_DIR: await makeTempDir(), DATABASE_URL: 'postgres://zhi:pw@127.0.0.1:1/zhi' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/Cannot start the server: Could not connect to DATABASE_URL .*ECONNREFUSED/);
    expect(run.output()).not.toContain(':pw@');
  });

  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = startServer({ PORT: String(port), DATA_DIR: await seededDataDir() });
    await waitForHealth(`http://127.0.0.1:${port}`, run.child, { output: run.output });
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('shut down cleanly');
  });

  it('refuses a second server on the same DATA_DIR, and a port already taken', async () => {
    const dataDir = await seededDataDir();
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(`http://127.0.0.1:${port}`, first.child, { output: first.output });

    const sameDir = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await sameDir.exited).toBe(1);
    expect(sameDir.output()).toMatch(/DATA_DIR .* is in use by another server process/);

    const samePort = startServer({ PORT: String(port), DATA_DIR: await seededDataDir() });
    expect(await samePort.exited).toBe(1);
    expect(samePort.output()).toContain(`PORT ${port} is already in use`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 120_000); // three server starts in a row: a loaded CI machine needs more than the default 30 s
});

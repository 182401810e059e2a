import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../../scripts/ensure-build.mjs';
import { root } from '../../scripts/build-state.mjs';
import { freePort, waitForHealth } from '../../scripts/server-process.mjs';
import { FAKE_AI_KEY } from '../../apps/server/test/fakes/fake-ai-providers';
import { startFakeTranscriber } from '../../apps/server/test/fakes/fake-transcriber';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Chromium to drive, or null when this machine has none (the browser tests then skip, except under CI). */
    chromiumPath: string | null;
    baseUrl: string;
  }
}

export const CONTACT_EMAIL = 'help@zhi.example.org';

export default async function setup(project: TestProject) {
  // Build once, before any test of this project runs (the npm start test needs it even without a browser).
  ensureBuilt({ log: (line: string) => console.log(`[e2e] ${line}`) });
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) {
    const message =
      `No Chromium at ${chromiumPath}: the browser tests need it (Debian: apt-get install chromium; ` +
      'or set CHROMIUM_PATH).';
    if (process.env.CI === 'true') throw new Error(`${message} Under CI a missing browser fails the run.`);
    console.warn(`\n⚠ ${message} Skipping the browser tests only.\n`);
    project.provide('chromiumPath', null);
    project.provide('baseUrl', '');
    return;
  }

  // Speech to text for the dictation test: the first two utterances read as these; any later one as nothing.
  const transcriber = await startFakeTranscriber(['first part', 'second part'], '', 700);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'zhi-e2e-'));
  const port = await freePort();
  let output = '';
  // The production build, started the way `npm start` starts it, on an empty DATA_DIR.
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONTACT_EMAIL,
      LOG_LEVEL: 'warn',
      // Production switches the demo payment provider off unless asked; the purchase tests use it.
      DEMO_PAYMENTS: 'on',
      // Every test opens a fresh browser context (a new visitor) from 127.0.0.1: room for all their allowances.
      ANONYMOUS_ALLOWANCES_PER_IP_PER_DAY: '1000',
      TRANSCRIBE_BASE_URL: `${transcriber.url}/v1`,
      TRANSCRIBE_API_KEY: FAKE_AI_KEY,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, { output: () => output });
  project.provide('chromiumPath', chromiumPath);
  project.provide('baseUrl', baseUrl);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
    await transcriber.close();
  };
}

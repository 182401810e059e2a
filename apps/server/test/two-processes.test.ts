import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForHealth } from '../../../scripts/server-process.mjs';
import { createScratchPostgres, makeTempDir } from './helpers/test-database';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const SECRET = 'a-session-secret-both-processes-share-0123456789';

interface Server {
  url: string;
  child: ChildProcess;
  output: () => string;
  dataDir: string;
}

/** One server process from source, on the given PostgreSQL. */
async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const dataDir = await makeTempDir();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, dataDir };
}

async function stop(server: Server | undefined): Promise<void> {
  if (!server) return;
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  await rm(server.dataDir, { recursive: true, force: true });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createScratchPostgres>>;
  let a: Server | undefined;
  let b: Server | undefined;
  beforeAll(async () => {
    database = await createScratchPostgres();
    // Started together, on an empty database: both try to migrate it at once.
    [a, b] = await Promise.all([startServer(database.url), startServer(database.url)]);
    await Promise.all([a, b].map((s) => waitForHealth(s.url, s.child, { timeoutMs: 90_000, output: s.output })));
  }, 120_000);
  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await database?.drop();
  });

  it('applies the migrations once, though both processes started them at once', async () => {
    const journal = JSON.parse(
      await readFile(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: unknown[] };
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      expect(rows).toHaveLength(journal.entries.length);
      expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
    } finally {
      await client.end();
    }
    for (const server of [a, b]) expect((await fetch(`${server!.url}/api/health`)).status).toBe(200);
  });

  it('serves a session, a balance and an assignment made through one process from the other', async () => {
    const post = (server: Server, url: string, body: unknown, cookie = '') =>
      fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const get = async (server: Server, url: string, cookie: string) =>
      (await (await fetch(`${server.url}${url}`, { headers: { cookie } })).json()) as Record<string, unknown>;

    const solved = await post(a!, '/api/solve', { problem: 'Calculate 2 + 2' });
    expect(solved.status).toBe(200);
    const cookie = (solved.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
    expect(cookie).toMatch(/^zhi_session=/);
    const charged = ((await solved.json()) as { tokensCharged: number }).tokensCharged;
    expect(charged).toBeGreaterThan(0);
    const saved = await post(a!, '/api/save-assignment', { inputText: 'Solve x + 1 = 3', title: 'Made on A' }, cookie);
    expect(saved.status).toBe(200);

    expect((await get(b!, '/api/session', cookie)).sessionId).toBe((await get(a!, '/api/session', cookie)).sessionId);
    expect((await get(b!, '/api/balance', cookie)).tokenBalance).toBe(1000 - charged);
    const listed = (await get(b!, '/api/assignments', cookie)) as unknown as { assignments: { title: string }[] };
    expect(listed.assignments.map((x) => x.title)).toEqual(['Made on A']);
  });
});

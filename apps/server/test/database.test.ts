import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { StartupError } from '../src/data-dir';
import { openDatabase, redact } from '../src/db/client';
import { assignments, sessions, users } from '../src/db/schema';
import { usernameKey } from '../src/services/accounts/username-key';
import { backends, createTestDatabase, makeTempDir, type TestDatabase } from './helpers/test-database';

describe.each(backends)('database on %s', (backend) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.destroy();
  });

  it('applies the migrations: every table exists', async () => {
    database = await createTestDatabase(backend);
    const rows = await database.handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = (rows as unknown as { rows?: { table_name: string }[] }).rows ?? (rows as never);
    expect(names.map((r: { table_name: string }) => r.table_name)).toEqual([
      'accounts',
      'anonymous_grants',
      'assignments',
      'ledger_entries',
      'login_failures',
      'payments',
      'reservations',
      'sessions',
      'users',
    ]);
    expect(database.handle.kind).toBe(backend);
  });

  it('keeps usernames unique by their key (case and look-alike letters folded)', async () => {
    database = await createTestDatabase(backend);
    const { db } = database.handle;
    await db.insert(users).values({ username: 'Ada@Example.org', usernameKey: usernameKey('Ada@Example.org') });
    await expect(
      db.insert(users).values({ username: 'ada@example.ORG', usernameKey: usernameKey('ada@example.ORG') }),
    ).rejects.toThrow();
  });

  it('requires every assignment to have an owner, and deletes it with its owner', async () => {
    database = await createTestDatabase(backend);
    const { db } = database.handle;
    await expect(db.insert(assignments).values({ inputText: 'orphan' })).rejects.toThrow();
    const [session] = await db
      .insert(sessions)
      .values({ tokenHash: 'h', expiresAt: new Date(Date.now() + 60_000) })
      .returning();
    await db.insert(assignments).values({ sessionId: session!.id, inputText: 'Solve 2x+3=7', title: 'Algebra' });
    expect(await db.select().from(assignments)).toHaveLength(1);
    await db.delete(sessions).where(eq(sessions.id, session!.id));
    expect(await db.select().from(assignments)).toHaveLength(0);
  });
});

describe('embedded database (PGlite)', () => {
  it('keeps its data across a restart', async () => {
    const database = await createTestDatabase('pglite');
    try {
      await database.handle.db.insert(users).values({ username: 'persisted', usernameKey: 'persisted' });
      await database.handle.close();
      const reopened = await openDatabase({ dataDir: database.dataDir });
      const rows = await reopened.db.select().from(users);
      expect(rows.map((r) => r.username)).toEqual(['persisted']);
      await reopened.close();
    } finally {
      await database.destroy();
    }
  });

  it('starts a new folder from the template, leaving no staging folder behind', async () => {
    const dataDir = await makeTempDir();
    const seeded = await openDatabase({ dataDir, pgliteTemplateDir: inject('pgliteTemplateDir') });
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(readdirSync(dataDir).filter((name) => name.includes('seeding'))).toEqual([]);
    await seeded.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same DATA_DIR', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const error = await openDatabase({ dataDir: database.dataDir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StartupError);
      expect((error as Error).message).toMatch(/DATA_DIR .* is in use by another server process/);
    } finally {
      await database.destroy();
    }
  });
});

describe('PostgreSQL connection failures', () => {
  it('stops quickly with a clear message, naming DATABASE_URL without its password', async () => {
    const started = Date.now();
    const error = await openDatabase({
      databaseUrl: 'postgres://zhi:topsecret@127.0.0.1:1/zhi',
      dataDir: await makeTempDir(),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(
      /^Could not connect to DATABASE_URL \(postgres:\/\/zhi:\*\*\*@127\.0\.0\.1:1\/zhi\)/,
    );
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
    expect((error as Error).message).not.toContain('topsecret');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('gives up on a server that never answers after the connect timeout', async () => {
    // A listening socket that never speaks: the connection opens, the handshake never completes.
    const net = await import('node:net');
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const error = await openDatabase({
        databaseUrl: `postgres://x@127.0.0.1:${port}/x`,
        dataDir: await makeTempDir(),
        connectTimeoutMs: 500,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StartupError);
      expect((error as Error).message).toMatch(/Could not connect to DATABASE_URL.*timeout/i);
    } finally {
      silent.close();
    }
  });

  it('redacts passwords and survives garbage', () => {
    expect(redact('postgresql://a:b@h/d')).toBe('postgresql://a:***@h/d');
    expect(redact('not a url')).toBe('an unparsable URL');
  });
});

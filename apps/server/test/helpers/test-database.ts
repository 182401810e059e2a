import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL names a server we may create databases on. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Where PGlite lives, or the URL of the scratch PostgreSQL database. */
  location: string;
  dataDir: string;
  /** Closes (if still open) and deletes everything the test database used. */
  destroy(): Promise<void>;
}

export async function makeTempDir(prefix = 'zhi-test-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** An empty scratch database on the PostgreSQL of TEST_DATABASE_URL, for a test that starts servers on it. */
export async function createScratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** The embedded database in a DATA_DIR a test prepared (say, one a command-line tool wrote first). */
export async function openTestDatabaseAt(dataDir: string): Promise<TestDatabase> {
  const handle = await openDatabase({ dataDir, pgliteTemplateDir: inject('pgliteTemplateDir') });
  return {
    handle,
    location: path.join(dataDir, 'pglite'),
    dataDir,
    async destroy() {
      await handle.close().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh, migrated database of the given kind, private to the calling test. */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  const dataDir = await makeTempDir();
  if (backend === 'pglite') return openTestDatabaseAt(dataDir);
  const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    handle,
    location: url.toString(),
    dataDir,
    async destroy() {
      await handle.close().catch(() => undefined);
      await adminQuery(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

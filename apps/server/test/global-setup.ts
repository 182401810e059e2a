import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/db/client';
import { createPgliteTemplate } from '../src/db/pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    /** Prefix of this run's scratch PostgreSQL databases, so the teardown can drop any a crashed test left. */
    testDatabasePrefix: string;
  }
}

async function dropScratchDatabases(prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}

/** Under CI (REQUIRE_POSTGRES=1) the database tests must run on PostgreSQL too: a missing or dead server fails. */
async function requirePostgres(): Promise<void> {
  if (process.env.REQUIRE_POSTGRES !== '1') return;
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error(
      'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the database tests would run on PGlite only.',
    );
  }
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL at TEST_DATABASE_URL does not answer: ${String(error)}`, {
      cause: error,
    });
  } finally {
    await client.end().catch(() => undefined);
  }
}

// initdb and migrate once for the whole run; each test database is a fast copy (see db/pglite-template.ts).
export default async function setup(project: TestProject) {
  await requirePostgres();
  const root = await mkdtemp(path.join(tmpdir(), 'zhi-pglite-template-'));
  const templateDir = path.join(root, 'template');
  await createPgliteTemplate(templateDir, migrationsFolder);
  project.provide('pgliteTemplateDir', templateDir);
  const prefix = `zhi_test_${randomBytes(3).toString('hex')}_`;
  project.provide('testDatabasePrefix', prefix);
  return async () => {
    await rm(root, { recursive: true, force: true });
    if (process.env.TEST_DATABASE_URL) await dropScratchDatabases(prefix);
  };
}

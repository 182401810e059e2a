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

// initdb and migrate once for the whole run; each test database is a fast copy (see db/pglite-template.ts).
export default async function setup(project: TestProject) {
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

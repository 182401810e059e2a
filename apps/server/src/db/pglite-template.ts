import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** 1 MB WAL segments instead of 16: a new database folder is 29 MB instead of 39, so a first start writes less. */
export const PGLITE_INITDB_ARGS = ['--wal-segsize=1'];

/**
 * Server settings for the embedded database. PGlite's default 128 MB of shared buffers is touched at start and
 * stays resident; one process with one connection needs far less (the operating system caches the files too).
 * Measured: 312 → 189 MB RSS for the database alone (docs/benchmarks.md).
 */
export const pgliteStartParams = (defaults: readonly string[]) => [...defaults, '-c', 'shared_buffers=16MB'];

/**
 * PGlite's initdb takes seconds in WebAssembly and a first migration half a second more; copying a folder that
 * has both done takes milliseconds. The build makes one template (build.mjs does the same as this); a first start
 * copies it, and the migrator then finds nothing left to apply.
 */
export async function createPgliteTemplate(dir: string, migrationsFolder: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create(dir, { initDbStartParams: PGLITE_INITDB_ARGS });
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.close();
  }
}

async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) => {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      return entry.isDirectory() ? copyTree(source, target) : copyFile(source, target);
    }),
  );
}

export const isInitialised = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/** Fills an empty database folder from the template; a half-done copy never becomes the database. */
export async function seedFromTemplate(dataDir: string, templateDir: string | undefined): Promise<void> {
  if (!templateDir || isInitialised(dataDir) || !isInitialised(templateDir)) return;
  const staging = `${dataDir}.seeding-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await copyTree(templateDir, staging);
  await rm(dataDir, { recursive: true, force: true });
  await rename(staging, dataDir);
}

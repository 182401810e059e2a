import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseKind } from '@zhi/contract';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { StartupError } from '../data-dir';
import { acquireDirLock } from './dir-lock';
import { PGLITE_INITDB_ARGS, pgliteStartParams, seedFromTemplate } from './pglite-template';
import * as schema from './schema';

/** The one database type the services use, whichever backend is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  connectTimeoutMs?: number;
  onPoolError?: (error: Error) => void;
  /** An initialised PGlite folder to copy on first start; defaults to the one the build leaves beside the bundle. */
  pgliteTemplateDir?: string | undefined;
}

/** Next to this file in the source tree; copied next to the bundle by the build. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const defaultTemplateDir = fileURLToPath(new URL('./pglite-template', import.meta.url));

// Any fixed number works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_ID = 7_264_001;

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in DATA_DIR; applies migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(options.dataDir, options.pgliteTemplateDir ?? defaultTemplateDir);
}

// Each backend's driver is loaded only when that backend is opened: a faster start, and no pg in embedded mode.
async function openPglite(dataDir: string, templateDir: string): Promise<DatabaseHandle> {
  // PGlite is single-process: a second server on the same folder would corrupt it.
  const lock = await acquireDirLock(dataDir, 'pglite.lock');
  let client: PGlite | undefined;
  try {
    const folder = path.join(dataDir, 'pglite');
    // Copying the template is disk work and loading the driver is CPU work: do them at the same time.
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      seedFromTemplate(folder, templateDir),
    ]);
    // Without a template (running from source) PGlite runs initdb itself, with the same arguments.
    client = await PGlite.create(folder, {
      initDbStartParams: PGLITE_INITDB_ARGS,
      startParams: pgliteStartParams(PGlite.defaultStartParams),
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      async close() {
        try {
          await opened.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    await lock.release();
    if (error instanceof StartupError) throw error;
    throw new StartupError(`The embedded database in DATA_DIR could not be opened: ${describe(error)}`, {
      cause: error,
    });
  }
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const [{ default: pgDriver }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pgDriver.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => options.onPoolError?.(error));
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StartupError(`Could not connect to DATABASE_URL (${redact(url)}): ${describe(error)}`, {
      cause: error,
    });
  }
  try {
    // Several processes may start at once; only one applies the migrations.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  } catch (error) {
    client.release(true);
    await pool.end().catch(() => undefined);
    throw new StartupError(`Migrating the database at DATABASE_URL failed: ${describe(error)}`, { cause: error });
  }
  client.release();
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** Hides the password in a connection URL before it reaches a log or a message. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparsable URL';
  }
}

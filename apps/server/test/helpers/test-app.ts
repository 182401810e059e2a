import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { WorkPools } from '../../src/workers/pools';
import { type Backend, type TestDatabase, createTestDatabase, openTestDatabaseAt } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  webDistDir?: string;
  /** Called with the app before it is ready, to add routes a test needs. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** An embedded DATA_DIR the test prepared, instead of a fresh database. */
  dataDir?: string;
  /** Receives every log line as JSON, for tests about logging. */
  logStream?: { write(line: string): void };
  /** Worker pools of the test's making (the app closes them with itself), instead of the configured ones. */
  pools?: (config: Config) => WorkPools;
}

/** The real app on a fresh database of the given backend; close() shuts both. */
export async function createTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.dataDir ? await openTestDatabaseAt(options.dataDir) : await createTestDatabase(backend);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: database.handle,
    sessionSecret: 'test-secret-that-is-long-enough-0123456789',
    webDistDir: options.webDistDir ?? '/nonexistent-web-dist',
    ...(options.pools ? { pools: options.pools(config) } : {}),
    ...(options.logStream ? { logger: { level: 'info', stream: options.logStream } } : {}),
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { StartupError, ensureDataDir, loadSessionSecret } from './data-dir';
import { openDatabase } from './db/client';
import { installGracefulShutdown } from './shutdown';

async function start(): Promise<void> {
  // performance.now() counts from process start: what has passed by now is loading the modules.
  const modulesMs = Math.round(performance.now());
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  const config = loadConfig();
  await ensureDataDir(config.dataDir);
  const sessionSecret = await loadSessionSecret(config.dataDir, config.sessionSecret);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    onPoolError: (error) => console.error(`database connection error: ${error.message}`),
  });
  const databaseMs = elapsed();
  let app;
  try {
    app = await buildApp({ config, database, sessionSecret });
  } catch (error) {
    await database.close();
    throw error;
  }
  installGracefulShutdown(app);
  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info({ database: database.kind, modulesMs, databaseMs, readyMs: elapsed() }, 'ready');
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(`PORT ${config.port} is already in use on ${config.host}; set PORT to a free port.`);
    }
    throw error;
  }
}

start().catch((error: unknown) => {
  // Known start-up problems get one clear sentence; anything else keeps its stack for whoever debugs it.
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(`Cannot start the server: ${error.message}`);
  } else {
    console.error('Cannot start the server:', error);
  }
  process.exit(1);
});

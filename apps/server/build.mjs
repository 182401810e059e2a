// Bundles the server into dist/main.js: our code and the workspace packages inlined, npm dependencies left external.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('package.json', here), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@zhi/'));

await rm(new URL('dist', here), { recursive: true, force: true });
await build({
  // The worker threads' modules are entries of their own (see src/workers/pools.ts).
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/workers/compute-worker.ts', out: 'compute-worker' },
    { in: 'src/workers/document-worker.ts', out: 'document-worker' },
  ].map((entry) => ({ in: new URL(entry.in, here).pathname, out: entry.out })),
  outdir: new URL('dist', here).pathname,
  // Dynamic imports (the detector and its weights) become chunks loaded on first use, not at start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// The operator's add-user command: a bundle of its own, so the database code it shares with the server stays
// beside it (db/client.ts finds the migrations next to the file it is bundled in).
await build({
  entryPoints: [new URL('src/cli/add-user.ts', here).pathname],
  outfile: new URL('dist/add-user.js', here).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// Migrations are read from disk next to the bundle (see db/client.ts).
await cp(new URL('src/db/migrations', here), new URL('dist/migrations', here), { recursive: true });
// An initialised, migrated embedded database to copy on first start (why: src/db/pglite-template.ts).
const { PGlite } = await import('@electric-sql/pglite');
const { drizzle } = await import('drizzle-orm/pglite');
const { migrate } = await import('drizzle-orm/pglite/migrator');
// Same initdb arguments as src/db/pglite-template.ts (PGLITE_INITDB_ARGS).
const template = await PGlite.create(new URL('dist/pglite-template', here).pathname, {
  initDbStartParams: ['--wal-segsize=1'],
});
await migrate(drizzle(template), { migrationsFolder: new URL('dist/migrations', here).pathname });
await template.close();
console.log('server built: apps/server/dist/main.js');

// Which parts of the app need (re)building: a part is stale when any of its inputs is newer than its output.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

const shared = ['packages', 'package.json', 'package-lock.json'];

export const parts = {
  web: {
    workspace: '@zhi/web',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...shared,
    ],
  },
  server: {
    workspace: '@zhi/server',
    // The PGlite template is written last, so its presence means the whole build finished.
    output: 'apps/server/dist/pglite-template/PG_VERSION',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...shared],
  },
};

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Names of the parts whose output is missing or older than an input. */
export function staleParts() {
  return Object.entries(parts)
    .filter(([, part]) => {
      const output = path.join(root, part.output);
      if (!existsSync(output)) return true;
      const built = statSync(output).mtimeMs;
      return part.inputs.some((input) => newestMtime(path.join(root, input)) > built);
    })
    .map(([name]) => name);
}

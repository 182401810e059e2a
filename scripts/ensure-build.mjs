// Builds whatever is missing or out of date; `npm start` and the browser tests call this before serving.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { parts, root, staleParts } from './build-state.mjs';

export function ensureBuilt({ log = console.log } = {}) {
  const stale = staleParts();
  for (const name of stale) {
    log(`Building ${name} (${parts[name].workspace})…`);
    // Always a production build, even when called from a test runner that set NODE_ENV=test (React's dev build).
    const env = { ...process.env, NODE_ENV: 'production' };
    const result = spawnSync('npm', ['run', 'build', '-w', parts[name].workspace], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`Building ${name} failed (exit code ${result.status}).`);
  }
  return stale;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const built = ensureBuilt();
    if (built.length === 0) console.log('Everything is built and up to date.');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

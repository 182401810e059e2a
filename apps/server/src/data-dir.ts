import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** Creates DATA_DIR if needed and proves it is writable, so a bad folder stops the start, not a later request. */
export async function ensureDataDir(dataDir: string): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true });
    await access(dataDir, constants.W_OK);
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`DATA_DIR "${dataDir}" cannot be written: ${reason}`, { cause: error });
  }
}

const SECRET_FILE = 'session-secret';

/** Returns SESSION_SECRET, or the secret generated once into DATA_DIR (created atomically so two starting processes agree). */
export async function loadSessionSecret(dataDir: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(randomBytes(48).toString('base64url'));
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Another process may have just created it; wait briefly for its content.
  for (let attempt = 0; attempt < 50; attempt++) {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret.length >= 32) return secret;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new StartupError(`DATA_DIR holds an unusable ${SECRET_FILE} file; delete it or set SESSION_SECRET`);
}

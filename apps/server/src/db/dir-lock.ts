import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from '../data-dir';

export interface DirLock {
  release(): Promise<void>;
}

// Locks this process holds, so a stale file left by an earlier run with the same pid (pid 1 in a container) is not mistaken for ours.
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes an exclusive lock file in a folder, replacing one left behind by a process that is gone. */
export async function acquireDirLock(dir: string, name: string): Promise<DirLock> {
  const file = path.join(dir, name);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      held.add(file);
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          held.delete(file);
          await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      const ours = pid === process.pid && held.has(file);
      if (ours || (pid > 0 && pid !== process.pid && isAlive(pid))) {
        throw new StartupError(
          `DATA_DIR "${dir}" is in use by another server process (pid ${pid}). The embedded database serves one ` +
            `process; stop the other one, or set DATABASE_URL to share a PostgreSQL database. If no other server ` +
            `is running, delete ${file}.`,
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new StartupError(`Could not take the lock ${file}`);
}

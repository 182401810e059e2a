import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { acquireDirLock } from './dir-lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zhi-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('records the holder and refuses a second holder with an explanation', async () => {
  const lock = await acquireDirLock(dir, 'db.lock');
  expect(await readFile(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
  await expect(acquireDirLock(dir, 'db.lock')).rejects.toThrow(/in use by another server process.*DATABASE_URL/s);
  await lock.release();
  const again = await acquireDirLock(dir, 'db.lock');
  await again.release();
});

it('refuses a lock held by another live process', async () => {
  // pid 1 always exists; it is not us.
  await writeFile(path.join(dir, 'db.lock'), '1');
  await expect(acquireDirLock(dir, 'db.lock')).rejects.toThrow(/pid 1/);
});

it('replaces a lock left by a process that is gone', async () => {
  await writeFile(path.join(dir, 'db.lock'), '999999999');
  const lock = await acquireDirLock(dir, 'db.lock');
  expect(await readFile(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
  await lock.release();
});

it('replaces a lock with our own pid that we do not hold (a restarted container)', async () => {
  await writeFile(path.join(dir, 'db.lock'), String(process.pid));
  const lock = await acquireDirLock(dir, 'db.lock');
  await lock.release();
});

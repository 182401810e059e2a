import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StartupError, ensureDataDir, loadSessionSecret } from './data-dir';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'zhi-data-dir-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('ensureDataDir', () => {
  it('creates missing folders', async () => {
    const dir = path.join(root, 'a', 'b');
    await ensureDataDir(dir);
    expect((await stat(dir)).isDirectory()).toBe(true);
  });

  it('fails with a message naming DATA_DIR when the folder cannot be written', async () => {
    // A path below a regular file can never be created, even by root.
    const file = path.join(root, 'file');
    await writeFile(file, 'x');
    const error = await ensureDataDir(path.join(file, 'data')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/^DATA_DIR ".*file\/data" cannot be written/);
  });
});

describe('loadSessionSecret', () => {
  it('prefers SESSION_SECRET', async () => {
    expect(await loadSessionSecret(root, 'c'.repeat(40))).toBe('c'.repeat(40));
  });

  it('generates a secret once and keeps it', async () => {
    const first = await loadSessionSecret(root, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await loadSessionSecret(root, undefined)).toBe(first);
    expect((await readFile(path.join(root, 'session-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(root, 'session-secret'))).mode & 0o777).toBe(0o600);
  });

  it('gives processes starting together the same secret', async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => loadSessionSecret(root, undefined)));
    expect(new Set(secrets).size).toBe(1);
  });

  it('refuses an unusable secret file', async () => {
    await writeFile(path.join(root, 'session-secret'), 'short');
    await expect(loadSessionSecret(root, undefined)).rejects.toThrow(/session-secret/);
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { makeTempDir } from './helpers/test-database';

const INDEX = '<!doctype html><title>ZHI test build</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await makeTempDir('zhi-dist-');
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), await promisify(brotliCompress)(SCRIPT));
    t = await createTestApp('pglite', { webDistDir: dist });
  });
  afterAll(() => t.close());

  it.each(['/', '/gpt-bypass', '/no/such/page', '/gpt-bypass?from=home'])('answers %s with the app', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(INDEX);
    // Revalidated every time, so a new deployment's asset names take effect at once.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves hashed assets as immutable and precompressed', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);

    const compressed = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps /api answers JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('There is no API route GET /api/nothing-here.');
  });

  it('does not answer other methods on pages with the app', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/gpt-bypass' });
    expect(res.statusCode).toBe(404);
  });
});

describe('without a built web app', () => {
  it('says how to build it', async () => {
    const t = await createTestApp('pglite', { webDistDir: '/nonexistent' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await t.close();
    }
  });
});

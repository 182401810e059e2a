import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { errorForLog } from '../src/lib/log-serializers';
import { clientFor } from './helpers/client';
import { type TestApp, createTestApp } from './helpers/test-app';

describe('text the database cannot store', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { RATE_LIMIT_PER_MINUTE: '0' },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => t.close());

  it.each([
    ['a NUL in a username', '/api/register', { username: 'ada\u0000', password: 'long enough' }],
    ['a NUL in a title', '/api/save-assignment', { inputText: 'Solve x = 1', title: 'Week\u00001' }],
    ['a NUL in a problem', '/api/process-text', { inputText: 'Solve x\u0000 = 1' }],
    ['a lone surrogate in a problem', '/api/solve', { problem: 'Solve \ud800x = 1' }],
    ['a NUL in a key of the body', '/api/chat', { message: 'hi', 'x\u0000': 1 }],
  ])('is refused with 400 and a sentence: %s', async (_, url, body) => {
    const res = await clientFor(t.app).post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The text contains a character that cannot be stored (a NUL or a broken character). Remove it and try again.',
    );
  });

  it('never reaches a log line with a password or its hash', async () => {
    await clientFor(t.app).post('/api/register', { username: 'nul\u0000user', password: 'secret password 1' });
    // A query the database refuses: its error carries the parameters, and the log must not.
    const failed = await t.database.handle.db
      .insert(users)
      .values({ username: 'x\u0000', usernameKey: 'x\u0000', passwordHash: '$argon2id$v=19$secret-hash' })
      .catch((error: unknown) => error as Error);
    expect((failed as Error).message).toContain('secret-hash');
    const logged = JSON.stringify(errorForLog(failed as Error));
    expect(logged).toContain('params: (withheld)');
    expect(logged).not.toContain('secret-hash');
    expect(lines.join('\n')).not.toMatch(/secret password|argon2id/);
  });
});

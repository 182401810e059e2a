import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedFromTemplate } from '../src/db/pglite-template';
import { loginFailures, users } from '../src/db/schema';
import { clientFor } from './helpers/client';
import { type TestApp, createTestApp } from './helpers/test-app';
import { backends, makeTempDir } from './helpers/test-database';

describe.each(backends)('accounts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { env: { RATE_LIMIT_PER_MINUTE: '0' } });
  });
  afterAll(() => t.close());

  it.each([
    [{ username: '', password: '' }, 'Please fill in all fields'],
    [{ username: 'ada' }, 'Please fill in all fields'],
    [{ username: '   ', password: 'long enough' }, 'Please fill in all fields'],
    [{ username: 'ada', password: '12345' }, 'Password must be at least 6 characters'],
    [{ username: 'has space', password: '123456' }, 'A username is at most 254 characters, without spaces'],
  ])('refuses registration %j with "%s"', async (body, message) => {
    const res = await clientFor(t.app).post('/api/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('registers with an argon2id hash, signs the visitor in with a new token, and answers the user', async () => {
    const client = clientFor(t.app);
    await client.get('/api/session');
    const anonymousCookie = client.cookie();
    const res = await client.post('/api/register', { username: 'grace@example.org', password: 'correct horse' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'grace@example.org',
      tokenBalance: 0,
      unlimited: false,
    });
    expect(client.cookie()).not.toBe(anonymousCookie);
    const [stored] = await t.database.handle.db.select().from(users).where(eq(users.username, 'grace@example.org'));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored!.passwordHash).not.toContain('correct horse');
    expect((await client.get('/api/me')).json().username).toBe('grace@example.org');
  });

  it('keeps usernames unique without regard to case', async () => {
    await clientFor(t.app).register('Turing@Example.org');
    const res = await clientFor(t.app).post('/api/register', {
      username: 'turing@EXAMPLE.org',
      password: 'another one',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('That username is already taken.');
    // Signing in works in any case, too.
    const login = await clientFor(t.app).post('/api/login', {
      username: 'TURING@example.org',
      password: 'correct horse',
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown username alike: "Invalid credentials"', async () => {
    await clientFor(t.app).register('lovelace', 'right password');
    const wrongPassword = await clientFor(t.app, '10.0.0.2').post('/api/login', {
      username: 'lovelace',
      password: 'wrong password',
    });
    const unknownUser = await clientFor(t.app, '10.0.0.2').post('/api/login', {
      username: 'nobody-here',
      password: 'wrong password',
    });
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid credentials');
    }
    const missing = await clientFor(t.app).post('/api/login', { username: 'lovelace' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please fill in all fields');
  });

  it('signs in with a fresh token (no session fixation) and out again, keeping the session', async () => {
    await clientFor(t.app).register('hopper', 'grace hopper');
    const client = clientFor(t.app);
    const { sessionId } = (await client.get('/api/session')).json();
    const before = client.cookie();
    const login = await client.post('/api/login', { username: 'hopper', password: 'grace hopper' });
    expect(login.json()).toMatchObject({ username: 'hopper', unlimited: false });
    expect(client.cookie()).not.toBe(before);
    // The old token no longer names a signed-in session.
    const fixated = await t.app.inject({ method: 'GET', url: '/api/me', cookies: { zhi_session: before! } });
    expect(fixated.statusCode).toBe(401);

    expect((await client.post('/api/logout')).json()).toEqual({ ok: true });
    const me = await client.get('/api/me');
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Not signed in.');
    expect((await client.get('/api/session')).json()).toEqual({ sessionId, authenticated: false });
  });

  it('slows guessing at a name with growing waits, without locking its owner out', async () => {
    await clientFor(t.app).register('victim', 'the right one');
    for (let i = 0; i < 5; i++) {
      const res = await clientFor(t.app, `10.1.0.${i}`).post('/api/login', { username: 'victim', password: 'guess' });
      expect(res.statusCode).toBe(401);
    }
    const waited = await clientFor(t.app, '10.1.0.99').post('/api/login', {
      username: 'victim',
      password: 'the right one',
    });
    expect(waited.statusCode).toBe(429);
    expect(waited.json().message).toMatch(/^Too many sign-in attempts\. Please wait [12] s and try again\.$/);
    expect(Number(waited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // After the wait, the owner's right password gets in: a delay, never a lock.
    await new Promise((resolve) => setTimeout(resolve, Number(waited.headers['retry-after']) * 1000 + 100));
    const owner = await clientFor(t.app, '10.1.0.99').post('/api/login', {
      username: 'victim',
      password: 'the right one',
    });
    expect(owner.statusCode).toBe(200);
    // Other accounts are not affected.
    await clientFor(t.app).register('bystander', 'bystander pw');
    const other = await clientFor(t.app, '10.1.0.99').post('/api/login', {
      username: 'bystander',
      password: 'bystander pw',
    });
    expect(other.statusCode).toBe(200);
  });

  it('the wait doubles with each failure past the free ones', async () => {
    await clientFor(t.app).register('doubling', 'the right one');
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await clientFor(t.app, `10.5.0.${i}`).post('/api/login', { username: 'doubling', password: 'guess' });
      if (res.statusCode === 429) {
        waits.push(Number(res.headers['retry-after']));
        await new Promise((resolve) => setTimeout(resolve, Number(res.headers['retry-after']) * 1000 + 50));
        i--;
      } else expect(res.statusCode).toBe(401);
      if (waits.length === 3) break;
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it('lets the owner in from a browser they signed in from before, while the name is under attack', async () => {
    const owner = clientFor(t.app, '10.6.0.1');
    await owner.register('besieged', 'the right one');
    expect((await owner.post('/api/login', { username: 'besieged', password: 'the right one' })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      await clientFor(t.app, `10.6.1.${i}`).post('/api/login', { username: 'besieged', password: `guess ${i}` });
    }
    const attacker = await clientFor(t.app, '10.6.2.1').post('/api/login', { username: 'besieged', password: 'guess' });
    expect(attacker.statusCode).toBe(429);
    const again = await owner.post('/api/login', { username: 'besieged', password: 'the right one' });
    expect(again.statusCode).toBe(200);
    // The same browser without its device cookie waits like anyone else.
    owner.forget('zhi_device');
    for (let i = 0; i < 6; i++) {
      await clientFor(t.app, `10.6.3.${i}`).post('/api/login', { username: 'besieged', password: `guess ${i}` });
    }
    expect((await owner.post('/api/login', { username: 'besieged', password: 'the right one' })).statusCode).toBe(429);
  });

  it('lets no parallel guesses past the free ones', async () => {
    await clientFor(t.app).register('parallel-victim', 'the right one');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        clientFor(t.app, `10.3.0.${i}`).post('/api/login', { username: 'parallel-victim', password: `guess ${i}` }),
      ),
    );
    const codes = guesses.map((r) => r.statusCode);
    const checked = codes.filter((c) => c === 401).length;
    // At most 5 passwords were checked; every other guess was told to wait before its check.
    expect(checked).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - checked);
    const recorded = await t.database.handle.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.usernameKey, 'parallel-victim'));
    expect(recorded).toHaveLength(checked);
  });

  it('does not let a request without a password reset the failure count', async () => {
    await clientFor(t.app).register('reset-victim', 'the right one');
    for (let i = 0; i < 5; i++) {
      await clientFor(t.app, '10.4.0.1').post('/api/login', { username: 'reset-victim', password: 'guess' });
    }
    await clientFor(t.app, '10.4.0.1').post('/api/login', { username: 'reset-victim' });
    const next = await clientFor(t.app, '10.4.0.2').post('/api/login', { username: 'reset-victim', password: 'guess' });
    expect(next.statusCode).toBe(429);
  });

  it('slows one address spraying many names, without blocking others behind it who signed in before', async () => {
    const neighbour = clientFor(t.app, '10.2.0.1');
    await neighbour.register('neighbour', 'neighbour pw');
    expect((await neighbour.post('/api/login', { username: 'neighbour', password: 'neighbour pw' })).statusCode).toBe(
      200,
    );
    const attacker = clientFor(t.app, '10.2.0.1');
    for (let i = 0; i < 20; i++) {
      expect((await attacker.post('/api/login', { username: `spray${i}`, password: 'x' })).statusCode).toBe(401);
    }
    expect((await attacker.post('/api/login', { username: 'spray-next', password: 'x' })).statusCode).toBe(429);
    // Another address is not slowed; the neighbour behind the same address still gets in from their browser.
    expect(
      (await clientFor(t.app, '10.2.0.2').post('/api/login', { username: 'spray-next', password: 'x' })).statusCode,
    ).toBe(401);
    expect((await neighbour.post('/api/login', { username: 'neighbour', password: 'neighbour pw' })).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['the same letters in capitals', 'SPACE@CHEAP.COM', 409, 'That username is already taken.'],
    ['full-width letters (NFKC)', 'ｓｐａｃｅ@cheap.com', 409, 'That username is already taken.'],
    ['all-Cyrillic look-alikes', 'ѕрасе@сһеар.сом', 409, 'That username is already taken.'],
    [
      'one Cyrillic а among Latin letters',
      'spаce@cheap.com',
      400,
      'A username may not mix alphabets (such as Latin and Cyrillic letters)',
    ],
    [
      'a zero-width space',
      'spa\u200bce@cheap.com',
      400,
      'A username may not contain invisible, control or direction-changing characters',
    ],
    [
      'a right-to-left override',
      '\u202emoc.paehc@ecaps',
      400,
      'A username may not contain invisible, control or direction-changing characters',
    ],
    ['a NUL', 'space\u0000@cheap.com', 400, expect.stringMatching(/cannot be stored/)],
  ])('refuses a look-alike of an existing name: %s', async (_, username, status, message) => {
    const base = await clientFor(t.app).post('/api/register', { username: 'space@cheap.com', password: 'space pw' });
    expect([200, 409]).toContain(base.statusCode);
    const res = await clientFor(t.app).post('/api/register', { username, password: 'another pw' });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(message);
  });

  it('keeps one account for a name typed in composed or decomposed accents (NFC and NFD)', async () => {
    await clientFor(t.app).register('ren\u00e9', 'rene pw');
    const res = await clientFor(t.app).post('/api/register', { username: 'rene\u0301', password: 'another pw' });
    expect(res.statusCode).toBe(409);
    expect(
      (await clientFor(t.app).post('/api/login', { username: 'rene\u0301', password: 'rene pw' })).statusCode,
    ).toBe(200);
  });
});

describe('unlimited accounts', () => {
  it('are reserved: nobody can register them, in any case or look-alike spelling', async () => {
    const t = await createTestApp('pglite', { env: { UNLIMITED_USERS: 'Teacher, boss' } });
    try {
      for (const username of ['teacher', 'TEACHER', 'ＢＯＳＳ', 'ВОЅЅ']) {
        const res = await clientFor(t.app).post('/api/register', { username, password: 'squatter pw' });
        expect(res.statusCode, username).toBe(409);
        expect(res.json().message).toBe('That username is reserved.');
      }
      const noPassword = await clientFor(t.app).post('/api/login', { username: 'teacher' });
      expect(noPassword.statusCode).toBe(400);
      expect((await clientFor(t.app).register('student', 'student pw')).unlimited).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('are made by the operator with `npm run add-user`, then sign in with their password', async () => {
    const dataDir = await makeTempDir();
    await seedFromTemplate(path.join(dataDir, 'pglite'), inject('pgliteTemplateDir'));
    const env = { ...process.env, DATA_DIR: dataDir, UNLIMITED_USERS: 'teacher', LOG_LEVEL: 'silent' };
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/add-user.ts', 'Teacher'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env,
      input: 'teacher pw\n',
      encoding: 'utf8',
    });
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toContain('Created the account Teacher (unlimited: listed in UNLIMITED_USERS).');
    expect(cli.status).toBe(0);
    const t = await createTestApp('pglite', { env: { UNLIMITED_USERS: 'teacher' }, dataDir });
    try {
      const user = await clientFor(t.app).post('/api/login', { username: 'teacher', password: 'teacher pw' });
      expect(user.json()).toMatchObject({ username: 'Teacher', unlimited: true });
      const wrong = await clientFor(t.app).post('/api/login', { username: 'TEACHER', password: 'nope' });
      expect(wrong.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('sign in without a password on a passwordless install, and only they do', async () => {
    const t = await createTestApp('pglite', { env: { UNLIMITED_USERS: 'teacher', PASSWORDLESS_LOGIN: 'on' } });
    try {
      const client = clientFor(t.app);
      const res = await client.post('/api/login', { username: 'Teacher' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ username: 'Teacher', unlimited: true });
      expect((await client.get('/api/balance')).json()).toMatchObject({ unlimited: true, authenticated: true });
      // The same account the next time.
      const again = await clientFor(t.app).post('/api/login', { username: 'teacher' });
      expect(again.json().id).toBe(res.json().id);
      await clientFor(t.app).register('student', 'student pw');
      const student = await clientFor(t.app).post('/api/login', { username: 'student' });
      expect(student.statusCode).toBe(400);
      expect(student.json().message).toBe('Please fill in all fields');
    } finally {
      await t.close();
    }
  });
});

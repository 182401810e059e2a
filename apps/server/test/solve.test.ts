import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from './helpers/client';
import { type TestApp, createTestApp } from './helpers/test-app';

describe('POST /api/solve', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { RATE_LIMIT_PER_MINUTE: '0', ANONYMOUS_ALLOWANCES_PER_IP_PER_DAY: '1000' },
    });
  });
  afterAll(async () => t.close());

  it('solves offline with steps, a verified answer and the real graph, charged at the local rate', async () => {
    const visitor = clientFor(t.app);
    const before = (await visitor.get('/api/balance')).json().tokenBalance;
    const res = await visitor.post('/api/solve', { problem: 'Solve x**2 - 5*x + 6 = 0' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      type: 'polynomial-equation',
      interpretation: 'x^{2} - 5 x + 6 = 0',
      answer: { value: '2, 3' },
      verified: { ok: true },
      reason: null,
    });
    expect(body.steps.length).toBeGreaterThan(1);
    expect(body.graphs[0].points.length).toBeGreaterThan(100);
    expect(body.tokensCharged).toBeGreaterThan(0);
    expect((await visitor.get('/api/balance')).json().tokenBalance).toBe(before - body.tokensCharged);
  });

  it.each([
    ['empty', '', /no problem/],
    ['division by zero', 'What is 5 divided by 0?', /divides by zero/],
    ['a huge power', 'Calculate 9^9^9', /too large/],
    ['a reading that leaves part out', 'Find the line through (1, 2) and (3, 4) with y-intercept 7', /leaves out 7/],
    ['10,000 characters', 'x'.repeat(10_000), /too long/],
  ])('answers %s honestly, and charges nothing', async (_, problem, reason) => {
    const visitor = clientFor(t.app);
    const before = (await visitor.get('/api/balance')).json().tokenBalance;
    const body = (await visitor.post('/api/solve', { problem })).json();
    expect(body).toMatchObject({ answer: null, verified: null, tokensCharged: 0 });
    expect(body.reason).toMatch(reason);
    expect((await visitor.get('/api/balance')).json().tokenBalance).toBe(before);
  });

  it('refuses a request without a problem, or one over 20,000 characters', async () => {
    expect((await clientFor(t.app).post('/api/solve', {})).statusCode).toBe(400);
    const long = await clientFor(t.app).post('/api/solve', { problem: 'x'.repeat(20_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('problem: problem must be at most 20,000 characters');
  });
});

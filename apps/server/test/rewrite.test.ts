import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from './helpers/client';
import { type TestApp, createTestApp } from './helpers/test-app';

const MODEL_PROSE =
  "In today's rapidly evolving landscape, it is important to note that renewable energy plays a crucial role in reducing emissions. " +
  'Moreover, solar capacity in Germany grew by 14% in 2023, according to the Fraunhofer Institute. ' +
  'Furthermore, wind farms utilize advanced turbines to leverage very strong coastal winds. ' +
  'Additionally, it is essential to foster collaboration among stakeholders to ensure a seamless transition.';

describe('POST /api/humanize/rewrite with the local engine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { RATE_LIMIT_PER_MINUTE: '0', ANONYMOUS_ALLOWANCE_TOKENS: '1000' } });
  });
  afterAll(async () => t.close());

  it('rewrites offline, scores before and after, checks the meaning and charges the local rate', async () => {
    const visitor = clientFor(t.app);
    const before = (await visitor.get('/api/balance')).json().tokenBalance;
    const res = await visitor.post('/api/humanize/rewrite', { inputText: MODEL_PROSE, provider: 'local' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rewrittenText).not.toBe(MODEL_PROSE);
    expect(body.rewrittenText).not.toMatch(/Moreover|utilize|crucial role/);
    expect(body).toMatchObject({ provider: 'local', model: null, flaggedSentences: null });
    expect(body.inputAiScore).toBeGreaterThan(body.outputAiScore);
    expect(body.meaning.numbers).toEqual({ total: 2, kept: 2, missing: [] });
    expect(body.meaning.names.missing).toEqual([]);
    expect(body.techniques.find((x: { id: string }) => x.id === 'kill-stock-transitions').changes).toBeGreaterThan(0);
    expect(body.tokensCharged).toBeGreaterThan(0);
    expect((await visitor.get('/api/balance')).json().tokenBalance).toBe(before - body.tokensCharged);
  });

  it('is the same for the same seed, and reports techniques that need a provider', async () => {
    const visitor = clientFor(t.app);
    const ask = { inputText: MODEL_PROSE, selectedPresets: ['mixed-cadence', 'analogy-injection'], seed: 5 };
    const a = (await visitor.post('/api/humanize/rewrite', ask)).json();
    const b = (await visitor.post('/api/humanize/rewrite', ask)).json();
    expect(a.rewrittenText).toBe(b.rewrittenText);
    expect(a.needsProvider).toEqual([{ id: 'analogy-injection', name: 'Analogy injection', changes: 0 }]);
  });

  it('rewrites only the flagged sentences when asked, and charges nothing when none are flagged', async () => {
    const human = 'We got to the lake late, and my brother fell in twice before lunch, which he swears was on purpose.';
    const visitor = clientFor(t.app);
    const mixed = (
      await visitor.post('/api/humanize/rewrite', { inputText: `${human} ${MODEL_PROSE}`, onlyFlagged: true })
    ).json();
    expect(mixed.flaggedSentences).toBeGreaterThan(0);
    expect(mixed.rewrittenText.startsWith(human)).toBe(true);
    const plain = (await visitor.post('/api/humanize/rewrite', { inputText: human, onlyFlagged: true })).json();
    expect(plain).toMatchObject({ rewrittenText: human, flaggedSentences: 0, tokensCharged: 0 });
  });

  it.each([
    [{ inputText: '   ' }, 400, 'inputText: Please enter text to humanize in Box A'],
    [{ inputText: 'Hello there.', provider: 'anthropic' }, 400, 'ZHI 1 is not configured on this server.'],
    [{ inputText: 'Hello there.', mixingMode: 'blend' }, 400, /mixingMode/],
  ])('refuses %j with %i', async (payload, status, message) => {
    const res = await clientFor(t.app).post('/api/humanize/rewrite', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
  });

  it('asks for tokens when the balance is short, and holds nothing', async () => {
    const poor = await createTestApp('pglite', {
      env: { RATE_LIMIT_PER_MINUTE: '0', ANONYMOUS_ALLOWANCE_TOKENS: '1' },
    });
    try {
      const visitor = clientFor(poor.app);
      const res = await visitor.post('/api/humanize/rewrite', { inputText: MODEL_PROSE.repeat(20) });
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toMatch(
        /^Not enough tokens: this rewrite costs up to [\d,]+ tokens and you have 1\.$/,
      );
      expect((await visitor.get('/api/balance')).json().tokenBalance).toBe(1);
    } finally {
      await poor.close();
    }
  });

  it('lists the technique catalogue and the default set', async () => {
    const body = (await clientFor(t.app).get('/api/humanize/techniques')).json();
    expect(body.techniques).toHaveLength(39);
    expect(body.techniques[0]).toMatchObject({ id: 'mixed-cadence-sprawl', group: 'advanced', local: true });
    expect(body.defaults).toContain('kill-stock-transitions');
  });
});

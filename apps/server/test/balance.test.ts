import { describe, expect, it } from 'vitest';
import { type Client, clientFor } from './helpers/client';
import { createTestApp } from './helpers/test-app';
import { backends } from './helpers/test-database';

describe.each(backends)('balances and the anonymous allowance on %s', (backend) => {
  it('gives a new anonymous visitor 1000 tokens once, tied to the server cookie', async () => {
    const t = await createTestApp(backend, { env: { ANONYMOUS_ALLOWANCES_PER_IP_PER_DAY: '2' } });
    // The allowance is granted when the visitor first keeps something (here, a solve it pays one token for).
    const spend = async (c: Client) =>
      expect((await c.post('/api/solve', { problem: 'Calculate 2 + 2' })).json().tokensCharged).toBe(1);
    try {
      const visitor = clientFor(t.app, '203.0.113.5');
      expect((await visitor.get('/api/balance')).json()).toEqual({
        tokenBalance: 1000,
        unlimited: false,
        billing: true,
        authenticated: false,
        allowanceNote: null,
      });
      await spend(visitor);
      // A new localStorage id (the X-Session-Id label) changes nothing: the cookie decides.
      const again = await visitor.get('/api/balance', { 'x-session-id': '00000000-0000-4000-8000-000000000000' });
      expect(again.json().tokenBalance).toBe(999);

      // Clearing cookies starts a new session: a new allowance, up to the cap for this address…
      const second = clientFor(t.app, '203.0.113.5');
      await spend(second);
      expect((await second.get('/api/balance')).json().tokenBalance).toBe(999);
      const third = clientFor(t.app, '203.0.113.5');
      const capped = (await third.get('/api/balance')).json();
      expect(capped.tokenBalance).toBe(0);
      expect(capped.allowanceNote).toMatch(/free allowance .* is used up for today/);
      expect((await third.post('/api/solve', { problem: 'Calculate 2 + 2' })).statusCode).toBe(402);
      // …while another address still gets one.
      expect((await clientFor(t.app, '198.51.100.9').get('/api/balance')).json().tokenBalance).toBe(1000);
    } finally {
      await t.close();
    }
  });

  it('shows a signed-in user their own balance, and the anonymous one again after signing out', async () => {
    const t = await createTestApp(backend);
    try {
      const visitor = clientFor(t.app);
      expect((await visitor.get('/api/balance')).json().tokenBalance).toBe(1000);
      await visitor.register('balance-user');
      expect((await visitor.get('/api/balance')).json()).toMatchObject({ tokenBalance: 0, authenticated: true });
      await visitor.post('/api/logout');
      expect((await visitor.get('/api/balance')).json()).toMatchObject({ tokenBalance: 1000, authenticated: false });
    } finally {
      await t.close();
    }
  });
});

describe('metering off and pricing', () => {
  it('meters nothing with BILLING=off', async () => {
    const t = await createTestApp('pglite', { env: { BILLING: 'off' } });
    try {
      expect((await clientFor(t.app).get('/api/balance')).json()).toMatchObject({
        billing: false,
        allowanceNote: null,
      });
    } finally {
      await t.close();
    }
  });

  it('publishes the packs and each provider rate, with the operator rates applied', async () => {
    const t = await createTestApp('pglite', { env: { LOCAL_WORDS_PER_DOLLAR: '1000000' } });
    try {
      const pricing = (await clientFor(t.app).get('/api/pricing')).json();
      expect(pricing.tokensPerDollar).toBe(2000);
      expect(pricing.packs).toEqual([
        { amount: 1, tokens: 2000, popular: false },
        { amount: 10, tokens: 30000, popular: true },
        { amount: 100, tokens: 600000, popular: false },
        { amount: 1000, tokens: 10000000, popular: false },
      ]);
      const rate = (id: string) => pricing.providers.find((p: { id: string }) => p.id === id);
      expect(rate('openai')).toMatchObject({ wordsPerDollar: 28834, tokensPer1000Words: 70 });
      expect(rate('anthropic')).toMatchObject({ wordsPerDollar: 1154250, tokensPer1000Words: 2 });
      expect(rate('local')).toMatchObject({ wordsPerDollar: 1000000, tokensPer1000Words: 2 });
      expect(rate('azure')).toMatchObject({ wordsPerDollar: 1731769 });
      const providers = (await clientFor(t.app).get('/api/providers')).json().providers;
      expect(providers.find((p: { id: string }) => p.id === 'openai').tokensPer1000Words).toBe(70);
    } finally {
      await t.close();
    }
  });
});

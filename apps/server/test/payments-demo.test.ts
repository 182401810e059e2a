import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from './helpers/client';
import { type TestApp, createTestApp } from './helpers/test-app';
import { backends } from './helpers/test-database';

describe.each(backends)('the demo payment provider on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { env: { RATE_LIMIT_PER_MINUTE: '0' } });
  });
  afterAll(() => t.close());

  it('stands in for both tabs when no provider is configured, and credits through the same path once', async () => {
    const buyer = clientFor(t.app);
    await buyer.register(`demo-${Math.random()}`);
    expect((await buyer.get('/api/payments/options')).json()).toEqual({
      card: 'demo',
      wallet: 'demo',
      paypalSdkUrl: null,
    });
    const checkout = (await buyer.post('/api/create-checkout-session', { amount: 10 })).json();
    expect(checkout).toMatchObject({ provider: 'demo', url: `/demo-checkout/${checkout.sessionId}` });
    expect((await buyer.get(`/api/demo-payments/${checkout.sessionId}`)).json()).toMatchObject({
      amount: 10,
      tokens: 30_000,
      status: 'pending',
    });
    expect((await buyer.post(`/api/demo-payments/${checkout.sessionId}/complete`)).json().status).toBe('completed');
    expect((await buyer.post(`/api/demo-payments/${checkout.sessionId}/complete`)).json().status).toBe('completed');
    // Cancelling afterwards changes nothing.
    expect((await buyer.post(`/api/demo-payments/${checkout.sessionId}/cancel`)).json().status).toBe('completed');
    expect((await buyer.get(`/api/payment-status/${checkout.sessionId}`)).json().status).toBe('completed');
    expect((await buyer.get('/api/balance')).json().tokenBalance).toBe(30_000);
  });

  it('reports a cancelled demo payment as failed, with the reason', async () => {
    const buyer = clientFor(t.app);
    await buyer.register(`demo-${Math.random()}`);
    const { sessionId } = (await buyer.post('/api/create-checkout-session', { amount: 1 })).json();
    await buyer.post(`/api/demo-payments/${sessionId}/cancel`);
    expect((await buyer.get(`/api/payment-status/${sessionId}`)).json()).toEqual({
      status: 'failed',
      detail: 'cancelled',
      tokens: 2000,
    });
    expect((await buyer.post(`/api/demo-payments/${sessionId}/complete`)).json().status).toBe('failed');
    expect((await buyer.get('/api/balance')).json().tokenBalance).toBe(0);
  });

  it("keeps one buyer's demo payment from another", async () => {
    const buyer = clientFor(t.app);
    await buyer.register(`demo-${Math.random()}`);
    const { sessionId } = (await buyer.post('/api/create-checkout-session', { amount: 1 })).json();
    const other = clientFor(t.app);
    await other.register(`other-${Math.random()}`);
    expect((await other.post(`/api/demo-payments/${sessionId}/complete`)).statusCode).toBe(404);
    expect((await buyer.get(`/api/payment-status/${sessionId}`)).json().status).toBe('pending');
  });
});

describe('the demo payment provider in production', () => {
  it('is off unless DEMO_PAYMENTS=on', async () => {
    const off = await createTestApp('pglite', { env: { NODE_ENV: 'production' } });
    try {
      const buyer = clientFor(off.app);
      await buyer.register('prod-buyer');
      expect((await buyer.get('/api/payments/options')).json()).toEqual({
        card: null,
        wallet: null,
        paypalSdkUrl: null,
      });
      const res = await buyer.post('/api/create-checkout-session', { amount: 10 });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Card payments are not configured on this server.');
    } finally {
      await off.close();
    }
    const on = await createTestApp('pglite', { env: { NODE_ENV: 'production', DEMO_PAYMENTS: 'on' } });
    try {
      const buyer = clientFor(on.app);
      await buyer.register('prod-buyer');
      expect((await buyer.get('/api/payments/options')).json().card).toBe('demo');
    } finally {
      await on.close();
    }
  });
});

describe('demo payments after demo mode is switched off', () => {
  it('cannot be completed any more', async () => {
    const on = await createTestApp('pglite', { env: { RATE_LIMIT_PER_MINUTE: '0' } });
    try {
      const buyer = clientFor(on.app);
      await buyer.register('switch-buyer');
      const { sessionId } = (await buyer.post('/api/create-checkout-session', { amount: 1000 })).json();
      // The same database and secret, now served with demo payments off (production, no DEMO_PAYMENTS).
      const { buildApp } = await import('../src/app');
      const { loadConfig } = await import('../src/config');
      const live = await buildApp({
        config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: on.database.dataDir }),
        database: { ...on.database.handle, close: async () => undefined },
        sessionSecret: 'test-secret-that-is-long-enough-0123456789',
        webDistDir: '/nonexistent',
      });
      try {
        const res = await live.inject({
          method: 'POST',
          url: `/api/demo-payments/${sessionId}/complete`,
          cookies: { zhi_session: buyer.cookie()! },
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Demo payments are not enabled on this server.');
        const balance = await live.inject({
          method: 'GET',
          url: '/api/balance',
          cookies: { zhi_session: buyer.cookie()! },
        });
        expect(balance.json().tokenBalance).toBe(0);
      } finally {
        await live.close();
      }
    } finally {
      await on.close();
    }
  });
});

import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Client, clientFor } from './helpers/client';
import { type TestApp, createTestApp } from './helpers/test-app';
import { backends } from './helpers/test-database';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, type FakeStripe, startFakeStripe } from './fakes/fake-stripe';

const signer = new Stripe('sk_test_signing_only');

describe.each(backends)('card payments through Stripe on %s', (backend) => {
  let stripe: FakeStripe;
  let t: TestApp;
  let buyer: Client;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(backend, {
      env: {
        RATE_LIMIT_PER_MINUTE: '0',
        PUBLIC_URL: 'https://zhi.example.org',
        STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
        STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(async () => {
    buyer = clientFor(t.app);
    await buyer.register(`buyer-${Math.random().toString(36).slice(2)}`);
  });

  const balance = async (client: Client) => (await client.get('/api/balance')).json().tokenBalance as number;
  const checkout = async (amount: unknown = 10) => {
    const res = await buyer.post('/api/create-checkout-session', { amount });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { url: string; sessionId: string; provider: string };
    const stripeSession = [...stripe.sessions.values()].find((s) => s.metadata.paymentId === body.sessionId)!;
    return { ...body, stripeSession };
  };
  const webhook = (type: string, object: unknown, secret = FAKE_WEBHOOK_SECRET) => {
    const payload = JSON.stringify({ id: `evt_${Math.random()}`, object: 'event', type, data: { object } });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };

  it('offers card payments by Stripe, and no demo wallet that would lead to a real charge', async () => {
    expect((await buyer.get('/api/payments/options')).json()).toEqual({
      card: 'stripe',
      wallet: null,
      paypalSdkUrl: null,
    });
  });

  it('ignores a webhook naming a payment that is not ours, without an error', async () => {
    const { stripeSession } = await checkout(1);
    const paid = { ...stripe.pay(stripeSession.id), id: 'cs_unknown', metadata: { paymentId: 'not-a-uuid' } };
    const res = await webhook('checkout.session.completed', paid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, handled: false });
  });

  it('asks anonymous visitors to sign in first', async () => {
    const res = await clientFor(t.app).post('/api/create-checkout-session', { amount: 10 });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to buy tokens.');
  });

  it('sets the price from the pack: the client names only the pack', async () => {
    for (const amount of [7, 0, -10, 10.5, 'ten']) {
      const res = await buyer.post('/api/create-checkout-session', { amount });
      expect(res.statusCode).toBe(400);
    }
    const { url, provider, stripeSession } = await checkout(10);
    expect(provider).toBe('stripe');
    expect(url).toBe(stripeSession.url);
    expect(stripeSession).toMatchObject({ amount_total: 1000, currency: 'usd' });
    expect(stripeSession.success_url).toMatch(/^https:\/\/zhi\.example\.org\/payment\/complete\?payment=/);
  });

  it('credits once when the status poll sees the payment, and stays completed', async () => {
    const { sessionId, stripeSession } = await checkout(10);
    expect((await buyer.get(`/api/payment-status/${sessionId}`)).json()).toEqual({
      status: 'pending',
      detail: null,
      tokens: 30_000,
    });
    stripe.pay(stripeSession.id);
    expect((await buyer.get(`/api/payment-status/${sessionId}`)).json().status).toBe('completed');
    expect((await buyer.get(`/api/payment-status/${sessionId}`)).json().status).toBe('completed');
    expect(await balance(buyer)).toBe(30_000);
  });

  it('credits once for the webhook, its replay and a status poll, even all at once', async () => {
    const { sessionId, stripeSession } = await checkout(1);
    const paid = stripe.pay(stripeSession.id);
    const results = await Promise.all([
      webhook('checkout.session.completed', paid),
      webhook('checkout.session.completed', paid),
      buyer.get(`/api/payment-status/${sessionId}`),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);
    expect(await balance(buyer)).toBe(2_000);
  });

  it('refuses a webhook without a valid signature, and credits nothing', async () => {
    const { stripeSession } = await checkout(100);
    const paid = stripe.pay(stripeSession.id);
    const forged = await webhook('checkout.session.completed', paid, 'whsec_not_the_secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid Stripe signature.');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'checkout.session.completed', data: { object: paid } }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toBe('Missing Stripe-Signature header.');
    expect(await balance(buyer)).toBe(0);
  });

  it('fails a payment whose paid amount is not the pack price', async () => {
    const { sessionId, stripeSession } = await checkout(10);
    const paid = stripe.pay(stripeSession.id);
    paid.amount_total = 100;
    await webhook('checkout.session.completed', paid);
    expect((await buyer.get(`/api/payment-status/${sessionId}`)).json()).toMatchObject({
      status: 'failed',
      detail: 'amount mismatch',
    });
    expect(await balance(buyer)).toBe(0);
  });

  it('fails an expired checkout', async () => {
    const { sessionId, stripeSession } = await checkout(10);
    stripe.expire(stripeSession.id);
    expect((await buyer.get(`/api/payment-status/${sessionId}`)).json()).toMatchObject({
      status: 'failed',
      detail: 'expired',
    });
  });

  it("keeps one buyer's payments from another", async () => {
    const { sessionId } = await checkout(10);
    const other = clientFor(t.app);
    await other.register(`other-${Math.random()}`);
    expect((await other.get(`/api/payment-status/${sessionId}`)).statusCode).toBe(404);
  });

  it('says so when Stripe fails, charges nothing and keeps serving', async () => {
    stripe.failNextRequests(5);
    const res = await buyer.post('/api/create-checkout-session', { amount: 10 });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'Payment setup failed: the payment provider did not answer as expected. Nothing was charged.',
    );
    stripe.failNextRequests(0);
    expect((await buyer.post('/api/create-checkout-session', { amount: 10 })).statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import { type Client, clientFor } from './helpers/client';
import { type TestApp, createTestApp } from './helpers/test-app';
import { backends } from './helpers/test-database';
import { FAKE_PAYPAL_ID, FAKE_PAYPAL_SECRET, type FakePaypal, startFakePaypal } from './fakes/fake-paypal';

/** A server wired to the fake PayPal, with no rate limit in the way. */
const paypalEnv = (url: string) => ({
  RATE_LIMIT_PER_MINUTE: '0',
  PAYPAL_CLIENT_ID: FAKE_PAYPAL_ID,
  PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_SECRET,
  PAYPAL_API_BASE: url,
});

describe.each(backends)('wallet payments through PayPal on %s', (backend) => {
  let paypal: FakePaypal;
  let t: TestApp;
  let buyer: Client;

  beforeAll(async () => {
    paypal = await startFakePaypal();
    t = await createTestApp(backend, {
      env: paypalEnv(paypal.url),
    });
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });
  beforeEach(async () => {
    paypal.captureValue(undefined);
    buyer = clientFor(t.app);
    await buyer.register(`wallet-${Math.random().toString(36).slice(2)}`);
  });

  const order = async (amount: unknown = 10, extra: Record<string, unknown> = {}) =>
    buyer.post('/api/paypal/order', { amount, currency: 'USD', intent: 'CAPTURE', ...extra });

  it('offers wallet payments and hands the browser a client token', async () => {
    expect((await buyer.get('/api/payments/options')).json()).toMatchObject({ wallet: 'paypal' });
    const setup = await buyer.get('/api/paypal/setup');
    expect(setup.statusCode).toBe(200);
    expect(setup.json().clientToken).toMatch(/^client-token-\d+$/);
    const tokenRequest = paypal.requests.findLast((r) => r.path === '/v1/oauth2/token')!;
    expect(new URLSearchParams(tokenRequest.body).get('response_type')).toBe('client_token');
    expect((await clientFor(t.app).get('/api/paypal/setup')).statusCode).toBe(401);
  });

  it('creates orders only for the packs, in USD, to capture; the server sets the value', async () => {
    expect((await order(7)).statusCode).toBe(400);
    expect((await order(10, { currency: 'EUR' })).json().message).toBe('Token packs are sold in US dollars (USD).');
    expect((await order(10, { intent: 'AUTHORIZE' })).statusCode).toBe(400);
    const created = await order(10);
    expect(created.statusCode).toBe(200);
    const sent = paypal.orders.get(created.json().id)!;
    expect(sent.purchase_units[0]!.amount).toEqual({ currency_code: 'USD', value: '10.00' });
  });

  it('credits an approved order once, however often and however concurrently it is captured', async () => {
    const { id } = (await order(100)).json();
    paypal.approve(id);
    const results = await Promise.all([
      buyer.post(`/api/paypal/order/${id}/capture`),
      buyer.post(`/api/paypal/order/${id}/capture`),
    ]);
    for (const res of results) expect(res.json()).toMatchObject({ status: 'completed', tokensAdded: 600_000 });
    const again = await buyer.post(`/api/paypal/order/${id}/capture`);
    expect(again.json()).toEqual({ status: 'completed', tokensAdded: 600_000, tokenBalance: 600_000 });
    expect((await buyer.get('/api/balance')).json().tokenBalance).toBe(600_000);
  });

  it('credits nothing for an order the buyer did not approve, and says so', async () => {
    const { id } = (await order(10)).json();
    const res = await buyer.post(`/api/paypal/order/${id}/capture`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The payment has not been approved in PayPal yet, so nothing was charged.');
    expect((await buyer.get('/api/balance')).json().tokenBalance).toBe(0);
  });

  it('fails a capture whose amount is not the pack price', async () => {
    const { id } = (await order(10)).json();
    paypal.approve(id);
    paypal.captureValue('0.01');
    const res = await buyer.post(`/api/paypal/order/${id}/capture`);
    expect(res.json()).toMatchObject({ status: 'failed', tokensAdded: 0 });
    expect((await buyer.get('/api/balance')).json().tokenBalance).toBe(0);
  });

  it("does not let one buyer capture another's order", async () => {
    const { id } = (await order(10)).json();
    paypal.approve(id);
    const thief = clientFor(t.app);
    await thief.register(`thief-${Math.random()}`);
    expect((await thief.post(`/api/paypal/order/${id}/capture`)).statusCode).toBe(404);
  });
});

describe('PayPal payments that do not settle at once', () => {
  let paypal: FakePaypal;
  let t: TestApp;
  beforeAll(async () => {
    paypal = await startFakePaypal();
    t = await createTestApp('pglite', {
      env: paypalEnv(paypal.url),
    });
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  const paymentIdOf = async (orderId: string) => {
    const [row] = await t.database.handle.db.select().from(payments).where(eq(payments.providerRef, orderId));
    return row!.id;
  };
  const ageAll = () => t.database.handle.db.update(payments).set({ createdAt: new Date(Date.now() - 5 * 60_000) });

  it('keeps a capture PayPal holds for review pending, and credits it once PayPal completes it', async () => {
    const buyer = clientFor(t.app);
    await buyer.register(`review-${Math.random()}`);
    const { id } = (await buyer.post('/api/paypal/order', { amount: 10, currency: 'USD', intent: 'CAPTURE' })).json();
    paypal.approve(id);
    paypal.captureState('PENDING');
    const captured = await buyer.post(`/api/paypal/order/${id}/capture`);
    paypal.captureState('COMPLETED');
    expect(captured.json()).toMatchObject({ status: 'pending', tokensAdded: 0 });
    const paymentId = await paymentIdOf(id);
    expect((await buyer.get(`/api/payment-status/${paymentId}`)).json().status).toBe('pending');

    paypal.settleCapture(id);
    // The status poll asks PayPal again…
    expect((await buyer.get(`/api/payment-status/${paymentId}`)).json().status).toBe('completed');
    expect((await buyer.get('/api/balance')).json().tokenBalance).toBe(30_000);
  });

  it('never says "nothing was charged" when the capture answer is lost, and settles it on retry or later', async () => {
    const buyer = clientFor(t.app);
    await buyer.register(`lost-${Math.random()}`);
    const first = (await buyer.post('/api/paypal/order', { amount: 1, currency: 'USD', intent: 'CAPTURE' })).json();
    paypal.approve(first.id);
    paypal.loseCaptureAnswer();
    const lost = await buyer.post(`/api/paypal/order/${first.id}/capture`);
    expect(lost.statusCode).toBe(502);
    expect(lost.json().message).toBe(
      'PayPal did not confirm the payment yet. If you were charged, the tokens are added as soon as PayPal confirms it.',
    );
    expect(lost.json().message).not.toMatch(/nothing was charged/i);
    // The browser retries: PayPal says it was captured already, and the payment completes once.
    expect((await buyer.post(`/api/paypal/order/${first.id}/capture`)).json()).toMatchObject({ status: 'completed' });
    expect((await buyer.get('/api/balance')).json().tokenBalance).toBe(2_000);

    // With no retry at all, the reconciliation task settles it.
    const second = (await buyer.post('/api/paypal/order', { amount: 1, currency: 'USD', intent: 'CAPTURE' })).json();
    paypal.approve(second.id);
    paypal.loseCaptureAnswer();
    expect((await buyer.post(`/api/paypal/order/${second.id}/capture`)).statusCode).toBe(502);
    await ageAll();
    const { createPaymentService } = await import('../src/services/payments/payment-service');
    const { createPaymentStore } = await import('../src/services/payments/payment-store');
    const { createBillingService } = await import('../src/services/billing/billing-service');
    const { loadConfig } = await import('../src/config');
    const config = loadConfig({
      PAYPAL_CLIENT_ID: FAKE_PAYPAL_ID,
      PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_SECRET,
      PAYPAL_API_BASE: paypal.url,
    });
    const billing = createBillingService(t.database.handle.db, config, 'k');
    const service = createPaymentService(config, createPaymentStore(t.database.handle.db, billing), t.app.log);
    expect(await service.reconcilePending()).toBeGreaterThanOrEqual(1);
    expect((await buyer.get('/api/balance')).json().tokenBalance).toBe(4_000);
    expect(await service.reconcilePending()).toBe(0);
    expect((await buyer.get('/api/balance')).json().tokenBalance).toBe(4_000);
  });
});

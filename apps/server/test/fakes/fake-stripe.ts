import { startHttpFake } from './http-fake';

export const FAKE_STRIPE_KEY = 'sk_test_fake_key_for_tests';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_secret_for_tests';

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
}

/** Enough of Stripe's API for Checkout: form-encoded requests, JSON answers, idempotency keys, errors. */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeCheckoutSession>();
  const byIdempotencyKey = new Map<string, FakeCheckoutSession>();
  let failNext = 0;
  const fake = await startHttpFake((request) => {
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    }
    if (failNext > 0) {
      failNext--;
      return { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on our end' } } };
    }
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const key = String(request.headers['idempotency-key'] ?? '');
      const again = byIdempotencyKey.get(key);
      if (again) return { status: 200, body: again };
      const form = new URLSearchParams(request.body);
      const id = `cs_test_${sessions.size + 1}`;
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        amount_total:
          Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        payment_status: 'unpaid',
        status: 'open',
        metadata: { paymentId: form.get('metadata[paymentId]') ?? '' },
        client_reference_id: form.get('client_reference_id'),
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
      };
      sessions.set(id, session);
      if (key) byIdempotencyKey.set(key, session);
      return { status: 200, body: session };
    }
    const match = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(request.path);
    if (request.method === 'GET' && match) {
      const session = sessions.get(decodeURIComponent(match[1]!));
      if (session) return { status: 200, body: session };
      return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL` } } };
  });
  return {
    ...fake,
    sessions,
    /** The buyer paid on Stripe's page. */
    pay(id: string) {
      const session = sessions.get(id)!;
      session.payment_status = 'paid';
      session.status = 'complete';
      return session;
    },
    expire(id: string) {
      sessions.get(id)!.status = 'expired';
    },
    /** The next n API calls answer 500. */
    failNextRequests(n: number) {
      failNext = n;
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

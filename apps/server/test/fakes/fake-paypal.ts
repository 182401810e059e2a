import { startHttpFake } from './http-fake';

export const FAKE_PAYPAL_ID = 'paypal-client-id';
export const FAKE_PAYPAL_SECRET = 'paypal-client-secret';

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  purchase_units: {
    custom_id: string;
    amount: { currency_code: string; value: string };
    payments?: { captures: { id: string; status: string; amount: { currency_code: string; value: string } }[] };
  }[];
}

const unprocessable = (issue: string, description: string) => ({
  status: 422,
  body: {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed',
    details: [{ issue, description }],
  },
});

/** Enough of PayPal's REST API for Orders v2: OAuth tokens, create, capture, read, request-id idempotency. */
export async function startFakePaypal() {
  const orders = new Map<string, FakeOrder>();
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const basic = `Basic ${Buffer.from(`${FAKE_PAYPAL_ID}:${FAKE_PAYPAL_SECRET}`).toString('base64')}`;
  let tokens = 0;
  let capturedValueOverride: string | undefined;
  let captureStatus = 'COMPLETED';
  let loseCaptureAnswers = 0;

  const fake = await startHttpFake((request) => {
    if (request.path === '/v1/oauth2/token' && request.method === 'POST') {
      if (request.headers.authorization !== basic) return { status: 401, body: { error: 'invalid_client' } };
      const form = new URLSearchParams(request.body);
      if (form.get('grant_type') !== 'client_credentials')
        return { status: 400, body: { error: 'unsupported_grant_type' } };
      tokens++;
      const client = form.get('response_type') === 'client_token';
      return {
        status: 200,
        body: {
          access_token: client ? `client-token-${tokens}` : 'server-token',
          token_type: 'Bearer',
          expires_in: 900,
        },
      };
    }
    if (request.headers.authorization !== 'Bearer server-token') {
      return { status: 401, body: { error: 'invalid_token' } };
    }
    const requestId = String(request.headers['paypal-request-id'] ?? '');
    const remembered = requestId ? byRequestId.get(requestId) : undefined;
    if (remembered) return remembered;
    const remember = (answer: { status: number; body: unknown }) => {
      if (requestId && answer.status < 300) byRequestId.set(requestId, answer);
      return answer;
    };

    if (request.path === '/v2/checkout/orders' && request.method === 'POST') {
      const body = JSON.parse(request.body) as Omit<FakeOrder, 'id' | 'status'>;
      const order: FakeOrder = { id: `ORDER${orders.size + 1}`, status: 'CREATED', ...body };
      orders.set(order.id, order);
      return remember({ status: 201, body: order });
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(request.path);
    if (capture && request.method === 'POST') {
      const order = orders.get(capture[1]!);
      if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
      if (order.status !== 'APPROVED')
        return unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order.');
      order.status = 'COMPLETED';
      const unit = order.purchase_units[0]!;
      unit.payments = {
        captures: [
          {
            id: `CAPTURE-${order.id}`,
            status: captureStatus,
            amount: { currency_code: unit.amount.currency_code, value: capturedValueOverride ?? unit.amount.value },
          },
        ],
      };
      if (loseCaptureAnswers > 0) {
        // The capture happened at PayPal, but its answer never arrives intact.
        loseCaptureAnswers--;
        return { status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } };
      }
      return remember({ status: 201, body: order });
    }
    const read = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(request.path);
    if (read && request.method === 'GET') {
      const order = orders.get(read[1]!);
      return order ? { status: 200, body: order } : { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    }
    return { status: 404, body: { name: 'NOT_FOUND' } };
  });

  return {
    ...fake,
    orders,
    /** The buyer approved the order in PayPal's window. */
    approve(id: string) {
      orders.get(id)!.status = 'APPROVED';
    },
    /** Captures report this value instead of the order's (a tampered or misconfigured amount). */
    captureValue(value: string | undefined) {
      capturedValueOverride = value;
    },
    /** New captures start in this state (PENDING: held for review at PayPal). */
    captureState(status: string) {
      captureStatus = status;
    },
    /** PayPal finishes a capture it held. */
    settleCapture(id: string, status = 'COMPLETED') {
      const capture = orders.get(id)?.purchase_units[0]?.payments?.captures[0];
      if (capture) capture.status = status;
    },
    /** The next n captures take place but answer 500. */
    loseCaptureAnswer(n = 1) {
      loseCaptureAnswers = n;
    },
  };
}

export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  apiBase: string;
}

export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'PaypalError';
  }
}

export interface PaypalCapture {
  /** The capture's status (COMPLETED, PENDING, DECLINED, …), or the order's when nothing was captured yet. */
  status: string;
  captured: boolean;
  amountCents: number;
  currency: string;
}

const REQUEST_TIMEOUT_MS = 20_000;

/** The PayPal Orders v2 REST calls the app makes; plain fetch, so a fake server can stand in for PayPal. */
export function createPaypalGateway(settings: PaypalSettings, fetchImpl: typeof fetch = fetch) {
  const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
  let cached: { token: string; expiresAt: number } | undefined;

  async function call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    const response = await fetchImpl(new URL(path, settings.apiBase), {
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // PayPal answers JSON; anything else is reported by status below.
    }
    if (!response.ok) {
      const details = body.details as { issue?: string; description?: string }[] | undefined;
      const issue = details?.[0]?.issue ?? (body.name as string | undefined) ?? (body.error as string | undefined);
      const description = details?.[0]?.description ?? (body.message as string | undefined) ?? response.statusText;
      throw new PaypalError(response.status, issue, `PayPal answered ${response.status}: ${description}`);
    }
    return body;
  }

  function oauth(form: Record<string, string>) {
    return call('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  async function serverToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
    const body = await oauth({ grant_type: 'client_credentials' });
    const token = String(body.access_token ?? '');
    if (!token) throw new PaypalError(502, undefined, 'PayPal returned no access token');
    cached = { token, expiresAt: Date.now() + Number(body.expires_in ?? 300) * 1000 };
    return token;
  }

  const authorised = async (requestId?: string) => ({
    authorization: `Bearer ${await serverToken()}`,
    'content-type': 'application/json',
    ...(requestId ? { 'paypal-request-id': requestId } : {}),
  });

  function captureOf(body: Record<string, unknown>): PaypalCapture {
    const units = body.purchase_units as
      | { payments?: { captures?: { status?: string; amount?: { value?: string; currency_code?: string } }[] } }[]
      | undefined;
    const capture = units?.[0]?.payments?.captures?.[0];
    return {
      status: String(capture?.status ?? body.status ?? ''),
      captured: capture !== undefined,
      amountCents: Math.round(Number(capture?.amount?.value ?? Number.NaN) * 100),
      currency: String(capture?.amount?.currency_code ?? ''),
    };
  }

  /** The order as PayPal has it now: its capture, if any. */
  async function readOrder(orderId: string): Promise<PaypalCapture> {
    const order = await call(`/v2/checkout/orders/${encodeURIComponent(orderId)}`, {
      method: 'GET',
      headers: await authorised(),
    });
    return captureOf(order);
  }

  return {
    /** A browser-safe token for PayPal's JS SDK (v6), short-lived. */
    async clientToken(): Promise<string> {
      const body = await oauth({ grant_type: 'client_credentials', response_type: 'client_token', intent: 'sdk_init' });
      const token = String(body.access_token ?? '');
      if (!token) throw new PaypalError(502, undefined, 'PayPal returned no client token');
      return token;
    },

    async createOrder(order: { amountCents: number; currency: string; paymentId: string; description: string }) {
      const body = await call('/v2/checkout/orders', {
        method: 'POST',
        headers: await authorised(`order-${order.paymentId}`),
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              custom_id: order.paymentId,
              description: order.description,
              amount: { currency_code: order.currency, value: (order.amountCents / 100).toFixed(2) },
            },
          ],
        }),
      });
      return { id: String(body.id), status: String(body.status) };
    },

    /** Captures an approved order; the request id makes a retried capture return the first one's result. */
    async captureOrder(orderId: string, requestId: string): Promise<PaypalCapture> {
      try {
        const body = await call(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
          method: 'POST',
          headers: await authorised(requestId),
          body: '{}',
        });
        return captureOf(body);
      } catch (error) {
        // Captured before (by another tab, or a lost answer): read the order instead.
        if (error instanceof PaypalError && error.issue === 'ORDER_ALREADY_CAPTURED') return readOrder(orderId);
        throw error;
      }
    },

    readOrder,
  };
}

export type PaypalGateway = ReturnType<typeof createPaypalGateway>;

/** Where the browser loads PayPal's JS SDK for this API base; null for anything that is not PayPal. */
export function paypalSdkUrl(apiBase: string): string | null {
  const host = new URL(apiBase).hostname;
  if (host === 'api-m.sandbox.paypal.com' || host === 'api.sandbox.paypal.com') {
    return 'https://www.sandbox.paypal.com/web-sdk/v6/core';
  }
  if (host === 'api-m.paypal.com' || host === 'api.paypal.com') return 'https://www.paypal.com/web-sdk/v6/core';
  return null;
}

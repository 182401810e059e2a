import type Stripe from 'stripe';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Another server speaking Stripe's API (tests point this at a fake on 127.0.0.1). */
  apiBase: string | undefined;
}

export interface CheckoutRequest {
  paymentId: string;
  amountCents: number;
  tokens: number;
  successUrl: string;
  cancelUrl: string;
}

/** The few Stripe calls the app makes, through the official SDK (loaded on first use: it is large). */
export async function createStripeGateway(settings: StripeSettings) {
  const { default: StripeSdk } = await import('stripe');
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const stripe = new StripeSdk(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: base.port || undefined, protocol: base.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });

  return {
    async createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.amountCents,
                product_data: { name: `${request.tokens.toLocaleString('en-US')} ZHI tokens` },
              },
            },
          ],
          client_reference_id: request.paymentId,
          metadata: { paymentId: request.paymentId },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried create (network blip) returns the same session instead of a second one.
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    retrieveCheckout(id: string) {
      return stripe.checkout.sessions.retrieve(id);
    },

    /** The event a webhook delivers, after checking Stripe's signature; throws when it does not verify. */
    verifyEvent(rawBody: Buffer, signature: string): Stripe.Event {
      if (!settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
  };
}

export type StripeGateway = Awaited<ReturnType<typeof createStripeGateway>>;
export type StripeCheckoutSession = Stripe.Checkout.Session;

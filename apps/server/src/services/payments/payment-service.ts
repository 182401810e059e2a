import { type PaymentOptionsResponse, findTokenPack, tokenPacks } from '@zhi/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Payment } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import { type PaypalCapture, PaypalError, createPaypalGateway, paypalSdkUrl } from './paypal-gateway';
import { type PaymentStore, publicStatus } from './payment-store';
import { type StripeCheckoutSession, type StripeGateway, createStripeGateway } from './stripe-gateway';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PACKS_SENTENCE = `Choose one of the token packs: ${tokenPacks.map((p) => `$${p.amount.toLocaleString('en-US')}`).join(', ')}.`;

function packFor(amount: number) {
  const pack = findTokenPack(amount);
  if (!pack) throw badRequest(`Unknown token pack. ${PACKS_SENTENCE}`);
  return pack;
}

export type PaymentConfig = Pick<Config, 'stripe' | 'paypal' | 'demoPayments'>;

/** Purchases by card (Stripe Checkout), by wallet (PayPal) or, with neither configured, by the demo provider. */
export function createPaymentService(config: PaymentConfig, store: PaymentStore, log: FastifyBaseLogger) {
  const stripeSecretKey = config.stripe.secretKey;
  let stripeGateway: Promise<StripeGateway> | undefined;
  // Created on first use, so an install without Stripe never loads its SDK.
  const stripe = stripeSecretKey
    ? () =>
        (stripeGateway ??= createStripeGateway({ ...config.stripe, secretKey: stripeSecretKey }).catch((error) => {
          stripeGateway = undefined; // a failed load is tried again next time, not remembered
          throw error;
        }))
    : null;
  const paypal =
    config.paypal.clientId && config.paypal.clientSecret
      ? createPaypalGateway({
          ...config.paypal,
          clientId: config.paypal.clientId,
          clientSecret: config.paypal.clientSecret,
        })
      : null;

  // The demo stands in only where no real provider is configured: with Stripe present a "demo" wallet tab would
  // lead to a real card charge, so the wallet tab is then simply unavailable.
  const options: PaymentOptionsResponse = {
    card: stripe ? 'stripe' : config.demoPayments ? 'demo' : null,
    wallet: paypal ? 'paypal' : config.demoPayments && !stripe ? 'demo' : null,
    paypalSdkUrl: paypal ? paypalSdkUrl(config.paypal.apiBase) : null,
  };

  /** Brings a pending Stripe payment up to date from its Checkout Session (the webhook may be late or lost). */
  async function applyCheckout(payment: Payment, session: StripeCheckoutSession): Promise<Payment> {
    if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
      const { payment: after, credited } = await store.complete(payment.id, {
        amountCents: session.amount_total ?? -1,
        currency: session.currency ?? '',
      });
      if (!credited && after.status === 'failed') {
        log.error(
          { paymentId: payment.id, amountTotal: session.amount_total },
          'Stripe amount does not match the pack',
        );
      }
      return after;
    }
    if (session.status === 'expired') return (await store.fail(payment.id, 'expired')) ?? payment;
    return payment;
  }

  /** Brings a pending PayPal payment up to date from its capture: completed, still pending, or refused. */
  async function applyPaypal(payment: Payment, capture: PaypalCapture): Promise<Payment> {
    if (capture.captured && capture.status === 'COMPLETED') {
      return (await store.complete(payment.id, { amountCents: capture.amountCents, currency: capture.currency }))
        .payment;
    }
    if (capture.captured && (capture.status === 'DECLINED' || capture.status === 'FAILED')) {
      return (await store.fail(payment.id, `capture ${capture.status.toLowerCase()}`)) ?? payment;
    }
    if (!capture.captured && capture.status === 'VOIDED')
      return (await store.fail(payment.id, 'order voided')) ?? payment;
    // PENDING captures (a review at PayPal) and unapproved orders stay pending; reconciliation looks again.
    return payment;
  }

  /** Asks the provider about a pending payment; a provider that does not answer leaves it pending. */
  async function refresh(payment: Payment): Promise<Payment> {
    if (payment.status !== 'pending' || !payment.providerRef) return payment;
    try {
      if (payment.provider === 'stripe' && stripe) {
        return await applyCheckout(payment, await (await stripe()).retrieveCheckout(payment.providerRef));
      }
      if (payment.provider === 'paypal' && paypal)
        return await applyPaypal(payment, await paypal.readOrder(payment.providerRef));
    } catch (error) {
      log.warn({ err: error, paymentId: payment.id }, 'could not refresh a payment from its provider');
    }
    return payment;
  }

  async function requirePayment(id: string, userId: string, provider?: Payment['provider']): Promise<Payment> {
    const payment = await store.findForUser(id, userId);
    if (!payment || (provider && payment.provider !== provider)) throw notFound('No such payment.');
    return payment;
  }

  /** A demo payment can be looked at or completed only while demo payments are on (not after a switch to live). */
  async function requireDemo(id: string, userId: string): Promise<Payment> {
    if (!config.demoPayments) throw notFound('Demo payments are not enabled on this server.');
    return requirePayment(id, userId, 'demo');
  }

  const providerFailure = (what: string, error: unknown) => {
    log.error({ err: error }, `${what} failed`);
    return new HttpError(502, `${what} failed: the payment provider did not answer as expected. Nothing was charged.`);
  };

  return {
    options: () => options,

    /** Starts a card purchase: Stripe Checkout, or the demo checkout page. The server sets the price. */
    async createCheckout(userId: string, amount: number, origin: string) {
      const pack = packFor(amount);
      if (stripe) {
        const payment = await store.create(userId, 'stripe', pack);
        const back = `${origin}/payment/complete?payment=${payment.id}`;
        try {
          const session = await (
            await stripe()
          ).createCheckout({
            paymentId: payment.id,
            amountCents: payment.amountCents,
            tokens: payment.tokens,
            successUrl: back,
            cancelUrl: `${back}&cancelled=1`,
          });
          await store.setProviderRef(payment.id, session.id);
          return { url: session.url, sessionId: payment.id, provider: 'stripe' as const };
        } catch (error) {
          await store.fail(payment.id, 'checkout could not be created');
          throw providerFailure('Payment setup', error);
        }
      }
      if (config.demoPayments) {
        const payment = await store.create(userId, 'demo', pack);
        return { url: `/demo-checkout/${payment.id}`, sessionId: payment.id, provider: 'demo' as const };
      }
      throw new HttpError(503, 'Card payments are not configured on this server.');
    },

    /** The payment's state; a pending payment is checked with its provider, so a lost webhook loses nothing. */
    async status(userId: string, id: string) {
      return publicStatus(await refresh(await requirePayment(id, userId)));
    },

    /**
     * Settles what the providers settled while nobody was asking (a closed tab, a lost answer, a capture PayPal
     * held for review). Payments still pending after a week are given up as expired.
     */
    async reconcilePending(): Promise<number> {
      const now = Date.now();
      const week = 7 * 24 * 60 * 60 * 1000;
      let settled = 0;
      for (const payment of await store.listPending(new Date(now - week), new Date(now - 60_000))) {
        if ((await refresh(payment)).status !== 'pending') settled++;
      }
      for (const payment of await store.listPending(new Date(0), new Date(now - week))) {
        if ((await refresh(payment)).status === 'pending') await store.fail(payment.id, 'expired');
        settled++;
      }
      return settled;
    },

    /** A verified Stripe event: completes or fails the payment it names. Replays change nothing. */
    async handleStripeEvent(rawBody: Buffer, signature: string | undefined) {
      if (!stripe) throw new HttpError(503, 'Stripe is not configured on this server.');
      if (!config.stripe.webhookSecret) throw new HttpError(503, 'STRIPE_WEBHOOK_SECRET is not set on this server.');
      if (!signature) throw badRequest('Missing Stripe-Signature header.');
      let event;
      try {
        event = (await stripe()).verifyEvent(rawBody, signature);
      } catch {
        throw badRequest('Invalid Stripe signature.');
      }
      const relevant = [
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
        'checkout.session.async_payment_failed',
        'checkout.session.expired',
      ];
      if (!relevant.includes(event.type)) return { handled: false };
      const session = event.data.object as StripeCheckoutSession;
      const paymentId = session.metadata?.paymentId ?? session.client_reference_id;
      const payment =
        paymentId && UUID.test(paymentId)
          ? await store.find(paymentId)
          : await store.findByProviderRef('stripe', session.id);
      if (!payment || payment.provider !== 'stripe') {
        log.warn({ sessionId: session.id, type: event.type }, 'Stripe event for an unknown payment');
        return { handled: false };
      }
      if (event.type === 'checkout.session.async_payment_failed') await store.fail(payment.id, 'payment failed');
      else await applyCheckout(payment, session);
      return { handled: true };
    },

    async paypalClientToken() {
      if (!paypal) throw new HttpError(503, 'PayPal is not configured on this server.');
      try {
        return await paypal.clientToken();
      } catch (error) {
        throw providerFailure('PayPal setup', error);
      }
    },

    async paypalCreateOrder(userId: string, order: { amount: number; currency: string; intent: string }) {
      if (!paypal) throw new HttpError(503, 'PayPal is not configured on this server.');
      const pack = packFor(order.amount);
      if (order.currency.toUpperCase() !== 'USD') throw badRequest('Token packs are sold in US dollars (USD).');
      if (order.intent.toUpperCase() !== 'CAPTURE') throw badRequest('Only CAPTURE orders are supported.');
      const payment = await store.create(userId, 'paypal', pack);
      try {
        const created = await paypal.createOrder({
          amountCents: payment.amountCents,
          currency: 'USD',
          paymentId: payment.id,
          description: `${payment.tokens.toLocaleString('en-US')} ZHI tokens`,
        });
        await store.setProviderRef(payment.id, created.id);
        return { id: created.id };
      } catch (error) {
        await store.fail(payment.id, 'order could not be created');
        throw providerFailure('PayPal order', error);
      }
    },

    /** Captures an approved PayPal order and credits its tokens once; capturing again changes nothing. */
    async paypalCapture(userId: string, orderId: string) {
      if (!paypal) throw new HttpError(503, 'PayPal is not configured on this server.');
      const payment = await store.findByProviderRef('paypal', orderId);
      if (!payment || payment.userId !== userId) throw notFound('No such PayPal order.');
      if (payment.status !== 'pending') return payment;
      try {
        return await applyPaypal(payment, await paypal.captureOrder(orderId, `capture-${payment.id}`));
      } catch (error) {
        // PayPal says plainly nothing was captured: the buyer has not approved the payment (yet).
        if (
          error instanceof PaypalError &&
          (error.issue === 'ORDER_NOT_APPROVED' || error.issue === 'PAYER_ACTION_REQUIRED')
        ) {
          throw new HttpError(409, 'The payment has not been approved in PayPal yet, so nothing was charged.');
        }
        log.error({ err: error, paymentId: payment.id }, 'PayPal capture failed');
        // The capture may have gone through even though its answer did not arrive: the payment stays pending,
        // a retry returns the first capture's result, and reconciliation settles it either way.
        throw new HttpError(
          502,
          'PayPal did not confirm the payment yet. If you were charged, the tokens are added as soon as PayPal confirms it.',
        );
      }
    },

    async demoPayment(userId: string, id: string) {
      return requireDemo(id, userId);
    },

    /** The demo page's Pay: the same crediting path as a real provider, without one. */
    async demoComplete(userId: string, id: string) {
      const payment = await requireDemo(id, userId);
      return (await store.complete(payment.id, { amountCents: payment.amountCents, currency: payment.currency }))
        .payment;
    },

    async demoCancel(userId: string, id: string) {
      const payment = await requireDemo(id, userId);
      return (await store.fail(payment.id, 'cancelled', 'cancelled')) ?? payment;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

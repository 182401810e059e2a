import {
  createCheckoutRequestSchema,
  createCheckoutResponseSchema,
  demoPaymentResponseSchema,
  paymentOptionsResponseSchema,
  paymentStatusResponseSchema,
  paypalCaptureResponseSchema,
  paypalOrderRequestSchema,
  paypalOrderResponseSchema,
  paypalSetupResponseSchema,
} from '@zhi/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Payment } from '../db/schema';
import type { BillingService } from '../services/billing/billing-service';
import type { PaymentService } from '../services/payments/payment-service';
import { publicStatus } from '../services/payments/payment-store';

interface PaymentDeps {
  payments: PaymentService;
  billing: BillingService;
  publicUrl: string | undefined;
}

const SIGN_IN_TO_BUY = 'Please sign in to buy tokens.';
const idParams = z.object({ id: z.uuid({ error: 'No such payment.' }) });

export const paymentRoutes: FastifyPluginAsyncZod<PaymentDeps> = async (app, { payments, billing, publicUrl }) => {
  // Where the provider sends the buyer back: the configured public address, else the address this request used.
  const originOf = (request: FastifyRequest) =>
    publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
  const demoView = (payment: Payment) => ({
    id: payment.id,
    amount: payment.amountCents / 100,
    ...publicStatus(payment),
  });

  app.get('/api/payments/options', { schema: { response: { 200: paymentOptionsResponseSchema } } }, async () =>
    payments.options(),
  );

  app.post(
    '/api/create-checkout-session',
    { schema: { body: createCheckoutRequestSchema, response: { 200: createCheckoutResponseSchema } } },
    async (request, reply) => {
      const { user } = await request.requireUser(reply, SIGN_IN_TO_BUY);
      return payments.createCheckout(user.id, request.body.amount, originOf(request));
    },
  );

  app.get(
    '/api/payment-status/:sessionId',
    {
      schema: {
        params: z.object({ sessionId: z.uuid({ error: 'No such payment.' }) }),
        response: { 200: paymentStatusResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireUser(reply, SIGN_IN_TO_BUY);
      return payments.status(user.id, request.params.sessionId);
    },
  );

  // Stripe signs the exact bytes it sent, so this route keeps the body raw (in its own scope).
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/stripe/webhook', async (request) => {
      const signature = request.headers['stripe-signature'];
      const result = await payments.handleStripeEvent(
        request.body as Buffer,
        Array.isArray(signature) ? signature[0] : signature,
      );
      return { received: true, ...result };
    });
  });

  app.get('/api/paypal/setup', { schema: { response: { 200: paypalSetupResponseSchema } } }, async (request, reply) => {
    await request.requireUser(reply, SIGN_IN_TO_BUY);
    return { clientToken: await payments.paypalClientToken() };
  });

  app.post(
    '/api/paypal/order',
    { schema: { body: paypalOrderRequestSchema, response: { 200: paypalOrderResponseSchema } } },
    async (request, reply) => {
      const { user } = await request.requireUser(reply, SIGN_IN_TO_BUY);
      return payments.paypalCreateOrder(user.id, request.body);
    },
  );

  app.post(
    '/api/paypal/order/:id/capture',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: paypalCaptureResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, owner } = await request.requireUser(reply, SIGN_IN_TO_BUY);
      const payment = await payments.paypalCapture(user.id, request.params.id);
      const { status } = publicStatus(payment);
      const { tokenBalance } = await billing.balance(owner);
      return { status, tokensAdded: status === 'completed' ? payment.tokens : 0, tokenBalance };
    },
  );

  // The demo checkout page reads, completes or cancels a demo payment; each answers with its new state.
  const demoActions = [
    ['GET', '/api/demo-payments/:id', payments.demoPayment],
    ['POST', '/api/demo-payments/:id/complete', payments.demoComplete],
    ['POST', '/api/demo-payments/:id/cancel', payments.demoCancel],
  ] as const;
  for (const [method, url, action] of demoActions) {
    app.route({
      method,
      url,
      schema: { params: idParams, response: { 200: demoPaymentResponseSchema } },
      handler: async (request, reply) => {
        const { user } = await request.requireUser(reply, SIGN_IN_TO_BUY);
        return demoView(await action(user.id, request.params.id));
      },
    });
  }
};

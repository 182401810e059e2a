import { z } from 'zod';

export const paymentStatusSchema = z.enum(['completed', 'failed', 'pending']);

/** POST /api/create-checkout-session: the server sets the price from the pack; the client names only the pack. */
export const createCheckoutRequestSchema = z.object({ amount: z.number({ error: 'amount must be a number' }) });
export const createCheckoutResponseSchema = z.object({
  url: z.string(),
  /** Our payment id: poll GET /api/payment-status/{sessionId}. */
  sessionId: z.uuid(),
  provider: z.enum(['stripe', 'demo']),
});

/** GET /api/payment-status/{sessionId} */
export const paymentStatusResponseSchema = z.object({
  status: paymentStatusSchema,
  /** Why a payment failed ('cancelled', 'expired', 'amount mismatch', …). */
  detail: z.string().nullable(),
  tokens: z.number().int(),
});

/** GET /api/payments/options: which way each tab of the purchase dialog pays on this server. */
export const paymentOptionsResponseSchema = z.object({
  card: z.enum(['stripe', 'demo']).nullable(),
  wallet: z.enum(['paypal', 'demo']).nullable(),
  /** Where the browser loads PayPal's SDK from, when PayPal is configured. */
  paypalSdkUrl: z.string().nullable(),
});

export const paypalSetupResponseSchema = z.object({ clientToken: z.string() });
export const paypalOrderRequestSchema = z.object({
  amount: z.number({ error: 'amount must be a number' }),
  currency: z.string().default('USD'),
  intent: z.string().default('CAPTURE'),
});
export const paypalOrderResponseSchema = z.object({ id: z.string() });
export const paypalCaptureResponseSchema = z.object({
  status: paymentStatusSchema,
  tokensAdded: z.number().int(),
  tokenBalance: z.number().int(),
});

/** GET /api/demo-payments/{id}: what the demo checkout page shows. */
export const demoPaymentResponseSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  tokens: z.number().int(),
  status: paymentStatusSchema,
  detail: z.string().nullable(),
});

export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>;
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;
export type PaymentOptionsResponse = z.infer<typeof paymentOptionsResponseSchema>;
export type PaypalCaptureResponse = z.infer<typeof paypalCaptureResponseSchema>;
export type DemoPaymentResponse = z.infer<typeof demoPaymentResponseSchema>;

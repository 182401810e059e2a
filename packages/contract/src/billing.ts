import { z } from 'zod';
import { providerIdSchema } from './providers';

/** GET /api/balance: the visitor's tokens, signed in or not. */
export const balanceResponseSchema = z.object({
  tokenBalance: z.number().int(),
  unlimited: z.boolean(),
  /** False on a private install with metering off: nothing is counted. */
  billing: z.boolean(),
  authenticated: z.boolean(),
  /** Why an anonymous visitor has no free allowance, when that is so. */
  allowanceNote: z.string().nullable(),
});

export const tokenPackSchema = z.object({
  amount: z.number(),
  tokens: z.number().int(),
  popular: z.boolean(),
});

/** GET /api/pricing */
export const pricingResponseSchema = z.object({
  tokensPerDollar: z.number(),
  packs: z.array(tokenPackSchema),
  providers: z.array(
    z.object({ id: providerIdSchema, name: z.string(), wordsPerDollar: z.number(), tokensPer1000Words: z.number() }),
  ),
});

export type BalanceResponse = z.infer<typeof balanceResponseSchema>;
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

import { z } from 'zod';
import { providerIds } from './provider-ids';

export const providerIdSchema = z.enum(providerIds);

export const providerInfoSchema = z.object({
  id: providerIdSchema,
  name: z.string(),
  available: z.boolean(),
  /** Why a provider is unavailable, in words an operator can act on; null when available. */
  reason: z.string().nullable(),
  model: z.string().nullable(),
  /** What 1,000 words cost with this provider, for the picker. */
  tokensPer1000Words: z.number(),
});

/** GET /api/providers */
export const providersResponseSchema = z.object({
  providers: z.array(providerInfoSchema),
  defaultProvider: providerIdSchema,
});

export type ProviderInfo = z.infer<typeof providerInfoSchema>;
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;

import { TOKENS_PER_DOLLAR, balanceResponseSchema, pricingResponseSchema, tokenPacks } from '@zhi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { BillingService } from '../services/billing/billing-service';
import { wordsPerDollar } from '../services/billing/rates';
import { listProviders } from '../services/providers/catalog';

export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService; config: Config }> = async (
  app,
  { billing, config },
) => {
  app.get('/api/balance', { schema: { response: { 200: balanceResponseSchema } } }, async (request, reply) => {
    const { owner } = await request.currentVisitor(reply);
    return billing.balance(owner);
  });

  const pricing = {
    tokensPerDollar: TOKENS_PER_DOLLAR,
    packs: [...tokenPacks],
    providers: listProviders(config).providers.map((p) => ({
      id: p.id,
      name: p.name,
      wordsPerDollar: wordsPerDollar(p.id, config),
      tokensPer1000Words: p.tokensPer1000Words,
    })),
  };
  app.get('/api/pricing', { schema: { response: { 200: pricingResponseSchema } } }, async () => pricing);
};

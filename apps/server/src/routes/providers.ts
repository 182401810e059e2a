import { providersResponseSchema, type ProvidersResponse } from '@zhi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const providerRoutes: FastifyPluginAsyncZod<{ providers: ProvidersResponse }> = async (app, { providers }) => {
  app.get('/api/providers', { schema: { response: { 200: providersResponseSchema } } }, async () => providers);
};

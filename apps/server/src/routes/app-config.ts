import { publicConfigSchema } from '@zhi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicConfig } from '@zhi/contract';

export const appConfigRoutes: FastifyPluginAsyncZod<{ publicConfig: PublicConfig }> = async (app, { publicConfig }) => {
  app.get('/api/config', { schema: { response: { 200: publicConfigSchema } } }, async () => publicConfig);
};

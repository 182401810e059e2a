import { healthResponseSchema } from '@zhi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseKind } from '@zhi/contract';

// The app is only listening once the database is open and migrated, so answering at all means ready.
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseKind; version: string }> = async (
  app,
  { database, version },
) => {
  app.get(
    '/api/health',
    // Load balancers poll this constantly; logging each poll would drown the real requests.
    { logLevel: 'warn', schema: { response: { 200: healthResponseSchema } } },
    async () => ({ ok: true as const, database, version }),
  );
};

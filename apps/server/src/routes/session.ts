import { sessionResponseSchema } from '@zhi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/session', { schema: { response: { 200: sessionResponseSchema } } }, async (request, reply) => {
    const session = await request.ensureSession(reply);
    return { sessionId: session.id, authenticated: session.userId !== null };
  });
};

import { solveRequestSchema, solveResponseSchema } from '@zhi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whileConnected } from '../lib/client-gone';
import type { SolveService } from '../services/solver/solve-service';

export const solveRoutes: FastifyPluginAsyncZod<{ solver: SolveService }> = async (app, { solver }) => {
  app.post(
    '/api/solve',
    { schema: { body: solveRequestSchema, response: { 200: solveResponseSchema } } },
    async (request, reply) => {
      const { owner } = await request.visitor(reply);
      return solver.solve(owner, request.body.problem, whileConnected(reply));
    },
  );
};

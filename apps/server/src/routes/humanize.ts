import {
  ANALYZE_MAX_CHARS,
  analyzeRequestSchema,
  analyzeResponseSchema,
  rewriteRequestSchema,
  rewriteResponseSchema,
  techniquesResponseSchema,
} from '@zhi/contract';
import { DEFAULT_LOCAL, TECHNIQUES } from '@zhi/rewriter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';
import type { DetectionService } from '../services/detection/detection-service';
import type { HumanizeService } from '../services/humanizer/humanize-service';

export const humanizeRoutes: FastifyPluginAsyncZod<{
  detection: DetectionService;
  humanizer: HumanizeService;
}> = async (app, { detection, humanizer }) => {
  app.post(
    '/api/humanize/analyze',
    { schema: { body: analyzeRequestSchema, response: { 200: analyzeResponseSchema } } },
    async (request, reply) => {
      const { text, secondOpinion } = request.body;
      if (text.length > ANALYZE_MAX_CHARS) {
        throw new HttpError(
          413,
          `The text is too long to analyse: ${text.length.toLocaleString('en-US')} characters, and the limit is ${ANALYZE_MAX_CHARS.toLocaleString('en-US')}. Analyse it in parts.`,
        );
      }
      // A second opinion costs the operator money: only on request, paid in the visitor's tokens.
      const payer = secondOpinion ? (await request.visitor(reply)).owner : null;
      return detection.analyze(text, payer);
    },
  );

  app.post(
    '/api/humanize/rewrite',
    { schema: { body: rewriteRequestSchema, response: { 200: rewriteResponseSchema } } },
    async (request, reply) => {
      const { owner } = await request.visitor(reply);
      return humanizer.rewrite(owner, request.body);
    },
  );

  const catalogue = { techniques: TECHNIQUES.map((t) => ({ ...t })), defaults: [...DEFAULT_LOCAL] };
  app.get(
    '/api/humanize/techniques',
    { schema: { response: { 200: techniquesResponseSchema } } },
    async () => catalogue,
  );
};

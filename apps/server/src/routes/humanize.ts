import { ANALYZE_MAX_CHARS, analyzeRequestSchema, analyzeResponseSchema } from '@zhi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';
import type { DetectionService } from '../services/detection/detection-service';

export const humanizeRoutes: FastifyPluginAsyncZod<{ detection: DetectionService }> = async (app, { detection }) => {
  app.post(
    '/api/humanize/analyze',
    { schema: { body: analyzeRequestSchema, response: { 200: analyzeResponseSchema } } },
    async (request) => {
      const { text } = request.body;
      if (text.length > ANALYZE_MAX_CHARS) {
        throw new HttpError(
          413,
          `The text is too long to analyse: ${text.length.toLocaleString('en-US')} characters, and the limit is ${ANALYZE_MAX_CHARS.toLocaleString('en-US')}. Analyse it in parts.`,
        );
      }
      return detection.analyze(text);
    },
  );
};

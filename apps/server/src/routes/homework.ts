import { PassThrough } from 'node:stream';
import {
  STREAM_DONE,
  assignmentIdParamsSchema,
  assignmentListSchema,
  assignmentSchema,
  assignmentSummarySchema,
  chatRequestSchema,
  chatResponseSchema,
  cleanupResponseSchema,
  processTextRequestSchema,
  processTextResponseSchema,
  refineRequestSchema,
  refineResponseSchema,
  saveAssignmentRequestSchema,
} from '@zhi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AssignmentStore } from '../services/homework/assignment-store';
import type { ConversationService } from '../services/homework/conversation-service';
import { whileConnected } from '../lib/client-gone';
import { type HomeworkService, runToEnd } from '../services/homework/homework-service';

export const homeworkRoutes: FastifyPluginAsyncZod<{
  homework: HomeworkService;
  conversation: ConversationService;
  assignments: AssignmentStore;
}> = async (app, { homework, conversation, assignments }) => {
  app.post('/api/process-text/stream', { schema: { body: processTextRequestSchema } }, async (request, reply) => {
    const { owner } = await request.visitor(reply);
    const job = await homework.prepare(owner, request.body);
    const out = new PassThrough();
    const cancel = new AbortController();
    // The reader went away (Cancel Generation): stop the provider; what arrived is still saved.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) cancel.abort();
    });
    void job
      .run((chunk) => out.write(chunk), cancel.signal)
      .then((meta) => out.end(`${STREAM_DONE}${JSON.stringify(meta)}`))
      .catch((error: unknown) => {
        request.log.error(error, 'homework stream failed');
        out.end();
      });
    // Fastify would send a stream's headers with its first byte; send them as soon as it starts piping, so the
    // page knows at once that the solve has begun (a provider may take seconds to say its first word).
    reply.raw.once('pipe', () => reply.raw.flushHeaders());
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(out);
  });

  app.post(
    '/api/process-text',
    { schema: { body: processTextRequestSchema, response: { 200: processTextResponseSchema } } },
    async (request, reply) => {
      const { owner } = await request.visitor(reply);
      const job = await homework.prepare(owner, request.body);
      const { text, meta } = await runToEnd(job, whileConnected(reply));
      return {
        llmResponse: text,
        graphData: meta.graphData,
        graphImages: meta.graphImages,
        isPartial: meta.partial,
        creditLimited: meta.creditLimited,
        error: meta.error,
        assignmentId: meta.assignmentId,
        answer: meta.answer,
        verification: meta.verification,
        tokensCharged: meta.tokensCharged,
        notice: meta.notice,
        interpretation: meta.interpretation,
      };
    },
  );

  app.post(
    '/api/refine-solution',
    { schema: { body: refineRequestSchema, response: { 200: refineResponseSchema } } },
    async (request, reply) => {
      const { owner } = await request.visitor(reply);
      return conversation.refine(owner, request.body);
    },
  );

  app.post(
    '/api/chat',
    { schema: { body: chatRequestSchema, response: { 200: chatResponseSchema } } },
    async (request, reply) => {
      const { owner } = await request.visitor(reply);
      return conversation.chat(owner, request.body);
    },
  );

  // Reading and removing keep nothing: a visitor with no stored session is not given one for it.
  app.get('/api/assignments', { schema: { response: { 200: assignmentListSchema } } }, async (request, reply) => {
    const { owner } = await request.currentVisitor(reply);
    return { assignments: await assignments.list(owner) };
  });

  app.get(
    '/api/assignments/:id',
    { schema: { params: assignmentIdParamsSchema, response: { 200: assignmentSchema } } },
    async (request, reply) => {
      const { owner } = await request.currentVisitor(reply);
      return assignments.get(owner, request.params.id);
    },
  );

  app.delete('/api/assignments/:id', { schema: { params: assignmentIdParamsSchema } }, async (request, reply) => {
    const { owner } = await request.currentVisitor(reply);
    await assignments.remove(owner, request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/api/assignments/cleanup',
    { schema: { response: { 200: cleanupResponseSchema } } },
    async (request, reply) => {
      const { owner } = await request.currentVisitor(reply);
      return { removed: await assignments.cleanup(owner) };
    },
  );

  app.post(
    '/api/save-assignment',
    { schema: { body: saveAssignmentRequestSchema, response: { 200: assignmentSummarySchema } } },
    async (request, reply) => {
      const { owner } = await request.visitor(reply);
      return assignments.save(owner, request.body);
    },
  );
};

import { combinedPdfRequestSchema, documentRequestSchema, graphPdfRequestSchema } from '@zhi/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../lib/file-names';
import type * as ExportService from '../services/documents/export-service';

// Loaded on first use: MathJax, pdfkit and docx are megabytes that the server's start need not wait for.
let loaded: Promise<typeof ExportService> | undefined;
const service = async () => (await (loaded ??= import('../services/documents/export-service'))).exportService;

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const send = (reply: FastifyReply, type: string, disposition: string, body: Buffer) =>
  reply.type(type).header('content-disposition', disposition).header('cache-control', 'no-store').send(body);

export const exportRoutes: FastifyPluginAsyncZod<{ bodyLimit: number }> = async (app, { bodyLimit }) => {
  app.post('/api/generate-pdf', { bodyLimit, schema: { body: documentRequestSchema } }, async (request, reply) => {
    const { content, title } = request.body;
    return send(reply, PDF, attachment(title, 'pdf', 'Solution'), await (await service()).pdf(content, title));
  });

  app.post('/api/generate-docx', { bodyLimit, schema: { body: documentRequestSchema } }, async (request, reply) => {
    const { content, title } = request.body;
    return send(reply, DOCX, attachment(title, 'docx', 'Solution'), await (await service()).docx(content, title));
  });

  app.post('/api/print-view', { bodyLimit, schema: { body: documentRequestSchema } }, async (request, reply) => {
    const { content, title } = request.body;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send((await service()).printHtml(content, title));
  });

  app.post(
    '/api/generate-combined-pdf',
    { bodyLimit, schema: { body: combinedPdfRequestSchema } },
    async (request, reply) =>
      send(
        reply,
        PDF,
        attachment(request.body.title, 'pdf', 'Solution'),
        await (await service()).combinedPdf(request.body),
      ),
  );

  app.post('/api/generate-graph-pdf', { bodyLimit, schema: { body: graphPdfRequestSchema } }, async (request, reply) =>
    send(reply, PDF, attachment(request.body.title, 'pdf', 'Graph'), await (await service()).graphPdf(request.body)),
  );
};

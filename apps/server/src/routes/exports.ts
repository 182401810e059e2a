import { combinedPdfRequestSchema, documentRequestSchema, graphPdfRequestSchema } from '@zhi/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../lib/file-names';
import type { DocumentService } from '../services/documents/document-service';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const send = (reply: FastifyReply, type: string, disposition: string, body: Buffer) =>
  reply.type(type).header('content-disposition', disposition).header('cache-control', 'no-store').send(body);

export const exportRoutes: FastifyPluginAsyncZod<{ bodyLimit: number; documents: DocumentService }> = async (
  app,
  { bodyLimit, documents },
) => {
  app.post('/api/generate-pdf', { bodyLimit, schema: { body: documentRequestSchema } }, async (request, reply) =>
    send(reply, PDF, attachment(request.body.title, 'pdf', 'Solution'), await documents.pdf(request.body)),
  );

  app.post('/api/generate-docx', { bodyLimit, schema: { body: documentRequestSchema } }, async (request, reply) =>
    send(reply, DOCX, attachment(request.body.title, 'docx', 'Solution'), await documents.docx(request.body)),
  );

  app.post('/api/print-view', { bodyLimit, schema: { body: documentRequestSchema } }, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await documents.printHtml(request.body)),
  );

  app.post(
    '/api/generate-combined-pdf',
    { bodyLimit, schema: { body: combinedPdfRequestSchema } },
    async (request, reply) =>
      send(reply, PDF, attachment(request.body.title, 'pdf', 'Solution'), await documents.combinedPdf(request.body)),
  );

  app.post('/api/generate-graph-pdf', { bodyLimit, schema: { body: graphPdfRequestSchema } }, async (request, reply) =>
    send(reply, PDF, attachment(request.body.title, 'pdf', 'Graph'), await documents.graphPdf(request.body)),
  );
};

import multipart from '@fastify/multipart';
import {
  HOMEWORK_UPLOAD_KINDS,
  HUMANIZER_UPLOAD_KINDS,
  extractTextResponseSchema,
  humanizeUploadResponseSchema,
} from '@zhi/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whileConnected } from '../lib/client-gone';
import { readUpload } from '../lib/read-upload';
import { countWords } from '../lib/words';
import type { DocumentService } from '../services/documents/document-service';

export const documentRoutes: FastifyPluginAsyncZod<{ documents: DocumentService; uploadLimitBytes: number }> = async (
  app,
  { documents, uploadLimitBytes },
) => {
  await app.register(multipart, { limits: { fileSize: uploadLimitBytes, files: 1, fields: 5, parts: 6 } });

  const readFile = (request: FastifyRequest) => readUpload(request, uploadLimitBytes);

  app.post(
    '/api/extract-text',
    { schema: { response: { 200: extractTextResponseSchema } } },
    async (request, reply) => {
      const file = await readFile(request);
      const result = await documents.extract(file, HOMEWORK_UPLOAD_KINDS, whileConnected(reply));
      return {
        extractedText: result.text,
        kind: result.kind,
        filename: file.filename,
        pages: result.pages,
        ocr: result.ocr,
        notes: result.notes,
      };
    },
  );

  app.post(
    '/api/humanize/upload',
    { schema: { response: { 200: humanizeUploadResponseSchema } } },
    async (request, reply) => {
      const file = await readFile(request);
      const result = await documents.extract(file, HUMANIZER_UPLOAD_KINDS, whileConnected(reply));
      return {
        content: result.text,
        wordCount: countWords(result.text),
        filename: file.filename,
        ocr: result.ocr,
        notes: result.notes,
      };
    },
  );
};

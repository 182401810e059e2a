import multipart from '@fastify/multipart';
import {
  HOMEWORK_UPLOAD_KINDS,
  HUMANIZER_UPLOAD_KINDS,
  extractTextResponseSchema,
  humanizeUploadResponseSchema,
} from '@zhi/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cleanUploadName } from '../lib/file-names';
import { HttpError, badRequest } from '../lib/http-errors';
import { countWords } from '../lib/words';
import type { DocumentService } from '../services/documents/document-service';

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const documentRoutes: FastifyPluginAsyncZod<{ documents: DocumentService; uploadLimitBytes: number }> = async (
  app,
  { documents, uploadLimitBytes },
) => {
  await app.register(multipart, { limits: { fileSize: uploadLimitBytes, files: 1, fields: 5, parts: 6 } });

  async function readUpload(request: FastifyRequest) {
    let part;
    try {
      part = await request.file();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
        throw badRequest('Send the file as multipart/form-data, in a field named "file".');
      }
      throw error;
    }
    if (!part || part.fieldname !== 'file') throw badRequest('No file was attached: send it in a field named "file".');
    try {
      return { buffer: await part.toBuffer(), filename: cleanUploadName(part.filename) };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, `The file is too large: the limit is ${megabytes(uploadLimitBytes)}.`);
      }
      throw error;
    }
  }

  app.post('/api/extract-text', { schema: { response: { 200: extractTextResponseSchema } } }, async (request) => {
    const file = await readUpload(request);
    const result = await documents.extract(file, HOMEWORK_UPLOAD_KINDS);
    return {
      extractedText: result.text,
      kind: result.kind,
      filename: file.filename,
      pages: result.pages,
      ocr: result.ocr,
      notes: result.notes,
    };
  });

  app.post('/api/humanize/upload', { schema: { response: { 200: humanizeUploadResponseSchema } } }, async (request) => {
    const file = await readUpload(request);
    const result = await documents.extract(file, HUMANIZER_UPLOAD_KINDS);
    return {
      content: result.text,
      wordCount: countWords(result.text),
      filename: file.filename,
      ocr: result.ocr,
      notes: result.notes,
    };
  });
};

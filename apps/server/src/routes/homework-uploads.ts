import multipart from '@fastify/multipart';
import {
  HOMEWORK_UPLOAD_KINDS,
  chatUploadFieldsSchema,
  chatUploadResponseSchema,
  uploadFieldsSchema,
  uploadResponseSchema,
} from '@zhi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from '../lib/http-errors';
import { readUpload } from '../lib/read-upload';
import type { DocumentService } from '../services/documents/document-service';
import type { ConversationService } from '../services/homework/conversation-service';
import { whileConnected } from '../lib/client-gone';
import { type HomeworkService, runToEnd } from '../services/homework/homework-service';

/** The form fields, checked with the contract like any JSON body. */
function fieldsOf<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'The form fields are not valid.');
  return parsed.data;
}

export const homeworkUploadRoutes: FastifyPluginAsyncZod<{
  documents: DocumentService;
  homework: HomeworkService;
  conversation: ConversationService;
  uploadLimitBytes: number;
}> = async (app, { documents, homework, conversation, uploadLimitBytes }) => {
  await app.register(multipart, { limits: { fileSize: uploadLimitBytes, files: 1, fields: 8, parts: 9 } });

  app.post('/api/upload', { schema: { response: { 200: uploadResponseSchema } } }, async (request, reply) => {
    const upload = await readUpload(request, uploadLimitBytes);
    const fields = fieldsOf(uploadFieldsSchema, upload.fields);
    const { owner } = await request.visitor(reply);
    const extracted = await documents.extract(upload, HOMEWORK_UPLOAD_KINDS, whileConnected(reply));
    if (!extracted.text.trim()) throw badRequest('File extraction failed: no text was found in the file.');
    const job = await homework.prepare(owner, {
      inputText: extracted.text,
      inputType: 'file',
      llmProvider: fields.llmProvider,
      specialInstructions: '',
    });
    const { text, meta } = await runToEnd(job, whileConnected(reply));
    return {
      extractedText: extracted.text,
      llmResponse: text,
      isPartial: meta.partial,
      creditLimited: meta.creditLimited,
      error: meta.error,
      assignmentId: meta.assignmentId,
      verification: meta.verification,
      tokensCharged: meta.tokensCharged,
      interpretation: meta.interpretation,
    };
  });

  app.post('/api/chat-upload', { schema: { response: { 200: chatUploadResponseSchema } } }, async (request, reply) => {
    const upload = await readUpload(request, uploadLimitBytes);
    const fields = fieldsOf(chatUploadFieldsSchema, upload.fields);
    const { owner } = await request.visitor(reply);
    const extracted = await documents.extract(upload, HOMEWORK_UPLOAD_KINDS, whileConnected(reply));
    const message = fields.message.trim() || 'Please look at the attached file.';
    const { response } = await conversation.chat(owner, {
      message: `${message}\n\nAttached file (${upload.filename}):\n${extracted.text}`,
      provider: fields.provider,
      conversationHistory: fields.conversationHistory,
      context: '',
    });
    return { response, extractedText: extracted.text, fileName: upload.filename };
  });
};

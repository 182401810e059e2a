import multipart from '@fastify/multipart';
import { transcribeResponseSchema } from '@zhi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';
import { readUpload } from '../lib/read-upload';
import { MAX_AUDIO_BYTES, NOT_CONFIGURED, type TranscriptionService } from '../services/voice/transcription-service';

export const voiceRoutes: FastifyPluginAsyncZod<{ transcription: TranscriptionService }> = async (
  app,
  { transcription },
) => {
  await app.register(multipart, { limits: { fileSize: MAX_AUDIO_BYTES, files: 1, fields: 2, parts: 3 } });

  app.post(
    '/api/voice/realtime-transcribe',
    { schema: { response: { 200: transcribeResponseSchema } } },
    async (request, reply) => {
      // Said before the upload is read, so a browser without a service learns it at once.
      if (!transcription.configured) throw new HttpError(503, NOT_CONFIGURED);
      const { buffer } = await readUpload(request, MAX_AUDIO_BYTES, 'audio');
      const { owner } = await request.visitor(reply);
      return transcription.transcribe(owner, buffer);
    },
  );
};

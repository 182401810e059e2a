import multipart from '@fastify/multipart';
import { transcribeResponseSchema } from '@zhi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, badRequest } from '../lib/http-errors';
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
      let audio: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'audio' && !audio) audio = await part.toBuffer();
          else if (part.type === 'file') await part.toBuffer();
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, 'The recording is too large: the limit is 25 MB.');
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
          throw badRequest('Send the recording as multipart/form-data, in a field named "audio".');
        }
        throw error;
      }
      if (!audio) throw badRequest('No recording was attached: send it in a field named "audio".');
      const { owner } = await request.visitor(reply);
      return transcription.transcribe(owner, audio);
    },
  );
};

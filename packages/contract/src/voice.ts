import { z } from 'zod';

/** POST /api/voice/realtime-transcribe (multipart, one field "audio") */
export const transcribeResponseSchema = z.object({
  text: z.string(),
  /** The length of the audio, as billed. */
  seconds: z.number(),
  tokensCharged: z.number().int(),
});
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>;

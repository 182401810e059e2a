import { z } from 'zod';

/** GET /api/config: what the web app may know about the server's configuration. */
export const publicConfigSchema = z.object({
  version: z.string(),
  contactEmail: z.string().nullable(),
  billing: z.boolean(),
  /** Whether POST /api/voice/realtime-transcribe has a speech service behind it. */
  voiceTranscription: z.boolean(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

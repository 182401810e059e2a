import { z } from 'zod';

/** GET /api/config: what the web app may know about the server's configuration. */
export const publicConfigSchema = z.object({
  version: z.string(),
  contactEmail: z.string().nullable(),
  billing: z.boolean(),
  /** Whether POST /api/voice/realtime-transcribe has a speech service behind it. */
  voiceTranscription: z.boolean(),
  /** The second-opinion detector a user may ask for, and what it costs; null when none is configured. */
  secondOpinion: z.object({ name: z.string(), tokensPer1000Words: z.number().int() }).nullable(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

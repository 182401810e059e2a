import { z } from 'zod';

/** GET /api/config: what the web app may know about the server's configuration. */
export const publicConfigSchema = z.object({
  version: z.string(),
  contactEmail: z.string().nullable(),
  billing: z.boolean(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

import { z } from 'zod';

/**
 * GET /api/session: makes sure the visitor has a server session and names it.
 * `sessionId` is a public label the web app may echo in payloads; the HttpOnly cookie is the authority.
 */
export const sessionResponseSchema = z.object({
  sessionId: z.uuid(),
  authenticated: z.boolean(),
});

export type SessionResponse = z.infer<typeof sessionResponseSchema>;

import { z } from 'zod';

export const databaseKindSchema = z.enum(['pglite', 'postgres']);

/** GET /api/health: answered once the server is ready (database open and migrated). */
export const healthResponseSchema = z.object({
  ok: z.literal(true),
  database: databaseKindSchema,
  version: z.string(),
});

export type DatabaseKind = z.infer<typeof databaseKindSchema>;
export type HealthResponse = z.infer<typeof healthResponseSchema>;

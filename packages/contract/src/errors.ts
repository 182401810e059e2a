import { z } from 'zod';

/** One field-level problem found while validating a request. */
export const validationIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/** The body of every non-2xx answer from /api. */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  issues: z.array(validationIssueSchema).optional(),
});

export type ValidationIssue = z.infer<typeof validationIssueSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

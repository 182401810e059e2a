import { z } from 'zod';
import { providerIdSchema } from './providers';
import { graphSchema } from './solve';

const MAX_PROBLEM = 100_000;
const problemText = z
  .string()
  .max(MAX_PROBLEM, { error: `The problem must be at most ${MAX_PROBLEM.toLocaleString('en-US')} characters` });

/** POST /api/process-text and /api/process-text/stream */
export const processTextRequestSchema = z.object({
  inputText: problemText.refine((v) => v.trim().length > 0, { error: 'No content to process' }),
  inputType: z.string().max(40).optional().default('text'),
  llmProvider: providerIdSchema.optional().default('local'),
  /** Kept for compatibility: the server knows the session from its cookie and never trusts this. */
  sessionId: z.string().max(200).optional(),
  specialInstructions: z.string().max(5000).optional().default(''),
  /** An assignment of this visitor to update instead of creating a new one. */
  assignmentId: z.uuid().optional(),
});

/** How the math engine judged the solution's final answer. */
export const verificationSchema = z.object({
  status: z.enum(['verified', 'refuted', 'not-checkable', 'no-answer']),
  /** The answer read from the solution, as written. */
  claimed: z.string().nullable(),
  detail: z.string(),
});

/** The JSON after STREAM_DONE. */
export const streamMetadataSchema = z.object({
  assignmentId: z.uuid().nullable(),
  graphData: z.array(graphSchema),
  graphImages: z.array(z.string()),
  processingTime: z.number(),
  success: z.boolean(),
  partial: z.boolean(),
  /** Too few tokens: a free first 30% of the offline engine's solution (the page offers to unlock the rest). */
  creditLimited: z.boolean(),
  error: z.string().nullable(),
  answer: z.string().nullable(),
  verification: verificationSchema.nullable(),
  tokensCharged: z.number().int(),
  /** Something the student should know that is not an error (the solve was not saved: the owner's cap). */
  notice: z.string().nullable(),
  /** How the math engine read the problem, in LaTeX (the "input interpretation"); null when it could not. */
  interpretation: z.string().nullable(),
});

export const processTextResponseSchema = z.object({
  llmResponse: z.string(),
  graphData: z.array(graphSchema),
  graphImages: z.array(z.string()),
  isPartial: z.boolean(),
  creditLimited: z.boolean(),
  error: z.string().nullable(),
  assignmentId: z.uuid().nullable(),
  answer: z.string().nullable(),
  verification: verificationSchema.nullable(),
  tokensCharged: z.number().int(),
  notice: z.string().nullable(),
  interpretation: z.string().nullable(),
});

/** POST /api/refine-solution */
export const refineRequestSchema = z.object({
  originalProblem: problemText,
  currentSolution: z.string().max(200_000),
  feedback: z
    .string()
    .max(5000)
    .refine((v) => v.trim().length > 0, { error: 'Feedback is required to refine the solution' }),
  provider: providerIdSchema.optional().default('local'),
  sessionId: z.string().max(200).optional(),
});
export const refineResponseSchema = z.object({
  success: z.boolean(),
  refinedSolution: z.string(),
  processingTime: z.number(),
  error: z.string().nullable(),
  /** Too few tokens: the offline engine's answer was cut to its first 30% (see processTextResponse). */
  creditLimited: z.boolean(),
  tokensCharged: z.number().int(),
});

const chatTurnSchema = z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(50_000) });

/** POST /api/chat */
export const chatRequestSchema = z.object({
  message: z
    .string()
    .max(20_000)
    .refine((v) => v.trim().length > 0, { error: 'Type a message first' }),
  provider: providerIdSchema.optional().default('local'),
  sessionId: z.string().max(200).optional(),
  conversationHistory: z.array(chatTurnSchema).max(100).optional().default([]),
  /** The problem and solution on screen, so the assistant can talk about them. */
  context: z.string().max(200_000).optional().default(''),
});
export const chatResponseSchema = z.object({
  response: z.string(),
  /** Too few tokens: the offline engine's answer was cut to its first 30%. */
  creditLimited: z.boolean(),
  tokensCharged: z.number().int(),
});

/** Assignments: the list, one in full, saving. */
export const assignmentSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  preview: z.string(),
  hasSolution: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const assignmentListSchema = z.object({ assignments: z.array(assignmentSummarySchema) });
export const assignmentSchema = assignmentSummarySchema.extend({
  inputText: z.string(),
  solution: z.string().nullable(),
  provider: z.string().nullable(),
  verification: verificationSchema.nullable(),
});
export const assignmentIdParamsSchema = z.object({ id: z.string().max(100) });
export const saveAssignmentRequestSchema = z.object({
  inputText: problemText.refine((v) => v.trim().length > 0, { error: 'Nothing to save' }),
  title: z
    .string()
    .max(200)
    .refine((v) => v.trim().length > 0, { error: 'Name required' }),
});
export const cleanupResponseSchema = z.object({ removed: z.number().int() });

export type ProcessTextRequest = z.infer<typeof processTextRequestSchema>;
export type ProcessTextResponse = z.infer<typeof processTextResponseSchema>;
export type StreamMetadata = z.infer<typeof streamMetadataSchema>;
export type Verification = z.infer<typeof verificationSchema>;
export type RefineRequest = z.infer<typeof refineRequestSchema>;
export type RefineResponse = z.infer<typeof refineResponseSchema>;
export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatResponse = z.infer<typeof chatResponseSchema>;
export type AssignmentSummary = z.infer<typeof assignmentSummarySchema>;
export type Assignment = z.infer<typeof assignmentSchema>;
export type SaveAssignmentRequest = z.infer<typeof saveAssignmentRequestSchema>;

/** POST /api/upload: the fields sent with the file; the answer adds the solution to the extracted text. */
export const uploadFieldsSchema = z.object({
  llmProvider: providerIdSchema.optional().default('local'),
  sessionId: z.string().max(200).optional(),
});
export const uploadResponseSchema = z.object({
  extractedText: z.string(),
  llmResponse: z.string(),
  isPartial: z.boolean(),
  /** Too few tokens: a free first 30% of the offline engine's solution, as on /api/process-text. */
  creditLimited: z.boolean(),
  error: z.string().nullable(),
  assignmentId: z.uuid().nullable(),
  verification: verificationSchema.nullable(),
  tokensCharged: z.number().int(),
  /** How the math engine read the file's problem, in LaTeX (the "input interpretation"); null when it could not. */
  interpretation: z.string().nullable(),
});

/** POST /api/chat-upload: conversationHistory arrives as JSON text in a form field. */
export const chatUploadFieldsSchema = z.object({
  provider: providerIdSchema.optional().default('local'),
  sessionId: z.string().max(200).optional(),
  message: z.string().max(20_000).optional().default(''),
  conversationHistory: z
    .string()
    .max(500_000)
    .optional()
    .default('[]')
    .transform((text, ctx) => {
      try {
        return z.array(chatTurnSchema).max(100).parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'conversationHistory must be a JSON list of {role, content}' });
        return z.NEVER;
      }
    }),
});
export const chatUploadResponseSchema = z.object({
  response: z.string(),
  extractedText: z.string(),
  fileName: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
export type ChatUploadResponse = z.infer<typeof chatUploadResponseSchema>;

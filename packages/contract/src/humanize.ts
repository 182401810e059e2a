import { z } from 'zod';
import { providerIdSchema } from './providers';

const MAX_TEXT = 100_000;
const text = (what: string) =>
  z.string().max(MAX_TEXT, { error: `${what} must be at most ${MAX_TEXT.toLocaleString('en-US')} characters` });

/** POST /api/humanize/rewrite */
export const rewriteRequestSchema = z.object({
  inputText: text('inputText').refine((v) => v.trim().length > 0, { error: 'Please enter text to humanize in Box A' }),
  styleText: text('styleText').optional().default(''),
  customInstructions: z.string().max(5000).optional().default(''),
  selectedPresets: z.array(z.string().max(60)).max(60).optional().default([]),
  provider: providerIdSchema.optional().default('local'),
  /** Always "style": the sample steers the style; its content is never mixed in. */
  mixingMode: z.literal('style').optional().default('style'),
  /** Rewrite only the sentences the detector scores 50 or more, leaving the rest as written. */
  onlyFlagged: z.boolean().optional().default(false),
  /** The local engine's seed: the same seed gives the same rewrite (RE-HUMANIZE sends a new one). */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
});

const keptSchema = z.object({ total: z.number().int(), kept: z.number().int(), missing: z.array(z.string()) });

export const meaningCheckSchema = z.object({
  numbers: keptSchema,
  names: keptSchema,
  citations: keptSchema,
  quotes: keptSchema,
  formulas: keptSchema,
  contentWordsKept: z.number(),
  lengthChange: z.number(),
  inputWords: z.number().int(),
  outputWords: z.number().int(),
});

const techniqueReportSchema = z.object({ id: z.string(), name: z.string(), changes: z.number().int() });

export const rewriteResponseSchema = z.object({
  rewrittenText: z.string(),
  /** Our detector's scores; null where the text cannot be judged. */
  inputAiScore: z.number().nullable(),
  outputAiScore: z.number().nullable(),
  meaning: meaningCheckSchema,
  provider: providerIdSchema,
  model: z.string().nullable(),
  /** Local engine: what each technique did; with a provider, the techniques it was asked for. */
  techniques: z.array(techniqueReportSchema),
  /** Selected techniques the local engine cannot do (they need an AI provider). */
  needsProvider: z.array(techniqueReportSchema),
  /** Sentences rewritten when only flagged ones were asked for; null otherwise. */
  flaggedSentences: z.number().int().nullable(),
  tokensCharged: z.number().int(),
});

/** GET /api/humanize/techniques */
export const techniquesResponseSchema = z.object({
  techniques: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      group: z.string(),
      description: z.string(),
      local: z.boolean(),
      includes: z.array(z.string()).optional(),
    }),
  ),
  defaults: z.array(z.string()),
});

export type RewriteRequest = z.infer<typeof rewriteRequestSchema>;
export type RewriteResponse = z.infer<typeof rewriteResponseSchema>;
export type MeaningCheckResult = z.infer<typeof meaningCheckSchema>;
export type TechniquesResponse = z.infer<typeof techniquesResponseSchema>;

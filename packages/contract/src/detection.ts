import { z } from 'zod';

/** POST /api/humanize/analyze: the length limit is checked by the route, which answers 413 (ANALYZE_MAX_CHARS). */
export const analyzeRequestSchema = z.object({
  text: z.string({ error: 'text must be a string' }),
  /** Also ask the configured second-opinion detector (GPTZero), paid in tokens; only when the user asks. */
  secondOpinion: z.boolean().optional().default(false),
});

const signalSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  effect: z.number(),
  leansTowards: z.enum(['ai', 'human']),
  scored: z.boolean(),
  explanation: z.string(),
});

const sentenceScoreSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  aiScore: z.number(),
  words: z.number().int(),
});

/** Another detector's verdict, shown beside ours and never blended into it. */
export const secondOpinionSchema = z.object({
  name: z.string(),
  /** ok: it answered; failed: it was asked and did not answer usably (see message). */
  status: z.enum(['ok', 'failed']),
  aiScore: z.number().nullable(),
  label: z.string().nullable(),
  message: z.string().nullable(),
});

export const analyzeResponseSchema = z.object({
  /** Percent AI, 0 to 100; null when the text cannot be judged (reason says why). */
  aiScore: z.number().nullable(),
  humanScore: z.number().nullable(),
  label: z.enum(['human', 'mixed', 'ai']).nullable(),
  confidence: z.enum(['low', 'medium', 'high']),
  reliable: z.boolean(),
  reason: z.string().nullable(),
  wordCount: z.number().int(),
  sentences: z.array(sentenceScoreSchema),
  signals: z.array(signalSchema),
  modelFavouredTerms: z.array(z.string()),
  detector: z.object({ name: z.string(), version: z.string() }),
  /** Present when a second detector is configured (GPTZERO_API_KEY); null otherwise. */
  secondOpinion: secondOpinionSchema.nullable(),
});

export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;
export type SecondOpinion = z.infer<typeof secondOpinionSchema>;
export type DetectionSignal = z.infer<typeof signalSchema>;
export type SentenceScore = z.infer<typeof sentenceScoreSchema>;

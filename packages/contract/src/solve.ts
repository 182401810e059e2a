import { z } from 'zod';

/** POST /api/solve */
export const solveRequestSchema = z.object({
  problem: z.string().max(20_000, { error: 'problem must be at most 20,000 characters' }),
});

const stepSchema = z.object({ title: z.string(), explanation: z.string(), latex: z.string() });

export const graphSchema = z.object({
  type: z.literal('function'),
  title: z.string(),
  xLabel: z.string(),
  yLabel: z.string(),
  description: z.string(),
  points: z.array(z.object({ x: z.number(), y: z.number() })),
  /** An inequality's region: shaded above or below the curve; its boundary dashed when it is not included. */
  shade: z.enum(['above', 'below']).optional(),
  dashed: z.boolean().optional(),
});

export const solveResponseSchema = z.object({
  type: z.string(),
  /** How the engine read the problem, in LaTeX (its "input interpretation"); null when it did not understand it. */
  interpretation: z.string().nullable(),
  steps: z.array(stepSchema),
  /** `value` in SymPy syntax; null when the engine could not solve it (`reason` says why). */
  answer: z.object({ value: z.string(), latex: z.string() }).nullable(),
  verified: z.object({ ok: z.boolean(), method: z.string() }).nullable(),
  graphs: z.array(graphSchema),
  reason: z.string().nullable(),
  tokensCharged: z.number().int(),
});

export type SolveRequest = z.infer<typeof solveRequestSchema>;
export type SolveResponse = z.infer<typeof solveResponseSchema>;
export type Graph = z.infer<typeof graphSchema>;

import { z } from 'zod';
import { registrationProblem } from './auth-rules';

/** POST /api/register. The exact messages come from auth-rules, shared with the form. */
export const registerRequestSchema = z
  .object({
    username: z.string().max(1000).default(''),
    password: z.string().max(1000).default(''),
  })
  .superRefine((value, ctx) => {
    const problem = registrationProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** POST /api/login. The password may be left out only by an unlimited account on a passwordless install. */
export const loginRequestSchema = z.object({
  username: z.string().max(1000).default(''),
  password: z.string().max(1000).optional(),
});

export const userSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  tokenBalance: z.number().int(),
  unlimited: z.boolean(),
});

export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type User = z.infer<typeof userSchema>;

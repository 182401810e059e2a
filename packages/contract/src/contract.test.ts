import { describe, expect, it } from 'vitest';
import {
  createCheckoutRequestSchema,
  errorResponseSchema,
  paypalOrderRequestSchema,
  healthResponseSchema,
  providerIdSchema,
  providerIds,
  providerLabels,
  providersResponseSchema,
  sessionResponseSchema,
} from './index';

describe('contract', () => {
  it('takes an amount of money only as a number', () => {
    for (const schema of [createCheckoutRequestSchema, paypalOrderRequestSchema]) {
      expect(schema.safeParse({ amount: 10 }).success).toBe(true);
      for (const amount of [true, [10], '10', null, { n: 10 }])
        expect(schema.safeParse({ amount }).success).toBe(false);
    }
  });

  it('describes a healthy server only', () => {
    expect(healthResponseSchema.safeParse({ ok: true, database: 'pglite', version: '1.0.0' }).success).toBe(true);
    expect(healthResponseSchema.safeParse({ ok: false, database: 'pglite', version: '1.0.0' }).success).toBe(false);
    expect(healthResponseSchema.safeParse({ ok: true, database: 'sqlite', version: '1.0.0' }).success).toBe(false);
  });

  it('names ZHI 1 to 5 in the specified order, and ZHI Local', () => {
    expect(providerIds.slice(0, 5).map((id) => providerLabels[id])).toEqual([
      'ZHI 1',
      'ZHI 2',
      'ZHI 3',
      'ZHI 4',
      'ZHI 5',
    ]);
    expect(providerIds.slice(0, 5)).toEqual(['anthropic', 'openai', 'deepseek', 'perplexity', 'azure']);
    expect(providerLabels.local).toBe('ZHI Local');
    expect(providerIdSchema.safeParse('gemini').success).toBe(false);
  });

  it('requires a reason field on every provider, null when available', () => {
    const ok = providersResponseSchema.safeParse({
      providers: [
        { id: 'local', name: 'ZHI Local', available: true, reason: null, model: null, tokensPer1000Words: 2 },
      ],
      defaultProvider: 'local',
    });
    expect(ok.success).toBe(true);
    const missing = providersResponseSchema.safeParse({
      providers: [{ id: 'local', name: 'ZHI Local', available: true }],
      defaultProvider: 'local',
    });
    expect(missing.success).toBe(false);
  });

  it('accepts only a UUID as the public session id', () => {
    expect(sessionResponseSchema.safeParse({ sessionId: 'abc', authenticated: false }).success).toBe(false);
    expect(
      sessionResponseSchema.safeParse({ sessionId: '8c0f1c1e-5f0e-4c1e-9a51-1f0c2d3e4f50', authenticated: false })
        .success,
    ).toBe(true);
  });

  it('gives every error a status, a name and a message', () => {
    expect(errorResponseSchema.safeParse({ statusCode: 404, error: 'Not Found', message: 'x' }).success).toBe(true);
    expect(errorResponseSchema.safeParse({ statusCode: 404, error: 'Not Found' }).success).toBe(false);
  });
});

import type { ProvidersResponse } from '@zhi/contract';
import { describe, expect, it } from 'vitest';
import { effectiveProvider } from './providers';

const data: ProvidersResponse = {
  providers: [
    {
      id: 'anthropic',
      name: 'ZHI 1',
      available: false,
      reason: 'set ANTHROPIC_API_KEY',
      model: 'm',
      tokensPer1000Words: 2,
    },
    { id: 'openai', name: 'ZHI 2', available: true, reason: null, model: 'm', tokensPer1000Words: 2 },
    { id: 'local', name: 'ZHI Local', available: true, reason: null, model: null, tokensPer1000Words: 2 },
  ],
  defaultProvider: 'openai',
};

describe('effectiveProvider', () => {
  it('keeps a choice the server can use', () => {
    expect(effectiveProvider('local', data)).toBe('local');
  });
  it('falls back to the server default for an unusable or unknown choice', () => {
    expect(effectiveProvider('anthropic', data)).toBe('openai');
    expect(effectiveProvider('gone', data)).toBe('openai');
    expect(effectiveProvider(null, data)).toBe('openai');
  });
  it('uses the local engines before the list has loaded', () => {
    expect(effectiveProvider('openai', undefined)).toBe('local');
  });
});

const compact = (value: number, unit: string) => `${Number(value.toFixed(1)).toLocaleString('en-US')}${unit}`;

/** Token counts as people read them: 950, 1.5K, 30K, 2.5M. */
export function formatTokens(tokens: number): string {
  if (tokens >= 1_000_000) return compact(tokens / 1_000_000, 'M');
  if (tokens >= 1_000) return compact(tokens / 1_000, 'K');
  return tokens.toLocaleString('en-US');
}

export type BalanceLevel = 'very-low' | 'low' | 'ok';

/** Under 100 tokens is very low, under 1,000 low. */
export const balanceLevel = (tokens: number): BalanceLevel =>
  tokens < 100 ? 'very-low' : tokens < 1000 ? 'low' : 'ok';

import { expect, it } from 'vitest';
import { balanceLevel, formatTokens } from './format-tokens';

it('shows K above a thousand and M above a million', () => {
  expect([0, 999, 1000, 1500, 30_000, 999_949, 1_000_000, 2_500_000, 10_000_000].map(formatTokens)).toEqual([
    '0',
    '999',
    '1K',
    '1.5K',
    '30K',
    '999.9K',
    '1M',
    '2.5M',
    '10M',
  ]);
});

it('marks balances under 1000 low and under 100 very low', () => {
  expect([0, 99, 100, 999, 1000].map(balanceLevel)).toEqual(['very-low', 'very-low', 'low', 'low', 'ok']);
});

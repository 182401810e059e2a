import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('number puzzles found by search', () => {
  it.each([
    // n ≡ 2 (mod 3, 4, 5): n = 2 + 60k, the first above 2 is 62.
    [
      'What is the smallest positive integer greater than 2 that leaves a remainder of 2 when divided by 3, 4 and 5?',
      '62',
    ],
    // n ≡ 1 (mod 2, 3) and 5 | n: 1, 7, 13, 19, 25 → 25.
    ['Find the smallest whole number that leaves remainder 1 when divided by 2 or 3 and is divisible by 5', '25'],
    // 3k21 divisible by 11: alternating sum 1 − 2 + k − 3 = k − 4 ≡ 0, so k = 4.
    ['The number 3k21 is divisible by 11. What digit is k?', '4'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no answer when more than one digit fits', () => {
    // 52a is divisible by 2 for a = 0, 2, 4, 6, 8.
    expect(solve('The number 52a is divisible by 2. What digit is a?').answer).toBeNull();
  });

  it('reads a greatest common divisor story with the flowers named', () => {
    // gcd(36, 54) = 18 bouquets.
    expect(
      solve(
        'I have 36 roses and 54 daisies and want identical bouquets with no flowers left over. What is the greatest number of bouquets?',
      ).answer?.value,
    ).toBe('18');
  });
});

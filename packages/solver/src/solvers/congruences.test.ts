import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('congruences, a missing digit and trailing zeros', () => {
  it.each([
    // 7·4 = 28 ≡ 2 (mod 13).
    ['Find the smallest positive x with 7x ≡ 2 (mod 13)', '4'],
    ['Solve 2x ≡ 5 (mod 9)', '7'],
    // 11 ≡ 3 (mod 4) and 11 ≡ 2 (mod 9).
    ['Find the smallest positive integer n such that n ≡ 3 (mod 4) and n ≡ 2 (mod 9)', '11'],
    [
      'A positive integer n leaves a remainder of 1 when divided by 4 and a remainder of 4 when divided by 5. Find the smallest possible value of n.',
      '9',
    ],
    // 6x ≡ 4 (mod 8) has solutions (gcd 2 divides 4); 6x ≡ 3 (mod 8) has none.
    ['Solve 6x ≡ 3 (mod 8)', 'no solution'],
    // 3 + 7 + ? + 5 must be a multiple of 9: 3 (3 + 7 + 3 + 5 = 18).
    ['What digit goes in the box so that 37□5 is divisible by 9?', '3'],
    // 40/5 + 40/25 = 9.
    ['How many zeros are at the end of 40!?', '9'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('reads no congruence with a number it does not place', () => {
    expect(solve('Find the smallest x > 100 with x ≡ 3 (mod 7)').answer).toBeNull();
  });
});

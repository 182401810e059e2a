import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// By hand: 7B4 divisible by 9 → 7 + B + 4 ≡ 0 (mod 9) → B = 7 (774 = 9·86); 3C1 divisible by 11 → 3 − C + 1 ≡ 0 →
// C = 4 (341 = 11·31); the 50th letter of XYZXYZ… is the 2nd of the block (50 = 3·16 + 2): Y.
describe('digit puzzles and repeating patterns', () => {
  it.each([
    ['What digit $B$ will make the number $7B4$ divisible by $9$?', '7'],
    ['Which digit C makes 3C1 divisible by 11?', '4'],
    ['What is the 50th letter in the pattern XYZXYZXYZ...?', 'Y'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no answer when several digits fill the blank', () => {
    // 4_72: 4 + 7 + 2 = 13, so 2, 5 and 8 all make a multiple of 3.
    expect(solve('Which digit makes 4_72 divisible by 3?').answer).toBeNull();
  });
});

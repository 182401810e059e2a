import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// By hand: 196 = 14²; 200 is not a square (14² = 196 < 200 < 225); 343 = 7³; squares between 10 and 100:
// 16 … 81 → 6; cubes from 1 to 100 inclusive: 1, 8, 27, 64 → 4; integers between √10 ≈ 3.16 and √50 ≈ 7.07:
// 4 … 7 → 4; between 2 and 9: 3 … 8 → 6; 5 at a round table: 4! = 24; 20, 14, 8: −6; 3, −6, 12: −2;
// x⁵ − x is odd, x² + cos x is even, x² + x is neither.
describe('small number facts', () => {
  it.each([
    ['Is 196 a perfect square?', 'True'],
    ['is 200 a perfect square', 'False'],
    ['Is 343 a perfect cube?', 'True'],
    ['How many perfect squares are between 10 and 100?', '6'],
    ['How many perfect cubes are there from 1 to 100 inclusive?', '4'],
    ['How many integers are there between $\\sqrt{10}$ and $\\sqrt{50}$?', '4'],
    ['how many integers are between 2 and 9', '6'],
    ['In how many ways can 5 friends sit around a round table?', '24'],
    ['What is the common difference of the sequence 20, 14, 8, 2?', '-6'],
    ['common ratio of 3, -6, 12, -24', '-2'],
    ['Is f(x) = x^5 - x even, odd or neither?', 'odd'],
    ['Is f(x) = x^2 + cos(x) even, odd, or neither?', 'even'],
    ['is y = x^2 + x even or odd or neither', 'neither'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no common difference for terms that do not have one', () => {
    expect(solve('What is the common difference of 1, 2, 4, 8?').answer).toBeFalsy();
  });
});

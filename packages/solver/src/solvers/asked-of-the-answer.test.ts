import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// Misreadings found on competition-style questions: the engine answered the thing before the question (the
// factors, the two numbers, the point) or one shape of several, and marked it verified. By hand: 77 = 7·11 → 18;
// 84 = 2²·3·7 → 2 + 3 + 7 = 12; 40 and 28 from sum 68 and difference 12 → 1120; midpoint of (2, 9) and (8, −1) is
// (5, 4) → 9; B = 2M − A = (2·3 − 10, 2·1 − 6) = (−4, −4) → −8, product 16.
describe('what is asked of the answer', () => {
  it.each([
    ['What is the sum of the prime factors of 77?', '18'],
    ['Find the sum of the distinct prime factors of 84.', '12'],
    ['The sum of two numbers is 68 and their difference is 12. What is their product?', '1120'],
    ['What is the sum of the coordinates of the midpoint of the segment with endpoints (2, 9) and (8, -1)?', '9'],
    ['M(3, 1) is the midpoint of AB and A is (10, 6). What is the sum of the coordinates of B?', '-8'],
    ['M(3, 1) is the midpoint of AB and A is (10, 6). What is the product of the coordinates of B?', '16'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it.each([
    // A prime repeats and "distinct" is not said: the sum could be meant either way.
    'What is the sum of the prime factors of 84?',
    // Several solids, or a total.
    'What is the combined volume of two cubes with edge length 3 cm?',
    'Find the total area of four squares, each with side 5 m.',
    // People with a condition on who holds the offices: not one choice from each list.
    'A team has 12 players, 7 girls and 5 boys. In how many ways can a captain and a co-captain be chosen if they must be of the same gender?',
    // The product stays the same (inverse proportion), which a unit rate does not model.
    'A wheel of radius 30 cm turns 40 times. To cover the same distance, how many turns does a wheel of radius 20 cm make?',
  ])('gives no answer rather than a misreading: %s', (problem) => {
    expect(solve(problem).answer).toBeNull();
  });
});

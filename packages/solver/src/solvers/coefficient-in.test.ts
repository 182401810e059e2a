import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

// By hand: (3x + 2)² = 9x² + 12x + 4 → 12; (x − 1)⁴ has x² coefficient C(4,2) = 6; 2(x + 5) − 3(4 − x) + x² →
// 5x − 2, constant −2; (2x + 1)(x − 3) = 2x² − 5x − 3 → −5.
describe('the coefficient of a power in an expression', () => {
  it.each([
    ['What is the coefficient of x in (3x + 2)^2?', '12'],
    ['Find the coefficient of x^2 in the expansion of (x - 1)^4', '6'],
    ['Find the constant term of 2(x + 5) - 3(4 - x) + x^2', '-2'],
    ['Find the coefficient of $x$ when $(2x+1)(x-3)$ is simplified.', '-5'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, `${Number(value) + 1}`, out).status).toBe('refuted');
  });

  it('gives no answer for an expression in more than the one letter', () => {
    expect(solve('Find the coefficient of x in (x + y)^2').answer).toBeNull();
  });
});

// By hand: |x + 2| = 7 → 5 and −9; x² − 7x + 10 = 0 → 2 and 5.
describe('the largest or smallest solution', () => {
  it.each([
    ['Find the largest value of x that satisfies the equation |x + 2| = 7.', '5'],
    ['What is the smallest value of x such that x^2 - 7x + 10 = 0?', '2'],
    ['Find the least possible value of y for which |y + 2| = 7', '-9'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

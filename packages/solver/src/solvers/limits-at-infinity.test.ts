import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// By hand: √(x² + 4x) − x → 4/2 = 2; 3x − √(9x² + 6x) → −6/(2·3) = −1; at −∞, √(x² − 2x) + x → (−1)(−2)/2 = 1;
// √(x² + 1) − 2x → −∞.
describe('a root minus a line at infinity', () => {
  it.each([
    ['lim x→∞ (√(x² + 4x) − x)', '2'],
    ['Evaluate lim_(x→∞) (3x − √(9x² + 6x))', '-1'],
    ['lim x→-∞ (√(x² - 2x) + x)', '1'],
    ['lim x→∞ (√(x² + 1) − 2x)', '-oo'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

// By hand: √(9x² − 2)/(4x + 5) → 3|x|/(4x), so 3/4 at +∞ and −3/4 at −∞; (x³ − 2x)/(1 − 4x²) → x/(−4) → +∞ at −∞;
// (6x + 1)/√(x⁴ + x) → 6x/x² → 0.
describe('leading terms of roots and polynomials at infinity', () => {
  it.each([
    ['Find the limit of sqrt(9x^2 - 2)/(4x + 5) as x approaches infinity', '3/4'],
    ['Find the limit of sqrt(9x^2 - 2)/(4x + 5) as x approaches -infinity', '-3/4'],
    ['What is the limit of (x^3 - 2x)/(1 - 4x^2) when x tends to -infinity?', 'oo'],
    ['lim x→∞ (6x + 1)/√(x⁴ + x)', '0'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('leaves a difference whose leading terms cancel to the other rules', () => {
    // √(x² + x) − x: the x terms cancel, so the leading order says nothing (the limit is 1/2, found elsewhere).
    const out = solve('Find the limit of sqrt(x^2 + x) - x as x approaches infinity');
    expect(out.answer?.value).toBe('1/2');
  });
});

// By hand: near 3 from the left x − 3 < 0, so |x − 3|/(3 − x) = 1; from the right (x² − 9)/|x − 3| = x + 3 → 6.
describe('absolute values on one side of the point', () => {
  it.each([
    ['Find the limit of |x - 3|/(3 - x) as x approaches 3 from the left', '1'],
    ['lim x→3⁺ (x² − 9)/|x − 3|', '6'],
    ['$\\lim_{t \\to 0^-} \\frac{t}{|t|}$', '-1'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(out.steps.map((s) => s.title)).toContain('Remove the absolute value');
  });

  it('does not drop bars where the two sides disagree', () => {
    expect(solve('Find the limit of |x|/x as x approaches 0').answer).toBeNull();
  });
});

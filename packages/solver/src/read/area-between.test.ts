import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { areaBetween } from './area-between';

// By hand: ∫₋₃³ (9 − x²) = 36; ∫₀³ (3x − x²) = 9/2; ∫₁³ (x² − x + 2) = (9 − 9/2 + 6) − (1/3 − 1/2 + 2) = 26/3.
describe('the area between two curves', () => {
  it.each([
    ['Find the area of the region between y = x² and y = 9.', '36'],
    ['What is the area enclosed by y = 3x and y = x^2?', '9/2'],
    ['area bounded by the curves y = x^2 + 2 and y = x from x = 1 to x = 3', '26/3'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('integrates the upper curve minus the lower, whichever is written first', () => {
    expect(areaBetween('Find the area between y = x^2 and y = x')).toBe(
      'Integrate (x) - (x^2) from 0 to 1 with respect to x',
    );
  });

  it.each([
    // Three crossings: the area is more than one integral.
    'Find the area between y = x^3 and y = x',
    // The curves cross between the limits given.
    'Find the area between y = x and y = 1 from x = 0 to x = 2',
    // Curves that do not meet at rational points.
    'Find the area between y = x^2 and y = 2',
  ])('gives no integral for %s', (problem) => {
    expect(areaBetween(problem)).toBeNull();
  });
});

// By hand: ∫₀⁴ √x = 16/3; ∫₀¹ ln x = −1 (both ends met by a rule that never samples them); −∫₀² (x² − 4) = 16/3.
describe('areas and integrals whose integrand has a root or a logarithm at a limit', () => {
  it.each([
    ['Find the area under y = √x from x = 0 to x = 4.', '16/3'],
    ['Integrate ln(x) from 0 to 1', '-1'],
    ['find the area under y = x^2 - 4 from x = 0 to x = 2', '16/3'],
    ['What is the area under the curve y = eˣ between x = 0 and x = ln 3?', '2'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('still refuses an integrand that blows up inside the interval', () => {
    expect(solve('Integrate 1/x from -1 to 2').answer).toBeNull();
    expect(solve('Integrate 1/x^2 from -1 to 1').answer).toBeNull();
  });
});

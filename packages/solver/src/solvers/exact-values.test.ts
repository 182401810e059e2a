import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

// By hand: log₃ 243 = 5; log₄(1/16) = −2; log₂₇ 9 = 2/3 (27^(2/3) = 9); log₂ 10 is irrational (no exact answer);
// ⌈2.1⌉ + ⌊−4.5⌋ = 3 − 5 = −2; ⌊9/4⌋ · ⌈−0.5⌉ = 2 · 0 = 0.
describe('exact logarithms', () => {
  it.each([
    ['Evaluate $\\log_3 243$.', '5'],
    ['What is log_4 (1/16)?', '-2'],
    ['log base 27 of 9', '2/3'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, value, out).status).toBe('verified');
  });

  it('gives no exact value for an irrational logarithm', () => {
    expect(solve('Evaluate $\\log_2 10$').answer).toBeFalsy();
  });
});

describe('floors and ceilings', () => {
  it.each([
    ['Evaluate $\\lceil 2.1 \\rceil + \\lfloor -4.5 \\rfloor$.', '-2'],
    ['floor(9/4) * ceil(-0.5)', '0'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('leaves a floor of an expression with letters alone', () => {
    expect(solve('Evaluate floor(x + 1/2)').answer?.value).toBeUndefined();
  });
});

describe('floor and ceiling of a value that is not a fraction', () => {
  it.each([
    // √50 ≈ 7.07: ceiling 8; 3π ≈ 9.42: floor 9.
    ['Evaluate $\\left\\lceil\\sqrt{50}\\right\\rceil$', '8'],
    ['What is floor(3pi)?', '9'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no answer for a value at a whole number it can only approach in floating point', () => {
    expect(solve('What is floor(sqrt(2)*sqrt(2))?').answer).toBeNull();
  });
});

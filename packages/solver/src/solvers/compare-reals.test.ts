import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// By hand: √30 ≈ 5.477 < 5.5; π ≈ 3.1416 < √10 ≈ 3.1623 < 3.2; e ≈ 2.718 > 2.7; ln 5 ≈ 1.609 < √3 ≈ 1.732.
describe('comparing numbers that are not all rational', () => {
  it.each([
    ['Which is bigger, √30 or 5.5?', '5.5'],
    ['compare sqrt(30) and 5.5 — which is smaller?', 'sqrt(30)'],
    ['Which is the largest: π, √10 or 3.2?', '3.2'],
    ['Which is smallest: e, 2.7 or 11/4?', '2.7'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('sorts them, each value shown as a decimal', () => {
    const out = solve('Order from least to greatest: √3, ln(5), 1.7, 7/4');
    expect(out.answer?.value).toBe('log(5), 1.7, sqrt(3), 7/4');
    expect(out.steps[0]?.latex).toContain('\\approx');
  });

  it('does not pick between values too close to tell apart in floating point', () => {
    expect(solve('Which is larger: sqrt(2) or 2^(1/2)?').answer).toBeFalsy();
  });

  it('leaves rational lists to the exact comparison', () => {
    expect(solve('Which is greatest: 3^4, 4^3 or 2^7?').steps[0]?.latex).not.toContain('\\approx');
  });
});

// By hand: 0.61 > 0.601; √5 ≈ 2.236 < 7/3 ≈ 2.333 < 2.4; two thirds ≈ 0.667 > 0.66; {3/4, 0.7, 5/7 ≈ 0.714}: 0.7;
// |0.8 − 1| = 0.2 < |1.25 − 1| = 0.25.
describe('comparison wordings', () => {
  it.each([
    ['Compare 0.61 and 0.601. Which is greater?', '0.61'],
    ['least to greatest: 2.4, √5, 7/3', 'sqrt(5), 7/3, 2.4'],
    ['Which is more, two thirds or 0.66?', '2/3'],
    ['What is the smallest number in {3/4, 0.7, 5/7}?', '0.7'],
    ['Which is closer to 1: 0.8 or 1.25?', '0.8'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { sameAnswer, solve } from '../index';
import { numbersLeftOut } from './reading';

// By hand: ∫₁⁴ 2x dx = 16 − 1 = 15; ∫₀^π cos x dx = 0; (1 + 2/n)^n → e²; the line y = ½x − 3 (slope 1/2).
describe('calculus in other wordings', () => {
  it.each([
    ['∫ 2x dx from 1 to 4', '15'],
    ['Evaluate the integral from 0 to pi of cos x dx', '0'],
    ['Find lim as n→∞ of (1 + 2/n)^n', 'exp(2)'],
    ['graph $y = \\frac{1}{2}x - 3$', 'x/2 - 3'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
  });

  it('keeps a dropped 1 a dropped number unless it is the coefficient of ½x', () => {
    expect(numbersLeftOut('y = \\frac{1}{2}x + 4', 'y = \\frac{x}{2} + 4')).toEqual([]);
    expect(numbersLeftOut('x + 1 = 5', 'x = 5')).toEqual(['1']);
  });
});

// By hand: x⁴ − 81 = (x − 3)(x + 3)(x² + 9); x² + 6x + 5 = 0 → −5, −1; y = 2x + 1, y = −x + 7 → x = 2, y = 5.
describe('superscript powers, methods named before the equation, systems told in a sentence', () => {
  it.each([
    ['Factor x⁴ − 81', '(x - 3)*(x + 3)*(x**2 + 9)'],
    ['Complete the square to solve x² + 6x + 5 = 0', '-5, -1'],
    ['Solve x² − 3 = 0. Give exact answers.', '-sqrt(3), sqrt(3)'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
  });

  it('reads "EQ and EQ. Find x and y." as a system', () => {
    expect(solve('y = 2x + 1 and y = -x + 7. Find x and y.').answer?.value).toBe('x = 2, y = 5');
  });
});

// By hand: 3^20 ends in 1 (cycle 3, 9, 7, 1); a 5-element set has 32 subsets; ∫₋₂¹ 2x dx = 1 − 4 = −3;
// x² − 6x + 1 has f′ = 0 at x = 3; y = e^(3x) → y′ = 3e^(3x); a sector of radius 6 and 120° has area 12π.
describe('more wordings', () => {
  it.each([
    ['What is the last digit of 3^20?', '1'],
    ['how many subsets does a 5 element set have', '32'],
    ['Evaluate the definite integral of 2x from x = -2 to x = 1', '-3'],
    ['At what x-value does f(x) = x^2 - 6x + 1 have a critical point?', '3'],
    ['y = e^{3x}, find y′', '3*exp(3*x)'],
    ['A sector has radius 6 and a central angle of 120°. Find its area in terms of π.', '12*pi'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });
});

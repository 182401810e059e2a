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

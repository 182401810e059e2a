import { describe, expect, it } from 'vitest';
import { sameAnswer, solve } from '../index';
import { withoutCourtesy } from './courtesy';

// By hand: 5/6 − 1/4 = 7/12; √50 = 5√2; 4/9 ÷ 8/3 = 1/6; 0.625 = 5/8; three and a half times two = 7; 19·21 = 399;
// 2.5 + 1.25 = 3.75; 7 people round a table: 6! = 720.
describe('remarks on the form of the answer, and courtesy around the question', () => {
  it.each([
    ['Calculate $\\frac{5}{6} - \\frac{1}{4}$ and give the answer as a fraction in lowest terms.', '7/12'],
    ['Simplify √50 (leave it in simplest radical form).', '5*sqrt(2)'],
    ['4/9 ÷ 8/3 = ? (simplify)', '1/6'],
    ['0.625 — write this decimal as a fraction in lowest terms.', '5/8'],
    ['three and a half multiplied by two = ?  (answer as an improper fraction)', '7'],
    ['nineteen times twenty-one', '399'],
    ['can someone solve 2.5 + 1.25 pls', '3.75'],
    ['In how many ways can 7 people sit around a round table? (rotations count as the same)', '720'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
  });

  it.each([
    // Conditions of the problem are kept, only the form of the answer goes.
    'How many 3-digit codes are there? (digits may repeat)',
    'How many days from May 1 to May 9? (count May 9 but not May 1)',
    'Round 3.14159. Give the answer to 2 decimal places.',
  ])('keeps what changes the answer: %s', (problem) => {
    expect(withoutCourtesy(problem)).toBe(problem);
  });
});

// By hand: 5a − 2b + a + 3b = 6a + b; ratio 2:7 of 36 → 28; y = sin 3x → y'' = −9 sin 3x; ∫ x cos x = x sin x + cos x.
describe('shapes named before the math, methods in brackets, notation as converted', () => {
  it.each([
    ['Combine like terms: 5a − 2b + a + 3b', '6*a + b'],
    ['The ratio of cats to dogs in a shelter of 36 animals is 2:7. How many dogs are there?', '28'],
    ['y = sin(3x). Find $\\frac{d^2y}{dx^2}$.', '-9*sin(3*x)'],
    ['Find ∫ x cos x dx (integration by parts).', 'x*sin(x) + cos(x)'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it.each([
    ['graph the cubic y = x³ − 4x', 'x^3 - 4*x'],
    ['Draw the graph of the line with slope 3 and y-intercept −2.', '3*x - 2'],
  ])('%s: a graph of %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.graphs.length).toBeGreaterThan(0);
  });
});

describe('what looks like a remark but is part of the problem', () => {
  it.each([
    // A function's argument, not a remark in brackets.
    'Let m(z) = z**2 + 1. Let i(o) = o - 3. Give -6*i(a) + 13*m(a).',
    // Which coefficient is asked.
    'Rearrange 9 - 2*r + 5*r to the form x + a*r and give a.',
  ])('%s', (problem) => {
    expect(withoutCourtesy(problem)).toBe(problem);
  });
});

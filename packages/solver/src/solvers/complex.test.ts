import { describe, expect, it } from 'vitest';
import { numbersLeftOut } from '../read/reading';
import { solveComplex } from './complex';

// Expected values worked out by hand and confirmed with SymPy (expand, simplify, Abs, conjugate), never with the
// engine.

function solved(problem: string) {
  const r = solveComplex(problem, Date.now() + 2000);
  expect(r, problem).not.toBeNull();
  return r!;
}

function expectAnswer(problem: string, value: string, latex: string, kind: 'text' | 'value') {
  const r = solved(problem);
  expect(r.answer?.value).toBe(value);
  expect(r.answer?.latex).toBe(latex);
  expect(r.verified?.ok).toBe(true);
  expect(r.verified?.method).toMatch(/mathjs/);
  expect(r.reading?.target).toEqual({ kind, value });
  expect(numbersLeftOut(problem, r.reading!.latex)).toEqual([]);
  expect(r.steps.length).toBeGreaterThan(0);
}

describe('complex arithmetic', () => {
  it.each([
    ['(3 + 2i)(1 - 4i)', '11 - 10*i', '11 - 10i'],
    ['Multiply (3+2i) by (1-4i)', '11 - 10*i', '11 - 10i'],
    ['What is (2 + 3i) + (4 - i)?', '6 + 2*i', '6 + 2i'],
    ['Subtract (7 + 2i) from (3 - 5i).', '-4 - 7*i', '-4 - 7i'],
    ['Compute (5 + i)/(2 - 3i)', '7/13 + 17/13*i', '\\frac{7}{13} + \\frac{17}{13}i'],
    ['Divide (1 + 2i) by (3 - 4i)', '-1/5 + 2/5*i', '-\\frac{1}{5} + \\frac{2}{5}i'],
    ['Write (2 - i)/(1 + i) in the form a + bi', '1/2 - 3/2*i', '\\frac{1}{2} - \\frac{3}{2}i'],
    ['Express (2 - i)/(1 + i) in standard form.', '1/2 - 3/2*i', '\\frac{1}{2} - \\frac{3}{2}i'],
    ['i^7', '-i', '-i'],
    ['Evaluate i^2023', '-i', '-i'],
    ['Simplify i^-1', '-i', '-i'],
    ['Simplify (1 - i)^10', '-32*i', '-32i'],
    ['Calculate (2 + i)^5', '-38 + 41*i', '-38 + 41i'],
    ['sqrt(-25) + 2', '2 + 5*i', '2 + 5i'],
    ['Find the conjugate of (2 + i)/(1 - i)', '1/2 - 3/2*i', '\\frac{1}{2} - \\frac{3}{2}i'],
    ['What is the complex conjugate of 4 + 7i?', '4 - 7*i', '4 - 7i'],
    ['Simplify (1.5 + 2i)(2 - i)', '5 + 2.5*i', '5 + 2.5i'],
  ])('%s → %s', (problem, value, latex) => {
    expectAnswer(problem, value, latex, 'text');
  });

  it.each([
    // Real results are numbers, checked as values.
    ['Simplify (1 + i)^4', '-4', '-4'],
    ['Multiply (4 - 3i) by (4 + 3i)', '25', '25'],
    ['What is i^2, where i^2 = -1?', '-1', '-1'],
    ['What is the imaginary part of (1 + 2i)^3?', '-2', '-2'],
    ['What is the real part of (1 + 2i)^3?', '-11', '-11'],
    ['Find |3 + 4i|', '5', '5'],
    ['Find the modulus of 2 - 6i', '2*sqrt(10)', '2\\sqrt{10} \\approx 6.3246'],
    ['What is the absolute value of 1/2 + 3/4i?', 'sqrt(13)/4', '\\frac{\\sqrt{13}}{4} \\approx 0.9014'],
  ])('%s → %s', (problem, value, latex) => {
    expectAnswer(problem, value, latex, 'value');
  });

  it('shows the conjugate in a division', () => {
    const r = solved('Compute (5 + i)/(2 - 3i)');
    expect(r.steps[0]?.title).toBe('Multiply top and bottom by the conjugate');
    expect(r.steps[0]?.latex).toContain('2 + 3i');
    expect(r.reading?.latex).toBe('\\frac{5 + i}{2 - 3 i}');
  });

  it('reads |…| as the modulus and notes i² = −1 when the problem states it', () => {
    expect(solved('Find |3 + 4i|').reading?.latex).toBe('\\left|3 + 4 i\\right|');
    expect(solved('What is i^2, where i^2 = -1?').reading?.latex).toBe('i^{2} \\quad (i^2 = -1)');
  });
});

describe('refusals', () => {
  it('gives a reason, not an answer, for division by zero', () => {
    const r = solved('(3 + i)/(2 - 2)');
    expect(r.answer).toBeNull();
    expect(r.reason).toMatch(/divides by zero/);
    expect(r.reading?.target).toBeNull();
  });

  it('refuses huge exponents with a reason and bounded work', () => {
    const start = Date.now();
    const r = solved('(1 + i)^100000');
    expect(r.answer).toBeNull();
    expect(r.reason).toMatch(/too large/);
    expect(solved('i^9^9^9').answer).toBeNull();
    expect(Date.now() - start).toBeLessThan(2000);
  });

  it.each([
    'Solve 2x + 3 = 7',
    'What is 3 + 4?',
    'Simplify sqrt(72)',
    'Expand (x + 1)^2',
    'Simplify (x + i)^2',
    'Find the area of a circle with radius 5',
    'Find the determinant of [[1, 2], [3, 4]]',
    'Find the modulus of 5',
    'Write 3 + 4i in polar form',
    'sqrt(-8) + i',
    '',
    '(((((((((((((((((((((i',
    `(1 + ${'9'.repeat(40)}i)^2`,
    `${'(1 + i)*'.repeat(400)}i`,
  ])('not a complex-number problem it takes: %s', (problem) => {
    expect(solveComplex(problem, Date.now() + 2000)).toBeNull();
  });
});

// By hand: (5 − 2i)² = 25 − 20i + 4i² = 21 − 20i; 3x²y · 2xy⁻² = 6x³/y.
describe('i as the imaginary unit and letters run together', () => {
  it('expands a power of a complex number with i² = −1', async () => {
    const { solve } = await import('../index');
    expect(solve('expand (5 − 2i)²').answer?.value).toBe('21 - 20*i');
  });

  it('reads 4xy⁻¹ as a product of x and y', async () => {
    const { solve } = await import('../index');
    const out = solve('simplify (3x²y)(2xy⁻²)');
    expect(out.answer?.value).toBe('6*x**3/y');
    expect(out.verified?.ok).toBe(true);
  });
});

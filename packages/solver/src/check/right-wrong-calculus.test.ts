import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

// The calculus and expression formats of issue 15, right and wrong. By hand: (x³ sin x)' = 3x² sin x + x³ cos x;
// (x⁵)' = 5x⁴; ∫ x eˣ dx = (x − 1)eˣ + C; ∫ cos x dx = sin x + C; ∫ 3x² dx = x³ + C; (2x² + 2x)/x = 2(x + 1).
interface Row {
  format: string;
  problem: string;
  right: string;
  wrong: string;
  why: RegExp;
}

const PRODUCT = 'Differentiate x^3 sin(x)';
const PARTS = 'Integrate x*e^x dx';
const derivativeAt = /^At x = [-\d.]+ the claimed derivative is [-\d.]+, but the derivative is [-\d.]+\.$/;
const slopeAt = /^Its derivative at x = [-\d.]+ is [-\d.]+, but the integrand there is [-\d.]+\.$/;
const valueAt = /^At x = [-\d.]+ the claim is [-\d.]+, but the expression is [-\d.]+\.$/;

const ROWS: Row[] = [
  {
    format: '\\sin x',
    problem: PRODUCT,
    right: '\\(3x^2\\sin x + x^3\\cos x\\)',
    wrong: '\\(3x^2\\sin x - x^3\\cos x\\)',
    why: derivativeAt,
  },
  {
    format: '\\cdot',
    problem: PRODUCT,
    right: '$3x^2 \\cdot \\sin x + x^3 \\cdot \\cos x$',
    wrong: '$3x^2 \\cdot \\cos x + x^3 \\cdot \\sin x$',
    why: derivativeAt,
  },
  {
    format: '\\left( \\right)',
    problem: PRODUCT,
    right: 'x^{2}\\left(3\\sin\\left(x\\right) + x\\cos\\left(x\\right)\\right)',
    wrong: 'x^{2}\\left(3\\sin\\left(x\\right) + \\cos\\left(x\\right)\\right)',
    why: derivativeAt,
  },
  { format: '^{…}', problem: 'Differentiate x^5', right: '5x^{4}', wrong: '5x^{5}', why: derivativeAt },
  {
    format: 'implicit 3x^2sin x',
    problem: PRODUCT,
    right: '3x^2sin x + x^3cos x',
    wrong: '3x^2sin x + x^2cos x',
    why: derivativeAt,
  },
  {
    format: "f'(x) = …",
    problem: PRODUCT,
    right: "f'(x) = 3x^2 sin x + x^3 cos x",
    wrong: "f'(x) = 3x^2 cos x",
    why: derivativeAt,
  },
  {
    format: 'Unicode ² ³',
    problem: PRODUCT,
    right: '3x²sin x + x³cos x',
    wrong: '3x²sin x + x²cos x',
    why: derivativeAt,
  },
  {
    format: 'Unicode ·',
    problem: PRODUCT,
    right: '3x²·sin x + x³·cos x',
    wrong: '3x·sin x + x³·cos x',
    why: derivativeAt,
  },
  { format: 'implicit xe^x, + C', problem: PARTS, right: 'xe^x - e^x + C', wrong: 'xe^x + e^x + C', why: slopeAt },
  { format: '+ c', problem: PARTS, right: 'x e^{x} - e^{x} + c', wrong: 'x e^{x} + c', why: slopeAt },
  {
    format: '\\boxed{…} with + C',
    problem: PARTS,
    right: '\\boxed{e^{x}\\left(x-1\\right)+C}',
    wrong: '\\boxed{e^{x}\\left(x+1\\right)+C}',
    why: slopeAt,
  },
  { format: '+ C, plain', problem: 'Integrate cos(x) dx', right: 'sin(x) + C', wrong: 'cos(x) + C', why: slopeAt },
  {
    format: '\\frac in an antiderivative',
    problem: 'Integrate 3x^2 dx',
    right: '\\frac{3x^3}{3} + C',
    wrong: '\\frac{x^3}{3} + C',
    why: slopeAt,
  },
  { format: 'implicit 2(x+1)', problem: 'Simplify (2*x**2 + 2*x)/x', right: '2(x+1)', wrong: '2(x+2)', why: valueAt },
  {
    format: '\\dfrac in an expression',
    problem: 'Simplify (2*x**2 + 2*x)/x',
    right: '\\dfrac{4x + 4}{2}',
    wrong: '\\dfrac{4x + 4}{4}',
    why: valueAt,
  },
  {
    format: '\\sqrt in a derivative',
    problem: 'Differentiate sqrt(x)',
    right: '\\frac{1}{2\\sqrt{x}}',
    wrong: '\\frac{1}{\\sqrt{x}}',
    why: derivativeAt,
  },
  {
    format: '\\sqrt[3] in a derivative',
    problem: 'Differentiate x^(4/3)',
    right: '\\frac{4}{3}\\sqrt[3]{x}',
    wrong: '\\frac{4}{3}\\sqrt[3]{x^2}',
    why: derivativeAt,
  },
];

describe('calculus formats: right verified, wrong refuted with the reason', () => {
  it('the engine solves and checks every problem of the table itself', () => {
    for (const problem of new Set(ROWS.map((row) => row.problem))) {
      const solved = solve(problem);
      expect(solved.reading?.target, problem).toBeTruthy();
      expect(solved.verified?.ok, problem).toBe(true);
    }
  });

  it.each(ROWS.map((row) => [row.format, row] as const))('%s', (_, row) => {
    expect(verifyAnswer(row.problem, row.right).status, row.right).toBe('verified');
    const wrong = verifyAnswer(row.problem, row.wrong);
    expect(wrong.status, row.wrong).toBe('refuted');
    expect(wrong.detail, row.wrong).toMatch(row.why);
  });
});

describe('a calculus answer it cannot read is not checkable, never refuted', () => {
  it.each([
    [PRODUCT, '3x^2\\sin'],
    [PRODUCT, 'use the product rule'],
    [PARTS, '\\int x e^x dx'],
    [PARTS, 'e^{x}(x-1'],
    ['Simplify (2*x**2 + 2*x)/x', '2(x+1) if x ≠ 0, else undefined'],
  ])('%s ← %s', (problem, claim) => {
    expect(verifyAnswer(problem, claim).status).toBe('not-checkable');
  });
});

import { describe, expect, it } from 'vitest';
import { sameAnswer, solve, verifyAnswer } from '../index';

// Expected values from python3 with sympy: round(root(n, k).evalf(30)) for the nearest roots (2^40 has its seventh
// root at 52.5015, just past the midpoint, so 53), and sympy.radsimp / expand for the surds: √72 = 6√2,
// (√3 + 1)² = 4 + 2√3, 1/(2 − √3) = 2 + √3, √8/(√2 + 1) = 4 − 2√2, (√6 + √2)/(√6 − √2) = 2 + √3.

function expectRoot(problem: string, value: string, wrong: string[]) {
  const out = solve(problem);
  expect(out.type, problem).toBe('surd');
  expect(out.answer?.value).toBe(value);
  expect(out.verified?.ok).toBe(true);
  expect(out.reading?.latex).toBeTruthy();
  expect(verifyAnswer(problem, value, out).status).toBe('verified');
  for (const claim of wrong) expect(verifyAnswer(problem, claim, out).status, claim).toBe('refuted');
  return out;
}

describe('the nearest integer to a root', () => {
  it.each([
    ['What is the square root of 200 to the nearest integer?', '14', '15'],
    ['What is the square root of 7000 to the nearest integer?', '84', '83'],
    ['Find the square root of 90 to the nearest whole number', '9', '10'],
    ['What is the cube root of 3000, to the nearest integer?', '14', '15'],
    ['What is the 4th root of 1000 rounded to the nearest integer?', '6', '5'],
    ['What is the fifth root of 100000 to the nearest integer?', '10', '9'],
    ['What is the seventh root of 1099511627776 to the nearest integer?', '53', '52'],
    ['What is 5000 to the power of 1/3, to the nearest integer?', '17', '18'],
    ['What is 3486784406 to the power of 1/10, to the nearest integer?', '9', '8'],
  ])('%s → %s', (problem, value, wrong) => {
    expectRoot(problem, value, [wrong]);
  });

  it('reads the root it was asked for', () => {
    expect(solve('What is the cube root of 3000, to the nearest integer?').reading?.latex).toContain('\\sqrt[3]{3000}');
    expect(solve('What is 5000 to the power of 1/3, to the nearest integer?').reading?.latex).toContain('1/3');
  });
});

describe('square roots simplified', () => {
  it.each([
    ['Simplify sqrt(72)', '6*sqrt(2)', ['6√2', '6 sqrt(2)'], ['4*sqrt(2)', '8.48']],
    ['Simplify √72', '6*sqrt(2)', ['6*sqrt(2)'], ['6*sqrt(3)']],
    ['Simplify \\sqrt{48}', '4*sqrt(3)', ['4√3'], ['3*sqrt(4)', '2*sqrt(12) + 1']],
    ['Simplify sqrt(50) - sqrt(18)', '2*sqrt(2)', ['2√2'], ['sqrt(32)', '4*sqrt(2)']],
    ['Calculate sqrt(2)*sqrt(6)', '2*sqrt(3)', ['sqrt(12)'], ['sqrt(8)']],
    ['Simplify sqrt(3)/sqrt(12)', '1/2', ['0.5'], ['1/4']],
  ])('%s → %s', (problem, value, right, wrong) => {
    const out = expectRoot(problem, value, wrong);
    for (const claim of right) expect(verifyAnswer(problem, claim, out).status, claim).toBe('verified');
  });

  it('accepts a decimal to the places it gives', () => {
    expect(verifyAnswer('Simplify sqrt(72)', '8.485').status).toBe('verified');
  });
});

describe('products, powers and rationalizing', () => {
  it.each([
    ['What is (sqrt(3) + 1)^2?', '2*sqrt(3) + 4', ['4 + 2√3'], ['4 + sqrt(3)', '4']],
    ['Simplify (sqrt(2) + sqrt(8))^2', '18', ['18'], ['10']],
    ['What is (2*sqrt(5) - 1)*(2*sqrt(5) + 1)?', '19', ['19'], ['21']],
    ['Rationalize the denominator of 1/(2 - sqrt(3))', 'sqrt(3) + 2', ['2 + √3'], ['sqrt(3) - 2']],
    ['Simplify $\\frac{6}{\\sqrt{3}}$', '2*sqrt(3)', ['2√3'], ['6*sqrt(3)']],
    ['Simplify sqrt(8)/(sqrt(2) + 1)', '-2*sqrt(2) + 4', ['4 - 2√2'], ['2*sqrt(2) - 4']],
    ['Simplify (sqrt(6) + sqrt(2))/(sqrt(6) - sqrt(2))', 'sqrt(3) + 2', ['2 + sqrt(3)'], ['2 + sqrt(2)']],
  ])('%s → %s', (problem, value, right, wrong) => {
    const out = expectRoot(problem, value, wrong);
    for (const claim of right) expect(verifyAnswer(problem, claim, out).status, claim).toBe('verified');
  });

  it.each([
    ['Simplify (12^(1/2) + 27^(1/2))/3^(1/2)', '5'],
    ['Simplify (sqrt(12) + sqrt(27))/sqrt(3)', '5'],
    ['Simplify (1/(sqrt(5) - 2))/(sqrt(5) + 2)', '1'],
    ['Simplify 1/(1 + 1/sqrt(2))', '2 - sqrt(2)'],
  ])('nested quotient %s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.type).toBe('surd');
    expect(sameAnswer(out.answer?.value ?? '', value)).toBe(true);
    expect(out.answer?.value).not.toMatch(/\//);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, '2', out).status).toBe('refuted');
  });

  it('shows a chain of divisions with its groups', () => {
    expect(solve('Simplify (1/(sqrt(5) - 2))/(sqrt(5) + 2)').reading?.latex).toContain('\\div');
  });
});

describe('exact cube roots of powers', () => {
  it.each([
    ['Simplify (4^5*4)^(1/3)', '16', '64'],
    ['Evaluate (2^9)^(1/3)', '8', '4'],
    ['Simplify (3^4*3^2)^(1/3)', '9', '27'],
    ['Simplify (8^2)^(1/3)', '4', '2'],
    ['What is 2^(1/2)*8^(1/2)?', '4', '16'],
  ])('%s → %s', (problem, value, wrong) => {
    expectRoot(problem, value, [wrong]);
  });
});

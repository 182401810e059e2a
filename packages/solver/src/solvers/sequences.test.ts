import { describe, expect, it } from 'vitest';
import { sameAnswer, solve, verifyAnswer } from '../index';

// Expected values from python3 (sympy.interpolate over (k, term) for the polynomial rules, fractions.Fraction for
// the geometric ones) and by hand: 4, 9, 14, 19 is 5n - 1; 2, 5, 10, 17, 26 is n² + 1; 0, 6, 24, 60, 120 is n³ - n;
// the sum of the first 10 terms of 3, 7, 11, … is 10·(3 + 39)/2 = 210; 12 + 4 + 4/3 + … is 12/(1 - 1/3) = 18.

function expectTerm(problem: string, value: string, wrong: string) {
  const out = solve(problem);
  expect(out.type, problem).toBe('sequence');
  expect(out.answer?.value).toBe(value);
  expect(out.verified?.ok).toBe(true);
  expect(out.reading?.latex).toBeTruthy();
  expect(verifyAnswer(problem, value, out).status).toBe('verified');
  expect(verifyAnswer(problem, wrong, out).status).toBe('refuted');
  return out;
}

describe('next term', () => {
  it.each([
    ['What is the next term in 4, 9, 14, 19?', '24', '25'],
    ['Find the next number in the sequence 3, 6, 12, 24', '48', '36'],
    ['What comes next: 2, 5, 10, 17, 26?', '37', '35'],
    ['1, 8, 27, 64, 125, what comes next?', '216', '186'],
    ['What is the next term in 0, 6, 24, 60, 120?', '210', '180'],
    ['What is the next term in 81, -27, 9, -3?', '1', '-1'],
    ['What is the next term of 1/2, 1/4, 1/8?', '1/16', '1/10'],
    ['What is the next term in the sequence 2.5, 4, 5.5, 7?', '17/2', '9'],
    ['What is the next term in 1/3, 1, 3, 9?', '27', '18'],
    ['What is the next term in 3, 3, 3?', '3', '0'],
  ])('%s → %s', (problem, value, wrong) => {
    expectTerm(problem, value, wrong);
  });

  it('accepts a decimal for a fraction', () => {
    expect(verifyAnswer('What is the next term in the sequence 2.5, 4, 5.5, 7?', '8.5').status).toBe('verified');
  });
});

describe('too few terms to confirm a rule', () => {
  it.each([
    // Two first differences (3, 5) cannot confirm a quadratic, and 4, 9/4 are no common ratio.
    'What is the next term in 1, 4, 9?',
    // A cubic needs five terms; four leave its third difference unconfirmed.
    'What is the next term in 1, 8, 27, 64?',
    // Fibonacci follows no polynomial and no ratio.
    'Find the nth term of 2, 3, 5, 8, 13',
  ])('%s', (problem) => {
    const out = solve(problem);
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/no polynomial rule/);
    expect(verifyAnswer(problem, '16', out).status).toBe('not-checkable');
  });

  it('two terms are not a sequence to continue', () => {
    const out = solve('What is the next term in 3, 5?');
    expect(out.answer).toBeNull();
    expect(out.reason).toBeTruthy();
  });
});

describe('the n-th term', () => {
  it.each([
    ['What is the nth term of 5, 8, 11, 14?', '3*n + 2', ['2 + 3n', '3(n + 1) - 1'], ['3n + 1', '5n']],
    ['What is the nth term of 10, 7, 4, 1?', '-3*n + 13', ['13 - 3n'], ['3n + 7']],
    ['Find a formula for the nth term of 3, 5, 7, 9', '2*n + 1', ['1 + 2n'], ['2n + 3']],
    ["What is the n'th term of -2, -1, 2, 7, 14?", 'n**2 - 2*n - 1', ['(n - 1)^2 - 2'], ['n^2 - 2n + 1']],
    ["What is the k'th term of 6, 11, 18, 27, 38?", 'k**2 + 2*k + 3', ['(k + 1)^2 + 2'], ['k^2 + 3k + 2']],
    ['Find the n-th term of the sequence 2, 6, 18, 54', '2*3**(n - 1)', ['(2/3)*3^n', '2*3^(n-1)'], ['3^n', '2*3^n']],
    ['What is the nth term of 3, 3/2, 3/4, 3/8', '3*(1/2)**(n - 1)', ['6*(1/2)^n', '3/2^(n-1)'], ['3*(1/2)^n']],
  ])('%s → %s', (problem, value, right, wrong) => {
    const out = solve(problem);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(out.reading?.latex).toBeTruthy();
    for (const claim of right) expect(verifyAnswer(problem, claim, out).status, claim).toBe('verified');
    for (const claim of wrong) expect(verifyAnswer(problem, claim, out).status, claim).toBe('refuted');
  });

  it('gives 1/2, 1/4, 1/8, 1/16 as a power of 1/2', () => {
    const problem = 'Determine the nth term of 1/2, 1/4, 1/8, 1/16';
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', '(1/2)^n')).toBe(true);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, '2^(-n)', out).status).toBe('verified');
    expect(verifyAnswer(problem, '1/2^(n-1)', out).status).toBe('refuted');
  });

  it('finds the rule of a negative ratio', () => {
    const out = solve('What is the nth term of 1, -2, 4, -8?');
    expect(out.answer?.value).toBe('(-2)**(n - 1)');
    expect(out.verified?.ok).toBe(true);
  });

  // Once a known gap: compared at n = 0.7, 1.3, … where (-2)^n is not real, nothing could be checked.
  it('checks n-th terms of a negative ratio at whole n', () => {
    const problem = 'What is the nth term of 1, -2, 4, -8?';
    expect(verifyAnswer(problem, '-(-2)^n/2').status).toBe('verified');
    expect(verifyAnswer(problem, '2^(n-1)').status).toBe('refuted');
  });
});

describe('the k-th term', () => {
  it.each([
    ['Find the 20th term of 7, 10, 13, 16', '64', '67'],
    ['What is the 6th term of the geometric sequence 5, 15, 45?', '1215', '405'],
    ['What is the 10th term in 6, 11, 18, 27, 38?', '123', '120'],
    ['What is the 5th term of 81, -27, 9?', '1', '-1'],
    ['Find the 100th term of the arithmetic sequence 3, 7, 11, ...', '399', '403'],
  ])('%s → %s', (problem, value, wrong) => {
    expectTerm(problem, value, wrong);
  });
});

describe('sums', () => {
  it.each([
    ['Find the sum of the first 10 terms of 3, 7, 11, 15', '210', '200'],
    ['What is the sum of the first 6 terms of 2, -4, 8, -16?', '-42', '42'],
    ['What is the sum of the first 8 terms of 2, 5, 10, 17?', '212', '204'],
    ['What is the sum of the first 20 terms of the arithmetic sequence 3, 7, 11, ...?', '820', '800'],
  ])('%s → %s', (problem, value, wrong) => {
    expectTerm(problem, value, wrong);
  });

  it.each([
    ['Find the sum of the infinite geometric series 12 + 4 + 4/3 + ...', '18', '17'],
    ['What is the sum to infinity of the series 5, -5/2, 5/4, ...?', '10/3', '10'],
  ])('%s → %s', (problem, value, wrong) => {
    expectTerm(problem, value, wrong);
  });

  it('gives no sum to infinity for a ratio of 2', () => {
    const out = solve('Find the sum of the infinite geometric series 1 + 2 + 4 + ...');
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/ratio between -1 and 1/);
  });
});

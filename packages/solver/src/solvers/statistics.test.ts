import { describe, expect, it } from 'vitest';
import { numbersLeftOut } from '../read/reading';
import type { SolveResult } from '../types';
import { solveStatistics } from './statistics';

// Expected values worked out with python3 (fractions.Fraction, statistics.median, sympy.sqrt), never with the
// engine. For 2, 4, 4, 4, 5, 5, 7, 9: mean 5, population variance 4 (sd 2), sample variance 32/7 (sd 4√14/7).

function solved(problem: string): SolveResult {
  const out = solveStatistics(problem, Date.now() + 2000);
  expect(out, problem).not.toBeNull();
  return out as SolveResult;
}

/** The answer, its target, the engine's own check, and a reading that keeps every number of the problem. */
function expectAnswer(problem: string, value: string) {
  const out = solved(problem);
  expect(out.answer?.value).toBe(value);
  expect(out.reading?.target).toEqual({ kind: 'value', value });
  expect(out.verified?.ok).toBe(true);
  expect(out.verified?.method).toMatch(/mathjs/);
  expect(numbersLeftOut(problem, out.reading?.latex ?? '')).toEqual([]);
  expect(out.steps.length).toBeGreaterThan(0);
  return out;
}

describe('the mean', () => {
  it.each([
    ['Find the mean of 3, 5, 7, 9, 11', '7'],
    ['What is the average of 3, 5 and 8?', '16/3'],
    ['mean of {2, 4, 4, 5}', '3.75'],
    ['Calculate the arithmetic mean of the data set: 10, 12, 23, 23, 16, 23, 21, 16', '18'],
    ['What is the mean of 1/2, 3/4, 1.25?', '5/6'],
    ['Find the average of the numbers -3 0 4.5 7', '2.125'],
    ['Compute the mean: 0.1, 0.2', '0.15'],
  ])('%s → %s', (problem, value) => {
    expectAnswer(problem, value);
  });

  it('writes a repeating mean as a fraction with an approximation in its LaTeX', () => {
    const out = expectAnswer('What is the average of 3, 5 and 8?', '16/3');
    expect(out.answer?.latex).toBe('\\frac{16}{3} \\approx 5.33333');
  });
});

describe('the median, the range and the mode', () => {
  it.each([
    ['Calculate the median: 7, 1, 4, 9', '5.5'],
    ['What is the median of 3 5 8?', '5'],
    ['Find the median of the data 10, 12, 23, 23, 16, 23, 21, 16', '18.5'],
    ['median of [1/2, 3/4, 1.25]', '0.75'],
    ['What is the range of the data 4, 8, 15?', '11'],
    ['Find the range of -3, 0, 4.5, 7', '10'],
    ['range of {2.5, 1/4, 6}', '5.75'],
    ['What is the mode of 4, 1, 4, 2, 9?', '4'],
    ['Find the mode of the numbers 2.5, 3, 2.50, 7', '2.5'],
  ])('%s → %s', (problem, value) => {
    expectAnswer(problem, value);
  });

  it('gives every mode when several values tie', () => {
    const out = solved('What are the modes of 1, 2, 2, 3, 3?');
    expect(out.answer?.value).toBe('2, 3');
    expect(out.reading?.target).toEqual({ kind: 'list', items: ['2', '3'], ordered: false });
    expect(out.verified?.ok).toBe(true);
  });

  it('says there is no mode when no value repeats (no answer)', () => {
    const out = solved('Find the mode of 5, 1, 9, 3');
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/no mode/);
    expect(out.reading?.target).toBeNull();
  });
});

describe('variance and standard deviation', () => {
  it.each([
    ['standard deviation of 2, 4, 4, 4, 5, 5, 7, 9 (population)', '2'],
    ['Find the population standard deviation of 2, 4, 4, 4, 5, 5, 7, 9', '2'],
    ['Find the sample standard deviation of 2, 4, 4, 4, 5, 5, 7, 9', '4*sqrt(14)/7'],
    ['sample variance of 2, 4, 4, 4, 5, 5, 7, 9', '32/7'],
    ['What is the variance of 3, 5, 7, 9, 11 (sample)?', '10'],
    ['population variance of {2, 4, 4, 5}', '1.1875'],
    ['Find the standard deviation of 3, 5, 7, 9, 11', '2*sqrt(2)'],
    ['What is the sample standard deviation of 1, 2, 3, 4?', 'sqrt(15)/3'],
    ['Find the standard deviation of the sample 1, 2, 3, 4', 'sqrt(15)/3'],
    ['Find the standard deviation of 1/2, 3/4, 1.25', 'sqrt(14)/12'],
  ])('%s → %s', (problem, value) => {
    expectAnswer(problem, value);
  });

  it('answers the population one when the question does not say, and shows both', () => {
    const out = expectAnswer('Find the standard deviation of 3, 5, 7, 9, 11', '2*sqrt(2)');
    const words = out.steps.map((s) => s.explanation).join(' ');
    expect(words).toMatch(/does not say population or sample/);
    expect(words).toContain('2*sqrt(2)');
    expect(words).toContain('sqrt(10)');
    expect(out.answer?.latex).toBe('2\\sqrt{2} \\approx 2.82843');
  });

  it('refuses a question that says both population and sample', () => {
    const out = solved('population standard deviation of 1, 2, 3 (sample)');
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/both/);
  });
});

describe('what is not a statistics question', () => {
  it.each([
    'Solve 2x + 3 = 7',
    'What is 3 + 4?',
    'What is the range of f(x) = x^2?',
    'Find the mean value of sin(x) on [0, pi]',
    'Find the mean of the numbers 1 to 10',
    'mean of 7',
    'Round 4567 to the nearest ten.',
  ])('%s → null', (problem) => {
    expect(solveStatistics(problem, Date.now() + 2000)).toBeNull();
  });

  it('answers several measures in the order asked, each checked', () => {
    const out = solved('Find the mean, median and mode of 1, 2, 2');
    expect(out.answer?.value).toBe('5/3, 2, 2');
    expect(out.verified?.ok).toBe(true);
    expect(out.reading?.target).toMatchObject({ kind: 'list', items: ['5/3', '2', '2'], ordered: true });
  });

  it('refuses several measures at once when one of them has several values', () => {
    const out = solved('Find the mean and mode of 1, 1, 2, 2');
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/one at a time/);
  });

  it('stays bounded on a list of 100,000 numbers', () => {
    const problem = `Find the mean of ${Array.from({ length: 100_000 }, (_, i) => i % 97).join(', ')}`;
    const start = Date.now();
    expect(solveStatistics(problem, Date.now() + 2000)).toBeNull();
    expect(Date.now() - start).toBeLessThan(500);
  });

  it('reads a list of 1000 numbers exactly', () => {
    // 1, 2, …, 1000: mean 1001/2, population variance (1000² − 1)/12 = 999999/12 = 333333/4.
    const list = Array.from({ length: 1000 }, (_, i) => i + 1).join(', ');
    expect(solveStatistics(`Find the mean of ${list}`, Date.now() + 2000)?.answer?.value).toBe('500.5');
    expect(solveStatistics(`population variance of ${list}`, Date.now() + 2000)?.answer?.value).toBe('83333.25');
  });
});

import { describe, expect, it } from 'vitest';
import { numbersLeftOut } from '../read/reading';
import type { SolveResult } from '../types';
import { solvePercent } from './percent';

// Expected values by hand (and python3 fractions.Fraction): 15% of 240 = 36; 20/80 = 25%; 45/60 = 75%;
// 50 → 65 is +30%; 80 → 60 is −25%; 80 × 1.15 = 92; 240 × 0.75 = 180; 0.375 = 37.5%; 45% = 9/20 = 0.45.

function expectPercent(problem: string, value: string, latex: string) {
  const out = solvePercent(problem, Date.now() + 2000) as SolveResult;
  expect(out, problem).not.toBeNull();
  expect(out.answer?.value).toBe(value);
  expect(out.answer?.latex).toBe(latex);
  expect(out.reading?.target).toEqual({ kind: 'value', value });
  expect(out.verified?.ok).toBe(true);
  expect(numbersLeftOut(problem, out.reading?.latex ?? '')).toEqual([]);
  expect(out.steps.length).toBeGreaterThan(0);
  return out;
}

describe('a percent of a number', () => {
  it.each([
    ['What is 15% of 240?', '36', '36'],
    ['15 percent of 240', '36', '36'],
    ['Find 12.5% of 80', '10', '10'],
    ["What's 8% of 45?", '3.6', '3.6'],
    ['Calculate 15% of $1,200', '180', '\\$180'],
    ['What is 33% of 10?', '3.3', '3.3'],
    ['What is 150% of 60?', '90', '90'],
  ])('%s → %s', (problem, value, latex) => {
    expectPercent(problem, value, latex);
  });
});

describe('what percent (answers are numbers of percent: "25" stands for 25%)', () => {
  it.each([
    ['What percent of 80 is 20?', '25', '25\\%'],
    ['20 is what percent of 80?', '25', '25\\%'],
    ['What percentage is 45 out of 60?', '75', '75\\%'],
    ['Express 45 out of 60 as a percentage', '75', '75\\%'],
    ['What percentage of 120 is 18?', '15', '15\\%'],
    ['1 is what percent of 3?', '100/3', '\\frac{100}{3}\\% \\approx 33.3333\\%'],
    ['Convert 0.375 to a percent', '37.5', '37.5\\%'],
    ['Write 3/8 as a percentage', '37.5', '37.5\\%'],
    ['Express 1.2 as a percent', '120', '120\\%'],
  ])('%s → %s', (problem, value, latex) => {
    expectPercent(problem, value, latex);
  });
});

describe('percent change', () => {
  it.each([
    ['Find the percent change from 50 to 65', '30', '30\\%'],
    ['What is the percentage increase from 50 to 65?', '30', '30\\%'],
    ['percent decrease from 80 to 60', '25', '25\\%'],
    ['What is the percent change from 80 to 60?', '-25', '-25\\%'],
    ['Find the percent change from 40 to 50', '25', '25\\%'],
    ['Find the percent change from 30 to 40', '100/3', '\\frac{100}{3}\\% \\approx 33.3333\\%'],
  ])('%s → %s', (problem, value, latex) => {
    expectPercent(problem, value, latex);
  });

  it('refuses a "percent increase" that is a decrease, with the reason', () => {
    const out = solvePercent('What is the percent increase from 80 to 60?', 0) as SolveResult;
    expect(out.answer).toBeNull();
    expect(out.reason).toBe('From 80 to 60 is a decrease of 25%, not a percent increase.');
  });
});

describe('increase, decrease, and percents as fractions and decimals', () => {
  it.each([
    ['Increase 80 by 15%', '92', '92'],
    ['What is 240 decreased by 25%?', '180', '180'],
    ['Decrease $50 by 10%', '45', '\\$45'],
    ['What is 19.99 increased by 5 percent?', '20.9895', '20.9895'],
    ['Reduce 60 by 100%', '0', '0'],
    ['Write 45% as a fraction', '9/20', '\\frac{9}{20}'],
    ['Write 45% as a decimal', '0.45', '0.45'],
    ['Convert 12.5% to a fraction in simplest form', '1/8', '\\frac{1}{8}'],
    ['Express 250% as a decimal', '2.5', '2.5'],
    ['20 is 25% of what number?', '80', '80'],
    ['30% of what number is 12?', '40', '40'],
  ])('%s → %s', (problem, value, latex) => {
    expectPercent(problem, value, latex);
  });
});

describe('what is not a percent question', () => {
  it.each([
    'Solve 2x + 3 = 7',
    'What is 3 + 4?',
    'What is 15% of 240 plus 3?',
    'Find the mean of 3, 5, 7',
    'What percent of 0 is 5?',
    'Find the percent change from 0 to 5',
  ])('%s → null', (problem) => {
    expect(solvePercent(problem, 0)).toBeNull();
  });

  it('stays bounded on a very long input', () => {
    const start = Date.now();
    expect(solvePercent(`What is 15% of ${'9'.repeat(100_000)}?`, 0)).toBeNull();
    expect(Date.now() - start).toBeLessThan(500);
  });
});

import { describe, expect, it } from 'vitest';
import { numbersLeftOut } from '../read/reading';
import type { SolveResult, Solver } from '../types';
import { solveDice } from './chance';
import { solveCoins } from './coins';

// Expected probabilities from python3: fractions.Fraction over itertools.product of the faces or of heads/tails,
// never from the engine. Two dice: sum 8 → 5/36, sum ≤ 5 → 10/36 = 5/18, sum < 4 → 3/36 = 1/12.

function expectChance(solver: Solver, problem: string, value: string) {
  const out = solver(problem, Date.now() + 2000) as SolveResult;
  expect(out, problem).not.toBeNull();
  expect(out.type).toBe('probability');
  expect(out.answer?.value).toBe(value);
  expect(out.reading?.target).toEqual({ kind: 'value', value });
  expect(out.verified?.ok).toBe(true);
  expect(out.verified?.method).toMatch(/listed/);
  expect(numbersLeftOut(problem, out.reading?.latex ?? '')).toEqual([]);
  return out;
}

describe('one die', () => {
  it.each([
    ['What is the probability of rolling a 6 on a fair die?', '1/6'],
    ['What is the probability of rolling an even number on a die?', '1/2'],
    ['If you roll a six-sided die, what is the probability of getting a number greater than 4?', '1/3'],
    ['A die is rolled. What is the probability of rolling less than 5?', '2/3'],
    ['What is the chance of rolling a 2 or a 5 with one die?', '1/3'],
    ['What are the chances of rolling a 4 on a die?', '1/6'],
    ['What is the probability of rolling a multiple of 3 on a 10-sided die?', '3/10'],
    ['What is the probability of rolling a prime number on a 20-sided die?', '2/5'],
    ['What is the probability of rolling at least 9 on a 12-sided die?', '1/3'],
    ['What is the probability of rolling a 7 on a fair die?', '0'],
  ])('%s → %s', (problem, value) => {
    expectChance(solveDice, problem, value);
  });

  it('writes the fraction in LaTeX', () => {
    expect(solveDice('What is the probability of rolling a number greater than 4 on a die?', 0)?.answer?.latex).toBe(
      '\\frac{1}{3}',
    );
  });
});

describe('two dice', () => {
  it.each([
    ['What is the probability of rolling a sum of 7 with two dice?', '1/6'],
    ['Two dice are rolled. What is the probability that the sum is at least 10?', '1/6'],
    ['What is the probability of rolling doubles with a pair of dice?', '1/6'],
    ['Two dice are rolled. What is the probability of getting a sum of 8?', '5/36'],
    ['When rolling 2 dice, what is the probability that the sum is at most 5?', '5/18'],
    ['Two fair dice are rolled. What is the probability of a sum less than 4?', '1/12'],
    ['What is the probability of an even sum when rolling two dice?', '1/2'],
    ['What is the probability of rolling a sum of 9 with two 8-sided dice?', '1/8'],
  ])('%s → %s', (problem, value) => {
    expectChance(solveDice, problem, value);
  });
});

describe('what is not a dice or coin question', () => {
  it.each([
    'Solve 2x + 3 = 7',
    'What is 3 + 4?',
    'What is the probability of rolling a 6 twice with a die?',
    'What are the odds of rolling a 6 on a die?',
    'What is the probability of rolling a sum of 7 with three dice?',
    'Find the mean of 3, 5, 7',
  ])('%s → null', (problem) => {
    expect(solveDice(problem, 0)).toBeNull();
    expect(solveCoins(problem, 0)).toBeNull();
  });

  it('refuses more sides than it lists, quickly', () => {
    const start = Date.now();
    expect(solveDice('What is the probability of rolling a 6 on a 1000000-sided die?', 0)).toBeNull();
    expect(Date.now() - start).toBeLessThan(500);
  });
});

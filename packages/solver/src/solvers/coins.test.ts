import { describe, expect, it } from 'vitest';
import { numbersLeftOut } from '../read/reading';
import type { SolveResult, Solver } from '../types';
import { solveCoins } from './coins';

// Expected probabilities from python3: fractions.Fraction over itertools.product([0, 1], repeat=n), never from
// the engine (exactly 2 heads in 3 → 3/8, at most 2 heads in 6 → 11/32, exactly 5 in 10 → 63/256).

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

describe('coins', () => {
  it.each([
    ['A coin is flipped 3 times. What is the probability of getting exactly 2 heads?', '3/8'],
    ['What is the probability of getting at least one head when flipping 4 coins?', '15/16'],
    ['What is the probability of all tails in 5 tosses?', '1/32'],
    ['A fair coin is tossed 5 times. What is the probability of exactly 3 tails?', '5/16'],
    ['If you flip a coin 6 times, what is the probability of getting at most 2 heads?', '11/32'],
    ['What is the probability of exactly five heads in 10 flips?', '63/256'],
    ['A coin is tossed twice. What is the probability of getting no heads?', '1/4'],
  ])('%s → %s', (problem, value) => {
    expectChance(solveCoins, problem, value);
  });
});

describe('what is not a coin question', () => {
  it.each([
    'Solve 2x + 3 = 7',
    'What is 3 + 4?',
    'What is the probability of rolling a 6 on a die?',
    'A coin is flipped 3 times. How many heads?',
    'A coin is flipped 3 times. What is the probability of a head on the first flip?',
    'A coin is flipped 4 times. What is the probability of 2 heads in a row?',
    'A coin is tossed 3 times. What is the probability of exactly 2 heads and 2 tails?',
    'What are the odds of getting 2 heads when a coin is flipped 3 times?',
  ])('%s → null', (problem) => {
    expect(solveCoins(problem, 0)).toBeNull();
  });

  it('refuses more flips than it lists, quickly', () => {
    const start = Date.now();
    expect(solveCoins('A coin is flipped 1000000 times. What is the probability of exactly 3 heads?', 0)).toBeNull();
    expect(solveCoins('A coin is flipped 21 times. What is the probability of exactly 3 heads?', 0)).toBeNull();
    expect(Date.now() - start).toBeLessThan(500);
  });
});

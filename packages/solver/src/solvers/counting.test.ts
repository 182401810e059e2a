import { describe, expect, it } from 'vitest';
import { numbersLeftOut } from '../read/reading';
import type { SolveResult } from '../types';
import { solveCounting } from './counting';

// Expected values from python3's math.factorial, math.comb and math.perm, never from the engine.
// MISSISSIPPI: 11! / (4! 4! 2!) = 34650; BOOK: 4!/2! = 12; BANANA: 6!/(3! 2!) = 60; LEVEL: 5!/(2! 2!) = 30.

function expectCount(problem: string, value: string) {
  const out = solveCounting(problem, Date.now() + 2000) as SolveResult;
  expect(out, problem).not.toBeNull();
  expect(out.answer?.value).toBe(value);
  expect(out.answer?.latex).toBe(value);
  expect(out.reading?.target).toEqual({ kind: 'value', value });
  expect(out.verified?.ok).toBe(true);
  expect(numbersLeftOut(problem, out.reading?.latex ?? '')).toEqual([]);
  expect(out.steps.length).toBeGreaterThan(0);
  return out;
}

describe('factorials', () => {
  it.each([
    ['5!', '120'],
    ['7 factorial', '5040'],
    ['What is 6!?', '720'],
    ['Compute 0!', '1'],
    ['Find the factorial of 10', '3628800'],
    ['What is twelve factorial?', '479001600'],
    ['25!', '15511210043330985984000000'],
  ])('%s → %s', (problem, value) => {
    expectCount(problem, value);
  });

  it('computes 1000! exactly and checks it by prime factorisation', () => {
    // python3: len(str(factorial(1000))) = 2568, its first digits, 249 trailing zeros, digit sum 10539.
    const out = solveCounting('1000!', 0) as SolveResult;
    const digits = out.answer?.value ?? '';
    expect(digits).toHaveLength(2568);
    expect(digits.startsWith('402387260077093773543702433923003985719374864210')).toBe(true);
    expect(digits.length - digits.replace(/0+$/, '').length).toBe(249);
    expect([...digits].reduce((s, d) => s + Number(d), 0)).toBe(10539);
    expect(out.verified?.ok).toBe(true);
    expect(out.verified?.method).toMatch(/Legendre/);
  });
});

describe('combinations', () => {
  it.each([
    ['10 choose 3', '120'],
    ['C(10, 3)', '120'],
    ['10C3', '120'],
    ['nCr with n = 10 and r = 3', '120'],
    ['How many ways can you choose 3 books from 10?', '120'],
    ['How many committees of 5 can be formed from 12 people?', '792'],
    ['In how many ways can 5 cards be selected from 52?', '2598960'],
    ['How many ways are there to pick 2 of 8 flavors?', '28'],
    ['What is 7 choose 7?', '1'],
    ['How many ways can you choose three books from ten?', '120'],
  ])('%s → %s', (problem, value) => {
    expectCount(problem, value);
  });
});

describe('permutations and arrangements', () => {
  it.each([
    ['P(10, 3)', '720'],
    ['10P3', '720'],
    ['nPr with n = 10 and r = 3', '720'],
    ['How many ways can 3 people be arranged from 10?', '720'],
    ['How many ways can 5 people be arranged in a row?', '120'],
    ['In how many ways can 8 books be arranged on a shelf?', '40320'],
    ['How many ways can you choose 3 of 7 runners and line them up in order?', '210'],
  ])('%s → %s', (problem, value) => {
    expectCount(problem, value);
  });

  it.each([
    ['How many arrangements of the letters in BOOK are there?', '12'],
    ['In how many ways can the letters of MISSISSIPPI be arranged?', '34650'],
    ['How many distinct arrangements of the letters of the word BANANA are there?', '60'],
    ['How many different ways can the letters in the word LEVEL be arranged?', '30'],
    ['arrangements of the letters in MATH', '24'],
  ])('%s → %s', (problem, value) => {
    expectCount(problem, value);
  });

  it('checks short words by listing every arrangement', () => {
    const out = expectCount('How many arrangements of the letters in BOOK are there?', '12');
    expect(out.verified?.method).toMatch(/listed/);
  });
});

describe('what is not a counting question', () => {
  it.each([
    'Solve 2x + 3 = 7',
    'What is 3 + 4?',
    'What is 5! / 3!?',
    'How many ways can 4 people sit around a round table?',
    'How many 4-digit codes can be made from the digits 0 to 9 if digits can repeat?',
    'How many ways can you choose 3 books from 10 if two must be included?',
    'How many ways can you choose 12 books from 10?',
    'How many apples are left?',
    'How many different 3-letter arrangements can be made from the letters of the word MATH?',
  ])('%s → null', (problem) => {
    expect(solveCounting(problem, Date.now() + 2000)).toBeNull();
  });

  it('refuses numbers past its bound quickly', () => {
    const start = Date.now();
    expect(solveCounting('1000000!', 0)).toBeNull();
    expect(solveCounting('1001!', 0)).toBeNull();
    expect(solveCounting('C(100000, 50000)', 0)).toBeNull();
    expect(solveCounting('99999999999999999999999P3', 0)).toBeNull();
    expect(solveCounting(`How many arrangements of the letters in ${'A'.repeat(100_000)}`, 0)).toBeNull();
    expect(Date.now() - start).toBeLessThan(500);
  });
});

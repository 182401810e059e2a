import { describe, expect, it } from 'vitest';
import { numbersLeftOut } from '../read/reading';
import type { SolveResult } from '../types';
import { solveBetterBuy, solveProportion, solveUnitPrice } from './unit-price';

// Expected values by hand: 1.20 / 3 × 7 = 2.80; 2 / 5 × 12 = 4.80; 3.60 / 12 = 0.30; 3 / 2 × 5 = 7.5 cups;
// 180 / 3 × 5 = 300 miles; 30 / 8 × 5 = 18.75; 4 / 30 × 75 = 10 tickets; 30 / 2 × 7 = 105 pages.
// Better buy: 3.00/12 = 0.25 vs 3.80/16 = 0.2375 per oz; 4.20/6 = 0.70 vs 6.50/10 = 0.65 per can.

function expectPrice(problem: string, value: string, latex: string) {
  const out = solveUnitPrice(problem, Date.now() + 2000) as SolveResult;
  expect(out, problem).not.toBeNull();
  expect(out.answer?.value).toBe(value);
  expect(out.answer?.latex).toBe(latex);
  expect(out.reading?.target).toEqual({ kind: 'value', value });
  expect(out.verified?.ok).toBe(true);
  expect(out.verified?.method).toMatch(/cross-multiplied/);
  expect(numbersLeftOut(problem, out.reading?.latex ?? '')).toEqual([]);
}

describe('direct proportion and unit prices', () => {
  it.each([
    ['If 3 pencils cost $1.20, how much do 7 cost?', '2.8', '\\$2.80'],
    ['5 apples cost $2. How much do 12 apples cost?', '4.8', '\\$4.80'],
    ['If 12 eggs cost $3.60, what is the cost of one egg?', '0.3', '\\$0.30'],
    [
      'A recipe uses 3 cups of flour for 2 cakes. How many cups of flour are needed for 5 cakes?',
      '7.5',
      '7.5\\text{ cups}',
    ],
    [
      'A car travels 180 miles in 3 hours. How far will it travel in 5 hours at the same rate?',
      '300',
      '300\\text{ miles}',
    ],
    ['If 8 gallons of gas cost $30, how much do 5 gallons cost?', '18.75', '\\$18.75'],
    ['If 4 tickets cost $30, how many tickets can you buy with $75?', '10', '10\\text{ tickets}'],
    ['A printer prints 30 pages in 2 minutes. How many pages does it print in 7 minutes?', '105', '105\\text{ pages}'],
    ['If 6 notebooks cost $9, what is the price per notebook?', '1.5', '\\$1.50'],
    ['Tom earns $12 per hour. How much does he earn in 8 hours?', '96', '\\$96'],
    ['A pump moves 40 liters every minute. How many liters does it move in 2 hours?', '4800', '4800\\text{ L}'],
    ['If 3 pencils cost $1.20, how much do 7 cost in cents?', '280', '280\\text{ cents}'],
  ])('%s → %s', (problem, value, latex) => {
    expectPrice(problem, value, latex);
  });

  it.each([
    'If 4 workers build a wall in 6 days, how many days do 8 workers take?',
    'If 3 machines make 120 bolts in 4 hours, how many bolts do 5 machines make in 4 hours?',
    'If 3 pencils cost $1.20 and 2 pens cost $3, how much do 7 pencils cost?',
    '$30 is shared equally by 5 friends. How much does each get?',
    'Tom earns $12 per hour and $5 per day. How much does he earn in 8 hours?',
    'If 3 pencils cost $1.20, how much do 7 cost in euros?',
    'Janet earns $10 an hour. How much does she earn in one week?',
    'Tom has 5 apples and buys 3 more. How many apples does he have?',
    'A class has 12 boys and 15 girls. How many students are in the class?',
    'Solve 2x + 3 = 7',
    'What is 3 + 4?',
  ])('refuses %s', (problem) => {
    expect(solveUnitPrice(problem, 0)).toBeNull();
  });
});

describe('the better buy', () => {
  it.each([
    [
      'Which is the better buy: 12 oz for $3.00 or 16 oz for $3.80?',
      '16 oz for $3.80',
      '16\\text{ oz} \\text{ for } \\$3.80',
    ],
    [
      'Which is the better buy, 6 cans for $4.20 or 10 cans for $6.50?',
      '10 cans for $6.50',
      '10\\text{ cans} \\text{ for } \\$6.50',
    ],
    [
      'Which is the better deal: 3 lb for $4.50 or 48 oz for $5.00?',
      '3 lb for $4.50',
      '3\\text{ lb} \\text{ for } \\$4.50',
    ],
    [
      'Which is the better value: a 2 kg bag for $7 or a 500 g bag for $2?',
      '2 kg bag for $7',
      '2\\text{ kg} \\text{ for } \\$7',
    ],
  ])('%s → %s', (problem, item, latex) => {
    const out = solveBetterBuy(problem, 0) as SolveResult;
    expect(out).not.toBeNull();
    expect(out.answer?.value).toBe(item);
    expect(out.answer?.latex).toBe(latex);
    expect(out.reading?.target).toMatchObject({ kind: 'choice', letter: null, item });
    expect(out.verified?.ok).toBe(true);
    expect(numbersLeftOut(problem, out.reading?.latex ?? '')).toEqual([]);
  });

  it('also names the better offer by its size', () => {
    const out = solveBetterBuy('Which is the better buy: 12 oz for $3.00 or 16 oz for $3.80?', 0) as SolveResult;
    expect(out.reading?.target).toEqual({ kind: 'choice', letter: null, item: '16 oz for $3.80', value: '16 oz' });
  });

  it('says neither when the prices per unit are equal', () => {
    const out = solveBetterBuy('Which is the better buy: 2 kg for $6 or 500 g for $1.50?', 0) as SolveResult;
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/same per unit/);
  });

  it.each([
    'Which is the better buy: 12 oz for $3.00 or 2 km for $3.80?',
    'Which is the better buy: 12 oz for $3.00, 16 oz for $3.80 or 20 oz for $4.00?',
    'Which is bigger: 3 or 4?',
  ])('refuses %s', (problem) => {
    expect(solveBetterBuy(problem, 0)).toBeNull();
  });
});

describe('proportions', () => {
  it.each([
    ['Solve the proportion 3/4 = x/20', 'x', '15'],
    ['Solve the proportion x/5 = 12/20', 'x', '3'],
    ['Solve the proportion 3/x = 9/12', 'x', '4'],
    ['Solve the proportion 2:7 = 6:n', 'n', '21'],
    ['Solve the proportion 5/8 = 2/y', 'y', '16/5'],
    ['Find x in the proportion 1.5/x = 3/8', 'x', '4'],
  ])('%s → %s = %s', (problem, name, value) => {
    const out = solveProportion(problem, 0) as SolveResult;
    expect(out).not.toBeNull();
    expect(out.answer?.value).toBe(value);
    expect(out.reading?.target).toMatchObject({ kind: 'roots', variable: name, roots: [value], complete: true });
    expect(out.verified?.ok).toBe(true);
    expect(numbersLeftOut(problem, out.reading?.latex ?? '')).toEqual([]);
  });

  it('typesets the answer', () => {
    expect(solveProportion('Solve the proportion 5/8 = 2/y', 0)?.answer?.latex).toBe('y = \\frac{16}{5}');
  });

  it.each([
    'Solve the proportion x/4 = y/20',
    'Solve the proportion 3/4 = 6/8',
    'Solve the proportion 3/0 = x/20',
    'Solve 3/4 = x/20 + 1',
  ])('refuses %s', (problem) => {
    expect(solveProportion(problem, 0)).toBeNull();
  });
});

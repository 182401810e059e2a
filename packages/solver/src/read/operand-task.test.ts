import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { operandTask } from './operand-task';

describe('a task on a few numbers, in any word order', () => {
  it('writes the task in the wording the solvers know', () => {
    expect(operandTask('bigger one: 2^7 or 5^3')).toBe('Which is bigger: 2^7 or 5^3?');
    expect(operandTask('order these biggest to smallest 0.4, 3/8, 0.41')).toBe(
      'Sort 0.4, 3/8, 0.41 in descending order',
    );
    expect(operandTask('hcf 36 & 60?? using euclid')).toBe('Find the gcd of 36 and 60');
    expect(operandTask('remainder 2024 / 9 pls')).toBe('What is the remainder when 2024 is divided by 9?');
    expect(operandTask('correct sign: 5/9 ___ 0.55')).toBe('Fill in <, > or =: 5/9 ? 0.55');
  });

  it.each([
    // 2^7 = 128 > 125 = 5^3.
    ['bigger one: 2^7 or 5^3', '2^7'],
    ['which one is the lowest -4.2, -4.02, -4.25 ??', '-4.25'],
    ['smaller number pls: 7/12 or 0.58', '0.58'],
    ['ascending order: 3/4, 0.7, 5/7', '0.7, 5/7, 3/4'],
    ['rank from high to low: 2.09, 2.9, 2.019', '2.9, 2.09, 2.019'],
    ['list them least first (1/3, 0.3, 0.33)', '0.3, 0.33, 1/3'],
    // 35% of 60 = 21 against 20% of 110 = 22.
    ['which is more, 35% of 60 or 20% of 110?', '22'],
    ['lcm of 8, 14 & 21 lol', '168'],
    ['gcf 252 and 198 by euclid', '18'],
    ['the remainder, 1000 divided by 13', '12'],
    // 7/11 = 0.6363… > 0.636.
    ['greater than, less than or equal: 7/11 _ 0.636', '>'],
    // √15 = 3.87… < 3.9.
    ['which is bigger sqrt(15) or 3.9', '3.9'],
    ['which one is smaller, one half or 0.45', '0.45'],
    // 1/3 + 3/4 + 1/6 = 5/4.
    ['whats the sum of 1/3, 3/4 & 1/6', '5/4'],
    ['product of -3 and 5/9 pls', '-5/3'],
    ['add 4.06, 0.5 and 12', '16.56'],
    // A story's items bought by the bag: 4 × 2.15 + 3 × 1.20 = 12.20.
    ['We bought 4 bags of apples at $2.15 each and 3 cartons of milk at $1.20 each. How much did we spend?', '12.2'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it.each([
    // A word it does not read may carry meaning.
    'which is bigger, the area of a circle of radius 3 or a square of side 5',
    'is 3/4 more than 0.7',
    'which is greater than 5: 3 or 7',
    'how many more is 12 than 7',
    'the larger root of x^2 - 5x + 6 = 0',
    // Both ways at once, or no order said.
    'which is bigger and which is smaller, 3 or 4',
    'sort 4, 2, 9',
    // A remainder needs two whole numbers in a known order.
    'remainder of 7.5 and 2',
    'the sum of two numbers is 12 and their product is 35',
    // A filler written as a function is not a filler.
    'which is bigger: 2 or ones(3)',
  ])('gives no task for %s', (problem) => {
    expect(operandTask(problem)).toBeNull();
  });

  it('stays bounded on long input', () => {
    expect(operandTask(`bigger ${'1, '.repeat(500)}2`)).toBeNull();
  });
});

describe('an order asked with one end named', () => {
  it.each([
    ['List from the biggest: √5, 2.2, 9/4', '9/4, sqrt(5), 2.2'],
    ['Write in order from lowest: 5/8, 0.6, 2/3', '0.6, 5/8, 2/3'],
    ['Put these in order, starting with the smallest: -3, 1/2, 0.4, -2.5', '-3, -2.5, 0.4, 1/2'],
  ])('%s → %s (the whole list, not one end)', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

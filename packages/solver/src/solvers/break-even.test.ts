import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { solveBreakEven } from './break-even';

// By hand: 120/(3.5 − 1.5) = 60; 250/(12 − 7) = 50; 100/(4 − 2.5) = 66.7 → 67.
describe('break-even stories', () => {
  it.each([
    [
      'A stall sells lemonade for $3.50 a cup and it costs $1.50 to make each cup. The stall fee is $120. How many cups must be sold to break even?',
      '60',
    ],
    [
      'A club sells mugs for $12 each. Each mug costs $7 to make, and the set-up fee is $250. How many mugs must they sell to break even?',
      '50',
    ],
    [
      'A school sells cookies for $4 each and it costs $2.50 to bake each one. The booth costs $100. How many cookies to break even?',
      '67',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses a price at or below the cost, or a fourth number', () => {
    const deadline = Date.now() + 1000;
    expect(
      solveBreakEven(
        'A stall sells cups for $1 each and it costs $1.50 to make each cup. The stall fee is $120. How many to break even?',
        deadline,
      ),
    ).toBeNull();
    expect(
      solveBreakEven(
        'A stall sells cups for $3 each and it costs $1 to make each cup. The stall fee is $120 for 2 days. How many to break even?',
        deadline,
      ),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { solvePairRelation } from './pair-relation';
import { solveRectangleRelation } from './rectangle-relation';

// By hand: a + b = 180, a = b + 24 → 102, 78; a + b = 90, a = 5b → 15, 75; a + b = 60, a = 2b + 6 → b = 18, a = 42;
// a + b = 40, a − b = 6 → 23; W(W + 5) = 84 → W = 7, L = 12; 2(W + 2W) = 42 → W = 7, L = 14.
describe('two numbers with a total and a relation', () => {
  it.each([
    ['Two angles are supplementary and one is 24° more than the other. What is the larger angle?', '102'],
    ['Two angles are complementary. One is five times the other. Find the smaller angle.', '15'],
    ['The sum of two numbers is 60 and one is 6 more than twice the other. Find the numbers.', '18, 42'],
    ['Two numbers add up to 40 and one is 6 more than the other. What is the larger number?', '23'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses a stray number or no asked one', () => {
    const deadline = Date.now() + 1000;
    expect(
      solvePairRelation(
        'Two angles are supplementary and one is 24° more than the other, on 3 lines. What is the larger angle?',
        deadline,
      ),
    ).toBeNull();
    expect(solvePairRelation('Two angles are supplementary and one is 24° more than the other.', deadline)).toBeNull();
  });
});

describe('a rectangle by its area or perimeter and its sides compared', () => {
  it.each([
    ['A rectangle has an area of 84 m² and its length is 5 m more than its width. Find the width.', '7'],
    ['A rectangular patio is 5 m longer than it is wide, and its area is 84 m². How long is it?', '12'],
    ['A rectangular lawn has perimeter 42 m and its length is twice its width. Find the dimensions.', '14, 7'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses a width that is not rational, and a rectangle with a second number', () => {
    const deadline = Date.now() + 1000;
    expect(
      solveRectangleRelation(
        'A rectangle has area 50 and its length is 3 more than its width. Find the width.',
        deadline,
      ),
    ).toBeNull();
    expect(
      solveRectangleRelation(
        '2 rectangles have area 84 and the length is 5 more than the width. Find the width.',
        deadline,
      ),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('means told as stories, in more wordings', () => {
  it.each([
    // 4 · 75 − (70 + 78 + 80) = 72.
    [
      "Leo's first three test scores are 70, 78 and 80. He wants a mean of exactly 75 over four tests. What must he score on the fourth test?",
      '72',
    ],
    // 6 · 20 − 5 · 19 = 25.
    [
      'The mean of 6 numbers is 20. If one of the numbers is removed, the mean of the remaining numbers is 19. Find the number that was removed.',
      '25',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

// By hand: 5 · 88 − 4 · 85 = 100; 7 · 62 − 6 · 60 = 74; 0.25·80 + 0.35·70 + 0.4·90 = 80.5.
describe('the next score for a new mean, and weights named after them', () => {
  it.each([
    [
      'A student averaged 85 on four tests. What score does she need on the fifth test to raise her average to 88?',
      '100',
    ],
    [
      'Ana averaged 60 points over 6 games. How many points must she score in the next game to raise her average to 62?',
      '74',
    ],
    [
      'The grade is 25% labs, 35% quizzes and 40% final exam. I scored 80 on labs, 70 on quizzes and 90 on the final. What is my course grade?',
      '80.5',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('does not read a mean to reach as a proportion', () => {
    const out = solve(
      'Ana averaged 60 points over 6 games. How many points must she score in the next game to raise her average to 62?',
    );
    expect(out.answer?.value).not.toBe('744');
  });
});

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

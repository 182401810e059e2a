import { describe, expect, it } from 'vitest';
import { solve } from './index';

describe('one of the solutions, or their average', () => {
  it.each([
    // x² − 3x − 40 = 0: x = 8 or −5.
    ['Find the larger of the two solutions to x^2 - 3x - 40 = 0', '8'],
    ['What is the smaller solution of x^2 - 3x - 40 = 0?', '-5'],
    // 3x² − 2 = 25: x = ±3, average 0; x² − 8x + 12 = 0: 2 and 6, average 4.
    ['Find the average of all the possible values of x if 3x^2 - 2 = 25', '0'],
    ['What is the mean of the solutions of x^2 - 8x + 12 = 0?', '4'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('an amount shared in a ratio', () => {
  it.each([
    // 144 in 5 : 7: one part is 12.
    ['Share $144 in the ratio 5:7.', '60, 84'],
    ['Divide 90 in the ratio 2 : 3 : 4', '20, 30, 40'],
    ['Share 56 between Ali and Bea in the ratio 3:4. How much does each get?', '24, 32'],
    ['Divide 90 in the ratio 2 : 3 : 4; what is the smallest share?', '20'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

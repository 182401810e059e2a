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

// By hand: 720 in 1 : 2 : 5 is 90, 180, 450; 450 in 4 : 5 is 200, 250.
describe('shares among a group named by its count, in a story', () => {
  it.each([
    [
      'A charity run raised $720, which is shared among three clubs in the ratio 1 : 2 : 5. How much does the club with the largest share get?',
      '450',
    ],
    ['$450 is shared among two teams in the ratio 4 : 5. What is the smaller share?', '200'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

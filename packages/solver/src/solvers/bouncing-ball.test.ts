import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { solveBouncingBall } from './bouncing-ball';

// By hand: 9 + 2·(9·2/3)/(1/3) = 45; 8 + 2(4 + 2) = 20 at the third landing; 25·0.8³ = 12.8.
describe('a bouncing ball', () => {
  it.each([
    [
      'A ball is dropped from a height of 9 m and each bounce reaches 2/3 of the height before. What total distance does it travel before it comes to rest?',
      '45',
    ],
    [
      'Sam drops a ball from a height of 8 m. It bounces back to 50% of the height it fell. How far has it travelled when it hits the ground for the third time?',
      '20',
    ],
    [
      'A ball is dropped from 25 m. Each time it rises to 0.8 of the previous height. How high does it rise after the 3rd bounce?',
      '12.8',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses a share of 1 or more, and a stray number', () => {
    const deadline = Date.now() + 1000;
    expect(
      solveBouncingBall(
        'A ball is dropped from 9 m and each bounce reaches 3/2 of the height before. What total distance does it travel before it comes to rest?',
        deadline,
      ),
    ).toBeNull();
    expect(
      solveBouncingBall(
        'A ball is dropped from 9 m and each bounce reaches 2/3 of the height before, 4 times a minute. What total distance does it travel before it comes to rest?',
        deadline,
      ),
    ).toBeNull();
  });
});

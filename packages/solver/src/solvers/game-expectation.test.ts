import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { solveGameExpectation } from './game-expectation';

// By hand: 12·(1/4) − 2·(3/4) = 3/2; (8 + 8 + 1)/6 = 17/6, less 3 to play = −1/6; 40·0.02 + 5·0.1 − 2 = −0.7;
// 6·0.25 − 1·0.75 = 3/4 points.
describe('the expected value of a game told in words', () => {
  it.each([
    ['You win $12 with probability 1/4 and lose $2 otherwise. What is the expected value of the game?', '3/2'],
    [
      'It costs $3 to play. A fair die is rolled: a 5 or 6 wins $8, a 4 wins $1, and any other number wins nothing. Find the expected gain per game.',
      '-1/6',
    ],
    [
      'A ticket costs $2. There is a 2% chance of winning $40 and a 10% chance of winning $5; otherwise you win nothing. What is the expected profit?',
      '-7/10',
    ],
    [
      'A wheel gives a 25% chance to win 6 points and a 75% chance to lose 1 point. Find the expected number of points.',
      '3/4',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses when the chances do not cover every outcome, or a number is not a prize, a chance or the cost', () => {
    // Nothing is said of the other half of the time.
    expect(
      solveGameExpectation(
        'You win $4 with probability 0.3 and $1 with probability 0.2. What is the expected value?',
        Date.now() + 1000,
      ),
    ).toBeNull();
    // Chances over 1.
    expect(
      solveGameExpectation(
        'You win $4 with probability 0.7 and lose $1 with probability 0.6. What is the expected value?',
        Date.now() + 1000,
      ),
    ).toBeNull();
    // The 20 players are not part of the game's value.
    expect(
      solveGameExpectation(
        '20 players each win $5 with probability 1/10 and lose $1 otherwise. What is the expected value?',
        Date.now() + 1000,
      ),
    ).toBeNull();
    // A cost with "winnings" asked: gross or net is not said.
    expect(
      solveGameExpectation(
        'It costs $1 to play. You win $5 with probability 1/10 and nothing otherwise. What are the expected winnings?',
        Date.now() + 1000,
      ),
    ).toBeNull();
  });
});

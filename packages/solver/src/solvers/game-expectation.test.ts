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

  // By hand: 30·(1/6) = 5; 40·(1/8) = 5; 18/6 − 3 = 0; 12·(1/6) − 4·(1/6) = 4/3.
  it('reads "pays" by who pays whom: the game paying is a prize, the player paying a loss', () => {
    const cases: [string, string][] = [
      [
        'A fair die is used at a fair stall. The stall pays $30 if you roll a 2, and nothing otherwise. What is the expected payout?',
        '5',
      ],
      ['A lottery card pays $40 with probability 1/8 and nothing otherwise. Find the expected payout.', '5'],
      [
        'It costs $3 to play. A stall rolls a fair die and pays $18 on a 4, otherwise nothing. What is the expected gain?',
        '0',
      ],
      [
        'A fair die is rolled. On a 6 you win $12; on a 1 you pay $4; otherwise nothing happens. What is the expected value?',
        '4/3',
      ],
    ];
    for (const [problem, value] of cases) expect(solve(problem).answer?.value, problem).toBe(value);
    // "pay" with no one said to pay: not read.
    expect(
      solveGameExpectation(
        'You win $12 with probability 1/4 and pay $2 otherwise. What is the expected value?',
        Date.now() + 1000,
      ),
    ).toBeNull();
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

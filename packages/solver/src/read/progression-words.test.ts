import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { progressionWords } from './progression-words';

// By hand: 12 rows from 18 up by 2: 12·18 + 2·66 = 348; 30, 34, …, 90: (90 − 30)/4 + 1 = 16 rows; a_{n+1} = 2a_n + 3 from
// 1: 1, 5, 13, 29, 61; a1 = 6, r = 1/3: 6(1 − 3⁻⁴)/(2/3) = 80/9.
describe('progressions given by their parts in words', () => {
  it.each([
    [
      'A stadium has 18 seats in the first row, and each row has 2 more seats than the row in front of it. There are 12 rows. How many seats are there in total?',
      '348',
    ],
    [
      'The front row has 30 chairs and each row has 4 more chairs than the row in front. The back row has 90 chairs. How many rows are there?',
      '16',
    ],
    ['A sequence starts with a_1 = 1, and each next term is 2 times the term before plus 3. What is a_5?', '61'],
    ['geometric seq with a1 = 6 and r = 1/3, whats the sum of the first 4 terms?', '80/9'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('leaves alone rows with a number it cannot place', () => {
    expect(
      progressionWords(
        'A hall has 18 seats in the first row, each row has 2 more seats, and 5 doors. There are 12 rows. How many seats in total?',
      ),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { sequenceStory } from './sequence-story';

describe('sequences told as stories', () => {
  it.each([
    // 20 sit-ups on day 1, 5 more each day: day 10 is 20 + 9·5 = 65; 10 days in total 10/2·(40 + 45) = 425.
    ['Ben does 20 sit-ups on day 1 and 5 more each day. How many does he do on day 10?', '65'],
    [
      'Ben does 20 sit-ups on day 1 and 5 more each day. How many sit-ups does he do in total over the first 10 days?',
      '425',
    ],
    // $4 in the first week, tripling each week: week 5 is 4·3⁴ = 324.
    [
      'Ana puts $4 in her jar in the first week and triples the amount each week. How much does she put in during week 5?',
      '324',
    ],
    // 30 pages on the first day, each day 2 fewer: day 8 is 30 − 14 = 16.
    [
      'On the first day he reads 30 pages, and each day he reads 2 fewer pages than the day before. How many pages does he read on day 8?',
      '16',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('reads nothing when a number of the story is left over', () => {
    // The $3 fee is not part of the sequence.
    expect(
      sequenceStory(
        'I save $5 in the first week and $2 more each week, and pay a $3 fee. How much do I save in week 6?',
      ),
    ).toBeNull();
  });
});

describe('series with minus signs and progressions by initials', () => {
  it.each([
    // 18 − 6 + 2 − …: ratio −1/3, sum 18/(4/3) = 27/2.
    ['sum to infinity 18 - 6 + 2 - ...', '27/2'],
    ['Find the sum of the infinite geometric series 18 - 6 + 2 - ...', '27/2'],
    // A.P. with first term 4 and common difference 6: the 11th term is 64.
    ['The first term of an A.P. is 4 and the common difference is 6. Find the 11th term.', '64'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

describe('a sequence told by its first terms in order', () => {
  it.each([
    // 10, 13, 16, …: S12 = 12/2 · (2·10 + 11·3) = 318.
    [
      'Mia runs 10 laps in the first week, 13 laps in the second week, 16 in the third, and so on. How many laps has she run altogether after 12 weeks?',
      '318',
    ],
    // 12 + 9·3 = 39.
    [
      'He reads 12 pages on the first day, 15 on the second day, 18 on the third day, and so on. How many pages does he read on day 10?',
      '39',
    ],
    [
      'Lea saves $8 in the first month, $11 in the second month, $14 in the third, and so on, each month $3 more than the month before. How much has she saved in total after 10 months?',
      '215',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no answer when the step told disagrees with the terms', () => {
    const told =
      'Lea saves $8 in the first month, $11 in the second month, $14 in the third, and so on, each month $4 more than the month before. How much has she saved in total after 10 months?';
    expect(solve(told).answer).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { sameAnswer, solve } from '../index';

// By hand: Feb 10 → Mar 10 (not leap): 18 + 10 = 28; in a leap year 29; Oct 1 to Oct 31 inclusive: 31;
// May 20 → Aug 2: 11 + 30 + 31 + 2 = 74; 2 h 50 min + 1 h 25 min = 4 h 15 min = 255 min = 17/4 h;
// 6 h 05 min − 3 h 40 min = 145 min; 1 h 35 min = 95 min; 200 days after a Sunday: 200 = 28·7 + 4 → Thursday.
describe('days between dates and sums of durations', () => {
  it.each([
    ['How many days are there from February 10 to March 10?', '28'],
    ['How many days are there from February 10 to March 10 in a leap year?', '29'],
    ['How many days from October 1 to October 31 inclusive?', '31'],
    ['How many days after May 20 is August 2?', '74'],
    ['Add 2 h 50 min and 1 h 25 min. Give your answer in hours and minutes.', '4 hours 15 minutes'],
    ['Add 2 hours 50 minutes and 1 hour 25 minutes. How many minutes is that altogether?', '255'],
    ['What is the difference between 6 h 5 min and 3 h 40 min, in minutes?', '145'],
    ['Convert 1 hour 35 minutes to minutes', '95'],
    ['What day of the week is 200 days after a Sunday?', 'Thursday'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(
      out.answer?.value === value || sameAnswer(out.answer?.value ?? '', value),
      `${out.answer?.value} ${out.reason}`,
    ).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses a date that does not exist, and reads a sum of durations whole', () => {
    expect(solve('How many days from February 30 to March 3?').answer).toBeNull();
    // Not "4 h to hours": every duration is in the sum.
    expect(solve('Add 4 h 40 min and 2 h 35 min. How many hours is that?').answer?.value).toBe('29/4');
  });
});

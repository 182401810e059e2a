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

// By hand: 9:40 PM → 21:40; 00:10 → 12:10 AM; 1 h 20 min = 80 min = 4800 s; 3.75 h = 3 h 45 min.
describe('clock formats and durations in other units', () => {
  it.each([
    ['What is 9:40 PM on a 24-hour clock?', '21:40'],
    ['Write 00:10 using the 12-hour clock with AM/PM.', '12:10 AM'],
    ['How many seconds are in 1 hour 20 minutes?', '4800'],
    ['Write 3.75 hours in hours and minutes.', '3 hours 45 minutes'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

// By hand: z = (65 − 50)/10 = 1.5; midrange of 4, 19, 7 = 11.5; MAD of 2, 4, 6, 8 = (3 + 1 + 1 + 3)/4 = 2;
// 1 ×2, 4 ×3, 10 ×1 → (2 + 12 + 10)/6 = 4.
describe('statistics beyond the list solver', () => {
  it.each([
    ['Find the z-score of 65 when the mean is 50 and the standard deviation is 10.', '1.5'],
    ['What is the midrange of 4, 19, 7?', '11.5'],
    ['Find the mean absolute deviation of 2, 4, 6, 8', '2'],
    ['Find the mean: the value 1 occurs twice, 4 occurs 3 times and 10 occurs once.', '4'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

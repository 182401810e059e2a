import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { dataStory } from '../read/data-story';

// By hand: 2, 4, 6, 9, 11, 15, 20 (odd: 9 left out): Q1 = 4, Q3 = 15, IQR = 11; 1..10: halves 1–5 and 6–10, Q1 = 3,
// Q3 = 8; 5, 1, 8, 3, 10, 6: sorted 1, 3, 5, 6, 8, 10, Q1 = 3; bills 60, 75, 52, 98: range 46; salaries 30, 35, 38,
// 41, 120: median 38; 70, 82, 91 → 4th test for a mean of 85: 340 − 243 = 97.
describe('quartiles by the medians of the halves, and data told in a story', () => {
  it.each([
    ['Find the interquartile range of 2, 4, 6, 9, 11, 15, 20 (use the median of each half).', '11'],
    ['What is the IQR of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10?', '5'],
    ['What is the first quartile of 5, 1, 8, 3, 10, 6?', '3'],
    ['Find the upper quartile of the data 2, 4, 6, 9, 11, 15, 20', '15'],
    ['Our water bills for the last 4 months were $60, $75, $52 and $98. What is the range?', '46'],
    ['Five friends earn 30, 35, 38, 41 and 120 thousand dollars. What is the median (in thousands)?', '38'],
    ['I got 70, 82 and 91 on my first three quizzes. What do I need on the 4th quiz to average exactly 85?', '97'],
    // √(Σ(x − x̄)²/(n − 1)) for 2, 4, 4, 5, 10: mean 5, squares 9 + 1 + 1 + 0 + 25 = 36, √9 = 3; for 1, 2, 4: √(7/3) ≈ 1.53.
    ['Calculate the sample standard deviation of 2, 4, 4, 5, 10. Round to two decimal places.', '3.00'],
    ['Calculate the sample standard deviation of 1, 2, 4. Round to two decimal places.', '1.53'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('names no other method than its own', () => {
    expect(solve('Find the interquartile range of 1, 2, 3, 4, 5 using linear interpolation').answer).toBeNull();
  });

  it('reads a story only when every other number is the count of values', () => {
    expect(dataStory('My 4 bills were $60, $75, $52 and $98. What is the range?')?.question).toBe(
      'Find the range of 60, 75, 52, 98',
    );
    expect(dataStory('My 3 bills were $60, $75, $52 and $98. What is the range?')).toBeNull();
    expect(dataStory('In 2023 my bills were $60, $75, $52 and $98. What is the range?')).toBeNull();
    expect(dataStory('Bills were 60, 75 and 52, and one more will be added. What is the new mean?')).toBeNull();
    // Several statistics asked at once, or a rounding the rewrite would drop.
    expect(dataStory('for 8, 3, 5, 3, 6 give the mean, median and mode in that order')).toBeNull();
    expect(dataStory('Find the standard deviation of 2, 4, 4, 5. Round to two decimal places.')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// By hand: C(7,3)·C(4,2) = 35·6 = 210; 6 people with 3 together: 4!·3! = 144; 3 cats and 2 dogs with the dogs
// together: 4!·2! = 48; LEVEL: 5!/(2!2!) = 30; 3-letter arrangements of PLANT: 5·4·3 = 60; 4-digit numbers from
// 2, 4, 6, 8, 9 without repetition: 5·4·3·2 = 120; odd 2-digit numbers from 1–5 with repetition: 5·3 = 15;
// 2 letters then 3 digits: 26²·10³ = 676000.
describe('counting with a structure the story states', () => {
  it.each([
    ['A team of 3 juniors and 2 seniors is chosen from 7 juniors and 4 seniors. How many teams are possible?', '210'],
    ['In how many ways can 6 students stand in a line if 3 particular students must stand together?', '144'],
    ['How many ways can 3 cats and 2 dogs be arranged in a row if the dogs must be next to each other?', '48'],
    ['How many different arrangements of the letters in LEVEL are there?', '30'],
    ['How many 3-letter arrangements of the letters of PLANT are there?', '60'],
    ['How many 4-digit numbers can be made from the digits 2, 4, 6, 8 and 9 without repetition?', '120'],
    ['How many odd 2-digit numbers can be formed using the digits 1-5 if repetition is allowed?', '15'],
    ['A code is 2 letters followed by 3 digits. How many codes are possible?', '676000'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses when repetition is not said for numbers made from digits', () => {
    expect(solve('How many 3-digit numbers can be made from the digits 1, 2, 3 and 4?').answer?.value).not.toBe('24');
  });
});

// By hand: 70, 75, x with mean 80 → x = 95; 88, 92, 79 and a fourth to average 85 → 81; 4 at 10 and 6 at 15 → 13;
// mean of 5 is 30, one removed → 28 → 150 − 112 = 38; the first 8 even numbers: mean 9.
describe('means told as stories', () => {
  it.each([
    ['Her scores were 70, 75 and x, and the mean is 80. Find x.', '95'],
    ['Tom scored 88, 92 and 79. What does he need on the next test to average 85?', '81'],
    ['Four boxes weighing 10 kg and six boxes weighing 15 kg: what is the mean weight?', '13'],
    ['The mean of 5 numbers is 30. If one number is removed, the mean becomes 28. What number was removed?', '38'],
    ['What is the mean of the first 8 even numbers?', '9'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

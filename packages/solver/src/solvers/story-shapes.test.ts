import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

// By hand: 4 and 12 hours together: 48/16 = 3; 450 km apart at 40 and 50 km/h: 450/90 = 5;
// $1,500 at 4% compounded semiannually for 2 years: 1500 · 1.02⁴ = 1623.6483… → 1623.65;
// 3 pens at $1.25 each and a ruler for $0.80: 4.55, change from $10: 5.45; three times as many, 84 together: 63;
// 5 times as old, in 12 years 3 times as old: b = 12·2/2 = 12, a = 60; length 2 less than 3 times the width,
// perimeter 60: 8w − 4 = 60, w = 8, l = 22, area 176; 12 L of 25% to 15%: 12·25/15 − 12 = 8.
describe('stories with a known shape, read from their facts', () => {
  it.each([
    [
      'One printer finishes the job in 4 hours and a slower one in 12 hours. How long does it take if both work together?',
      '3',
    ],
    [
      'Two cyclists are 450 km apart and ride towards each other at 40 km/h and 50 km/h. How many hours until they meet?',
      '5',
    ],
    ['You deposit $1,500 at 4% compounded semiannually. How much is in the account after 2 years?', '1623.65'],
    ['Leo buys 3 pens at $1.25 each and a ruler for $0.80. How much does he spend?', '4.55'],
    ['Leo buys 3 pens at $1.25 each and a ruler for $0.80. He pays with $10. How much change does he get?', '5.45'],
    ['Nina has three times as many stickers as Omar. Together they have 84. How many does Nina have?', '63'],
    [
      'A woman is 5 times as old as her daughter. In 12 years she will be 3 times as old as her daughter. How old is the daughter now?',
      '12',
    ],
    [
      'The length of a rectangle is 2 m less than 3 times its width and the perimeter is 60 m. What is the area?',
      '176',
    ],
    ['How many litres of water must be added to 12 litres of a 25% acid solution to make it 15%?', '8'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, value, out).status).toBe('verified');
  });

  it('answers no story whose numbers it would not all use', () => {
    // The third worker's 6 hours would be left out of a two-worker reading.
    expect(
      solve('A does a job in 4 hours, B in 12 hours and C in 6 hours. How long working together?').answer?.value,
    ).not.toBe('3');
    // "$50 less than …" is a comparison, not 50 items bought: no shopping total.
    expect(
      solve(
        'Ten boxes cost $50 less than the total cost of 3 chairs sold at $40 each. What is the total cost of one box?',
      ).answer?.value,
    ).not.toBe('2000');
    // A dilution to a stronger solution by adding water is impossible: no answer.
    expect(
      solve('How many litres of water must be added to 12 litres of a 25% solution to make it 40%?').answer,
    ).toBeFalsy();
  });
});

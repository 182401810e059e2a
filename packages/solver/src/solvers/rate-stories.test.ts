import { describe, expect, it } from 'vitest';
import { sameAnswer, solve } from '../index';

// By hand: 15 × $1.20 = $18; 360 words ÷ 40 words a minute = 9 minutes; 240 km ÷ 16 km per litre × $1.50 = $22.50;
// 6 mugs for $27 → 10 mugs $45; 2 scoops of rice for 5 people → 8 people: 3.2 scoops; $120 + $35·w = $400 → w = 8;
// $4 + $2.25 per km, fare $31 → 12 km; 900 L draining 45 L per hour → 20 hours to empty; $75 fee + $12 per class ×
// 10 classes = $195; 200 km at 80 km/h → 2.5 hours.
describe('stories of amounts and rates, read by their units', () => {
  it.each([
    ['Notebooks cost $1.20 each. How much do 15 notebooks cost?', '18'],
    ['Ana types 40 words per minute. How many minutes will it take her to type 360 words?', '9'],
    ['Fuel costs $1.50 per litre and the van goes 16 km per litre. How much does fuel cost for a 240 km trip?', '22.5'],
    ['6 mugs cost $27. How much do 10 mugs cost?', '45'],
    ['A recipe uses 2 scoops of rice for 5 people. How much rice is needed for 8 people?', '3.2'],
    ['Leo has $120 and saves $35 a week. After how many weeks will he have $400?', '8'],
    ['A cab charges $4 plus $2.25 per km. The fare was $31. How many km was the trip?', '12'],
    ['A pool holds 900 liters and drains 45 liters per hour. How long until it is empty?', '20'],
    ['A club charges a $75 joining fee and $12 per class. How much do 10 classes cost?', '195'],
    ['How long does it take to drive 200 km at 80 km/h?', '2.5'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses a story with a number it does not place, or a question its units cannot answer', () => {
    // "after a 10% discount" is a percent story: not a rate.
    expect(solve('Pens cost $2 each. How much do 6 pens cost after a 10% discount?').answer?.value).not.toBe('12');
    // The 3 friends are not a quantity of the rate: the story is not read whole.
    expect(solve('Pens cost $2 each. 3 friends buy 6 pens each. How much do they pay?').answer?.value).not.toBe('12');
  });
});

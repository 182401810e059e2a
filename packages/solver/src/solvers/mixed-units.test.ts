import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// By hand: 437 min = 7 h 17 min; 10,000 s = 2 h 46 min 40 s; 3 yd 2 ft = 132 in; 2 h 35 min = 155 min;
// 1 h 45 min = 1.75 h; 100 in = 8 ft 4 in; 70 oz = 4 lb 6 oz; 75 h = 3 days 3 h; 6 ft 1 in = 73 in = 185.42 cm;
// 180 min = 3 hours exactly.
describe('quantities in more than one unit', () => {
  it.each([
    ['how many hours and minutes is 437 minutes', '7 hours 17 minutes'],
    ['Write 10,000 seconds in hours, minutes and seconds.', '2 hours 46 minutes 40 seconds'],
    ['How many inches are in 3 yards 2 feet?', '132'],
    ['Convert 2 h 35 min to minutes', '155'],
    ['What is 1 hour and 45 minutes in hours?', '1.75'],
    ['Convert 100 inches to feet and inches', '8 feet 4 inches'],
    ['How many pounds and ounces is 70 ounces?', '4 pounds 6 ounces'],
    ['Convert 75 hours to days and hours', '3 days 3 hours'],
    ['6 ft 1 in = ? cm', '185.42'],
    ['Express 180 minutes in hours and minutes', '3 hours'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it.each([
    // Units of different kinds, or smaller before larger, are not one quantity.
    'Convert 3 kg 20 cm to grams',
    'Convert 500 minutes to minutes and hours',
    'How many hours and kilograms is 500 minutes',
  ])('%s gets no answer from it', (problem) => {
    expect(solve(problem).answer).toBeNull();
  });
});

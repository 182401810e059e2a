import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { quantityReferent } from './quantity-referent';

describe('"that", "this" or "it": the one quantity of the story', () => {
  it('puts the quantity in its place', () => {
    expect(quantityReferent('The hike took 3 h 40 min. How many minutes is that?')).toBe(
      'How many minutes is 3 h 40 min',
    );
    expect(quantityReferent('A parcel weighs 1.8 kg. Write this in grams.')).toBe('Write 1.8 kg in grams');
  });

  it.each([
    // 3·60 + 40 = 220.
    ['The hike took 3 h 40 min. How many minutes is that?', '220'],
    ['A parcel weighs 1.8 kg. Write this in grams.', '1800'],
    ['Our swim lasted 130 minutes. Write it in hours and minutes.', '2 hours 10 minutes'],
    // 2·3600 + 5·60 + 9 = 7509.
    ['Her marathon time was 2 h 5 min 9 s. How many seconds is that?', '7509'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it.each([
    // Two quantities: which one "it" is cannot be told.
    'The pool is 25 m long and 12 m wide. How long is it in centimetres?',
    // A number that is not the quantity's.
    'A box of 12 eggs weighs 720 g. How many kilograms is that?',
    // The question brings a number of its own.
    'The film lasts 95 minutes. Is that more than 2 hours?',
  ])('gives nothing for %s', (problem) => {
    expect(quantityReferent(problem)).toBeNull();
  });
});

describe('times of day in stories and in chat', () => {
  it.each([
    // The story says which time ends the day: 08:50 to 15:20 is 6 h 30 min, not 17 h 30 min.
    ['Practice ends at 17:05. It begins at 15:40. How long is practice?', '1 hour 25 minutes'],
    ['The library closes at 6:15 pm. It opens at 9:30 am. How long is it open?', '8 hours 45 minutes'],
    ['The night shift starts at 21:30 and ends at 05:45. How long is the shift?', '8 hours 15 minutes'],
    ['How many hours and minutes from 09:40 to 13:05?', '3 hours 25 minutes'],
    ['if its 10pm now what time will it be in 7 hours', '5:00 AM'],
    ['What will the time be 500 minutes after midnight?', '8:20 AM'],
    ['The play starts at 18:45 and runs for 2 hours 50 minutes. When does it finish (24-hour clock)?', '21:35'],
    ['How many days are there between 10 Feb 2023 and 5 Apr 2023?', '54'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

describe('a precision asked in chat', () => {
  it.each([
    // 3 lb = 1.36077711 kg.
    ['3 lbs to kg approx? 2 dp pls', '1.36'],
    ['what is 19/7 3 dp', '2.714'],
    ['sqrt(20) 3sf', '4.47'],
    // 8 km = 4.97096… miles.
    ['What is 8 km in miles, to 3 significant figures?', '4.97'],
    ['5/7, to 2 significant figures', '0.71'],
    // "to 2 decimal places" already says it: read once, not twice.
    ['Round 2.71828 to 2 decimal places', '2.72'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

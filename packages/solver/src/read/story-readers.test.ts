import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { unitList } from './unit-list';
import { storyQuestion } from './story-question';

describe('stories around a question', () => {
  it.each([
    // The question holds its own math; the story's other numbers change nothing in a conversion or a base.
    [
      'The Lees drove 90 miles to the coast and paid $35 for parking. How many kilometres is 90 miles? Use 1 mile = 1.609344 km.',
      '144.84096',
    ],
    ['Omar picks a shade of blue whose value is 175. What is 175 written in hexadecimal? Use lowercase letters.', 'af'],
    ['The gym has 323 lockers. Is 323 prime or composite?', 'composite'],
    ['Determine what percentage 27 is of 60.', '45'],
    // Named values compared: the answer is the name.
    ['Two friends share cake. Mo eats 3/8 of a cake and Lu eats 0.4 of a cake. Who eats more cake?', 'Lu'],
    ['Ivy ran 5.2 km, Tom ran 5.25 km and Raj ran 5.19 km. Who ran the shortest distance?', 'Raj'],
    // A list in one unit: an order or an extreme asked of it.
    [
      'The four throws were 31.5 m, 31.05 m, 31.55 m and 31.505 m. List the throws from shortest to longest.',
      '31.05, 31.5, 31.505, 31.55',
    ],
    ['The lows this week were −2.5 °C, −3 °C and −0.5 °C. Which was the coldest?', '-3'],
    // A volume asked in litres is given in litres (50 · 30 · 20 cm³ = 30 L).
    ['A box measures 50 cm by 30 cm by 20 cm. What is its volume in litres?', '30'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('never leaves out a story that states a rule or changes the question', () => {
    expect(storyQuestion('In this problem use 1 mile = 1.6 km. How many km is 50 miles?')).toBeNull();
    expect(solve('Prices rose 10% this year. What is 15% of 80?').answer).toBeNull();
    // Two numbers by one name, or a number with no name: not a comparison of named values.
    expect(solve('In 2023 Ana sold 40 cakes and Ben sold 35. Who sold more?').answer).toBeNull();
    expect(unitList('The sides are 3x, 4x and 5x. Which is the largest?')).toBeNull();
    // A list with another number beside it.
    expect(
      unitList('The lows were −2.5 °C, −3 °C and −0.5 °C, and 12 mm of rain fell. Which was the coldest?'),
    ).toBeNull();
  });

  it('gives no area in one unit when another is asked', () => {
    // The measures are in metres and the area is asked in cm²: 40 would be in the wrong unit.
    expect(solve('A rectangle is 8 m long and 5 m wide. What is its area in cm²?').answer?.value).not.toBe('40');
  });
});

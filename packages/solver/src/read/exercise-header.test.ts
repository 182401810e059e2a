import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { exerciseItem } from './exercise-header';

describe("an item pasted with its exercise's heading", () => {
  it("applies the heading's instruction to the item", () => {
    expect(exerciseItem('Exercise 5.1  Solve each equation.\n3)  2(x + 4) = 5x − 1')).toBe('Solve 2(x + 4) = 5x − 1.');
    expect(exerciseItem('Section 3 — Convert each number to base 2.\n(ii)  45')).toBe('Convert 45 to base 2.');
    expect(exerciseItem('Q4  Round to 2 decimal places.\n(b)  3.14159')).toBe('Round 3.14159 to 2 decimal places.');
    expect(exerciseItem('Exercise 2C  Factorise fully.\n7.  6x² − 24')).toBe('Factorise fully: 6x² − 24.');
    // A title says what the exercise is about; an item that asks its own question stands alone.
    expect(exerciseItem('Q12  Speed and distance\n(a)  How far does a car go in 3 hours at 52 km/h?')).toBe(
      'How far does a car go in 3 hours at 52 km/h?',
    );
    // A statement of the heading is data the item needs.
    expect(exerciseItem('Q3  Two fair dice are rolled.\n(c)  Find the probability that the sum is 9.')).toBe(
      'Two fair dice are rolled. Find the probability that the sum is 9.',
    );
  });

  it.each([
    ['Exercise 5.1  Solve each equation.\n3)  2(x + 4) = 5x − 1', '3'],
    ['Section 3 — Convert each number to base 2.\n(ii)  45', '101101'],
    ['Q4  Round to 2 decimal places.\n(b)  3.14159', '3.14'],
    // 2/5 + 1/3 ÷ 5/6 = 2/5 + 2/5 = 4/5.
    ['Exercise 1.3  Evaluate. Give each answer as a fraction in its simplest form.\n12)  2/5 + 1/3 ÷ 5/6', '4/5'],
    [
      'Section 4 — Significant figures. Write each number correct to 3 significant figures.\n(iii)  0.0072519',
      '0.00725',
    ],
    [
      'Exercise 3A  Round each number to the number of decimal places shown in brackets.\n4)  12.3456  (1 d.p.)',
      '12.3',
    ],
    ['Exercise 7  Find each amount.\n2)  15% of 420', '63'],
    ['Exercise 9.1  Find the percentage increase in each case.\n5)  from 40 kg to 46 kg', '15'],
    ['Section 2.2 — Find the remainder in each case.\n(iv)  3⁴⁰ is divided by 7', '4'],
    ['Exercise 4.4  Find the gradient of the line through each pair of points.\n3)  (1, 2) and (4, 11)', '3'],
    ['Q6  Solve each pair of simultaneous equations.\n(a)  x + y = 9\n     x − y = 3', 'x = 6, y = 3'],
    ['Exercise 10.2  Write each list in ascending order.\n5)  0.3, 1/4, 0.28', '1/4, 0.28, 0.3'],
    ['Section 6 — Evaluate each limit.\n(i)  lim_{x→2} (x² − 4)/(x − 2)', '4'],
    ['Q2  Convert the units.\n(d)  4.5 km to m', '4500'],
    ['Exercise 8  Evaluate without a calculator.\n(b)  ⁷P₂', '42'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('reads nothing without a heading and one numbered item', () => {
    expect(exerciseItem('Solve 2x + 1 = 7')).toBeNull();
    expect(exerciseItem('Exercise 4.2  Solve each equation.')).toBeNull();
    expect(exerciseItem('My homework for tonight:\n3) 2x + 1 = 7')).toBeNull();
  });
});

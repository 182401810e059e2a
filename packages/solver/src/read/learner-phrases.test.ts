import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { learnerWording } from './learner-phrases';

describe("learners' and fast typists' wordings", () => {
  it('writes them the usual way', () => {
    expect(learnerWording('sovle x^2 = 9')).toBe('solve x^2 = 9');
    expect(learnerWording('Which is more big, 2/3 or 0.6?')).toBe('Which is bigger, 2/3 or 0.6?');
    expect(learnerWording('What is the rest when 100 is divide by 7?')).toBe(
      'What is the remainder when 100 is divided by 7?',
    );
    // A word that only looks like a typo is left alone.
    expect(learnerWording('The wattage is 60')).toBe('The wattage is 60');
  });

  it.each([
    // lcm(12, 20, 30) = 60.
    ['Find me the least common multiple from 12, 20 and 30.', '60'],
    // 3^20 mod 5: 3^4 ≡ 1, so 3^20 ≡ 1.
    ['What is the rest when 3 to the power 20 is divide by 5?', '1'],
    ['How many divisor has the number 100?', '9'],
    ['Which number is more small: 0.3 or 2/7?', '2/7'],
    ['Please change the number 50 in the base 2.', '110010'],
    // (5 − 1)! = 24.
    ['In how many ways 5 friends can sit around a round table?', '24'],
    ['How many ways are for choose a captain and a vice captain from 9 players?', '72'],
    // 1 − (5/6)² = 11/36.
    ['A die is roll 2 times. What is the probability to get at least one six?', '11/36'],
    ['Make more simple the expression (a^4 · a^2) / a^3.', 'a**3'],
    ['Calculate the derivate of f(x) = x^3 + 2x.', '3*x**2 + 2'],
    ['Find the x when |x + 1| = 4.', '-5, 3'],
    ['For which x the expression x^2 − 4 is bigger than 0?', 'x < -2 or x > 2'],
    // 400 → 360 is a 10% fall.
    ['The price was 400 and now it decrease to 360. Of how many percent it decreased?', '10'],
    ['How much is the percent of 30 from 120?', '25'],
    ['How much is 3/4 divided with 3/8?', '2'],
    // 2 + 1 + 1/2 + … = 4.
    ['2+1+1/2+... infinte sum?', '4'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { functionStory } from './function-story';

describe('a question asked of a function told in a story', () => {
  it.each([
    // −5t² + 30t + 2: the top is at t = 3, height −45 + 90 + 2 = 47.
    [
      'A stone is thrown so that its height is h(t) = -5t^2 + 30t + 2 metres after t seconds. What is its greatest height?',
      '47',
    ],
    [
      'A stone is thrown so that its height is h(t) = -5t^2 + 30t + 2 metres. When does it reach its highest point?',
      '3',
    ],
    // R(p) = −3p² + 90p: most revenue at p = 15, R = 675.
    ['My shop’s revenue is R(p) = -3p^2 + 90p dollars at price p. What is the most revenue I can make?', '675'],
    // C(n) = n² − 10n + 40: least at n = 5, C = 15.
    ['The cost is C(n) = n^2 - 10n + 40 for n units. For how many units is the cost lowest?', '5'],
    // A(t) = 250 + 35t after 6 weeks: 460.
    ['My savings are A(t) = 250 + 35t dollars after t weeks. How much will I have after 6 weeks?', '460'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('reads nothing when there are two definitions or the question names no number or extreme', () => {
    expect(functionStory('f(x) = 2x and g(x) = x + 1. What is the largest value?')).toBeNull();
    expect(functionStory('The height is h(t) = -5t^2 + 30t. Describe the graph.')).toBeNull();
  });

  it('gives no maximum of a parabola that opens upward', () => {
    expect(solve('The cost is C(n) = n^2 - 10n + 40 for n units. What is the highest cost?').answer).toBeNull();
  });
});

describe('what a function story is not', () => {
  it('leaves a recurrence, a nested call and a second equation to other readers', () => {
    expect(functionStory('a(n) = a(n-1) + 3 and a(1) = 2. Find a(5)')).toBeNull();
    expect(functionStory('Let f(x) = 1/(x + 1). What is f(f(f(2)))?')).toBeNull();
    expect(functionStory('The price is p(t) = 4 + 2t when t = 3. What is it after 2 weeks?')).toBeNull();
  });
});

describe("the question's number as a value of the function", () => {
  it.each([
    // 15 + 4t = 63 at t = 12.
    [
      'A candle burns so that its height is H(t) = 30 - 2t cm after t hours. After how many hours is it 12 cm tall?',
      '9',
    ],
    ['My tank holds V(t) = 15 + 4t litres after t minutes. When does it reach 63 litres?', '12'],
    // −5t² + 25t > 20 between the roots 1 and 4.
    [
      'A ball’s height is h(t) = -5t^2 + 25t metres after t seconds. For which values of t is it higher than 20 m?',
      '1 < t < 4',
    ],
    ['Savings S(w) = 40 + 15w dollars after w weeks. After how many weeks are they at least 160 dollars?', 'w >= 8'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('never evaluates the function at a value it is asked to reach', () => {
    expect(
      functionStory('The water is T(t) = 20 + 5t degrees after t minutes. Will it ever reach 90 degrees?'),
    ).toBeNull();
  });
});

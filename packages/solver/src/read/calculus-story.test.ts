import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { calculusStory } from './calculus-story';
import { graphStory } from './graph-story';

// By hand: ∫₀³ (4t + 1) dt = 18 + 3 = 21; ∫₁² 6t² dt = 2(8 − 1) = 14; lim 900t/(t + 9) = 900;
// the average of 10 + t on [0, 4] is 12; ∫₀⁵ 3t² dt = 125.
describe('calculus told as a story about a function of time', () => {
  it.each([
    ['A cyclist’s velocity is v(t) = 4t + 1 m/s. How far does she travel from t = 0 to t = 3 seconds?', '21'],
    [
      'Oil leaks from a tank at a rate of r(t) = 6t² litres per hour. How many litres leak between t = 1 and t = 2 hours?',
      '14',
    ],
    [
      'A fish population is modelled by N(t) = 900t/(t + 9). What value does the population approach as t grows without bound?',
      '900',
    ],
    [
      'The depth of a pond t days after rain is D(t) = 10 + t cm. Find the average depth between t = 0 and t = 4.',
      '12',
    ],
    ['Evaluate the integral of 3t^2 from 0 to 5', '125'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('does not take the integral of a velocity that may be negative for a distance', () => {
    expect(
      calculusStory('A ball’s velocity is v(t) = 10 - 4t m/s. How far does it travel from t = 0 to t = 5?'),
    ).toBeNull();
  });
});

describe('a graph asked of a story’s model', () => {
  it.each([
    ['A plumber charges a $60 call-out fee and $45 per hour. Graph the cost y after x hours.', '45*x + 60'],
    ['A scooter hire costs a $3 base fee plus $0.25 per minute. Graph the cost y against the time x.', 'x/4 + 3'],
    ['A colony of ants starts with 50 ants and triples every week. Graph the number y after x weeks.', '50*3**(x)'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.graphs.length).toBeGreaterThan(0);
  });

  it('leaves a story with another number alone', () => {
    expect(
      graphStory('A gym charges a $40 fee and $25 per month for 2 people. Graph the cost y after x months.'),
    ).toBeNull();
  });
});

// By hand: (f(6) − f(2))/(6 − 2) for f(x) = x² − 2x: (24 − 0)/4 = 6; for g(x) = x³: (27 − 1)/2 = 13.
describe('the average rate of change of a named function', () => {
  it.each([
    ['For f(x) = x² − 2x, what is the average rate of change from x = 2 to x = 6?', '6'],
    ['g(x) = x^3   whats the avg rate of change b/w x=1 and x=3', '13'],
  ])('%s → %s (not the average value)', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

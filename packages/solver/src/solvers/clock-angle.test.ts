import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// By hand: 4:00 → 120°; 6:30 → |180 − 165| = 15°; 9:45 → |270 − 247.5| = 22.5°; the larger at 2:00 → 300°.
describe('the angle between the hands of a clock', () => {
  it.each([
    ['What is the smaller angle, in degrees, between the hands of a clock at 4:00?', '120'],
    ['At 6:30, how many degrees are in the smaller angle formed by the hands of the clock?', '15'],
    ['Find the angle between the hour hand and the minute hand of a clock at 9:45.', '22.5'],
    ['What is the larger angle between the hands of a clock at 2:00?', '300'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

// By hand: 1.5 hours = 5400 s; 15 March 2028 is a Wednesday.
describe('time told the other way round', () => {
  it.each([
    ['1.5 hours is how many seconds?', '5400'],
    ['What day of the week is 15 March 2028?', 'Wednesday'],
  ])('%s → %s', (problem, value) => {
    expect(solve(problem).answer?.value).toBe(value);
  });
});

import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { roundingStory } from './rounding-story';

describe('a rounding told as a story', () => {
  it.each([
    [
      'A swimmer finished in 58.4361 seconds; the screen rounds to the nearest hundredth of a second. What does it show?',
      '58.44',
    ],
    [
      'The town raised 86,519 dollars. The paper prints it to the nearest thousand dollars. What number is printed?',
      '87000',
    ],
    ['A balance reads 2.99951 g. The record must be to 3 decimal places. What is recorded?', '3.000'],
    ['How it is 5678.91 when we round it to the nearest hundred?', '5700'],
    ['round 355/113 to 4 decimal plcaes pls', '3.1416'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('leaves alone a story with a second number or another operation', () => {
    expect(roundingStory('Tom ran 3 laps in 4.567 minutes. Round to the nearest tenth. What is shown?')).toBeNull();
    expect(roundingStory('A square has side 2.35 m. What is its area to the nearest tenth?')).toBeNull();
    expect(roundingStory('It is 40% of 12.5 to the nearest whole number.')).toBeNull();
  });
});

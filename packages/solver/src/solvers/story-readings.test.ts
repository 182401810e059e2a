import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// Stories that were once answered, and verified, while a number or a word of them went unread.
describe('stories read whole', () => {
  it('rounds a story answer when the question asks for it after a comma', () => {
    // 5000·1.02³ = 5306.04: to the nearest whole number 5306.
    const out = solve(
      'A village of 5000 people grows by 2% per year. What is the population after 3 years, rounded to the nearest whole number?',
    );
    expect(out.answer?.value).toBe('5306');
  });

  it('takes an unpaid break off a shift', () => {
    // 9:15 PM to 5:45 AM is 8 h 30 min; less a 30-minute break, 8 hours.
    expect(
      solve('My shift started at 9:15 PM and ended at 5:45 AM, with a 30-minute unpaid break. How long was I paid for?')
        .answer?.value,
    ).toBe('8 hours');
    // 7:45 AM to 4:15 PM is 8.5 hours; less 45 minutes for lunch, 7.75 = 31/4 hours.
    expect(
      solve('I work from 7:45 AM to 4:15 PM and take 45 minutes for lunch. How many hours do I work?').answer?.value,
    ).toBe('31/4');
  });

  it('averages speeds over the whole time, not over the legs', () => {
    // 60 km at 30 km/h (2 h) and 60 km at 60 km/h (1 h): 120 km in 3 h, 40 km/h (not 45).
    expect(solve('We rode 60 km at 30 km/h and then 60 km at 60 km/h. What was our average speed?').answer?.value).toBe(
      '40',
    );
    // 1 hour at 40 mph and 3 hours at 60 mph: 220 miles in 4 hours, 55 mph.
    expect(solve('I drove 1 hour at 40 mph and 3 hours at 60 mph. What was my average speed?').answer?.value).toBe(
      '55',
    );
  });

  it('reads the limits of an integral written before the integrand', () => {
    // ∫ from 1 to 3 of (2x − 1) dx = [x² − x]₁³ = 6 − 0 = 6.
    expect(solve('4) Evaluate ∫ from 1 to 3 of (2x - 1) dx').answer?.value).toBe('6');
    // Words left in an integrand are never taken as letters multiplied.
    expect(solve('Integrate from 1 to 3 of 2x').answer).toBeNull();
  });

  it('draws the line it found when the question asks for a graph', () => {
    // Through (0, -2) and (2, 4): y = 3x − 2.
    const out = solve('Find the line through (0, -2) and (2, 4) and graph it.');
    expect(out.answer?.value).toBe('3*x - 2');
    expect(out.graphs).toHaveLength(1);
    expect(out.graphs[0]?.points.every((p) => Math.abs(p.y - (3 * p.x - 2)) < 1e-9)).toBe(true);
  });

  it('reads a daily change as a sequence, never as a proportion', () => {
    // 40 pages on the first day, 3 fewer each day: day 5 is 40 − 12 = 28 (a proportion would say 40/3·5).
    const out = solve(
      'On the first day she reads 40 pages, and each day she reads 3 fewer pages than the day before. How many pages does she read on day 5?',
    );
    expect(out.answer?.value).toBe('28');
  });
});

describe('a common multiple asked as a time of day', () => {
  it('adds the least common multiple to the starting time', () => {
    // lcm(10, 15) = 30 minutes after 7:45 AM is 8:15 AM.
    const out = solve(
      'A bus leaves every 10 minutes and a tram every 15 minutes. Both leave at 7:45 AM. When do they next leave together?',
    );
    expect(out.answer?.value).toBe('8:15 AM');
    // Asked in minutes, the count itself.
    expect(
      solve(
        'A bus leaves every 10 minutes and a tram every 15 minutes. Both leave at 7:45 AM. How many minutes until they next leave together?',
      ).answer?.value,
    ).toBe('30');
  });
});

describe('misreadings found on competition problems', () => {
  it("never takes the areas of a box's faces for its sides", () => {
    // Faces 10, 15 and 6: the sides are 2, 3 and 5, volume 30 (not 10·15·6 = 900).
    expect(
      solve('A rectangular box has three faces with areas of 10, 15 and 6 square cm. What is its volume in cubic cm?')
        .answer?.value ?? null,
    ).not.toBe('900');
  });

  it('counts a choice from each of two groups', () => {
    // C(5, 1)·C(4, 2) = 5·6 = 30.
    const out = solve(
      'A cafe sells five kinds of bread and four different spreads. How many combinations of one bread and two different spreads are there?',
    );
    expect(out.answer?.value).toBe('30');
    expect(out.verified?.ok).toBe(true);
  });

  it('answers a "base six sum" in base six', () => {
    // 25₆ + 14₆ = 17 + 10 = 27 = 43₆.
    expect(solve('What is the base six sum of $25_6$ and $14_6$?').answer?.value).toBe('43');
  });
});

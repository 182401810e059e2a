import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { solveArrangementCounts } from './arrangement-counts';

// By hand: odd 3-digit from 1–6 no repeats: 3 · 5 · 4 = 60; from 0, 2, 4, 6, 8 no repeats: 4 · 4 · 3 = 48;
// > 600 from 3, 5, 6, 8 no repeats: 2 · 3 · 2 = 12; 6 in a line, two never together: 720 − 240 = 480; together 2·5! = 240.
describe('counts with a condition, by listing', () => {
  it.each([
    ['how many 3 digit numbers can u make with the digits 1-6, no repeats, and it has to be odd', '60'],
    ['How many 3-digit numbers can be made from the digits 0, 2, 4, 6, 8 without repetition?', '48'],
    ['How many 3-digit numbers greater than 600 can be formed using the digits 3, 5, 6, 8 with no repetition?', '12'],
    ['In how many ways can 6 people stand in a line if Cara and Dev must not stand next to each other?', '480'],
    ['In how many ways can 6 friends sit in a row if Eli and Fay must sit together?', '240'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('reads a negation before "repeat" as no repeats', () => {
    // 8 · 7 · 6 = 336, not 8³ = 512.
    expect(
      solve('How many 3-digit PINs can be formed using digits 1-8 if no digit can be repeated?').answer?.value,
    ).toBe('336');
    expect(solve('How many 3-digit PINs can be formed using digits 1-8 if digits cannot repeat?').answer?.value).toBe(
      '336',
    );
  });

  it('refuses digits when repeats are not said, and never answers a condition with all the orders', () => {
    expect(
      solveArrangementCounts('How many 4 digit numbers can be made with the digits 1-7?', Date.now() + 1000),
    ).toBeNull();
    expect(solve('In how many ways can 6 friends sit in a row if Ann must sit at an end?').answer?.value).not.toBe(
      '720',
    );
  });
});

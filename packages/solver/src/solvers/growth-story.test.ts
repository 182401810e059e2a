import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('growth by a whole factor each period', () => {
  it.each([
    // 300·2^(t/4) = 4800: 2^(t/4) = 16, t = 16.
    [
      'Yeast in a jar doubles every 4 hours, starting from 300 cells. After how many hours will there be 4800 cells?',
      '16',
    ],
    // 64 g with a half-life of 6 days: after 18 days, 64/8 = 8.
    ['An isotope has a half-life of 6 days. A lab starts with 64 grams. How many grams remain after 18 days?', '8'],
    // 40 triples every 2 weeks: after 6 weeks 40·27 = 1080.
    ['A patch of 40 weeds triples every 2 weeks. How many weeds are there after 6 weeks?', '1080'],
    // Doubling every 30 minutes, asked in hours: after 2 hours there are 4 doublings, 25·16 = 400.
    ['A culture doubles every 30 minutes. It starts with 25 cells. How many cells are there after 2 hours?', '400'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives the time by logarithms when it is not a whole number of periods, rounded when asked', () => {
    // 200·2^(t/5) = 1000: t = 5·log2(5) ≈ 11.609.
    const out = solve(
      'A rumour doubles every 5 days, starting from 200 people. After how many days will 1000 people have heard it? Round to one decimal place.',
    );
    expect(out.answer?.value).toBe('11.6');
  });

  it('is never read as a proportion', () => {
    // A proportion would say 3 hours per 100 cells; the culture grows by doubling.
    const out = solve(
      'A culture doubles every 3 hours. There are 100 cells at first. After how many hours are there 800 cells?',
    );
    expect(out.answer?.value).toBe('9');
  });
});

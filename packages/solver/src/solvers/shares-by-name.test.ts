import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('an amount shared in a ratio', () => {
  it.each([
    // 350 in 2 : 5: one part 50, Lee gets 250.
    ['Share $350 between Kim and Lee in the ratio 2:5. How much does Lee get?', '250'],
    ['Divide 120 dollar between Ana and Raj in the ratio 1 : 3. How much get Ana?', '30'],
    ['Split 180 in the ratio 2 : 3 : 4. What is the smallest share?', '40'],
    ['$84 is shared between Sam and Tia in the ratio 3:4. How much does Tia get?', '48'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('asks which share when none is named', () => {
    expect(solve('Share $350 in the ratio 2:5.').answer).toBeNull();
  });
});

describe('money and time as exam papers and learners write them', () => {
  it.each([
    // 1000 × 1.05² = 1102.50.
    [
      'A sum of \\$1000 is invested at $5\\%$ per annum compound interest, compounded annually. Calculate the value after 2 years.',
      '1102.5',
    ],
    // 800 × 0.06 × 3 = 144.
    ['\\$800 is invested at $6\\%$ p.a. simple interest. Calculate the interest earned after 3 years.', '144'],
    // £540 with 20% VAT: 450 without.
    ['Given that the price of a bike including VAT at $20\\%$ is £540, determine the price excluding VAT.', '450'],
    ['what time is 2130 in 12hr time', '9:30 PM'],
    [
      'The bus leave at 22:50 and travel 2 hours 20 minutes. At what time it arrive? Use the 24 hour clock like hh:mm.',
      '01:10',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('choices with a condition, rows with people kept together', () => {
  it.each([
    // C(3, 1)·C(5, 3) = 30.
    ['A team of 4 is chosen from 5 boys and 3 girls. How many teams have exactly 1 girl?', '30'],
    // At least 2 of 3 girls in a team of 3 from 4 boys and 3 girls: C(3,2)·C(4,1) + C(3,3) = 13.
    ['A committee of 3 is to be selected from 4 boys and 3 girls. How many committees include at least 2 girls?', '13'],
    // No women: C(5, 3) = 10.
    ['A panel of 3 is formed from 5 men and 4 women. How many panels have no women?', '10'],
    // 4 in a row with 2 together: 3!·2! = 12; apart: 4! − 12 = 12.
    ['In how many ways can 4 friends sit in a row if 2 of them must sit next to each other?', '12'],
    ['How many ways can 6 students line up in a row if 2 of them must not stand next to each other?', '480'],
    // 3 kept together among 5: 3!·3! = 36.
    [
      '5 books are arranged in a row on a shelf. In how many ways can this be done if 3 particular books are kept together?',
      '36',
    ],
    // Two groups in one row: 2 men and 4 women with the 2 men together: 5!·2! = 240.
    ['In how many ways can 2 men and 4 women sit in a row if the 2 men must sit together?', '240'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

describe('binomial probabilities and independent events', () => {
  it.each([
    // C(4, 1)(1/3)(2/3)³ = 32/81.
    ['X ~ B(4, 1/3). Find P(X = 1).', '32/81'],
    // P(X ≤ 1) for B(3, 0.5) = 1/8 + 3/8 = 1/2.
    ['X ~ Bin(3, 0.5): find P(X ≤ 1)', '1/2'],
    ['Given that X follows a binomial distribution with n = 5 and p = 0.2, find P(X = 0).', '1024/3125'],
    // 0.9 × 0.8 = 0.72 neither; 1 − 0.72 = 0.28 at least one; 0.1 × 0.2 = 0.02 both.
    [
      'The chance that bus A is late is 0.1 and that bus B is late is 0.2, independently. What is the probability that neither is late?',
      '18/25',
    ],
    [
      'P(pass maths) is 0.1 and P(pass art) is 0.2; the events are independent. Find the probability of passing at least one.',
      '7/25',
    ],
    ['Two independent events have probabilities 10% and 20%. What is the probability that both happen?', '1/50'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('does not read more numbers than the two probabilities as independent events', () => {
    expect(
      solve(
        'The probability of rain is 0.3 on each of 3 independent days. What is the probability of rain on neither day?',
      ).answer?.value,
    ).not.toBe('49/100');
  });
});

import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('two draws from groups counted in a story', () => {
  it.each([
    // 4 red, 6 blue, no replacement: first red then blue = 4/10 · 6/9 = 4/15.
    [
      'A jar has 4 red balls and 6 blue balls. Two balls are drawn and not replaced. What is the probability that the first ball is red and the second ball is blue?',
      '4/15',
    ],
    // 6 boys, 4 girls: one of each = 2·6·4/(10·9) = 8/15.
    [
      'A team has 6 boys and 4 girls. The coach picks 2 players at random. What is the probability that one boy and one girl are picked?',
      '8/15',
    ],
    // 9 pens, 5 of them black and 4 blue: both blue = 4·3/(9·8) = 1/6.
    [
      'Sara has 9 pens. 5 of them are black and 4 of them are blue. If she takes 2 pens at random, what is the probability that both are blue?',
      '1/6',
    ],
    // 3 green, 7 yellow, with replacement: at least one green = 1 − (7/10)² = 51/100.
    [
      'A bag has 3 green and 7 yellow tokens. Two tokens are drawn with replacement. What is the probability that at least one is green?',
      '51/100',
    ],
    // 5 white, 3 black, none black = 5·4/(8·7) = 5/14.
    [
      'A drawer has 5 white and 3 black socks. I take out two socks without looking. What is the probability that neither is black?',
      '5/14',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no answer when a number of the story is not a group or the total', () => {
    expect(
      solve(
        'A team has 6 boys and 4 girls and 3 coaches. The coach picks 2 players at random. What is the probability that both are girls?',
      ).answer?.value ?? null,
    ).not.toBe('2/15');
  });
});

import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// By hand: 12·11·10·9 = 11880; 5·4·2 = 40 (one of each); 26²·10³ = 676000 with repeats, 26·25·10·9·8 = 468000
// without; 20 people in pairs: 190.
describe('counting told in other words', () => {
  it.each([
    [
      'In how many ways can a captain, a vice-captain, a goalkeeper and a treasurer be chosen from a team of 12?',
      '11880',
    ],
    [
      'A café has 5 sandwiches, 4 drinks and 2 desserts. How many different lunches with one of each can you order?',
      '40',
    ],
    ['How many license plates have 2 letters followed by 3 digits if letters and digits can repeat?', '676000'],
    [
      'A code is 2 letters then 3 digits, and no letter or digit may be repeated. How many codes are possible?',
      '468000',
    ],
    ['20 people each shake hands once with everyone else. How many handshakes is that?', '190'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('does not multiply a list that is not a choice of one of each', () => {
    expect(solve('A class has 12 boys and 15 girls. How many students are there?').answer?.value).not.toBe('180');
  });
});

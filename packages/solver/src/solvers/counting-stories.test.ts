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

// By hand: P(8, 2) = 56; C(12, 4) = 495; a team of 4 from 11: 330; C(10, 2) = 45; 9·9·8·7 = 4536 four-digit numbers
// with different digits; 9·10 = 90 two-digit numbers; 5·2·3 = 30 outfits; P(7, 3) = 210; (5 − 1)! = 24.
describe('more counting wordings', () => {
  it.each([
    ['nPr 8 2', '56'],
    ['nCr 12 4', '495'],
    ['A team of 4 is chosen from 11 players. How many different teams are possible?', '330'],
    ["How many ways are there to pick 2 flavours out of 10 (order doesn't matter)?", '45'],
    ['How many 4-digit numbers have all different digits?', '4536'],
    ['How many 2-digit numbers are there?', '90'],
    ['how many outfits can I make from 5 shirts, 2 pairs of jeans and 3 pairs of shoes', '30'],
    ['Seven swimmers are in a final. In how many ways can the gold, silver and bronze medals be awarded?', '210'],
    ['How many ways can 5 people sit around a round table if rotations count as the same?', '24'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

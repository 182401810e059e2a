import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

// Expected probabilities with python3's fractions.Fraction and math.comb: a sequence is the product of the chances
// draw by draw (aabbb, "ab": 2/5 · 3/4 = 3/10); counts in any order are products of comb over comb(total, k)
// ({x: 4, y: 2}, one of each: 4·2/15 = 8/15; abcabcd, two a and the d: 1/35).

function expectChance(problem: string, value: string, wrong: string[]) {
  const out = solve(problem);
  expect(out.type, problem).toBe('probability');
  expect(out.answer?.value).toBe(value);
  expect(out.verified?.ok).toBe(true);
  expect(out.reading?.latex).toBeTruthy();
  expect(verifyAnswer(problem, value, out).status).toBe('verified');
  for (const claim of wrong) expect(verifyAnswer(problem, claim, out).status, claim).toBe('refuted');
  return out;
}

describe('a sequence of letters', () => {
  it.each([
    ['Two letters picked without replacement from aabbb. What is prob of sequence ab?', '3/10', ['2/5', '6/25']],
    ['Three letters picked without replacement from {p: 2, q: 3, r: 1}. Give prob of sequence qqp.', '1/10', ['1/12']],
    ['Calculate prob of sequence kk when two letters picked without replacement from kkkkz.', '3/5', ['16/25']],
    ['Three letters picked without replacement from abbbc. What is prob of sequence abb?', '1/10', ['3/10']],
    ['Two letters picked without replacement from aab. What is prob of sequence bb?', '0', ['1/9']],
  ])('%s → %s', (problem, value, wrong) => {
    expectChance(problem, value, wrong);
  });

  it('multiplies the chances draw by draw in its step', () => {
    const out = solve('Two letters picked without replacement from aabbb. What is prob of sequence ab?');
    expect(out.steps[0]?.latex).toContain('\\frac{2}{5} \\cdot \\frac{3}{4}');
  });

  it('accepts the value as a decimal', () => {
    expect(
      verifyAnswer('Two letters picked without replacement from aabbb. What is prob of sequence ab?', '0.3').status,
    ).toBe('verified');
  });
});

describe('counts of each letter in any order', () => {
  it.each([
    [
      'Two letters picked without replacement from {x: 4, y: 2}. What is prob of picking 1 x and 1 y?',
      '8/15',
      ['4/15'],
    ],
    ['Three letters picked without replacement from abcabcd. What is prob of picking 2 a and 1 d?', '1/35', ['1/105']],
    ['Four letters picked without replacement from mmmmnn. What is prob of picking 2 m and 2 n?', '2/5', ['1/15']],
    ['Two letters picked without replacement from ttu. Give prob of picking two t.', '1/3', ['4/9']],
    [
      'Three letters picked without replacement from {a: 3, b: 2, c: 2}. What is prob of picking 2 a and 1 b?',
      '6/35',
      ['3/35'],
    ],
    [
      'What is the probability of picking 1 e and 1 f when two letters are picked without replacement from eeff?',
      '2/3',
      ['1/3', '1/4'],
    ],
  ])('%s → %s', (problem, value, wrong) => {
    expectChance(problem, value, wrong);
  });

  it('reads the bag written as letters and as counts alike', () => {
    const letters = solve('Two letters picked without replacement from xxxxyy. What is prob of picking 1 x and 1 y?');
    const counts = solve(
      'Two letters picked without replacement from {x: 4, y: 2}. What is prob of picking 1 x and 1 y?',
    );
    expect(letters.answer?.value).toBe('8/15');
    expect(counts.answer?.value).toBe('8/15');
    expect(letters.reading?.latex).toContain('\\{x: 4, y: 2\\}');
  });
});

describe('draws the solver does not answer', () => {
  it.each([
    // More letters asked for than drawn.
    'Two letters picked without replacement from aabbb. What is prob of sequence aab?',
    // More letters drawn than the bag holds.
    'Six letters picked without replacement from abcde. What is prob of sequence abcdea?',
  ])('%s', (problem) => {
    expect(solve(problem).answer).toBeNull();
  });
});

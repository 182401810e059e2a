import { describe, expect, it } from 'vitest';
import { sameAnswer, solve } from '../index';

// By hand (listing): two dice, sum ≤ 4: 6/36 = 1/6; a die twice, first odd and second a 6: 3/6 · 1/6 = 1/12; a coin
// and a die, heads and a number below 3: 1/2 · 2/6 = 1/6; 4 children, at least one boy: 15/16; 3 blue and 2 green
// with replacement, one of each: 2·(3/5)(2/5) = 12/25; a number from 1 to 40, a multiple of 4 or 6: 13/40;
// a spinner of 5 equal parts (3 yellow, 2 purple) spun twice, yellow both times: 9/25; given the first die is 5,
// sum ≥ 10: 2/6 = 1/3; two cards dealt, both aces: (4/52)(3/51) = 1/221.
describe('chance over outcomes the story describes', () => {
  it.each([
    ['Two dice are rolled. Find P(sum ≤ 4).', '1/6'],
    ['A die is rolled twice. What is the probability that the first roll is odd and the second roll is a 6?', '1/12'],
    ['You toss a coin and roll a die. What is the probability of heads and a number less than 3?', '1/6'],
    ['A family has 4 children. What is the probability that at least one is a boy?', '15/16'],
    [
      'A box holds 3 blue and 2 green counters. Two are drawn with replacement. What is the probability of getting one of each colour?',
      '12/25',
    ],
    ['A number from 1 to 40 is chosen at random. What is the probability that it is a multiple of 4 or 6?', '13/40'],
    [
      'A spinner has 5 equal sections: three yellow and two purple. It is spun twice. What is the probability that it lands on yellow both times?',
      '9/25',
    ],
    [
      'Two dice are rolled. Given that the first die shows 5, what is the probability that the sum is at least 10?',
      '1/3',
    ],
    ['Two cards are dealt from a standard deck. What is the probability that both are aces?', '1/221'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    // A count that only the reading produced is not marked verified.
    expect(out.verified?.ok ?? null).not.toBe(false);
  });

  it('gives no answer to an event with a word it cannot read', () => {
    expect(solve('Two dice are rolled. What is the probability that the sum is lucky?').answer).toBeNull();
    // Without "with" or "without replacement" two draws are not one sample space.
    expect(
      solve('A bag has 3 red and 2 blue balls. Two are drawn. What is the probability both are red?').answer?.value,
    ).not.toBe('9/25');
  });
});

// By hand: P(B) = 0.35 → P(B') = 0.65; P(A) = 0.45, P(B) = 0.3, P(A ∩ B) = 0.1 → P(A ∪ B) = 0.65;
// P(A ∩ B) = 0.18, P(A) = 0.6 → P(B | A) = 0.3; P(A ∪ B) = 0.7, P(A) = 0.4, P(B) = 0.5 → P(A ∩ B) = 0.2.
describe('probabilities of two events from the ones given', () => {
  it.each([
    ["If P(B) = 0.35, find P(B').", '13/20'],
    ['P(A) = 0.45, P(B) = 0.3 and P(A ∩ B) = 0.1. Find P(A ∪ B).', '13/20'],
    ['Given P(A ∩ B) = 0.18 and P(A) = 0.6, find P(B | A).', '3/10'],
    ['P(A ∪ B) = 0.7, P(A) = 0.4 and P(B) = 0.5. What is P(A ∩ B)?', '1/5'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses values that cannot be probabilities of two events', () => {
    // P(A ∩ B) larger than P(B): the table has a negative cell.
    expect(solve('P(A) = 0.5, P(B) = 0.2 and P(A ∩ B) = 0.4. Find P(A ∪ B).').verified?.ok).not.toBe(true);
  });
});

// By hand: 3 green and 5 yellow, two without replacement, one of each: 2·(3/8)(5/7) = 15/28.
describe('one of each named colour', () => {
  it('counts either order', () => {
    const out = solve(
      'A jar has 3 green and 5 yellow sweets. Two are taken without replacement. Find the probability that one is green and one is yellow.',
    );
    expect(out.answer?.value, out.reason ?? '').toBe('15/28');
  });
});

// By hand: odd on a 1–5 spinner is 3/5, twice 9/25; sums of 5 on two 1–4 spins: (1,4),(2,3),(3,2),(4,1) of 16 = 1/4;
// both rolls even 1/4; neither roll a six (5/6)² = 25/36; red twice on 2 of 4 parts: 1/4.
describe('spinners numbered or coloured, and the trials named in the event', () => {
  it.each([
    [
      'A spinner has 5 equal sections numbered 1–5. It is spun twice. What is the probability that both results are odd?',
      '9/25',
    ],
    ['A spinner with 4 equal parts numbered 1 to 4 is spun twice. What is the probability that the sum is 5?', '1/4'],
    ['A fair die is rolled twice. What is the probability that both rolls are even?', '1/4'],
    ['A fair die is rolled twice. What is the probability that neither roll is a six?', '25/36'],
    [
      'A spinner has 4 equal sections: 2 red, 1 blue and 1 green. It is spun twice. What is the probability of red both times?',
      '1/4',
    ],
  ])('%s → %s', (problem, value) => {
    expect(solve(problem).answer?.value).toBe(value);
  });

  it('refuses a numbered spinner whose numbers do not match its parts', () => {
    expect(
      solve(
        'A spinner has 5 equal sections numbered 1–6. It is spun twice. What is the probability that both results are odd?',
      ).answer ?? null,
    ).toBeNull();
  });
});

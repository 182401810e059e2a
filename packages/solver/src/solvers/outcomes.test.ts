import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

// By hand: at least one 5 in three rolls = 1 − (5/6)³ = 91/216; no 2 with four dice = (5/6)⁴ = 625/1296;
// exactly one 6 in three rolls = 3·5²/216 = 75/216 = 25/72; every roll even in three = (1/2)³ = 1/8;
// two dice, product odd = (3/6)² = 1/4; three dice, product even = 1 − 1/8 = 7/8.
// From 1 to 10: primes 2, 3, 5, 7 → 2/5; from 1 to 30, multiples of 4: 7 → 7/30; spinner 1–12, even → 1/2.
describe('several rolls of a die', () => {
  it.each([
    ['A die is rolled three times. What is the probability of getting at least one 5?', '91/216'],
    ['Four dice are rolled. What is the probability that no die shows a 2?', '625/1296'],
    ['What is the probability of exactly one 6 in three rolls of a die?', '25/72'],
    ['Roll a die 3 times. What is the probability that every roll is even?', '1/8'],
    ['Two dice are rolled. What is the probability that the product is odd?', '1/4'],
    ['If you roll three dice, what is the chance that their product is even?', '7/8'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, value, out).status).toBe('verified');
  });
});

describe('one number drawn from 1 to n', () => {
  it.each([
    ['A number is picked at random from 1 to 10. What is the probability that it is prime?', '2/5'],
    [
      'Cards numbered 1 through 30 are shuffled and one is drawn. What is the probability of drawing a multiple of 4?',
      '7/30',
    ],
    ['A spinner has 12 equal sections numbered 1 to 12. What is the probability of landing on an even number?', '1/2'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses a spinner whose number of sections does not match its numbering', () => {
    expect(
      solve('A spinner has 10 equal sections numbered 1 to 8. What is the probability of spinning a 3?').answer,
    ).toBeFalsy();
  });

  it('refuses more rolls than it can list', () => {
    expect(solve('A die is rolled 12 times. What is the probability of at least one 6?').answer).toBeFalsy();
  });
});

import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

// By hand: (36 + 10)/2 = 23 and 13; (60 + 16)/2 = 38 and 22; (25 + 7)/2 = 16 and 9.
describe('two numbers from their sum and difference', () => {
  it('answers by the names the problem gives the larger and the smaller', () => {
    const problem =
      'The sum of two numbers is 36 and their difference is 10. If m is the larger number and n the smaller, find m and n.';
    const out = solve(problem);
    expect(out.answer?.value).toBe('m = 23, n = 13');
    expect(out.verified?.ok).toBe(true);
    // The names matter: the numbers the other way round are wrong.
    expect(verifyAnswer(problem, 'm = 13, n = 23', out).status).toBe('refuted');
  });

  it.each([
    [
      'Two numbers add up to 60 and their difference is 16. Call the larger one p and the smaller one q. Find them.',
      'p = 38, q = 22',
    ],
    ['The sum of two numbers is 25 and their difference is 7. Find the numbers.', '9, 16'],
    ['Two numbers have a sum of 25 and their difference is 7. What is the smaller number?', '9'],
  ])('%s → %s', (problem, value) => {
    expect(solve(problem).answer?.value).toBe(value);
  });
});

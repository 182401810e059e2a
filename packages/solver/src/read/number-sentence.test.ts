import { describe, expect, it } from 'vitest';
import { sameAnswer, solve } from '../index';
import { numberSentence, wordArithmetic } from './number-sentence';

// By hand: 19·21 = 399; 3/5 of 45 = 27; 250 + 68 = 318; 1/(1 3/4) = 4/7; 1/0.2 = 5; 25% of 2/5 of 300 = 30;
// √(144) = 12; 3 to the 4th power = 81; 84 ÷ 7 − 5 = 7.
describe('arithmetic told in words', () => {
  it.each([
    ['What is nineteen times twenty-one?', '399'],
    ['what is three fifths of forty-five', '27'],
    ['Calculate two hundred fifty plus sixty-eight.', '318'],
    ['Find the reciprocal of 1 3/4', '4/7'],
    ["what's the reciprocal of 0.2", '5'],
    ['What is 25% of 2/5 of 300?', '30'],
    ['What is the square root of 144?', '12'],
    ['What is 3 to the 4th power?', '81'],
    ['What is eighty-four divided by seven minus five?', '7'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it('reads every word or nothing', () => {
    expect(wordArithmetic('What is two thirds of ninety?')).toBe('Calculate ((2/3))*(90)');
    // A word it cannot read (a unit, a name) leaves the question to the other solvers.
    expect(wordArithmetic('What is two thirds of the class?')).toBeNull();
    expect(wordArithmetic('What is the area of 5?')).toBeNull();
    // Math without words is not this reader's.
    expect(wordArithmetic('What is 2/3 + 4/9?')).toBeNull();
    // A sentence about "a number" is an equation, not arithmetic.
    expect(wordArithmetic('What is twice a number plus 4?')).toBeNull();
    expect(numberSentence('Twice a number plus 4 is 18. What is the number?')).toBe('Solve (2*(n)) + (4) = 18 for n');
  });
});

// By hand: n/3 + 4 = 10 → 18; 3n − 8 = 25 → 11; (2n + 6)/2 = 13 → 10; 2n − 9 = 15 → 12; n/4 − 1 = 5 → 24.
describe('a number put through steps, then the outcome', () => {
  it.each([
    ['When a third of a number is increased by 4, the result is 10. What is the number?', '18'],
    ['If a number is tripled and then decreased by 8, the result is 25. Find the number.', '11'],
    ['A number is doubled, increased by 6 and then halved; the result is 13. What is the number?', '10'],
    ['If 9 is subtracted from twice a number, the result is 15. Find the number.', '12'],
    ['A number divided by 4, minus 1, equals 5. Find the number.', '24'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('reads every step or none', () => {
    expect(
      numberSentence('When a number is doubled and then painted blue, the result is 4. Find the number.'),
    ).toBeNull();
    expect(numberSentence('When 4 is increased by 3, the result is 7. Find the number.')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { sameAnswer, solve, verifyAnswer } from '../index';

// By hand: a₁ = 9, d = −2 → a₁₂ = 9 − 22 = −13; a₄ = 10, a₉ = 30 → d = 4, a₁ = −2, S₅ = 5(−2 + 14)/2 = 30;
// a₁ = 2, r = 5 → a₄ = 250; 3, 7, 11, … = 4n − 1 = 83 → n = 21; 2, 6, 18, …, 1458 = 2·3⁶ → 7 terms;
// a₃ = 20, r = 2 → a₁ = 5; aₙ = n² − n → 0, 2, 6, 12; aₙ = 5n − 3 → a₃₀ = 147; 50 falling by 7 → a₈ = 1.
describe('a sequence described by its facts', () => {
  it.each([
    ['An arithmetic sequence has a first term of 9 and a common difference of -2. What is its 12th term?', '-13'],
    ['The 4th term of an arithmetic sequence is 10 and the 9th term is 30. Find the sum of the first 5 terms.', '30'],
    ['The 4th term of an arithmetic sequence is 10 and the 9th term is 30. What is the common difference?', '4'],
    ['A geometric progression has first term 2 and common ratio 5. Find the fourth term.', '250'],
    ['Which term of 3, 7, 11, 15, … is 83?', '21'],
    ['How many terms are there in 2, 6, 18, ..., 1458?', '7'],
    ['The third term of a geometric sequence is 20 and its common ratio is 2. What is the first term?', '5'],
    ['Write down the first four terms of a_n = n^2 - n', '0, 2, 6, 12'],
    ['What is the 30th term of the sequence aₙ = 5n − 3?', '147'],
    ['A sequence starts at 50 and each term is 7 less than the one before. Find the 8th term.', '1'],
    ['Give the explicit formula for the arithmetic sequence with a_1 = 6 and d = 5.', '5*n + 1'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, value, out).status).toBe('verified');
  });

  // By hand: 2, 5, 10, 17 = n² + 1 → next 26; 5, 15, 45, … → next two 135, 405; a₂ = 6, a₅ = 48 (geometric) → r = 2,
  // a₁ = 3; 20 + 10 + 5 + … → 40; 5, 10, 20 is geometric; nth term 4n + 1 → a₁₂ = 49; 1 + 2 + 4 + … → S₆ = 63.
  it.each([
    ['What comes next in the pattern 2, 5, 10, 17, __?', '26'],
    ['Write the next two terms of 5, 15, 45, ...', '135, 405'],
    ['In a geometric sequence the 2nd term is 6 and the 5th term is 48. Find the first term.', '3'],
    ['Find the sum to infinity of 20 + 10 + 5 + ...', '40'],
    ['Is the sequence 5, 10, 20, 40 arithmetic or geometric?', 'geometric'],
    ['The nth term of a sequence is 4n + 1. Find the 12th term.', '49'],
    ['Find S_6 for the series 1 + 2 + 4 + ...', '63'],
  ])('%s → %s (more forms)', (problem, value) => {
    const out = solve(problem);
    expect(
      out.answer?.value === value || sameAnswer(out.answer?.value ?? '', value),
      `${out.answer?.value} ${out.reason}`,
    ).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no answer when the facts do not fix the sequence or contradict each other', () => {
    // An even gap: r² = 9 has two signs.
    expect(
      solve('In a geometric sequence the 1st term is 2 and the 3rd term is 18. Find the 4th term.').answer,
    ).toBeNull();
    // No difference and no second term: many sequences start at 4.
    expect(solve('An arithmetic sequence has first term 4. What is its 10th term?').answer).toBeNull();
    // The listed terms have difference 3, the stated one is 5.
    expect(solve('The sequence 2, 5, 8, … has common difference 5. Find the 6th term.').answer).toBeNull();
    // 97 is not a term of 7, 12, 17, …
    expect(solve('Which term of the sequence 7, 12, 17, … is 98?').answer).toBeNull();
  });
});

describe('progressions named by their initials', () => {
  it('reads an AP from two of its terms', () => {
    // a4 = 10, a9 = 30: d = 4, a1 = −2, a15 = 54.
    expect(solve('If the 4th term of an AP is 10 and its 9th term is 30, find its 15th term.').answer?.value).toBe(
      '54',
    );
  });

  it('gives no single answer when two are asked', () => {
    expect(
      solve(
        'The 2nd term of an arithmetic sequence is 8 and the 6th term is 20. Find the first term and the common difference.',
      ).answer,
    ).toBeNull();
  });
});

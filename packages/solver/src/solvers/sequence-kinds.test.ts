import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// By hand: Fibonacci 1, 1, 2, 3, 5, 8, 13, 21, 34, 55 → the 10th is 55; Lucas 2, 1, 3, 4, 7, 11, 18, 29 → the
// 8th is 29; 4, 7, 11, 18, 29 → next 47; 1, 4, 9, 16 has differences 3, 5, 7 and ratios 4, 9/4: neither;
// 5, 15, 45 ratio 3; 10, 7, 4 difference −3.
describe('sequences by the sum of the two before, and the kind of a sequence', () => {
  it.each([
    ['The Fibonacci sequence starts 1, 1, 2, 3, 5, 8, … Find the 10th term.', '55'],
    ['What is the 10th term of the Fibonacci sequence?', '55'],
    ['What is the 8th term of 2, 1, 3, 4, 7, 11?', '29'],
    ['Find the next term: 4, 7, 11, 18, 29', '47'],
    ['Is the sequence 1, 4, 9, 16, … arithmetic, geometric, or neither?', 'neither'],
    ['Is 5, 15, 45, 135 arithmetic, geometric or neither?', 'geometric'],
    ['Is 10, 7, 4, 1 arithmetic or geometric or neither?', 'arithmetic'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it.each([
    // One term off the rule, too few terms to confirm it, a constant sequence (both kinds), a position too far.
    'What is the 10th term of 3, 4, 7, 11, 19?',
    'What is the 9th term of 1, 2, 3, 5?',
    'Is 4, 4, 4, 4 arithmetic, geometric or neither?',
    'What is the 100000th term of the Fibonacci sequence?',
  ])('%s gets no answer from the rule', (problem) => {
    const out = solve(problem);
    expect(out.answer === null || !/a_\{n-1\} \+ a_\{n-2\}/.test(out.reading?.latex ?? '')).toBe(true);
  });
});

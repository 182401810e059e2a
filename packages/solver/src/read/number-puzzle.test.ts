import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { numberPuzzle } from './number-puzzle';

// By hand: 5x + 3 = 2x + 21 → x = 6; 4x − 9 = 23 → x = 8; 2x + 5 = 19 → 7; 3(x + 2) = 27 → 7; x² = 81 → ±9.
describe('a number puzzle told as steps', () => {
  it.each([
    [
      'I think of a number, multiply it by 5 and add 3, and the result is the same as when I multiply it by 2 and add 21. What is my number?',
      '6',
    ],
    ['I think of a number. I multiply it by 4 and subtract 9. The answer is 23. What is my number?', '8'],
    ['If you double a number and add 5 you get 19. Find the number.', '7'],
    ['I think of a number, add 2, then multiply by 3, and get 27. What was the number?', '7'],
    ['I think of a number, square it and get 81. What is my number?', '-9, 9'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('reads the steps into one equation, and leaves alone a step it cannot read or a puzzle with no result', () => {
    expect(numberPuzzle('I think of a number, subtract 3, then multiply by 4, and get 28. What was the number?')).toBe(
      'Solve 4(x - 3) = 28',
    );
    expect(numberPuzzle('I think of a number, take its cube root and get 3. What is my number?')).toBeNull();
    expect(numberPuzzle('I think of a number and add 5. What is my number?')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// By hand: x + y = 12, x − y = 4 → x = 8, y = 4: x² − y² = 48; 3p + q = 11, p − q = 1 → p = 3, q = 2: p·q = 6 and
// 2p − 5q = −4; a + b + c = 6, a − b = 1, b − c = 1 → a = 3, b = 2, c = 1: a² + b² + c² = 14.
describe('an expression evaluated at the solution of a system', () => {
  it.each([
    ['If $x + y = 12$ and $x - y = 4$, what is the value of $x^2 - y^2$?', '48'],
    ['If 3p + q = 11 and p - q = 1, what is p*q?', '6'],
    ['Given that 3p + q = 11 and p - q = 1, find 2p - 5q.', '-4'],
    ['If a + b + c = 6, a - b = 1 and b - c = 1, what is a^2 + b^2 + c^2?', '14'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it.each([
    // Many solutions (the same line twice), or a letter the system does not fix.
    'If x + y = 5 and 2x + 2y = 10, what is x - y?',
    'If x + y = 5 and x - y = 1, what is x + z?',
  ])('%s gets no answer', (problem) => {
    expect(solve(problem).answer).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

// By hand: a1 = 3, a(n+1) = 2a(n) + 1 → 3, 7, 15, 31; Fibonacci from 1, 1 → the 12th term is 144;
// b0 = 2, b(n) = b(n−1) + 2n → 2, 4, 8, 14, 22; a1 = 10, a(n) = a(n−1)/2 → a4 = 5/4; t1 = 5, t(n) = t(n−1) − 4 → t30 = −111.
describe('sequences given by a recurrence', () => {
  it.each([
    ['$a_1 = 3$, $a_{n+1} = 2a_n + 1$. Find $a_4$.', '31'],
    ['a_1 = 1, a_2 = 1 and a_n = a_{n-1} + a_{n-2}. What is a_12?', '144'],
    ['If b_0 = 2 and b_n = b_{n-1} + 2n, find b_4', '22'],
    ['a(1) = 10, a(n) = a(n-1)/2. Find a(4)', '5/4'],
    ['Given t_1 = 5 and t_n = t_{n-1} - 4, what is t_30?', '-111'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.type).toBe('sequence');
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, value, out).status).toBe('verified');
    expect(verifyAnswer(problem, `${value}1`, out).status).toBe('refuted');
  });

  it('shows the rule in subscripts, as written', () => {
    expect(solve('$a_1 = 3$, $a_{n+1} = 2a_n + 1$. Find $a_4$.').reading?.latex).toContain('a_{n+1} = 2 a_{n} + 1');
  });

  it('gives no answer without enough first terms, or for a term too far out', () => {
    // Two terms back need two first terms.
    expect(solve('a_1 = 1 and a_n = a_{n-1} + a_{n-2}. Find a_6').answer).toBeFalsy();
    expect(solve('a_1 = 2, a_{n+1} = 3a_n. Find a_100000').answer).toBeFalsy();
  });

  it('stays bounded on a recurrence whose terms explode', () => {
    const started = Date.now();
    const out = solve('a_1 = 2, a_{n+1} = a_n^2. Find a_400');
    expect(out.answer).toBeFalsy();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

// By hand: b₁ = 7, bₙ = bₙ₋₁ − 3 → b₁₂ = 7 − 33 = −26; a₁ = 8, r = ½ → a₄ = 1; a₁ = 2, d = 5 → a₁₅ = 72; 3½ + 2¼ = 23/4.
describe('sequences typed with Unicode subscripts and fractions', () => {
  it.each([
    ['b₁ = 7 and bₙ = bₙ₋₁ − 3. Find b₁₂.', '-26'],
    ['geometric sequence: a₁ = 8, r = ½. whats a₄?', '1'],
    ['arithmetic sequence with a_1 = 2 and d = 5. find a_15', '72'],
    ['What is 3½ + 2¼?', '23/4'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

describe('recurrences written with the index beside the name', () => {
  it.each([
    // 4, 4·2 − 3 = 5, 7, 11.
    ['a1 = 4, a(n) = 2a(n-1) - 3. Find a4.', '11'],
    // 2, 2·2 + 1 = 5, 11, 23.
    ['u(n+1) = 2u(n) + 1, u1 = 2. What is u4?', '23'],
    // 1, 4 − 2 = 2, 6, 22.
    ['t1=1, t(n)=4t(n-1)-2 whats t4', '22'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

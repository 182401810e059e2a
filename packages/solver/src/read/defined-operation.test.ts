import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { definedOperation } from './defined-operation';

// By hand: 10 + 10/5 = 12; 4·3 − 2·5 = 2; 2·9 + 3·(−1) = 15.
describe('an operation the problem defines, then uses', () => {
  it.each([
    ['The operation $\\star$ is defined as $a \\star b = a + \\frac{a}{b}$. What is the value of $10 \\star 5$?', '12'],
    ['If $p \\diamondsuit q = 4p - 2q$ for all $p$ and $q$, then what is the value of $3 \\diamondsuit 5$?', '2'],
    ['Define the operation $\\S$ as follows: $a\\,\\S\\, b=2a+3b$. What is the value of $9\\,\\S\\,(-1)$?', '15'],
    // (1 ⊕ 2) = 1 + 4 = 5, then 5 ⊕ 3 = 5 + 6 = 11.
    ['Let $a \\oplus b = a + 2b$. Calculate $(1 \\oplus 2) \\oplus 3$.', '11'],
    // 2·A + 7 = 19 → A = 6.
    ['If $A \\# B$ is defined as $A \\# B = 2A + B$, what is the value of $A$ for which $A \\# 7 = 19$?', '6'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it.each([
    // * is multiplication, not a new operation.
    'Let a*b = 1/a + 1/b. What is 2*3?',
    // Defined, but the use is not read.
    'The operation # is defined as a # b = a + b. What is 2 # # 3?',
    // Defined by an example: not read.
    'A new operation is defined: a # b = a - b. For example, 5 # 2 = 3. Calculate 9 # 4.',
  ])('leaves the text as it is: %s', (text) => {
    expect(definedOperation(text)).toBe(text);
  });
});

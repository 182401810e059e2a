import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

// By hand: 200 = 1·125 + 3·25 + 0·5 + 0 → 1300_5; 2101_3 = 54 + 9 + 0 + 1 = 64; 655_8 = 429; 1101_2 + 101_2 = 13 + 5
// = 18 = 10010_2; 110_2 · 101_2 = 30 = 11110_2; 2F_16 = 47 = 101111_2; 10110_2 − 1011_2 = 22 − 11 = 11 = 1011_2.
describe('numerals in bases, read by their parts', () => {
  it.each([
    ['Write the number 200 in base 5.', '1300'],
    ['what is 2101 in base 3 written in base 10', '64'],
    ['655₈ = ?₁₀', '429'],
    ['Add the binary numbers 1101 and 101. Give the sum in binary.', '10010'],
    ['Multiply 110₂ × 101₂ and write the product in base 2.', '11110'],
    ['The hexadecimal number 2F in binary is?', '101111'],
    ['Subtract in binary: 10110 − 1011. Answer in binary.', '1011'],
    ['Express 64 (base ten) as a base-3 numeral.', '2101'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, `${value}1`, out).status).toBe('refuted');
  });

  it.each([
    'Express 100 as a percent of 400.',
    'Convert 12 inches to feet.',
    // A digit that does not belong to its base.
    'What is 129 in base 8 written in base 10?',
  ])('gives no base answer: %s', (problem) => {
    expect(solve(problem).type === 'base' && solve(problem).answer !== null).toBe(false);
  });
});

describe('an operation of numerals of one base', () => {
  it.each([
    // 1101₂ + 11₂ = 13 + 3 = 16 = 10000₂.
    ['1101 + 11 in binary', '10000'],
    ['Subtract 101 from 1100 in binary', '111'],
    ['Multiply 11 by 11 in binary', '1001'],
    // 1f₁₆ + 1 = 32 = 20₁₆.
    ['1f + 1 in hex', '20'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('does not read decimal-looking numerals as another base', () => {
    // "14 + 23 in base 8" may be the decimal sum written in base 8: not read as octal numerals.
    expect(solve('what is 14 + 23 in base 8?').answer?.value).not.toBe('37');
  });
});

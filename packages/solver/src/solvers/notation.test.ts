import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

describe('scientific notation', () => {
  it.each([
    ['Write 0.000345 in scientific notation', '3.45*10**(-4)', '3.45 \\times 10^{-4}'],
    ['Write 45,000,000 in scientific notation', '4.5*10**(7)', '4.5 \\times 10^{7}'],
    ['Express 7 in scientific notation', '7*10**(0)', '7 \\times 10^{0}'],
    ['convert -0.0602 to scientific notation', '-6.02*10**(-2)', '-6.02 \\times 10^{-2}'],
  ])('%s → %s', (problem, value, latex) => {
    const out = solve(problem);
    expect(out.answer).toEqual({ value, latex });
    expect(out.verified?.ok).toBe(true);
  });

  it.each([
    ['Express 4.5 × 10^3 in standard form', '4500'],
    ['What is 3.2e-4 as a decimal?', '0.00032'],
    ['Write 1.07 x 10^(-2) as a decimal', '0.0107'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('judges claims in either notation by their value, not by the digits of the mantissa', () => {
    const problem = 'Write 0.000345 in scientific notation';
    expect(verifyAnswer(problem, '3.45 × 10^-4').status).toBe('verified');
    expect(verifyAnswer(problem, '3.45e-4').status).toBe('verified');
    expect(verifyAnswer(problem, '0.000345').status).toBe('verified');
    expect(verifyAnswer(problem, '3.5 × 10^-4').status).toBe('refuted');
    expect(verifyAnswer(problem, '3.45 × 10^-3').status).toBe('refuted');
  });
});

describe('significant figures', () => {
  it.each([
    ['What is 0.0456 rounded to 2 significant figures?', '0.046'],
    ['Round 1996 to 3 significant figures', '2000'],
    ['Round 0.04503 to 3 sig figs', '0.0450'],
    ['Round 123456 to two significant figures', '120000'],
    ['Round -2.345 to 3 s.f.', '-2.35'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

describe('numerals that look like e-notation', () => {
  // By hand: 47a₁₄ = 4·196 + 7·14 + 10 = 892 = 3·225 + 14·15 + 7 = 3e7₁₅.
  it('reads 3e7 as a base-15 numeral, not 3 × 10^7, where the question is about bases', () => {
    expect(verifyAnswer('Convert 47a (base 14) to base 15.', '3e7').status).toBe('verified');
  });
});

describe('significant figures of a constant, and places kept', () => {
  it.each([
    ['pi to 3 sig figs', '3.14'],
    ['Round √3 to 4 significant figures', '1.732'],
    ['e to 2 s.f.', '2.7'],
    // The place rounded to is shown, zeros included.
    ['Round 5.997 to 2 decimal places', '6.00'],
    ['Round 0.0449 to the nearest hundredth', '0.04'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

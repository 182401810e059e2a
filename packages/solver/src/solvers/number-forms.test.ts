import { describe, expect, it } from 'vitest';
import { sameAnswer, solve, verifyAnswer } from '../index';
import { baseWords } from '../read/base-words';

// By hand: 5/8 = 0.625; 4/9 = 0.444…; 1 1/4 = 1.25; 7/11 = 0.6363…, to 3 dp 0.636; 12.5% = 0.125; −3/16 = −0.1875.
describe('a fraction or a percent as a decimal', () => {
  it.each([
    ['Write 5/8 as a decimal.', '0.625', '0.625'],
    ['What is 4/9 as a decimal?', '4/9', '\\overline{4}'],
    ['Convert 1 1/4 into a decimal', '1.25', '1.25'],
    ['Express 12.5% as a decimal', '0.125', '0.125'],
    ['Change -3/16 to decimal form', '-0.1875', '-0.1875'],
  ])('%s → %s', (problem, value, latex) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.answer?.latex).toContain(latex);
    expect(out.verified?.ok).toBe(true);
  });

  it('rounds the decimal when asked', () => {
    expect(solve('What is 7/11 as a decimal, rounded to 3 decimal places?').answer?.value).toBe('0.636');
  });
});

// By hand: 389 × 52 ≈ 400 × 50 = 20000; 6.7 − 2.2 + 9.6 ≈ 7 − 2 + 10 = 15; 8,960 ÷ 31 ≈ 9000 ÷ 30 = 300.
describe('estimates by rounding each number first', () => {
  it.each([
    ['Estimate 389 × 52 by rounding each number to 1 significant figure.', '20000'],
    ['Estimate 6.7 - 2.2 + 9.6 by rounding each number to the nearest whole number', '15'],
    ['Estimate 8,960 ÷ 31 by first rounding both numbers to 1 significant figure', '300'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
    // The exact answer, not a value near it: an estimate is a rounding.
    expect(verifyAnswer(problem, String(Number(value) + 1), out).status).toBe('refuted');
  });
});

// By hand: in 904.17 the 7 is hundredths, the 9 hundreds; in 3,280,000 the 2 is hundred thousands.
describe('the name of a digit’s place', () => {
  it.each([
    ['What place value does the 7 have in 904.17?', 'hundredths'],
    ['What place is the digit 9 in 904.17?', 'hundreds'],
    ['In 3,281,000, what place is the 2?', 'hundred thousands'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses a digit that appears twice', () => {
    expect(solve('What place value is the 3 in 3,403?').answer).toBeNull();
  });
});

// By hand: 110₂ × 101₂ = 6 × 5 = 30 = 11110₂; five hundred in base 8 = 764₈; 155 in base 12 = 10b.
describe('numbers in other bases said in words', () => {
  it.each([
    ['What is 110 (base 2) times 101 (base 2)?', '11110'],
    ['Convert five hundred to base 8', '764'],
    // By hand: 110₂ + 111₂ = 6 + 7 = 13 = 1101₂.
    ['What is 110 base 2 plus 111 base 2? Give your answer in base 2.', '1101'],
    ['Convert 155 to base 12 (use a for ten and b for eleven).', '10b'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('keeps a digit naming it does not know, so that it is refused', () => {
    expect(baseWords('Convert 155 to base 12 using x for ten and y for eleven')).toContain('x for ten');
  });
});

import { describe, expect, it } from 'vitest';
import { sameAnswer, solve } from '../index';
import { withoutPreamble } from './goal-reader';

// Answers by hand: d/dx x·ln x = ln x + 1; d/dx (sin x + ln x) = cos x + 1/x; k(x) = 4x³ − x + 9 meets the y-axis at
// 9; 4(3x − 2) = 2(5x + 3) → 2x = 14, x = 7; lcm(8, 12, 20) = 120; gcd(18, 30, 42) = 6; 8:50 AM to 12:05 PM is 195
// minutes; April 2 to June 20, 2025 is 28 + 31 + 20 = 79 days; 111₂ + 101₂ = 1100₂; $900 at $70 a month: 12.86, so
// 13 months; a 450-page book at 40 pages a day: 11.25, so 12 days.
describe('problems typed fast, read as meant', () => {
  it.each([
    ["find y' if y=x lnx", 'log(x) + 1'],
    ['differentiate sinx + lnx', 'cos(x) + 1/x'],
    ['Which is the y-intercept of the function k(x) = 4x³ − x + 9?', '9'],
    ['4(3x-2) = 2(5x+3) x=?', '7'],
    ['lcm of 8 12 and 20', '120'],
    ['gcd of 18 30 42', '6'],
    ['how many mins between 8:50am and 12:05pm', '195'],
    ['how many days from april 2 to june 20 2025', '79'],
    ['add in binary 111 + 101', '1100'],
    [
      'I owe my aunt $900 and pay her $70 every month. How many months until it is fully paid back (the last payment can be smaller)?',
      '13',
    ],
    ['Ana reads 40 pages a day. How many days until she has read a 450-page book?', '12'],
    // Worksheet numbering and remarks: 2/3 + 1/6 − 1/4 = 7/12; 2(x − 3) + 5 = x + 4 → x = 5; 45% of 160 = 72.
    [
      '3) Evaluate: $\\frac{2}{3} + \\frac{1}{6} - \\frac{1}{4}$. Write your answer as a fraction in simplest form.',
      '7/12',
    ],
    ['1) Solve for x. Show your work.\n2(x − 3) + 5 = x + 4', '5'],
    ['(4) Find 45% of 160.', '72'],
    // Phone typing: x2 is x² beside a plain x; √72 to the nearest tenth 8.5; the median of 2 9 4 7 is 5.5.
    ['solve x2 - 7x + 12 = 0', '3, 4'],
    ['sq rt of 72 to the nearest tenth', '8.5'],
    ['medain of 2 9 4 7', '5.5'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it('keeps x1 and x2 as names when there is no plain x', () => {
    expect(solve('Solve x1 + x2 = 5').reading?.latex ?? '').not.toContain('x^{2}');
  });

  it('never multiplies two numbers typed side by side', () => {
    expect(solve('Calculate 12 18 + 1').answer).toBeNull();
  });

  it('keeps a fraction of a minute: clock time flows on', () => {
    expect(
      solve('A tank holds 400 liters and drains 30 liters per minute. How many minutes until it is empty?').answer
        ?.value,
    ).toBe('40/3');
  });

  it('reads words that begin like a function as words', () => {
    expect(solve('The cost of 3 pens is $4.50. How much do 5 pens cost?').answer?.value).toBe('7.5');
  });
});

// By hand: (x² − 2x − 8)/(x − 4) = x + 2; ∫ (6/x² + √x) dx = −6/x + (2/3)x^(3/2); d/dx tan(3x) = 3 sec²(3x);
// d²/dx² (x⁵ − 2x³) = 20x³ − 12x; 5 × 2/3 = 10/3.
describe('a sentence about the asker before the problem, and notation around it', () => {
  it.each([
    ["My son's homework: what does (x² − 2x − 8)/(x − 4) simplify to?", 'x + 2'],
    ["Helping my nephew with calculus: what's the antiderivative ∫ (6/x² + √x) dx ?", '-6/x + 2*x**(3/2)/3'],
    ['Calculate the derivative $\\frac{d}{dx}\\tan(3x)$', '3/cos(3*x)**2'],
    ['Find $\\frac{d^2y}{dx^2}$ for y = x⁵ − 2x³.', '20*x**3 - 12*x'],
    ['What is 5 × 2/3? (improper fraction is fine)', '10/3'],
    // An x between numbers is a times sign: 3 1/2 × 1 1/3 = 7/2 · 4/3 = 14/3.
    ['3 1/2 x 1 1/3 = ? (improper fraction is fine)', '14/3'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it('keeps a sentence with a number or a question', () => {
    expect(withoutPreamble('I am 40 years old. Solve x + 1 = 3')).toBeNull();
    expect(withoutPreamble('Back in school after years. What is 2 + 2?')).toBe('What is 2 + 2?');
  });
});

// By hand: Monday + 100 days = Monday + 2 = Wednesday; 12% of x = 30 → 250; 1.5 × 2.4 ÷ 0.6 = 6; 9 − 2·3 + 6/3 = 5;
// 22:40 + 2 h 45 min = 01:25.
describe('remarks after the question and everyday asides', () => {
  it.each([
    ['If today is Monday, which day of the week will it be after 100 days?', 'Wednesday'],
    ["A number's 12 percent is 30. How much is the number?", '250'],
    ['How much is 1.5 multiplied with 2.4 and then divided by 0.6?', '6'],
    ['whats 9 - 2*3 + 6/3 ?? order of operations confuses me', '5'],
    ['The bus leaves at 22:40 and the trip takes 2 h 45 min. At what time it arrives? (24-hour clock)', '01:25'],
    // 4 for $6.20 is $1.55 each: 9 cost $13.95.
    ['if 4 folders cost 6.20 how much do 9 cost', '13.95'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

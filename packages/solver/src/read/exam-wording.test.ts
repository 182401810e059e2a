import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { examWording } from './exam-wording';

describe('exam and textbook wordings', () => {
  it('says what each remark becomes', () => {
    expect(examWording('Work out 7/9 of 50, giving your answer correct to 2 decimal places.')).toBe(
      'Work out 7/9 of 50, rounded to 2 decimal places',
    );
    expect(examWording('Hence, or otherwise, find x.')).toBe('find x.');
    expect(examWording('Write $2\\log 5$ as a single number, where $\\log$ denotes $\\log_{10}$.')).toBe(
      'Evaluate $2\\log 5$.',
    );
    // A base or a unit for the answer changes it: kept.
    expect(examWording('Find $11_2 \\times 11_2$, giving your answer in binary.')).toBe(
      'Find $11_2 \\times 11_2$, giving your answer in binary.',
    );
    // A method "or otherwise" goes; a method that is the question stays.
    expect(examWording('Using the quadratic formula, solve x^2 = 5.')).toBe(
      'Using the quadratic formula, solve x^2 = 5.',
    );
  });

  it.each([
    // 2/3 + 1/6 · 3/4 = 2/3 + 1/8 = 19/24.
    [
      'Evaluate $\\dfrac{2}{3} + \\dfrac{1}{6} \\cdot \\dfrac{3}{4}$, giving your answer as a fraction in its simplest form.',
      '19/24',
    ],
    // 1000 × 1.05² = 1102.5.
    ['Calculate $1000 \\times 1.05^2$, giving your answer to the nearest whole number.', '1103'],
    ['Solve $w^2 + 2w + 5 = 0$ for $w \\in \\mathbb{C}$.', '-1 + 2*i, -1 - 2*i'],
    // x² − 4x + 1 = 0: 2 ± √3.
    ['Solve $x^2 - 4x + 1 = 0$, giving your answers in the form $a \\pm \\sqrt{b}$.', '-sqrt(3) + 2, sqrt(3) + 2'],
    ['Solve $\\cos x = \\dfrac{1}{2}$ for $0 \\le x < 2\\pi$, giving exact values.', 'pi/3, 5*pi/3'],
    // 10/(1 − 2i) = 10(1 + 2i)/5 = 2 + 4i.
    ['Express $\\dfrac{10}{1 - 2i}$ in the form $a + bi$, where $a, b \\in \\mathbb{R}$.', '2 + 4*i'],
    [
      'Express $\\dfrac{4}{2 + \\sqrt{2}}$ in the form $a + b\\sqrt{2}$, where $a$ and $b$ are integers.',
      '-2*sqrt(2) + 4',
    ],
    [
      'Using the substitution $u = x^3 + 1$, or otherwise, find $\\displaystyle\\int \\dfrac{3x^2}{x^3 + 1}\\,dx$.',
      'log(x**3 + 1)',
    ],
    ['Given that $f(x) = \\dfrac{x + 2}{x - 1}$, $x \\neq 1$, determine $f^{-1}(x)$.', '(x + 2)/(x - 1)'],
    ['Find $\\dfrac{dy}{dx}$ in terms of $x$ and $y$ for the curve $x^2 + 4y^2 = 8$.', '-x/4/y'],
    ['Given $z = \\sqrt{3} + i$, determine $\\arg z$ in radians.', 'pi/6'],
    ['Express $98765$ correct to 2 significant figures.', '99000'],
    ['State the value of $\\pi^3$ correct to 3 significant figures.', '31.0'],
    ['Convert $\\mathrm{2F}_{16}$ to base 10.', '47'],
    // C(6, 2) − 5P2 = 15 − 20 = −5.
    ['Evaluate $\\dbinom{6}{2} - {}^{5}P_{2}$.', '-5'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

describe('calculus and functions worded other ways', () => {
  it.each([
    ['Find the limit when x go to 0 of sin(3x)/x.', '3'],
    ['Calculate the lim of (x^2 - 4)/(x - 2) when x tends to 2.', '4'],
    // The average of x on [0, 4] is 2; of 3x² on [0, 2] is 8/2 = 4.
    ['avg value of f(x)=3x^2 on [0,2]', '4'],
    ['What is the average value of f(x) = x on the interval [0, 4]?', '2'],
    ['How much is ∫ from 0 to 2 of 3x^2 dx?', '8'],
    // ∫ from −1 to 1 of (1 − x²) = 4/3.
    ['Find the area between the curve y = x^2 and the line y = 1.', '4/3'],
    ['Find the area enclosed between the curves y = x^2 and y = x', '1/6'],
    ['Divide (2 + 2i) by (1 + i) and write the result like a + bi.', '2'],
    // f(x) = 3 − 4x = −5 at x = 2.
    ['The function is f(x) = 3 − 4x. Please give me the value of x when f(x) = −5.', '2'],
    ['If g(t) = 2t + 7, for what value of t is g(t) = 1?', '-3'],
    ['Let h(x) = x^2 - 1. Find x when h(x) = 8.', '-3, 3'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

describe('more exam and textbook wordings', () => {
  it.each([
    ['For the function f(x) = x² + 3x − 2, what is the value of f(−2)?', '-4'],
    ['What is (7 − i) − (2 + 3i) written in the form a + bi?', '5 - 4*i'],
    ['If z = (3 + i)/(1 + i), find the value of |z|.', 'sqrt(5)'],
    ['What is the value of ∫₀^2 3x² dx?', '8'],
    ['Work out lim_{x→3} (x² − 9)/(x − 3).', '6'],
    ['Find the perpendicular distance of the point (1, 2) from the line 3x + 4y − 1 = 0.', '2'],
    ['Which expression is equivalent to (3a²b⁻¹)² · ab³? Write it with positive exponents only.', '9*a**5*b'],
    // gf(x) = g(f(x)) = 2(x + 1) = 2x + 2.
    ['f(x) = x + 1 and g(x) = 2x. Find gf(x).', '2*x + 2'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

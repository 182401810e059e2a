import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { platformChrome } from './homework-platform';

describe('what a homework site or a photographed worksheet adds', () => {
  it('drops the page around the problem', () => {
    expect(platformChrome('Question 4 of 12\nWhat is 3/4 of 48?\nPoints: 2\nSubmit')).toBe('What is 3/4 of 48?');
    expect(platformChrome('8.\nSolve 5x - 3 = 12')).toBe('Solve 5x - 3 = 12');
    expect(platformChrome('Q 2\nFind the median of 4, 9, 1, 7')).toBe('Find the median of 4, 9, 1, 7');
    // A word broken across lines by a hyphen is joined again.
    expect(platformChrome('Write 3/8 as a per-\ncentage.')).toBe('Write 3/8 as a percentage.');
  });

  it('drops a last line that only says how to type the answer', () => {
    expect(platformChrome('Solve 2x + 1 = 8\n(Type an integer or a simplified fraction.)')).toBe('Solve 2x + 1 = 8');
    expect(platformChrome('Solve x^2 = 7\nType an exact answer, using radicals as needed.')).toBe('Solve x^2 = 7');
    // A last line with numbers of its own is part of the problem.
    expect(platformChrome('Solve the system:\nx + y = 5\nx - y = 1')).toBe('Solve the system:\nx + y = 5\nx - y = 1');
  });

  it.each([
    // 5/6 − 1/4 = 7/12.
    ['Question 2 of 10\nCompute 5/6 - 1/4. Enter your answer as a reduced fraction.\nPoints: 1', '7/12'],
    // √(x + 6) = x: x = 3 (x = −2 is extraneous).
    ['Solve: √(x + 6) = x\nIf there is an extraneous solution, do not include it.', '3'],
    // 3x + 2y = 16, x − y = 2: x = 4, y = 2.
    ['Solve the system:\n3x + 2y = 16\nx − y = 2\nEnter your answer as x = __, y = __.', 'x = 4, y = 2'],
    // 2 h 50 min after 10:20 PM: 1:10 AM.
    [
      'What time will it be 2 hours and 50 minutes after 10:20 PM?\nEnter your answer in the form h:mm AM/PM.',
      '1:10 AM',
    ],
    // (2 + i)(3 − i) = 6 − 2i + 3i + 1 = 7 + i.
    ['Multiply: (2 + i)(3 − i)\nWrite your answer in the form a + bi.', '7 + i'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('drops a teacher or parent introducing the problem', () => {
    // (x + 4)/3 − (x − 2)/5 = 2: 5(x + 4) − 3(x − 2) = 30, 2x = 4, x = 2.
    expect(solve('My students keep getting this wrong: solve (x + 4)/3 − (x − 2)/5 = 2').answer?.value).toBe('2');
    expect(solve("I'm making an answer key: what is 15% of 80?").answer?.value).toBe('12');
  });
});

describe('typed limits and integrals', () => {
  it.each([
    // √(x² + 5x) − x → 5/2 at ∞; |x + 1|/(x + 1) from the right of −1 is 1.
    ['lim x->inf sqrt(x^2+5x) - x', '5/2'],
    ['What is the limit of f(x) = |x + 1|/(x + 1) as x approaches -1 from the right?', '1'],
    // ∫₀^π cos x dx = 0; ∫₀^{π/2} cos²x dx = π/4; ∫ sin(2x) dx = −cos(2x)/2.
    ['int_0^pi cos x dx', '0'],
    ['∫₀^{π/2} cos²x dx. What is the exact value?', 'pi/4'],
    ['3.\nIntegrate   ∫ sin(2x) dx', '-cos(2*x)/2'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('keeps LaTeX limits one character long: \\int_0^12x is from 0 to 1 of 2x', () => {
    expect(solve('$\\int_0^12x\\,dx$').answer?.value).toBe('1');
  });
});

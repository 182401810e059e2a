import { describe, expect, it } from 'vitest';
import { sqrtOf } from '../expr/surd';
import { rat } from '../rational';
import { exact, exactLatex, exactText, roundRational, roundedText, simpson, unitLatex } from './geometry-exact';

describe('exact measures as text and LaTeX', () => {
  it.each([
    [exact(rat(36n), true), '36*pi', '36\\pi'],
    [exact(rat(1n), true), 'pi', '\\pi'],
    [exact(rat(9n, 2n), true), '9*pi/2', '\\frac{9\\pi}{2}'],
    [exact(rat(1n, 3n), true), 'pi/3', '\\frac{\\pi}{3}'],
    [exact(rat(40n)), '40', '40'],
    [exact(rat(7n, 3n)), '7/3', '\\frac{7}{3}'],
    [{ c: sqrtOf(rat(72n))!, pi: false }, '6*sqrt(2)', '6\\sqrt{2}'],
    [{ c: sqrtOf(rat(3n, 4n))!, pi: true }, 'sqrt(3)*pi/2', '\\frac{\\sqrt{3}}{2}\\pi'],
  ])('%#: %s', (value, text, latex) => {
    expect(exactText(value)).toBe(text);
    expect(exactLatex(value)).toBe(latex);
  });

  it('writes terminating coefficients as decimals when the problem did', () => {
    expect(exactText(exact(rat(25n, 4n), true), true)).toBe('6.25*pi');
    expect(exactLatex(exact(rat(25n, 4n), true), true)).toBe('6.25\\pi');
    expect(exactText(exact(rat(1n, 3n), true), true)).toBe('pi/3');
  });
});

describe('rounding and units', () => {
  it('rounds rationals exactly, halves away from zero, keeping the zeros asked for', () => {
    expect(roundRational(rat(5n, 2n), 0)).toBe('3');
    expect(roundRational(rat(-5n, 2n), 0)).toBe('-3');
    expect(roundRational(rat(1005n, 1000n), 2)).toBe('1.01');
    expect(roundRational(rat(31n, 10n), 2)).toBe('3.10');
    expect(roundRational(rat(-1n, 1000n), 2)).toBe('0.00');
  });

  it('rounds π multiples in floating point', () => {
    expect(roundedText(exact(rat(25n), true), 2)).toBe('78.54');
    expect(roundedText(exact(rat(16n), true), 1)).toBe('50.3');
  });

  it('gives units their power', () => {
    expect(unitLatex('cm', 1)).toBe('\\text{ cm}');
    expect(unitLatex('cm', 2)).toBe('\\text{ cm}^2');
    expect(unitLatex('m', 3)).toBe('\\text{ m}^3');
    expect(unitLatex(null, 2)).toBe('');
  });

  it("integrates cubics exactly with Simpson's rule", () => {
    expect(simpson((x) => x * x * x - 2 * x, 0, 2)).toBeCloseTo(0, 12);
    expect(simpson((x) => Math.PI * (9 - x * x), -3, 3)).toBeCloseTo(36 * Math.PI, 10);
  });
});

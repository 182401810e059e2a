import { describe, expect, it } from 'vitest';
import { sameAnswer } from './same-answer';

// By hand: 1/(2√(1 − x²/4)) = 1/√(4 − x²) where |x| < 2, and neither is real for |x| > 2.
describe('the same answer, compared where it is defined', () => {
  it('ignores sample points where neither form is defined', () => {
    expect(sameAnswer('1/2/sqrt(-x**2/4 + 1)', '1/sqrt(4 - x^2)')).toBe(true);
    expect(sameAnswer('sqrt(9 - x^2)/3', 'sqrt(1 - x^2/9)')).toBe(true);
  });

  it('still tells different answers apart', () => {
    expect(sameAnswer('1/sqrt(4 - x^2)', '2/sqrt(4 - x^2)')).toBe(false);
    expect(sameAnswer('sqrt(x - 4)', '-sqrt(x - 4)')).toBe(false);
    // Defined at different points: one is a number where the other is not.
    expect(sameAnswer('sqrt(4 - x^2)', 'sqrt(x^2 - 4)')).toBe(false);
    expect(sameAnswer('1/sqrt(1 - x^2)', '1/sqrt(1 - x^2) + log(x - 2)')).toBe(false);
  });
});

describe('capital letters are variables too', () => {
  it('compares formulas in P and l at sample values', () => {
    expect(sameAnswer('(P - 2*l)/2', 'P/2 - l')).toBe(true);
    expect(sameAnswer('(P - 2*l)/2', 'P/2 + l')).toBe(false);
    expect(sameAnswer('2*A/b', 'A*2/b')).toBe(true);
  });
});

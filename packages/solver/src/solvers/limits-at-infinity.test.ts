import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// By hand: √(x² + 4x) − x → 4/2 = 2; 3x − √(9x² + 6x) → −6/(2·3) = −1; at −∞, √(x² − 2x) + x → (−1)(−2)/2 = 1;
// √(x² + 1) − 2x → −∞.
describe('a root minus a line at infinity', () => {
  it.each([
    ['lim x→∞ (√(x² + 4x) − x)', '2'],
    ['Evaluate lim_(x→∞) (3x − √(9x² + 6x))', '-1'],
    ['lim x→-∞ (√(x² - 2x) + x)', '1'],
    ['lim x→∞ (√(x² + 1) − 2x)', '-oo'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

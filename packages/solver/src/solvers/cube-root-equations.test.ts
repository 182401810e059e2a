import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('equations with one cube root', () => {
  it.each([
    // ∛(x + 2) = −3: x + 2 = −27, x = −29.
    ['Solve cbrt(x + 2) = -3', '-29'],
    // ∛(4x − 1) = 3: 4x − 1 = 27, x = 7.
    ['Solve ∛(4x - 1) = 3', '7'],
    // 2∛x − 4 = 0: ∛x = 2, x = 8.
    ['Solve 2(x)^(1/3) - 4 = 0', '8'],
    // ∛(x² − 1) = 2: x² = 9, x = ±3.
    ['Solve cbrt(x^2 - 1) = 2', '-3, 3'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

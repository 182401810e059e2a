import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('even, odd or neither', () => {
  it.each([
    ['Is f(x) = x^6 - 2x^2 even, odd or neither?', 'even'],
    ['Does h(t) = t^3 + 4t have even symmetry, odd symmetry or neither? One word only.', 'odd'],
    ['Is g(x) = x^2 + 3x even, odd or neither?', 'neither'],
    ['Is y = x cos(x) an even function, an odd function, or neither?', 'odd'],
    // Defined only for x ≥ 0: its domain is not symmetric.
    ['Is f(x) = sqrt(x) + 1 even or odd?', 'neither'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('the sign between two numbers', () => {
  it.each([
    // 2/3 = 0.666…; √17 ≈ 4.123 > 4.12; π ≈ 3.14159 < 3.1416; ∛30 ≈ 3.107 > 3.1.
    ['Fill in the blank with <, > or =: 2/3 ___ 0.67', '<'],
    ['Compare using <, >, or =: sqrt(17) ___ 4.12', '>'],
    ['Fill in the blank with <, > or =: pi ___ 3.1416', '<'],
    ['Write <, > or = : cbrt(30) ___ 3.1', '>'],
  ])('%s → %s', (problem, sign) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(sign);
    expect(out.verified?.ok).toBe(true);
  });

  it('does not tell apart values closer than rounding', () => {
    // √2·√2 and 2 are equal; floating point alone cannot say so, so no sign is given.
    expect(solve('Fill in the blank with <, > or =: sqrt(2)*sqrt(2) ___ 2').answer).toBeNull();
  });
});

describe('two signs offered', () => {
  it.each([
    // 3^4 = 81 < 4^3 = 64? No: 81 > 64.
    ['Put the correct sign < or > between 3^4 and 4^3', '>'],
    // 5/8 = 0.625 < 0.63.
    ['compare 5/8 and 0.63 (answer < or >)', '<'],
  ])('%s → %s', (problem, sign) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(sign);
    expect(out.verified?.ok).toBe(true);
  });
});

// By hand: 5/8 = 0.625 < 0.63; 4/7 ≈ 0.571 > 5/9 ≈ 0.556; 3^5 = 243 > 5^3 = 125.
describe('the pair around a blank, before the signs offered', () => {
  it.each([
    ['My son has to fill in the blank: 5/8 ___ 0.63. Which symbol goes there, <, > or =?', '<'],
    ['4/7 ? 5/9   fill in < or >', '>'],
    ['Which sign goes between 3^5 and 5^3: <, > or =?', '>'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

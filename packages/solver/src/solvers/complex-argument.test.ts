import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('the argument of a complex number', () => {
  it.each([
    // √3 + i lies at 30°; −1 + i at 135°; −2√3 − 2i at −150°; 5i at 90°; −7 at 180° (π, not −π).
    ['Find the argument of sqrt(3) + i', 'pi/6'],
    ['What is arg(-1 + i)?', '3*pi/4'],
    ['Find the principal argument of z = -2sqrt(3) - 2i', '-5*pi/6'],
    ['Find the argument of 5i in degrees', '90'],
    ['What is the argument of -7?', 'pi'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no exact answer for an angle that is not a multiple of π/12, nor for zero', () => {
    // arg(1 + 2i) = atan 2, not a standard angle.
    expect(solve('Find the argument of 1 + 2i').answer).toBeNull();
    expect(solve('Find the argument of 0i').answer).toBeNull();
  });
});

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

describe('a point from rectangular to polar coordinates', () => {
  it.each([
    // (−3, 3√3): r = √(9 + 27) = 6, θ = 2π/3.
    ['Convert the point (-3, 3sqrt(3)) in rectangular coordinates to polar coordinates.', '(6, 2*pi/3)'],
    // (0, −5): r = 5, θ = 3π/2 in [0, 2π).
    [
      'Convert the point $(0,-5)$ in rectangular coordinates to polar coordinates. Enter your answer in the form $(r,\\theta),$ where $r > 0$ and $0 \\le \\theta < 2 \\pi.$',
      '(5, 3*pi/2)',
    ],
    // (2, −2): r = 2√2, θ = 7π/4.
    ['Convert (2, -2) from rectangular to polar coordinates', '(2*sqrt(2), 7*pi/4)'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no answer for an angle that is not a multiple of π/12', () => {
    expect(solve('Convert the point (1, 2) in rectangular coordinates to polar coordinates.').answer).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { sameAnswer, solve, verifyAnswer } from '../index';

// By hand: s = ut + ½at² with u = 3, a = 2, t = 5 → 15 + 25 = 40; V = IR → R = 12/3 = 4; A = ½bh with A = 24,
// b = 8 → h = 6; a² + b² = c² with a = 5, c = 13 → b = 12 (a length); y = mx + c with y = 11, m = 2, x = 3 → c = 5;
// K = ½mv² with K = 50, m = 4 → v = ±5, a speed → 5; x² = y with y = 16 and no measure → x = ±4.
describe('a formula with values for all its letters but one', () => {
  it.each([
    ['s = ut + 1/2 at^2, u = 3, a = 2, t = 5. Find s.', '40'],
    ['Using V = IR, find R when V = 12 and I = 3', '4'],
    ['The area of a triangle is A = 1/2 bh. If A = 24 and b = 8, what is h?', '6'],
    ['a^2 + b^2 = c^2 with a = 5 and c = 13: find b', '12'],
    ['y = mx + c; y = 11, m = 2 and x = 3. Find c.', '5'],
    ['The kinetic energy K = 1/2 mv^2 is 50 joules when the mass is m = 4 and K = 50. Find the speed v.', '5'],
    ['x^2 = y, y = 16, find x', '-4, 4'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, value, out).status).toBe('verified');
  });

  it('does not read an equation of a system as a value', () => {
    // "-2*p = 8" is not p = 8: the system is solved as a system (p = -4, q = 2).
    const out = solve('Solve -2*p = 8, p + 3*q = 2 for q.');
    expect(out.answer?.value).toBe('2');
  });
});

// By hand: C = 18π → r = 9, A = 81π; A = 64π → d = 16; square with P = 44 → A = 121; diagonal 6√2 → side 6;
// sphere with surface area 100π → r = 5, V = 500π/3; cube of volume 343 → surface area 6·49 = 294.
describe('a shape known by one of its measures', () => {
  it.each([
    ['The circumference of a circle is 18π cm. Find its area.', '81*pi'],
    ['A circle has an area of 64π square units. What is its diameter?', '16'],
    ['A square has a perimeter of 44. What is its area?', '121'],
    ['A square has a diagonal of 6√2. How long is its side?', '6'],
    ['A sphere has surface area 100π. What is its volume?', '500*pi/3'],
    ['The volume of a cube is 343 cubic cm. What is its surface area?', '294'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no exact answer when the length is not exact', () => {
    // r = √(50/π): not a number the engine writes exactly.
    expect(solve('A circle has area 50. What is its radius?').answer).toBeNull();
  });
});

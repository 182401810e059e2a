import { describe, expect, it } from 'vitest';
import { sameAnswer, solve } from '../index';

// By hand: f(5) = (5 − 1)/(5 + 3) = 1/2; √(2·8 + 9) = 5; f(g(2)) = f(4) = 1/(4² − 1) = 1/15; (f ∘ g)(x) = 3(x − 1)² + 1;
// f(f(x)) for f = 2/x is x; the vertex of −(x − 4)² + 7 is a maximum of 7, and 2x² − 8x + 1 has its axis at x = 2;
// y = −(3/4)x + 1 has slope −3/4, so a perpendicular slope is 4/3; 3x − 6y = 2 has slope 1/2.
describe('values and compositions of defined functions', () => {
  it.each([
    ['If f(x) = (x - 1)/(x + 3), find f(5).', '1/2'],
    ['Let g(x) = sqrt(2x + 9). What is g(8)?', '5'],
    ['f(x) = 1/(x^2 - 1) and g(x) = 2x. Find f(g(2)).', '1/15'],
    ['Let f(x) = 3x^2 + 1 and g(x) = x - 1. What is (f ∘ g)(x)?', '3*(x - 1)**2 + 1'],
    ['If f(x) = 2/x, find f(f(x)).', 'x'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });
});

describe('features of parabolas and lines', () => {
  it.each([
    ['What is the maximum value of f(x) = -(x - 4)^2 + 7?', '7'],
    ['Find the axis of symmetry of y = 2x^2 - 8x + 1', '2'],
    ['Find the minimum value of y = x^2 - 10x', '-25'],
    ['Find the slope of a line perpendicular to y = -(3/4)x + 1', '4/3'],
    ['What is the slope of a line parallel to 3x - 6y = 2?', '1/2'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no maximum of a parabola that opens upward', () => {
    expect(solve('What is the maximum value of y = x^2 + 1?').answer).toBeNull();
  });
});

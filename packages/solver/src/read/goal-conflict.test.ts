import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// Each was once answered, and shown as checked, with something the problem mentions but does not ask.
describe('an answer to something else in the text is not given', () => {
  it.each([
    // Two points named "with distances in metres": their distance is not the graph asked for.
    "Ben's paper plane flies along a parabola with its highest point at (5, 3), and it passes through (0, 1), with distances in metres. Plot its height y against the distance x.",
    // A remark about the derivative is not the question.
    'Practice question: find the x-coordinate of the turning point of y = x e^(−4x). I took the derivative and got stuck.',
  ])('%s', (problem) => {
    const out = solve(problem);
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/asks for (?:a graph|a stationary point|a tangent line)/);
  });

  it('still answers what is asked', () => {
    // y = x³ + x at x = 1: slope 4, point (1, 2), so y = 4x − 2.
    expect(solve('Find the tangent to y = x^3 + x at x = 1').answer?.value).toBe('4*x - 2');
    // The remark about differentiating is left out and the tangent asked is given.
    const asked =
      'I know how to differentiate but not the tangent line part. Can you find the tangent to y = x³ + x at x = 1?';
    expect(solve(asked).answer?.value).toBe('4*x - 2');
    expect(solve('Differentiate y = x^3 + x').answer?.value).toBe('3*x**2 + 1');
    expect(solve('What is the slope of the tangent to y = x^3 + x at x = 1?').answer?.value).toBe('4');
    expect(solve('Graph y = 2x - 1').graphs.length).toBeGreaterThan(0);
  });
});

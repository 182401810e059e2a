import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { graphTransform } from './graph-transform';

describe('a graph moved, and the new graph asked for', () => {
  it('applies each move in the order written', () => {
    expect(graphTransform('The graph of y = x^2 is translated by the vector (1, 4). Sketch the new curve.')).toBe(
      'Graph y = (x - (1))^2 + (4)',
    );
    expect(graphTransform('Sketch y = x^2 shifted 3 units right and then reflected in the x-axis')).toBe(
      'Graph y = -((x - 3)^2)',
    );
  });

  it.each([
    ['The graph of y = x^2 is translated by the vector (1, 4). Sketch the new curve.', '(x - 1)**2 + 4'],
    ['Draw y = 3^x moved 2 units down.', '3**(x) - 2'],
    ['Graph y = |x| moved 4 units left and 2 units up', 'abs(x + 4) + 2'],
    ['Plot y = x^3 reflected in the y-axis', '-x**3'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.graphs.length).toBeGreaterThan(0);
  });

  it('reads nothing without a graph asked, or with a number it cannot place', () => {
    expect(graphTransform('The graph of y = x^2 is translated by the vector (1, 4).')).toBeNull();
    expect(graphTransform('Sketch y = x^2 shifted 3 units right, 5 times.')).toBeNull();
  });
});

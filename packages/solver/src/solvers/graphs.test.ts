import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer, type Graph, type SolveResult } from '../index';

// Expected curves worked by hand: 2x + 3y = 6 ⇔ y = 2 − 2x/3; 3x − 2y = 6 ⇔ y = 3x/2 − 3; 2x + y < 4 ⇔ y < 4 − 2x
// (below, strict: dashed); x − y > 2 ⇔ y < x − 2 (dividing by −1 turns the sign: below); −y ≥ x ⇔ y ≤ −x (below,
// solid); 4y − 8 ≤ 2x ⇔ y ≤ x/2 + 2; 2y > 4x − 6 ⇔ y > 2x − 3. Every plotted point is compared with our own
// evaluation of the curve, independent of the engine and of mathjs.

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

function expectGraph(problem: string, value: string): SolveResult {
  const out = solve(problem);
  expect(out.type, problem).toBe('graph');
  expect(out.answer?.value).toBe(value);
  expect(out.verified?.ok).toBe(true);
  expect(out.reading?.latex).toMatch(/^\\text\{graph of \}/);
  expect(out.graphs.length).toBeGreaterThan(0);
  return out;
}

/** Every point of the graph lies on y = f(x). */
function expectOn(graph: Graph, f: (x: number) => number) {
  expect(graph.type).toBe('function');
  expect(graph.xLabel).toBe('x');
  expect(graph.yLabel).toBe('y');
  expect(graph.points.length).toBeGreaterThan(50);
  for (const p of graph.points) expect(close(p.y, f(p.x)), `(${p.x}, ${p.y})`).toBe(true);
}

const xs = (g: Graph) => g.points.map((p) => p.x);

describe('functions', () => {
  it.each<[string, string, string, (x: number) => number]>([
    ['Graph y = x^2 - 4', 'x**2 - 4', 'y = x^2 - 4', (x) => x * x - 4],
    ['graph f(x) = x^3 - 3x', 'x**3 - 3*x', 'y = x^3 - 3*x', (x) => x ** 3 - 3 * x],
    ['Sketch the parabola y = (x-1)^2', '(x - 1)**2', 'y = (x - 1)^2', (x) => (x - 1) ** 2],
    ['Graph y=−x²+4', '-x**2 + 4', 'y = -x^2 + 4', (x) => 4 - x * x],
    ['Graph $y = \\frac{1}{2}x + 1$', 'x/2 + 1', 'y = x/2 + 1', (x) => x / 2 + 1],
    ['Graph y = |x|', 'abs(x)', 'y = abs(x)', (x) => Math.abs(x)],
    ['Plot sin x', 'sin(x)', 'y = sin(x)', (x) => Math.sin(x)],
    ['Graph y = e^x', 'exp(x)', 'y = exp(x)', (x) => Math.exp(x)],
  ])('%s → y = %s', (problem, value, title, f) => {
    const out = expectGraph(problem, value);
    expect(out.graphs).toHaveLength(1);
    const [g] = out.graphs as [Graph];
    expect(g.title).toBe(title);
    expect(g.description).toBe('The function, plotted against x.');
    expect(g.shade).toBeUndefined();
    expect(g.dashed).toBeUndefined();
    expectOn(g, f);
    expect(out.steps.map((s) => s.title)).toEqual(['The function']);
  });

  it('shows where the curve crosses the x-axis and where it meets the y-axis', () => {
    const out = expectGraph('Graph y = x^2 - 4', 'x**2 - 4');
    const g = out.graphs[0] as Graph;
    // The roots ±2 are inside the window chosen.
    expect(Math.min(...xs(g))).toBeLessThan(-2);
    expect(Math.max(...xs(g))).toBeGreaterThan(2);
    expect(out.steps[0]?.explanation).toBe('It crosses the y-axis at y = -4.');
    expect(out.steps[0]?.latex).toBe('y = x^{2} - 4');
    expect(out.answer?.latex).toBe('y = x^{2} - 4');
  });

  it('plots only where the function is defined', () => {
    const log = expectGraph('Graph y = ln(x)', 'log(x)');
    const g = log.graphs[0] as Graph;
    expect(Math.min(...xs(g))).toBeGreaterThan(0);
    expectOn(g, Math.log);
    expect(log.steps[0]?.explanation).toBe('It is plotted where it is defined.');

    const root = expectGraph('Graph y = sqrt(x)', 'sqrt(x)');
    expect(Math.min(...xs(root.graphs[0] as Graph))).toBeGreaterThanOrEqual(0);

    const reciprocal = expectGraph('Plot y = 1/x', 'x**(-1)');
    const r = reciprocal.graphs[0] as Graph;
    expect(r.points.every((p) => p.x !== 0 && Number.isFinite(p.y))).toBe(true);
    expectOn(r, (x) => 1 / x);
  });

  it('draws a constant function as a horizontal line', () => {
    const out = expectGraph('Graph y = 5', '5');
    expectOn(out.graphs[0] as Graph, () => 5);
    expect(out.steps[0]?.explanation).toBe('It crosses the y-axis at y = 5.');
  });

  it('has nothing to check a claimed answer against', () => {
    expect(verifyAnswer('Graph y = x^2 - 4', 'y = x^2 - 4').status).toBe('not-checkable');
  });
});

describe('windows', () => {
  it.each<[string, string, number, number, string, (x: number) => number]>([
    ['Plot sin(x) from -pi to pi', 'sin(x)', -Math.PI, Math.PI, '-\\pi \\le x \\le \\pi', Math.sin],
    ['Plot sin(x) from 0 to 2π', 'sin(x)', 0, 2 * Math.PI, '0 \\le x \\le 2 \\pi', Math.sin],
    ['Graph y = 3x - 2 from x = -1 to 4', '3*x - 2', -1, 4, '-1 \\le x \\le 4', (x) => 3 * x - 2],
    ['Plot y = x^2 - 4 from -3 to 3', 'x**2 - 4', -3, 3, '-3 \\le x \\le 3', (x) => x * x - 4],
    ['plot x^2 from -3 to 3', 'x**2', -3, 3, '-3 \\le x \\le 3', (x) => x * x],
    ['Graph y = tan(x) from -1 to 1', 'tan(x)', -1, 1, '-1 \\le x \\le 1', Math.tan],
    ['Graph y = \\sqrt{x} from 0 to 9', 'sqrt(x)', 0, 9, '0 \\le x \\le 9', Math.sqrt],
  ])('%s: x from %d to %d', (problem, value, lo, hi, window, f) => {
    const out = expectGraph(problem, value);
    const g = out.graphs[0] as Graph;
    expect(g.points[0]?.x).toBeCloseTo(lo, 9);
    expect(g.points.at(-1)?.x).toBeCloseTo(hi, 9);
    expect(g.points.every((p) => p.x >= lo - 1e-9 && p.x <= hi + 1e-9)).toBe(true);
    expect(out.reading?.latex).toContain(`\\text{for } ${window}`);
    expectOn(g, f);
  });

  it('ends √x at 3 when the window ends at 9', () => {
    const g = expectGraph('Graph y = \\sqrt{x} from 0 to 9', 'sqrt(x)').graphs[0] as Graph;
    expect(g.points.at(-1)?.y).toBeCloseTo(3, 9);
  });

  // "2pi" in a window is written 2\pi, not the letters 2pi.
  it('writes 2pi in a window as 2\\pi: Plot cos(x) for x = 0 to 2pi', () => {
    const out = solve('Plot cos(x) for x = 0 to 2pi');
    expect(out.reading?.latex).toMatch(/0 \\le x \\le 2 ?\\pi/);
  });

  it('reads a window in interval notation: Plot x^2 on [-2, 2]', () => {
    const out = solve('Plot x^2 on [-2, 2]');
    expect(out.answer?.value).toBe('x**2');
    const g = out.graphs[0] as Graph;
    expect(g.points[0]?.x).toBeCloseTo(-2, 9);
    expect(g.points.at(-1)?.x).toBeCloseTo(2, 9);
  });
});

describe('equations of lines', () => {
  it.each<[string, string, string, (x: number) => number]>([
    ['Graph 2x + 3y = 6', '-2*x/3 + 2', '2 x + 3 y = 6', (x) => 2 - (2 * x) / 3],
    ['Draw the line 3x - 2y = 6', '3*x/2 - 3', '3 x - 2 y = 6', (x) => (3 * x) / 2 - 3],
  ])('%s → y = %s', (problem, value, written, f) => {
    const out = expectGraph(problem, value);
    // The equation as written, then solved for y.
    expect(out.reading?.latex).toContain(written);
    expectOn(out.graphs[0] as Graph, f);
  });

  it('crosses the axes where the equation says: 2x + 3y = 6 at (0, 2) and (3, 0)', () => {
    const out = expectGraph('Graph 2x + 3y = 6', '-2*x/3 + 2');
    const g = out.graphs[0] as Graph;
    expect(Math.min(...xs(g))).toBeLessThan(3);
    expect(Math.max(...xs(g))).toBeGreaterThan(3);
    expect(out.steps[0]?.explanation).toBe('It crosses the y-axis at y = 2.');
  });

  it.each([['Graph x^2 + y^2 = 4'], ['Graph y^2 = x'], ['Graph y = 2x + z']])(
    '%s is not y as a function of x: no graph, no answer',
    (problem) => {
      const out = solve(problem);
      expect(out.answer).toBeNull();
      expect(out.graphs).toHaveLength(0);
      expect(out.reason).toBeTruthy();
    },
  );
});

describe('inequalities', () => {
  it.each<[string, string, 'above' | 'below', boolean, (x: number) => number]>([
    ['Graph y > 2x + 1', '2*x + 1', 'above', true, (x) => 2 * x + 1],
    ['Graph 2x + 1 < y', '2*x + 1', 'above', true, (x) => 2 * x + 1],
    ['Graph y <= -x + 3', '-x + 3', 'below', false, (x) => 3 - x],
    ['Graph y ≥ x/2 - 1', 'x/2 - 1', 'above', false, (x) => x / 2 - 1],
    ['Graph 2x + y < 4', '-2*x + 4', 'below', true, (x) => 4 - 2 * x],
    ['Graph x - y > 2', 'x - 2', 'below', true, (x) => x - 2],
    ['Graph -y ≥ x', '-x', 'below', false, (x) => -x],
    ['Graph 2y > 4x - 6', '2*x - 3', 'above', true, (x) => 2 * x - 3],
    ['graph 4y - 8 ≤ 2x', 'x/2 + 2', 'below', false, (x) => x / 2 + 2],
    ['Graph 3 > y', '3', 'below', true, () => 3],
    ['Graph the inequality y >= 3', '3', 'above', false, () => 3],
    ['Shade the region y < -2x', '-2*x', 'below', true, (x) => -2 * x],
    ['Graph y < x^2', 'x**2', 'below', true, (x) => x * x],
  ])('%s: boundary y = %s, shaded %s, dashed %s', (problem, value, shade, dashed, f) => {
    const out = expectGraph(problem, value);
    expect(out.graphs).toHaveLength(1);
    const g = out.graphs[0] as Graph;
    expect(g.shade).toBe(shade);
    expect(g.dashed).toBe(dashed);
    expect(g.description).toBe(
      `Shade the region ${shade} the ${dashed ? 'dashed' : 'solid'} line (the line itself ${dashed ? 'is not' : 'is'} included).`,
    );
    expectOn(g, f);
    expect(out.steps.map((s) => s.title)).toEqual(['The function', 'Shade one side']);
    // The inequality as written comes first in the reading.
    expect(out.reading?.latex).toMatch(/^\\text\{graph of \} .*(?:<|>|\\le|\\ge) .*,\\ y = /);
  });

  it.each([
    ['Graph y > 2x + 1', 'y > 2 x + 1'],
    ['Graph 2x + y < 4', 'y < -2 x + 4'],
    ['Graph x - y > 2', 'y < x - 2'],
    ['Graph 2y > 4x - 6', 'y > 2 x - 3'],
  ])('a strict inequality %s is shown solved for y: %s', (problem, latex) => {
    expect(solve(problem).steps[1]?.latex).toBe(latex);
  });

  // A non-strict inequality includes its boundary, so the shading step keeps ≤.
  it('a non-strict inequality keeps ≤ in its shading step: Graph y <= -x + 3', () => {
    const latex = solve('Graph y <= -x + 3').steps[1]?.latex ?? '';
    expect(latex).toMatch(/^y \\leq? -x \+ 3$/);
  });
});

describe('piecewise functions', () => {
  it('two pieces, each only on its own side of the break', () => {
    const out = expectGraph('graph y = x^2 if x < 0, x + 1 if x >= 0', 'x**2 if x < 0; x + 1 if x >= 0');
    expect(out.graphs).toHaveLength(2);
    const [left, right] = out.graphs as [Graph, Graph];
    expect(left.title).toBe('y = x^2 for x < 0');
    expect(right.title).toBe('y = x + 1 for x >= 0');
    expect(left.points.every((p) => p.x < 0)).toBe(true);
    expect(right.points.every((p) => p.x >= 0)).toBe(true);
    expectOn(left, (x) => x * x);
    expectOn(right, (x) => x + 1);
    expect(out.steps.map((s) => s.title)).toEqual(['For x < 0', 'For x >= 0']);
    // Only the piece that holds at 0 meets the y-axis.
    expect(out.steps[0]?.explanation).toBe('It is plotted where it is defined.');
    expect(out.steps[1]?.explanation).toBe('It crosses the y-axis at y = 1.');
    expect(out.answer?.latex).toBe('y = x^{2}\\quad (x < 0),\\ y = x + 1\\quad (x \\ge 0)');
  });

  it('braces, semicolons, "for" and ≥', () => {
    const out = expectGraph('graph f(x) = { -x for x < 0; 2 for x ≥ 0 }', '-x if x < 0; 2 if x >= 0');
    const [left, right] = out.graphs as [Graph, Graph];
    expectOn(left, (x) => -x);
    expectOn(right, () => 2);
    expect(left.points.every((p) => p.x < 0)).toBe(true);
    expect(right.points.every((p) => p.x >= 0)).toBe(true);
  });

  it('three pieces with a two-sided condition', () => {
    const out = expectGraph(
      'Graph f(x) = x if x < 1, 2 if 1 <= x < 3, 5 - x if x >= 3',
      'x if x < 1; 2 if 1 <= x < 3; -x + 5 if x >= 3',
    );
    expect(out.graphs).toHaveLength(3);
    const [a, b, c] = out.graphs as [Graph, Graph, Graph];
    expect(a.points.every((p) => p.x < 1)).toBe(true);
    expect(b.points.every((p) => p.x >= 1 && p.x < 3)).toBe(true);
    expect(c.points.every((p) => p.x >= 3)).toBe(true);
    expectOn(a, (x) => x);
    expectOn(b, () => 2);
    expectOn(c, (x) => 5 - x);
    expect(out.steps.map((s) => s.title)).toEqual(['For x < 1', 'For 1 <= x < 3', 'For x >= 3']);
  });
});

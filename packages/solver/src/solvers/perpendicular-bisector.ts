import { type Rational, add, div, isZero, mul, neg, rat, sub, toLatex, toNumber, toText } from '../rational';
import { type Solver, result } from '../types';
import { type Point, lineOf, pointLatex, pointsOf } from './coordinate-points';

/**
 * "the perpendicular bisector of (1, 1) and (5, 3)": the line through the midpoint, at right angles to the segment;
 * checked by both endpoints lying at the same distance from two of its points.
 */
export const solvePerpendicularBisector: Solver = (problem) => {
  const text = problem.trim();
  if (text.length > 300 || !/\bperpendicular\s+bisector\b/i.test(text)) return null;
  const pts = pointsOf(text);
  if (!pts || pts.length !== 2) return null;
  const [[x1, y1], [x2, y2]] = pts as [Point, Point];
  const half = rat(1n, 2n);
  const mid: Point = [mul(add(x1, x2), half), mul(add(y1, y2), half)];
  const [run, rise] = [sub(x2, x1), sub(y2, y1)];
  if (isZero(run) && isZero(rise)) return null;
  if (isZero(rise))
    return result('geometry', {
      reason: 'The bisector of a level segment is the vertical line x = constant, not y = mx + b.',
    });
  const m: Rational = neg(div(run, rise));
  const b = sub(mid[1], mul(m, mid[0]));
  const line = lineOf(m, b);
  // Any point of the line is as far from one endpoint as from the other.
  const equal = (x: number) => {
    const y = toNumber(m) * x + toNumber(b);
    const d = (p: Point) => Math.hypot(x - toNumber(p[0]), y - toNumber(p[1]));
    return Math.abs(d(pts[0] as Point) - d(pts[1] as Point)) < 1e-9;
  };
  return result('geometry', {
    reading: {
      latex: `\\text{perpendicular bisector of } ${pointLatex(pts[0] as Point)} \\text{ and } ${pointLatex(pts[1] as Point)}`,
      target: { kind: 'equivalent', expr: line.text, variables: ['x'], form: 'any' },
    },
    steps: [
      { title: 'The midpoint', explanation: 'Halfway between the two points.', latex: pointLatex(mid) },
      {
        title: 'The slope at right angles',
        explanation: `The segment has slope ${toText(div(rise, run))}; the bisector's slope is its negative reciprocal.`,
        latex: `m = ${toLatex(m)}`,
      },
      { title: 'The line', explanation: 'Through the midpoint with that slope.', latex: line.latex },
    ],
    answer: { value: line.text, latex: line.latex },
    verified: {
      ok: equal(-3.5) && equal(2.25) && equal(10),
      method: 'points of the line are as far from each endpoint',
    },
  });
};

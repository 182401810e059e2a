import { sqrtOf, surdLatex, surdNumber, surdText } from '../expr/surd';
import { parseExpression, toPoly } from '../parse';
import { type Poly, asConstant, coefficientsIn, degreeIn, minus, variables } from '../polynomial';
import { nodeLatex } from '../read/reading';
import { type Rational, ZERO, add, cmp, div, isZero, mul, neg, rat, sub, toLatex, toNumber, toText } from '../rational';
import { type Solver, result } from '../types';

const abs = (r: Rational) => (r.n < 0n ? neg(r) : r);
import { type Point, pointLatex, pointsOf, valueAt } from './coordinate-points';

/**
 * Figures given by coordinates: the centre and radius of a circle from its equation in any arrangement
 * ("x² + y² − 6x + 4y − 12 = 0", "(x − 2)² + (y + 1)² = 9"), and the area of a triangle from its vertices.
 */

/** The circle a(x² + y²) + Dx + Ey + F = 0 as centre and r², or null when the equation is not a circle. */
function circleOf(equation: string): { h: Rational; k: Rational; r2: Rational } | null {
  const [left, right, extra] = equation.split('=');
  if (left === undefined || right === undefined || extra !== undefined) return null;
  const p: Poly = minus(toPoly(parseExpression(left)), toPoly(parseExpression(right)));
  if (variables(p).some((v) => v !== 'x' && v !== 'y') || degreeIn(p, 'x') !== 2 || degreeIn(p, 'y') !== 2) return null;
  const at = (x: number, y: number) => valueAt(p, x, y);
  // a x² + D x + c(y) in x, the same in y; an x·y term shows as p(1,1) − p(1,0) − p(0,1) + p(0,0) ≠ 0.
  const [f00, f10, f01, f11, f20, f02] = [at(0, 0), at(1, 0), at(0, 1), at(1, 1), at(2, 0), at(0, 2)];
  if (!f00 || !f10 || !f01 || !f11 || !f20 || !f02) return null;
  if (!isZero(add(sub(sub(f11, f10), f01), f00))) return null;
  const ax = div(add(sub(f20, mul(rat(2n), f10)), f00), rat(2n));
  const ay = div(add(sub(f02, mul(rat(2n), f01)), f00), rat(2n));
  if (isZero(ax) || cmp(ax, ay) !== 0) return null;
  const d = sub(sub(f10, f00), ax);
  const e = sub(sub(f01, f00), ay);
  const h = neg(div(d, mul(rat(2n), ax)));
  const k = neg(div(e, mul(rat(2n), ax)));
  const r2 = sub(add(mul(h, h), mul(k, k)), div(f00, ax));
  return { h, k, r2 };
}

export const solveCircle: Solver = (problem) => {
  const m =
    /^(?:what is|what's|find|give|determine|state)?\s*(?:the\s+)?(cent(?:er|re)|radius)(?:\s+and\s+(?:the\s+)?(?:cent(?:er|re)|radius))?\s+of\s+(?:the\s+)?(?:circle\s+)?(?:with\s+equation\s+|given\s+by\s+)?(.+?=.+?)\s*[?.]?$/i.exec(
      problem.trim(),
    );
  if (!m || /\band\b/i.test(problem.slice(0, (m.index ?? 0) + (m[1] as string).length + 12))) return null;
  const equation = (m[2] as string).trim();
  let circle: ReturnType<typeof circleOf>;
  try {
    circle = circleOf(equation);
  } catch {
    return null;
  }
  if (!circle) return null;
  const { h, k, r2 } = circle;
  const [left = '', right = ''] = equation.split('=');
  const read = `${nodeLatex(parseExpression(left))} = ${nodeLatex(parseExpression(right))}`;
  if (cmp(r2, ZERO) <= 0)
    return result('geometry', {
      reading: { latex: read, target: null },
      reason: `Completing the square gives r² = ${toText(r2)}, so the equation is not a circle.`,
    });
  const r = sqrtOf(r2);
  if (!r) return null;
  const center = /^cent/i.test(m[1] as string);
  const value = center ? `(${toText(h)}, ${toText(k)})` : surdText(r);
  // The check: points of the circle found, put back into the equation as written, give zero.
  const radius = surdNumber(r);
  const lhs = (x: number, y: number) => numericAt(left, right, x, y);
  const ok = [0, 1.3, 2.9].every((t) => {
    const x = toNumber(h) + radius * Math.cos(t);
    const y = toNumber(k) + radius * Math.sin(t);
    return Math.abs(lhs(x, y)) <= 1e-9 * Math.max(1, radius * radius);
  });
  return result('geometry', {
    reading: {
      latex: `\\text{${center ? 'centre' : 'radius'} of the circle } ${read}`,
      target: center ? null : { kind: 'value', value },
    },
    steps: [
      {
        title: 'Complete the square',
        explanation: `Grouping the x terms and the y terms: (x − h)² + (y − k)² = r² with h = ${toText(h)}, k = ${toText(k)}.`,
        latex: `(x ${h.n < 0n ? '+' : '-'} ${toLatex(abs(h))})^2 + (y ${k.n < 0n ? '+' : '-'} ${toLatex(abs(k))})^2 = ${toLatex(r2)}`,
      },
      {
        title: center ? 'The centre' : 'The radius',
        explanation: center ? `The centre is (h, k) = ${value}.` : `r = √${toText(r2)} = ${value}.`,
        latex: center ? `\\left(${toLatex(h)}, ${toLatex(k)}\\right)` : `r = ${surdLatex(r)}`,
      },
    ],
    answer: { value, latex: center ? `\\left(${toLatex(h)}, ${toLatex(k)}\\right)` : surdLatex(r) },
    verified: { ok, method: 'points of the circle found put back into the equation as written' },
  });
};

/** Both sides of the equation at (x, y), in floating point, left minus right. */
function numericAt(left: string, right: string, x: number, y: number): number {
  const value = (side: string) => {
    const p = toPoly(parseExpression(side));
    let total = 0;
    for (const [cy, row] of coefficientsIn(p, 'y').entries())
      for (const [cx, c] of coefficientsIn(row, 'x').entries())
        total += toNumber(asConstant(c) ?? ZERO) * x ** cx * y ** cy;
    return total;
  };
  return value(left) - value(right);
}

/** "the area of the triangle with vertices (0, 0), (6, 0) and (2, 5)": half the cross product. */
export const solveTriangleArea: Solver = (problem) => {
  if (!/\barea\b/i.test(problem) || !/\btriangle\b/i.test(problem) || !/\bvertices|corners|points\b/i.test(problem))
    return null;
  const pts = pointsOf(problem);
  if (!pts || pts.length !== 3) return null;
  // Every number of the problem is a coordinate.
  const numbers = problem.replace(/\([^()]*\)/g, '').match(/\d/);
  if (numbers) return null;
  const [a, b, c] = pts as [Point, Point, Point];
  const cross = sub(mul(sub(b[0], a[0]), sub(c[1], a[1])), mul(sub(c[0], a[0]), sub(b[1], a[1])));
  const area = div(abs(cross), rat(2n));
  if (isZero(area))
    return result('geometry', { reason: 'The three points are on one line, so they make no triangle.' });
  // The check: Heron's formula from the three side lengths, in floating point.
  const side = (p: Point, q: Point) => Math.hypot(toNumber(p[0]) - toNumber(q[0]), toNumber(p[1]) - toNumber(q[1]));
  const [x, y, z] = [side(a, b), side(b, c), side(c, a)];
  const s = (x + y + z) / 2;
  const heron = Math.sqrt(Math.max(0, s * (s - x) * (s - y) * (s - z)));
  return result('geometry', {
    reading: {
      latex: `\\text{area of the triangle } ${pts.map(pointLatex).join(', ')}`,
      target: { kind: 'value', value: toText(area) },
    },
    steps: [
      {
        title: 'Half the cross product',
        explanation: 'Area = ½ |(x₂ − x₁)(y₃ − y₁) − (x₃ − x₁)(y₂ − y₁)|.',
        latex: `\\tfrac12 \\left|${toLatex(cross)}\\right| = ${toLatex(area)}`,
      },
    ],
    answer: { value: toText(area), latex: toLatex(area) },
    verified: {
      ok: Math.abs(heron - toNumber(area)) <= 1e-9 * Math.max(1, heron),
      method: "Heron's formula from the three side lengths",
    },
  });
};

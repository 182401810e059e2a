import { evaluate, fromNode } from '../expr/expr';
import { sqrtOf, surdLatex, surdNumber, surdText } from '../expr/surd';
import { parseExpression, toPoly } from '../parse';
import { type Poly, degreeIn, minus, variables } from '../polynomial';
import { splitLetters } from '../read/answer';
import { type Rational, add, div, isZero, mul, neg, rat, sub, toLatex, toNumber, toText } from '../rational';
import { type Solver, result } from '../types';
import { valueOf } from './values';
import { POINT, type Point, lineOf, pointLatex, pointsOf, valueAt } from './coordinate-points';
import { coefficientsAsked, interceptAsked } from './line-intercept-asked';

const RELATED = /(perpendicular|parallel) to\s+(.+?)(?:\s+(?:through|passing|and|that|containing)\b|\s*,|$)/i;
const t = (problem: string) => problem.trim().replace(/[?.]\s*$/, '');

/** Any line in x and y ("3x + y = 2", "y = x/2 + 1", "2y - 4 = 6x"): its slope and intercept, or null. */
export function slopeOfEquation(text: string): { m: Rational; b: Rational } | null {
  const equation = text.trim().replace(/^(?:the\s+)?line\s+/i, '');
  const [left, right, extra] = equation.split('=');
  if (left === undefined || right === undefined || extra !== undefined) return null;
  let p: Poly;
  try {
    p = minus(toPoly(parseExpression(splitLetters(left))), toPoly(parseExpression(splitLetters(right))));
  } catch {
    return null;
  }
  // a·x + c·y + d = 0 with c ≠ 0: y = −(a/c)·x − d/c.
  if (variables(p).some((v) => v !== 'x' && v !== 'y') || degreeIn(p, 'x') > 1 || degreeIn(p, 'y') !== 1) return null;
  const at = (x: number, y: number) => valueAt(p, x, y);
  const [d, a, c] = [at(0, 0), at(1, 0), at(0, 1)];
  if (!d || !a || !c) return null;
  const cy = sub(c, d);
  // A cross term x·y would make a(1,1) differ from the sum of the parts.
  const both = at(1, 1);
  if (!both || !isZero(sub(sub(both, d), add(sub(a, d), cy))) || isZero(cy)) return null;
  return { m: neg(div(sub(a, d), cy)), b: neg(div(d, cy)) };
}

/** Slope, line, distance and midpoint from points and lines written in the question. */
export const readCoordinate: Solver = (problem) => {
  const text = t(problem);
  const pts = pointsOf(text);
  if (!pts) return null;
  // Slope through two points.
  if (/\bslope\b(?!-intercept)/i.test(text) && pts.length === 2 && !/\bline (?:with|of) slope\b/i.test(text)) {
    const [[x1, y1], [x2, y2]] = pts as [Point, Point];
    if (isZero(sub(x2, x1)))
      return result('geometry', { reason: 'The two points are on a vertical line: its slope is undefined.' });
    const m = div(sub(y2, y1), sub(x2, x1));
    const ok = Math.abs((toNumber(y2) - toNumber(y1)) / (toNumber(x2) - toNumber(x1)) - toNumber(m)) < 1e-12;
    return result('geometry', {
      reading: {
        latex: `\\text{slope through } ${pointLatex(pts[0] as Point)}, ${pointLatex(pts[1] as Point)}`,
        target: { kind: 'value', value: toText(m) },
      },
      steps: [
        {
          title: 'Rise over run',
          explanation: 'm = (y₂ − y₁)/(x₂ − x₁).',
          latex: `m = \\frac{${toLatex(y2)} - ${toLatex(y1)}}{${toLatex(x2)} - ${toLatex(x1)}} = ${toLatex(m)}`,
        },
      ],
      answer: { value: toText(m), latex: toLatex(m) },
      verified: { ok, method: 'the rise over the run computed again in floating point' },
    });
  }
  // The line through two points, or with a slope (or perpendicular/parallel to a line) through one point.
  if (/\bline\b/i.test(text) && /\bthrough|passing|containing|goes\b/i.test(text)) {
    let m: Rational | null = null;
    let through: Point | null = null;
    let how = '';
    if (pts.length === 2) {
      const [[x1, y1], [x2, y2]] = pts as [Point, Point];
      if (isZero(sub(x2, x1)))
        return result('geometry', { reason: 'The points are on a vertical line x = constant, not y = mx + b.' });
      m = div(sub(y2, y1), sub(x2, x1));
      through = pts[0] as Point;
      how = `m = (${toText(y2)} − ${toText(y1)})/(${toText(x2)} − ${toText(x1)}) = ${toText(m)}`;
    } else if (pts.length === 1) {
      through = pts[0] as Point;
      const slope = /slope\s+(?:of\s+)?(-?[\d./]+)/i.exec(text);
      const related = RELATED.exec(text);
      if (slope) m = valueOf(slope[1] as string);
      else if (related) {
        const line = slopeOfEquation(related[2] as string);
        if (!line) return null;
        m = related[1]?.toLowerCase() === 'parallel' ? line.m : isZero(line.m) ? null : neg(div(rat(1n), line.m));
        how = `${related[1]} to a line of slope ${toText(line.m)}: m = ${m ? toText(m) : 'undefined'}`;
      }
    }
    if (!m || !through) return null;
    const slopeWords = /slope\s+(?:of\s+)?(-?[\d./]+)/i.exec(text);
    const relatedWords = RELATED.exec(text);
    const readExtra =
      pts.length === 1
        ? slopeWords
          ? `\\text{ with slope } ${slopeWords[1]}`
          : relatedWords
            ? `\\text{ ${relatedWords[1]} to } ${(relatedWords[2] as string).replace(/^(?:the\s+)?line\s+/i, '').replace(/\*/g, '')}`
            : ''
        : '';
    const b = sub(through[1], mul(m, through[0]));
    const intercept = interceptAsked(
      text,
      m,
      b,
      through,
      `\\text{line through } ${pts.map(pointLatex).join(', ')}${readExtra}`,
    );
    if (intercept) return intercept;
    const coefficients = coefficientsAsked(text, m, b, pts, `\\text{line through } ${pts.map(pointLatex).join(', ')}`);
    if (coefficients) return coefficients;
    const line = lineOf(m, b);
    const ok = pts.every(
      ([x, y]) =>
        Math.abs(toNumber(m as Rational) * toNumber(x) + toNumber(b) - toNumber(y)) < 1e-12 || pts.length === 1,
    );
    return result('geometry', {
      reading: {
        latex: `\\text{line through } ${pts.map(pointLatex).join(', ')}${readExtra}`,
        target: { kind: 'equivalent', expr: line.text, variables: ['x'], form: 'any' },
      },
      steps: [
        { title: 'The slope', explanation: how || `m = ${toText(m)}.`, latex: `m = ${toLatex(m)}` },
        {
          title: 'The intercept',
          explanation: 'b = y − m·x at the known point.',
          latex: `b = ${toLatex(through[1])} - ${toLatex(m)} \\cdot ${toLatex(through[0])} = ${toLatex(b)}`,
        },
      ],
      answer: { value: line.text, latex: line.latex },
      verified: {
        ok: ok && Math.abs(toNumber(m) * toNumber(through[0]) + toNumber(b) - toNumber(through[1])) < 1e-12,
        method: 'every given point satisfies the equation',
      },
    });
  }
  if (pts.length !== 2) return null;
  const [[x1, y1], [x2, y2]] = pts as [Point, Point];
  if (/\bdistance\b|\bhow far\b|\blength of the (?:segment|line)\b/i.test(text)) {
    const d2 = add(mul(sub(x2, x1), sub(x2, x1)), mul(sub(y2, y1), sub(y2, y1)));
    const d = sqrtOf(d2);
    if (!d) return null;
    const ok = Math.abs(Math.hypot(toNumber(x2) - toNumber(x1), toNumber(y2) - toNumber(y1)) - surdNumber(d)) < 1e-9;
    return result('geometry', {
      reading: {
        latex: `\\text{distance between } ${pointLatex(pts[0] as Point)} \\text{ and } ${pointLatex(pts[1] as Point)}`,
        target: { kind: 'value', value: surdText(d) },
      },
      steps: [
        {
          title: 'The distance formula',
          explanation: 'd = √((x₂ − x₁)² + (y₂ − y₁)²).',
          latex: `d = \\sqrt{${toLatex(d2)}} = ${surdLatex(d)}`,
        },
      ],
      answer: { value: surdText(d), latex: surdLatex(d) },
      verified: { ok, method: 'the length computed again with Math.hypot' },
    });
  }
  if (/\bmidpoint\b|\bhalfway\b/i.test(text)) {
    // A midpoint given, an endpoint asked: "M(2, 3) is the midpoint of PQ and P is (1, 1); find Q".
    const given =
      /\)\s*is the midpoint\b/i.exec(text) ?? /\bmidpoint(?: of \w+)? (?:is|at)\s*(?:[A-Z]\s*=?\s*)?\(/i.exec(text);
    if (given) {
      const before = [...text.slice(0, given.index + 1).matchAll(POINT)].length;
      const mi = /^\)/.test(given[0]) ? before - 1 : before;
      const m = pts[mi] as Point;
      const p = pts[1 - mi] as Point;
      const q: Point = [sub(mul(rat(2n), m[0]), p[0]), sub(mul(rat(2n), m[1]), p[1])];
      const ok =
        Math.abs((toNumber(p[0]) + toNumber(q[0])) / 2 - toNumber(m[0])) < 1e-12 &&
        Math.abs((toNumber(p[1]) + toNumber(q[1])) / 2 - toNumber(m[1])) < 1e-12;
      return result('geometry', {
        reading: {
          latex: `\\text{the other endpoint, given midpoint } ${pointLatex(m)} \\text{ and endpoint } ${pointLatex(p)}`,
          target: { kind: 'list', items: [toText(q[0]), toText(q[1])] },
        },
        steps: [
          {
            title: 'Go as far again past the midpoint',
            explanation: 'The midpoint averages the endpoints, so the other end is 2M − P.',
            latex: `Q = 2${pointLatex(m)} - ${pointLatex(p)} = ${pointLatex(q)}`,
          },
        ],
        answer: { value: `(${toText(q[0])}, ${toText(q[1])})`, latex: pointLatex(q) },
        verified: { ok, method: 'the midpoint of the two endpoints computed again gives the stated midpoint' },
      });
    }
    const mx = div(add(x1, x2), rat(2n));
    const my = div(add(y1, y2), rat(2n));
    const ok =
      Math.abs(toNumber(mx) * 2 - toNumber(x1) - toNumber(x2)) < 1e-12 &&
      Math.abs(toNumber(my) * 2 - toNumber(y1) - toNumber(y2)) < 1e-12;
    return result('geometry', {
      reading: {
        latex: `\\text{midpoint of } ${pointLatex(pts[0] as Point)} \\text{ and } ${pointLatex(pts[1] as Point)}`,
        target: { kind: 'list', items: [toText(mx), toText(my)] },
      },
      steps: [
        {
          title: 'Average the coordinates',
          explanation: 'M = ((x₁ + x₂)/2, (y₁ + y₂)/2).',
          latex: `M = ${pointLatex([mx, my])}`,
        },
      ],
      answer: { value: `(${toText(mx)}, ${toText(my)})`, latex: pointLatex([mx, my]) },
      verified: { ok, method: 'twice each coordinate equals the sum of the endpoints’ coordinates' },
    });
  }
  return null;
};

/** Checked apart from the reading: (0, b) and (1, m + b) satisfy the equation as written. */
function onLine(equation: string, line: { m: Rational; b: Rational }): boolean {
  const [l = '', r = ''] = equation.split('=');
  try {
    const left = fromNode(parseExpression(splitLetters(l.replace(/^the line\s+/i, ''))));
    const right = fromNode(parseExpression(splitLetters(r)));
    return [0, 1].every((x) => {
      const y = toNumber(line.m) * x + toNumber(line.b);
      return Math.abs(evaluate(left, { x, y }) - evaluate(right, { x, y })) < 1e-9;
    });
  } catch {
    return false;
  }
}

/** "What is the slope of the line 3x + 4y = 12?" */
export const solveSlopeOfLine: Solver = (problem) => {
  const m = /^(?:find |what is |what's |give )?(?:the )?slope of\s+(?:the line\s+)?(.+)$/i.exec(t(problem));
  if (!m || /\(/.test(m[1] as string)) return null;
  const line = slopeOfEquation(m[1] as string);
  if (!line) return null;
  return result('geometry', {
    reading: {
      latex: `\\text{slope of } ${(m[1] as string).replace(/\*/g, '')}`,
      target: { kind: 'value', value: toText(line.m) },
    },
    steps: [
      {
        title: 'Solve for y',
        explanation: 'Written as y = mx + b, the coefficient of x is the slope.',
        latex: lineOf(line.m, line.b).latex,
      },
    ],
    answer: { value: toText(line.m), latex: toLatex(line.m) },
    verified: { ok: onLine(m[1] as string, line), method: 'two points of y = mx + b put into the equation as written' },
  });
};

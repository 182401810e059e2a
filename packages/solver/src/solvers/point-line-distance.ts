import { type Surd, sqrtOf, surdLatex, surdNumber, surdOf, surdText, timesSurd } from '../expr/surd';
import { parseExpression, toPoly } from '../parse';
import { type Poly, degreeIn, minus, variables } from '../polynomial';
import { splitLetters } from '../read/answer';
import { type Rational, add, div, isZero, mul, neg, sub, toLatex, toNumber } from '../rational';
import { type Solver, result } from '../types';
import { type Point, pointLatex, valueAt } from './coordinate-points';
import { valueOf } from './values';

const NUMBER = String.raw`(-?\d+(?:\.\d+)?(?:\/\d+)?)`;
const POINT = String.raw`(?:the\s+)?(?:point\s+)?(?:[A-Z]\s*)?\(\s*${NUMBER}\s*,\s*${NUMBER}\s*\)`;
const LINE = String.raw`(?:the\s+)?(?:straight\s+)?line\s+(?:[a-z]\s*:\s*)?([^=]+=[^=]+?)`;

/** a·x + b·y + c of a line written any way ("3x + 4y − 1 = 0", "y = 2x + 5", "x = 4"); null if it is not a line. */
function lineCoefficients(equation: string): [Rational, Rational, Rational] | null {
  const [left, right] = equation.split('=');
  if (left === undefined || right === undefined) return null;
  let p: Poly;
  try {
    p = minus(toPoly(parseExpression(splitLetters(left))), toPoly(parseExpression(splitLetters(right))));
  } catch {
    return null;
  }
  if (variables(p).some((v) => v !== 'x' && v !== 'y') || degreeIn(p, 'x') > 1 || degreeIn(p, 'y') > 1) return null;
  const [c, x1, y1, both] = [valueAt(p, 0, 0), valueAt(p, 1, 0), valueAt(p, 0, 1), valueAt(p, 1, 1)];
  if (!c || !x1 || !y1 || !both) return null;
  const [a, b] = [sub(x1, c), sub(y1, c)];
  // A cross term x·y would make p(1, 1) differ from the sum of the parts.
  if (!isZero(sub(sub(both, c), add(a, b))) || (isZero(a) && isZero(b))) return null;
  return [a, b, c];
}

/** "the distance from the point (1, 2) to the line 3x + 4y − 1 = 0": |a·x₀ + b·y₀ + c| / √(a² + b²), exactly. */
export const solvePointLineDistance: Solver = (problem) => {
  const text = problem.trim().replace(/[?.]\s*$/, '');
  if (text.length > 300 || !/\bdistance\b/i.test(text)) return null;
  const first = new RegExp(String.raw`\bdistance\s+(?:from|between)\s+${POINT}\s+(?:to|and)\s+${LINE}\s*$`, 'i').exec(
    text,
  );
  const second = first
    ? null
    : new RegExp(String.raw`\bdistance\s+(?:from|between)\s+${LINE}\s+(?:to|and)\s+${POINT}\s*$`, 'i').exec(text);
  const [xs, ys, equation] = first ? [first[1], first[2], first[3]] : second ? [second[2], second[3], second[1]] : [];
  if (!xs || !ys || !equation) return null;
  const [x0, y0] = [valueOf(xs), valueOf(ys)];
  const line = lineCoefficients(equation);
  if (!x0 || !y0 || !line) return null;
  const [a, b, c] = line;
  const top = add(add(mul(a, x0), mul(b, y0)), c);
  const size = add(mul(a, a), mul(b, b));
  const root = sqrtOf(size);
  const shown = top.n < 0n ? neg(top) : top;
  // |top| / √size = |top|·√size / size.
  const d: Surd | null = root ? timesSurd(surdOf(div(shown, size)), root) : null;
  if (!d) return null;
  // Checked apart: the foot of the perpendicular found in floating point, and its distance to the point.
  const [fa, fb, fc, px, py] = [a, b, c, x0, y0].map(toNumber) as [number, number, number, number, number];
  const k = (fa * px + fb * py + fc) / (fa * fa + fb * fb);
  const foot = [px - fa * k, py - fb * k] as const;
  const onLine = Math.abs(fa * foot[0] + fb * foot[1] + fc) < 1e-9;
  const ok = onLine && Math.abs(Math.hypot(px - foot[0], py - foot[1]) - surdNumber(d)) < 1e-9;
  const point: Point = [x0, y0];
  return result('geometry', {
    reading: {
      latex: `\\text{distance from } ${pointLatex(point)} \\text{ to the line } ${equation.trim().replace(/\*/g, '')}`,
      target: { kind: 'value', value: surdText(d) },
    },
    steps: [
      {
        title: 'Write the line as ax + by + c = 0',
        explanation: `a = ${toLatex(a)}, b = ${toLatex(b)}, c = ${toLatex(c)}.`,
        latex: `${toLatex(a)}x + ${toLatex(b)}y + ${toLatex(c)} = 0`,
      },
      {
        title: 'The distance formula',
        explanation: 'd = |a·x₀ + b·y₀ + c| / √(a² + b²).',
        latex: `d = \\frac{\\left|${toLatex(top)}\\right|}{\\sqrt{${toLatex(size)}}} = ${surdLatex(d)}`,
      },
    ],
    answer: { value: surdText(d), latex: surdLatex(d) },
    verified: { ok, method: 'the foot of the perpendicular found in floating point, and its distance measured' },
  });
};

import { type Rational, div, isZero, neg, rat, toLatex, toNumber, toText } from '../rational';
import { type SolveResult, result } from '../types';
import { type Point, lineOf } from './coordinate-points';

const sameSlope = ([x1, y1]: Point, [x2, y2]: Point, m: Rational) => {
  const run = toNumber(x2) - toNumber(x1);
  const rise = toNumber(y2) - toNumber(y1);
  return Math.abs(run) < 1e-15 ? Math.abs(rise) < 1e-15 : Math.abs(rise / run - toNumber(m)) < 1e-9;
};

/** "… what's its y-intercept?": the line found, then the one number asked of it. */
export function interceptAsked(
  text: string,
  m: Rational,
  b: Rational,
  through: Point,
  read: string,
): SolveResult | null {
  if (/\bequation\b|slope-intercept|\by\s*=\s*mx/i.test(text)) return null;
  const axis = /\b([xy])[- ]?intercept\b/i.exec(text)?.[1]?.toLowerCase();
  if (!axis || (axis === 'x' && isZero(m))) return null;
  const value = axis === 'y' ? b : neg(div(b, m));
  const [x, y] = axis === 'y' ? [rat(0n), b] : [value, rat(0n)];
  return result('geometry', {
    reading: {
      latex: `\\text{the ${axis}-intercept of the } ${read}`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      {
        title: 'The line',
        explanation: `b = y − m·x at the known point: y = ${lineOf(m, b).text}.`,
        latex: lineOf(m, b).latex,
      },
      {
        title: `Where it meets the ${axis === 'y' ? 'y' : 'x'}-axis`,
        explanation: axis === 'y' ? 'At x = 0, y = b.' : 'At y = 0, x = −b/m.',
        latex: `(${toLatex(x)}, ${toLatex(y)})`,
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    // The slope from the given point to the intercept found is the line's slope.
    verified: {
      ok: sameSlope(through, [x, y], m),
      method: 'the slope from the given point to the intercept is the slope of the line',
    },
  });
}

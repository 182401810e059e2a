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

/**
 * "Given that the line y = mx + c passes through (1, 5) and (3, 11), determine m and c": the two coefficients
 * named, each with its value, checked by the points put into y = m·x + c.
 */
export function coefficientsAsked(
  text: string,
  m: Rational,
  b: Rational,
  pts: Point[],
  read: string,
): SolveResult | null {
  const form = /\by\s*=\s*([a-z])\s*\*?\s*x\s*\+\s*([a-z])\b/i.exec(text);
  if (!form || pts.length !== 2) return null;
  const [slope, intercept] = [form[1] as string, form[2] as string];
  const asked = new RegExp(
    String.raw`\b(?:find|determine|what are|calculate|work out|state)\s+(?:the\s+values?\s+of\s+)?${slope}\s+and\s+${intercept}\b`,
    'i',
  );
  if (!asked.test(text) || slope === intercept) return null;
  const equations = pts.map(([x, y]) => `${toText(y)} = ${slope}*${toText(x)} + ${intercept}`);
  return result('geometry', {
    reading: {
      latex: `${slope}, ${intercept} \\text{ of } y = ${slope}x + ${intercept} \\text{ for the } ${read}`,
      target: {
        kind: 'system',
        equations,
        variable: slope,
        value: toText(m),
        values: { [slope]: toText(m), [intercept]: toText(b) },
      },
    },
    steps: [
      {
        title: 'Put each point into the line',
        explanation: 'Each point gives one equation in the two unknown coefficients.',
        latex: pts.map(([x, y]) => `${toLatex(y)} = ${toLatex(x)}${slope} + ${intercept}`).join(',\\quad '),
      },
      {
        title: 'Solve for the two coefficients',
        explanation: 'Subtract the equations to find the slope, then put it back for the intercept.',
        latex: `${slope} = ${toLatex(m)},\\ ${intercept} = ${toLatex(b)}`,
      },
    ],
    answer: {
      value: `${slope} = ${toText(m)}, ${intercept} = ${toText(b)}`,
      latex: `${slope} = ${toLatex(m)},\\ ${intercept} = ${toLatex(b)}`,
    },
    verified: {
      ok: pts.every(([x, y]) => Math.abs(toNumber(m) * toNumber(x) + toNumber(b) - toNumber(y)) < 1e-12),
      method: 'both points satisfy y = m·x + c with the values found',
    },
  });
}

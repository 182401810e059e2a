import { type Rational, add, mul, rat, toLatex, toText } from '../rational';
import { type Solver, result } from '../types';
import { readCoordinate } from './coordinate';
import { solvePerpendicularBisector } from './perpendicular-bisector';
import { solvePointLineDistance } from './point-line-distance';

/** A point's coordinate written "a" or "p/q", exactly. */
const coordinate = (x: string): Rational | null => {
  const m = /^(-?\d+)(?:\/(\d+))?$/.exec(x.trim());
  return m ? rat(BigInt(m[1] as string), BigInt(m[2] ?? '1')) : null;
};

/** Points, lines, distances and midpoints; "the sum (or product) of the coordinates" of the point found. */
export const solveCoordinate: Solver = (problem, deadline, given) => {
  const out =
    solvePointLineDistance(problem, deadline, given) ??
    solvePerpendicularBisector(problem, deadline, given) ??
    readCoordinate(problem, deadline, given);
  const combined = /\b(sum|product) of (?:the |its |their )?(?:two )?coordinates\b/i.exec(problem);
  if (!combined || !out?.answer) return out;
  const point = /^\((.+), (.+)\)$/.exec(out.answer.value);
  const [x, y] = point ? [coordinate(point[1] as string), coordinate(point[2] as string)] : [null, null];
  // The sum asked of something that is not one point with exact coordinates: not this reading.
  if (!x || !y || !out.reading) return null;
  const sum = /sum/i.test(combined[1] as string);
  const value = sum ? add(x, y) : mul(x, y);
  return result(out.type, {
    reading: {
      latex: `${out.reading.latex}\\text{; the ${sum ? 'sum' : 'product'} of its coordinates}`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      ...out.steps,
      {
        title: sum ? 'Add the coordinates' : 'Multiply the coordinates',
        explanation: `The point is ${out.answer.value}.`,
        latex: `${toLatex(x)} ${sum ? '+' : '\\cdot'} ${toLatex(y)} = ${toLatex(value)}`,
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: out.verified,
  });
};

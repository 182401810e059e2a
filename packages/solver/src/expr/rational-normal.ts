import { ONE, div, isZero } from '../rational';
import { type Coefficients, coefficientsOf, lowestTerms, polyAdd, polyMul, trim } from './coefficients';
import type { Expr } from './expr';

const MAX_DEGREE = 60;

type Quotient = [Coefficients, Coefficients];

/** top/bottom in lowest terms with a monic bottom; throws past the degree bound. */
function reduce(top: Coefficients, bottom: Coefficients): Quotient {
  if (bottom.every(isZero)) throw new RangeError('zero denominator');
  const { numerator, denominator } = lowestTerms(trim(top), trim(bottom));
  const lead = denominator.at(-1) ?? ONE;
  const scale = (c: Coefficients) => c.map((x) => div(x, lead));
  if (numerator.length > MAX_DEGREE || denominator.length > MAX_DEGREE) throw new RangeError('degree');
  return [scale(numerator), scale(denominator)];
}

function walk(x: Expr, v: string): Quotient {
  const direct = coefficientsOf(x, v);
  if (direct) return [direct, [ONE]];
  switch (x.k) {
    case 'add':
      return x.xs
        .map((y) => walk(y, v))
        .reduce(([a, b], [c, d]) => reduce(polyAdd(polyMul(a, d), polyMul(c, b)), polyMul(b, d)));
    case 'mul':
      return x.xs.map((y) => walk(y, v)).reduce(([a, b], [c, d]) => reduce(polyMul(a, c), polyMul(b, d)));
    case 'pow': {
      if (x.e.k !== 'num' || x.e.v.d !== 1n || x.e.v.n > 20n || x.e.v.n < -20n) throw new RangeError('power');
      const [a, b] = walk(x.b, v);
      const [top, bottom] = x.e.v.n < 0n ? [b, a] : [a, b];
      let out: Quotient = [[ONE], [ONE]];
      for (let i = 0; i < Math.abs(Number(x.e.v.n)); i++) out = reduce(polyMul(out[0], top), polyMul(out[1], bottom));
      return out;
    }
    default:
      throw new RangeError('not rational');
  }
}

/**
 * Any rational expression in v over the rationals (sums of fractions, fractions of fractions) as one quotient of
 * polynomials in lowest terms, or null.
 */
export function asRationalFunction(x: Expr, v: string): Quotient | null {
  try {
    return walk(x, v);
  } catch {
    return null;
  }
}

import { type Rational, ONE, ZERO, add, div, isZero, mul, sub } from '../rational';
import type { Expr } from './expr';

/** A polynomial in one variable as its coefficients from the constant term up. */
export type Coefficients = Rational[];

export const trim = (c: Coefficients) => {
  const out = [...c];
  while (out.length > 1 && isZero(out.at(-1) ?? ZERO)) out.pop();
  return out;
};

export function polyMul(a: Coefficients, b: Coefficients): Coefficients {
  const out: Rational[] = Array.from({ length: a.length + b.length - 1 }, () => ZERO);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = add(out[i + j] ?? ZERO, mul(x, y)))));
  return trim(out);
}

export const polyAdd = (a: Coefficients, b: Coefficients): Coefficients =>
  trim(Array.from({ length: Math.max(a.length, b.length) }, (_, i) => add(a[i] ?? ZERO, b[i] ?? ZERO)));

/** Long division: n = q·d + r with deg r < deg d. */
export function polyDivide(n: Coefficients, d: Coefficients): [Coefficients, Coefficients] {
  const dd = trim(d);
  const m = dd.length - 1;
  const lead = dd[m] ?? ONE;
  const r = [...trim(n)];
  const q: Rational[] = Array.from({ length: Math.max(1, r.length - m) }, () => ZERO);
  for (let i = r.length - 1; i >= m; i--) {
    const c = div(r[i] ?? ZERO, lead);
    q[i - m] = c;
    for (let j = 0; j <= m; j++) r[i - m + j] = sub(r[i - m + j] ?? ZERO, mul(c, dd[j] ?? ZERO));
  }
  return [trim(q), trim(r.slice(0, Math.max(1, m)))];
}

/** Coefficients of an expression that is a polynomial in v, or null. */
export function coefficientsOf(x: Expr, v: string): Coefficients | null {
  switch (x.k) {
    case 'num':
      return [x.v];
    case 'var':
      return x.name === v ? [ZERO, ONE] : null;
    case 'add': {
      let out: Coefficients = [ZERO];
      for (const y of x.xs) {
        const c = coefficientsOf(y, v);
        if (!c) return null;
        out = trim(Array.from({ length: Math.max(out.length, c.length) }, (_, i) => add(out[i] ?? ZERO, c[i] ?? ZERO)));
      }
      return out;
    }
    case 'mul': {
      let out: Coefficients = [ONE];
      for (const y of x.xs) {
        const c = coefficientsOf(y, v);
        if (!c) return null;
        out = polyMul(out, c);
      }
      return out;
    }
    case 'pow': {
      if (x.e.k !== 'num' || x.e.v.d !== 1n || x.e.v.n < 0n || x.e.v.n > 40n) return null;
      const base = coefficientsOf(x.b, v);
      if (!base) return null;
      let out: Coefficients = [ONE];
      for (let i = 0n; i < x.e.v.n; i++) out = polyMul(out, base);
      return out;
    }
    default:
      return null;
  }
}

/** Numerator and denominator polynomials of a product with negative whole powers, or null. */
export function asRational(x: Expr, v: string): [Coefficients, Coefficients] | null {
  const factors = x.k === 'mul' ? x.xs : [x];
  let top: Coefficients = [ONE];
  let bottom: Coefficients = [ONE];
  for (const f of factors) {
    if (f.k === 'pow' && f.e.k === 'num' && f.e.v.d === 1n && f.e.v.n < 0n) {
      const base = coefficientsOf(f.b, v);
      if (!base) return null;
      for (let i = 0n; i < -f.e.v.n; i++) bottom = polyMul(bottom, base);
    } else {
      const c = coefficientsOf(f, v);
      if (!c) return null;
      top = polyMul(top, c);
    }
  }
  return bottom.length > 1 ? [top, bottom] : null;
}

export const evalPoly = (c: Coefficients, t: Rational) => c.reduceRight((acc, k) => add(mul(acc, t), k), ZERO);

/** The monic greatest common divisor of two polynomials (Euclid's algorithm over the rationals). */
export function gcdPoly(a: Coefficients, b: Coefficients): Coefficients {
  let [x, y] = [trim(a), trim(b)];
  while (!trim(y).every(isZero)) [x, y] = [y, polyDivide(x, y)[1]];
  const lead = x.at(-1) ?? ONE;
  return x.map((c) => div(c, lead));
}

/** Numerator and denominator of a quotient of polynomials (a polynomial has denominator 1), or null. */
export function asQuotient(x: Expr, v: string): [Coefficients, Coefficients] | null {
  const rational = asRational(x, v);
  if (rational) return rational;
  const polynomial = coefficientsOf(x, v);
  return polynomial ? [polynomial, [ONE]] : null;
}

/** The quotient with its common factor cancelled: numerator, denominator, and the factor. */
export function lowestTerms(top: Coefficients, bottom: Coefficients) {
  const common = gcdPoly(top, bottom);
  return { numerator: polyDivide(top, common)[0], denominator: polyDivide(bottom, common)[0], common };
}

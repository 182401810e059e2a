import { type Surd, negSurd, plusSurd, sqrtOf, surdLatex, surdNumber, surdOf, surdText } from '../expr/surd';
import { type Rational, ZERO, cmp, div, isZero, mul, neg, rat, sub, toNumber } from '../rational';
import { rationalRoots } from './equations';

/** An exact real number of the form p + q√m, with its texts and its value in floating point. */
export interface ExactRoot {
  exact: Surd;
  text: string;
  latex: string;
  value: number;
}

export const exactRoot = (exact: Surd): ExactRoot => ({
  exact,
  text: surdText(exact),
  latex: surdLatex(exact),
  value: surdNumber(exact),
});

/** The roots of a x² + b x + c: real ones exactly (p ± q√m), or the complex pair's parts when the discriminant is negative. */
export function quadraticRoots(
  c: Rational,
  b: Rational,
  a: Rational,
): { real: ExactRoot[] } | { complex: { re: Rational; im: Surd } } | null {
  const discriminant = sub(mul(b, b), mul(rat(4n), mul(a, c)));
  const p = div(neg(b), mul(rat(2n), a));
  const root = sqrtOf(discriminant.n < 0n ? neg(discriminant) : discriminant);
  if (!root) return null;
  const q: Surd = new Map([...root].map(([m, k]) => [m, div(k, mul(rat(2n), a))]));
  if (discriminant.n < 0n) return { complex: { re: p, im: q } };
  if (isZero(discriminant)) return { real: [exactRoot(surdOf(p))] };
  const roots = [plusSurd(surdOf(p), negSurd(q)), plusSurd(surdOf(p), q)].map(exactRoot);
  return { real: roots.sort((x, y) => x.value - y.value) };
}

/**
 * Every real root of a polynomial (coefficients from the constant term up), exactly: rational roots by the rational
 * root theorem, and what is left when it is a quadratic; null when a leftover factor of degree three or more
 * remains (its roots are not found exactly here). Repeated roots are listed once.
 */
export function exactRealRoots(coefficients: Rational[], deadline: number): ExactRoot[] | null {
  const { roots, rest } = rationalRoots(coefficients, deadline);
  const unique = [...new Map(roots.map((r) => [`${r.n}/${r.d}`, r])).values()].sort(cmp);
  const out = unique.map((r) => exactRoot(surdOf(r)));
  const degree = rest.length - 1;
  if (degree >= 3) return null;
  if (degree === 2) {
    const found = quadraticRoots(rest[0] ?? ZERO, rest[1] ?? ZERO, rest[2] ?? ZERO);
    if (!found) return null;
    if ('real' in found) out.push(...found.real);
  }
  if (degree === 1) out.push(exactRoot(surdOf(div(neg(rest[0] ?? ZERO), rest[1] ?? ZERO))));
  return out.sort((x, y) => x.value - y.value);
}

/** A polynomial's value at a point in floating point (coefficients from the constant term up). */
export const valueAt = (coefficients: Rational[], x: number) =>
  coefficients.reduceRight((acc, c) => acc * x + toNumber(c), 0);

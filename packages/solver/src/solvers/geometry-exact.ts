import { evaluate as mathEvaluate } from 'mathjs';
import { type Surd, rationalOf, sqrtOf, surdLatex, surdNumber, surdOf, surdText, timesSurd } from '../expr/surd';
import { type Rational, toDecimal, toLatex, toNumber, toText } from '../rational';

/** An exact measure: a sum of square roots, times π when `pi`. */
export interface Exact {
  c: Surd;
  pi: boolean;
}

export const exact = (r: Rational, pi = false): Exact => ({ c: surdOf(r), pi });

/** Products of exact numbers stay exact sums of roots (null only past the surd module's own bounds). */
export function times(...xs: Surd[]): Surd | null {
  let out: Surd | null = surdOf({ n: 1n, d: 1n });
  for (const x of xs) out = out && timesSurd(out, x);
  return out;
}

/** √r as an exact sum of roots; null when r is negative or too large to take square factors out of. */
export const root = (r: Rational): Surd | null => (r.n < 0n ? null : sqrtOf(r));

export const numberOf = (e: Exact) => surdNumber(e.c) * (e.pi ? Math.PI : 1);

const decimalOr = (r: Rational, decimals: boolean, f: (r: Rational) => string) =>
  decimals ? (toDecimal(r) ?? f(r)) : f(r);

/** Plain syntax: "25*pi", "9*pi/2", "pi*(3*sqrt(10) + 9)", "5*sqrt(2)", "6.25*pi" when the problem used decimals. */
export function exactText(e: Exact, decimals = false): string {
  const r = rationalOf(e.c);
  if (!e.pi) return r ? decimalOr(r, decimals, toText) : surdText(e.c);
  if (r) {
    if (decimals && toDecimal(r)) return `${toDecimal(r)}*pi`;
    const top = r.n === 1n ? 'pi' : `${r.n}*pi`;
    return r.d === 1n ? top : `${top}/${r.d}`;
  }
  if (e.c.size > 1) return `pi*(${surdText(e.c)})`;
  // One root: "18*sqrt(2)*pi", "sqrt(3)*pi/2".
  const [[m, k]] = [...e.c] as [[bigint, Rational]];
  return `${k.n === 1n ? '' : `${k.n}*`}sqrt(${m})*pi${k.d === 1n ? '' : `/${k.d}`}`;
}

/** LaTeX: "25\pi", "\frac{9\pi}{2}", "\left(9 + 3\sqrt{10}\right)\pi". */
export function exactLatex(e: Exact, decimals = false): string {
  const r = rationalOf(e.c);
  if (!e.pi) return r ? decimalOr(r, decimals, toLatex) : surdLatex(e.c);
  if (r) {
    if (decimals && toDecimal(r)) return `${toDecimal(r)}\\pi`;
    const top = r.n === 1n ? '\\pi' : `${r.n}\\pi`;
    return r.d === 1n ? top : `\\frac{${top}}{${r.d}}`;
  }
  return e.c.size === 1 ? `${surdLatex(e.c)}\\pi` : `\\left(${surdLatex(e.c)}\\right)\\pi`;
}

/** Whether the exact form is a plain terminating number (no π, no root, no repeating decimal). */
export const isPlain = (e: Exact) => {
  const r = rationalOf(e.c);
  return !e.pi && r !== null && toDecimal(r) !== null;
};

/** A rational rounded to `places` decimals, halves away from zero, with the zeros the places ask for. */
export function roundRational(x: Rational, places: number): string {
  const scale = 10n ** BigInt(places);
  const n = x.n < 0n ? -x.n : x.n;
  const q = (n * scale) / x.d;
  const r = (n * scale) % x.d;
  const rounded = 2n * r >= x.d ? q + 1n : q;
  const digits = rounded.toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return (x.n < 0n && rounded !== 0n ? '-' : '') + text;
}

/** The value to `places` decimals: exactly for rationals, else in floating point (no ties: the value is irrational). */
export function roundedText(e: Exact, places: number): string {
  const r = rationalOf(e.c);
  return r && !e.pi ? roundRational(r, places) : numberOf(e).toFixed(places);
}

/** " cm", " cm^2", " cm^3" in LaTeX (nothing without a unit); degrees for angles. */
export function unitLatex(unit: string | null, dimension: number): string {
  if (dimension === 0) return '^\\circ';
  if (!unit) return '';
  return `\\text{ ${unit}}${dimension > 1 ? `^${dimension}` : ''}`;
}

/** A length as written, in LaTeX: "5", "2.5", "\frac{3}{4}". */
export const rawLatex = (raw: string) =>
  raw.includes('/') ? `\\frac{${raw.split('/')[0]}}{${raw.split('/')[1]}}` : raw;

/** mathjs evaluates a formula in floating point: the independent check of an exact measure. */
export function mathjsNumber(formula: string, scope: Record<string, Rational | number>): number {
  const values = Object.fromEntries(
    Object.entries(scope).map(([k, v]) => [k, typeof v === 'number' ? v : toNumber(v)]),
  );
  try {
    const v: unknown = mathEvaluate(formula, values);
    return typeof v === 'number' ? v : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** ∫ f over [a, b] by Simpson's rule (exact for cubics: cross-sections of cones, spheres and prisms). */
export function simpson(f: (x: number) => number, a: number, b: number, n = 64): number {
  const h = (b - a) / n;
  let sum = f(a) + f(b);
  for (let k = 1; k < n; k++) sum += (k % 2 ? 4 : 2) * f(a + k * h);
  return (sum * h) / 3;
}

export const agrees = (e: Exact, check: number) => {
  const x = numberOf(e);
  return Number.isFinite(check) && Math.abs(x - check) <= 1e-9 * Math.max(1, Math.abs(x));
};

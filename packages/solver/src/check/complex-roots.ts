import { evaluate } from '../expr/expr';
import { parseExpression, toPoly } from '../parse';
import { asConstant, coefficientsIn, degreeIn, minus, variables } from '../polynomial';
import { toNumber } from '../rational';
import { exprOf } from './compare';

/** Roots written with i (−1 + 2i, 3i): checked by putting them into the polynomial with complex arithmetic. */

export interface Complex {
  re: number;
  im: number;
}

/** A claimed value a + b·i with b ≠ 0, or null (no i, not linear in i, or not a number). */
export function complexOf(text: string, variable: string): Complex | null {
  if (variable === 'i' || !/(?<![A-Za-z])i(?![A-Za-z])/.test(text)) return null;
  const e = exprOf(text);
  if (!e) return null;
  const [at0, at1, at2] = [0, 1, 2].map((i) => evaluate(e, { i }));
  const [re, im] = [at0 as number, (at1 as number) - (at0 as number)];
  // Linear in i: a + 2b at i = 2; anything else (i², 1/i) is not read here.
  if (![re, im, at2].every(Number.isFinite) || Math.abs((at2 as number) - (re + 2 * im)) > 1e-9 * (1 + Math.abs(re)))
    return null;
  return im === 0 ? null : { re, im };
}

/** The equation as a polynomial in its unknown (coefficients, constant first); null when it is not one. */
export function polynomialOf(equation: string, variable: string): number[] | null {
  const [l = '', r = ''] = equation.split('=');
  try {
    const p = minus(toPoly(parseExpression(l)), toPoly(parseExpression(r)));
    if (variables(p).some((n) => n !== variable) || degreeIn(p, variable) < 1) return null;
    const c = coefficientsIn(p, variable).map(asConstant);
    return c.every((k) => k !== null) ? c.map((k) => toNumber(k)) : null;
  } catch {
    return null;
  }
}

/** Whether z is a root of the polynomial: |p(z)| within rounding of the sizes of its terms. */
export function isComplexRoot(coefficients: number[], z: Complex): boolean {
  let [re, im, size] = [0, 0, 0];
  const modulus = Math.hypot(z.re, z.im);
  for (let k = coefficients.length - 1; k >= 0; k--) {
    [re, im] = [re * z.re - im * z.im + (coefficients[k] as number), re * z.im + im * z.re];
    size = size * modulus + Math.abs(coefficients[k] as number);
  }
  return Math.hypot(re, im) <= 1e-9 * Math.max(1, size);
}

const near = (a: Complex, b: Complex) =>
  Math.abs(a.re - b.re) + Math.abs(a.im - b.im) <= 1e-9 * (1 + Math.hypot(a.re, a.im));

/** The number of different values among those given. */
export const distinct = (zs: Complex[]) => zs.filter((z, k) => zs.findIndex((w) => near(z, w)) === k).length;

/** A claimed complex root whose conjugate is not claimed (a real polynomial has both), or null. */
export const lonely = (zs: Complex[]) => zs.find((z) => !zs.some((w) => near(w, { re: z.re, im: -z.im }))) ?? null;

/** a + b·i as a person writes it. */
export const complexText = (z: Complex, shown: (x: number) => string) =>
  `${z.re === 0 ? '' : `${shown(z.re)} ${z.im < 0 ? '-' : '+'} `}${z.re === 0 && z.im < 0 ? '-' : ''}${Math.abs(z.im) === 1 ? '' : shown(Math.abs(z.im))}i`;

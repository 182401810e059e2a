import { type Rational, ONE, ZERO, isZero, rat } from '../rational';
import { type Coefficients, asQuotient, polyDivide, polyMul } from './coefficients';
import { parameterValues } from './check';
import { differentiate } from './derivative';
import { factorOverRationals, solveLinear } from './partial-fractions';
import {
  type Expr,
  dependsOn,
  divide,
  evaluate,
  fn,
  int,
  isNum,
  neg,
  num,
  power,
  product,
  substitute,
  sum,
} from './expr';
import type { Recurse } from './trig-integrals';

/** d/dv of x when it is a constant (parameters allowed) that is not zero at the parameters' sample values. */
function slope(x: Expr, v: string): Expr | null {
  const d = differentiate(x, v, new Set());
  if (dependsOn(d, v)) return null;
  try {
    const value = evaluate(d, parameterValues(d, v));
    return Number.isFinite(value) && Math.abs(value) > 1e-9 ? d : null;
  } catch {
    return null;
  }
}

/** The exponent A of a factor e^A or c^A (c constant), else null. */
function exponentOf(x: Expr, v: string): Expr | null {
  if (x.k === 'fn' && x.f === 'exp') return x.a;
  if (x.k === 'pow' && !dependsOn(x.b, v) && dependsOn(x.e, v)) return product(x.e, fn('log', x.b));
  return null;
}

/** A − r·B for A, B linear with A′ = r·B′ (the constant left when A is written through u = B), at v = 0. */
function offset(A: Expr, r: Expr, B: Expr, v: string): Expr | null {
  const at0 = (x: Expr) => substitute(x, { k: 'var', name: v }, int(0));
  const K = sum(at0(A), neg(product(r, at0(B))));
  return dependsOn(K, v) ? null : K;
}

/** ∫ E/Bᵏ dv for E = e^A, A and B linear in v: with u = B, e^K·∫ e^(r·u)/uᵏ du/m, which steps down to Ei(r·u). */
function expOverPower(E: Expr, A: Expr, B: Expr, k: number, v: string): Expr | null {
  const s = slope(A, v);
  const m = slope(B, v);
  if (!s || !m || k < 1 || k > 12) return null;
  const r = divide(s, m);
  const K = offset(A, r, B, v);
  if (!K) return null;
  // J₁ = e^K·Ei(r·B); Jₖ = −e^A/((k−1)·B^(k−1)) + r/(k−1)·Jₖ₋₁.
  let J = product(fn('exp', K), fn('Ei', product(r, B)));
  for (let j = 2; j <= k; j++) {
    const c = int(j - 1);
    J = sum(neg(divide(E, product(c, power(B, c)))), product(divide(r, c), J));
  }
  return divide(J, m);
}

/** ∫ sin A/Bᵏ or cos A/Bᵏ for A, B linear: with u = B and A = r·u + K, Si and Ci of r·u after stepping down. */
function trigOverPower(f: 'sin' | 'cos', A: Expr, B: Expr, k: number, v: string): Expr | null {
  const s = slope(A, v);
  const m = slope(B, v);
  if (!s || !m || k < 1 || k > 12) return null;
  const r = divide(s, m);
  const K = offset(A, r, B, v);
  if (!K) return null;
  const [cosK, sinK] = isNum(K, ZERO) ? [int(1), int(0)] : [fn('cos', K), fn('sin', K)];
  const ru = product(r, B);
  // ∫ sin(ru + K)/u = cos K·Si(ru) + sin K·Ci(ru); ∫ cos(ru + K)/u = cos K·Ci(ru) − sin K·Si(ru).
  let S = sum(product(cosK, fn('Si', ru)), product(sinK, fn('Ci', ru)));
  let C = sum(product(cosK, fn('Ci', ru)), neg(product(sinK, fn('Si', ru))));
  for (let j = 2; j <= k; j++) {
    const c = int(j - 1);
    const over = product(c, power(B, c));
    [S, C] = [
      sum(neg(divide(fn('sin', A), over)), product(divide(r, c), C)),
      sum(neg(divide(fn('cos', A), over)), neg(product(divide(r, c), S))),
    ];
  }
  return divide(f === 'sin' ? S : C, m);
}

/** A factor Bᵏ (k a negative whole number) as [B, −k], else null. */
function inversePower(x: Expr, v: string): [Expr, number] | null {
  if (x.k !== 'pow' || x.e.k !== 'num' || x.e.v.d !== 1n || x.e.v.n >= 0n || !slope(x.b, v)) return null;
  return [x.b, Number(-x.e.v.n)];
}

/** R = P + Σ c/(x − r)ʲ for a rational R whose denominator splits into rational linear factors, else null. */
function linearPartialFractions(
  top: Coefficients,
  bottom: Coefficients,
  deadline: number,
): { polynomial: Coefficients; terms: { r: Rational; j: number; c: Rational }[] } | null {
  const factors = factorOverRationals(bottom, deadline);
  if (!factors || factors.quadratic.length || !factors.linear.length) return null;
  const [polynomial, remainder] = polyDivide(top, bottom);
  const unknowns = factors.linear.flatMap(({ r, k }) => Array.from({ length: k }, (_, i) => ({ r, j: i + 1 })));
  const n = bottom.length - 1;
  if (unknowns.length !== n || n > 12) return null;
  const columns = unknowns.map(({ r, j }) => {
    let divisor: Coefficients = [ONE];
    for (let i = 0; i < j; i++) divisor = polyMul(divisor, [rat(-r.n, r.d), ONE]);
    return polyDivide(bottom, divisor)[0];
  });
  const matrix = Array.from({ length: n }, (_, row) => columns.map((col) => col[row] ?? ZERO));
  const solution = solveLinear(
    matrix,
    Array.from({ length: n }, (_, row) => remainder[row] ?? ZERO),
  );
  if (!solution) return null;
  return { polynomial, terms: unknowns.map((u, i) => ({ ...u, c: solution[i] ?? ZERO })) };
}

const fromCoefficients = (c: Coefficients, x: Expr) => sum(...c.map((k, i) => product(num(k), power(x, int(i)))));

/**
 * Integrals whose antiderivatives are the exponential, sine and cosine integrals: e^A·R(v) for a rational R with
 * rational linear factors below (or one linear power with parameters), and sin A/Bᵏ, cos A/Bᵏ.
 */
export function integrateSpecial(f: Expr, v: string, recurse: Recurse, deadline: number): Expr | null {
  const factors = f.k === 'mul' ? f.xs : [f];
  const fixed = factors.filter((x) => !dependsOn(x, v));
  const varying = factors.filter((x) => dependsOn(x, v));
  const scale = product(...fixed);
  const exponents = varying.map((x) => exponentOf(x, v));
  const trig = varying.filter((x) => x.k === 'fn' && (x.f === 'sin' || x.f === 'cos'));
  const others = varying.filter((x, i) => !exponents[i] && !trig.includes(x));
  const inverse = others.length === 1 ? inversePower(others[0] as Expr, v) : null;
  if (trig.length === 1 && exponents.every((e) => !e) && inverse) {
    const t = trig[0] as Expr & { k: 'fn' };
    const F = trigOverPower(t.f as 'sin' | 'cos', t.a, inverse[0], inverse[1], v);
    return F ? product(scale, F) : null;
  }
  if (trig.length || !exponents.some((e) => e)) return null;
  const A = sum(...exponents.filter((e): e is Expr => e !== null));
  const E = product(...varying.filter((_, i) => exponents[i]));
  if (!slope(A, v)) return null;
  // One linear base to a negative power (parameters allowed): the Ei reduction directly.
  if (inverse) {
    const F = expOverPower(E, A, inverse[0], inverse[1], v);
    return F ? product(scale, F) : null;
  }
  if (others.length === 1 && others[0]?.k === 'var' && others[0].name === v) return null;
  const quotient = others.length ? asQuotient(product(...others), v) : null;
  if (!quotient || quotient[1].length < 2) return null;
  const split = linearPartialFractions(quotient[0], quotient[1], deadline);
  if (!split) return null;
  const x: Expr = { k: 'var', name: v };
  const parts: Expr[] = [];
  if (!split.polynomial.every(isZero)) {
    const P = recurse(product(fromCoefficients(split.polynomial, x), E), v);
    if (!P) return null;
    parts.push(P);
  }
  for (const { r, j, c } of split.terms) {
    if (isZero(c)) continue;
    const F = expOverPower(E, A, sum(x, num(rat(-r.n, r.d))), j, v);
    if (!F) return null;
    parts.push(product(num(c), F));
  }
  return product(scale, sum(...parts));
}

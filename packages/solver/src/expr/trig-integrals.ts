import { type Rational, ONE, ZERO, add, div, isZero, mul, neg as rneg, rat, sub } from '../rational';
import {
  type Expr,
  dependsOn,
  divide,
  fn,
  int,
  minus,
  neg,
  num,
  power,
  product,
  substitute,
  sum,
  toSympy,
} from './expr';

/** Integrates in a fresh variable; the caller's integrator, so this module needs no import cycle. */
export type Recurse = (f: Expr, v: string) => Expr | null;
export type Linear = (x: Expr, v: string) => [Rational, Rational] | null;

/** sinᵐ(u)·cosⁿ(u)·c with u linear in v, from any product of sin, cos, tan, sec, csc, cot powers of one argument. */
function asSinCosMonomial(f: Expr, v: string): { c: Expr; u: Expr; m: Rational; n: Rational } | null {
  const factors = f.k === 'mul' ? f.xs : [f];
  let c: Expr = num(ONE);
  let u: Expr | null = null;
  let m = ZERO;
  let n = ZERO;
  for (const x of factors) {
    if (!dependsOn(x, v)) {
      c = product(c, x);
      continue;
    }
    const [base, e] = x.k === 'pow' && x.e.k === 'num' ? [x.b, x.e.v] : [x, ONE];
    if (base.k !== 'fn') return null;
    if (u && toSympy(u) !== toSympy(base.a)) return null;
    u = base.a;
    // Each function as sin^a·cos^b.
    const [a, b] = (
      { sin: [1, 0], cos: [0, 1], tan: [1, -1], sec: [0, -1], csc: [-1, 0], cot: [-1, 1] } as Record<string, number[]>
    )[base.f] ?? [NaN, NaN];
    if (a === undefined || b === undefined || Number.isNaN(a)) return null;
    m = add(m, mul(e, rat(BigInt(a))));
    n = add(n, mul(e, rat(BigInt(b))));
  }
  return u ? { c, u, m, n } : null;
}

const isOddInteger = (r: Rational) => r.d === 1n && r.n % 2n !== 0n;
const isEvenInteger = (r: Rational) => r.d === 1n && r.n % 2n === 0n;

/**
 * ∫ sinᵐ·cosⁿ of a linear argument: an odd power peels one factor off for u = cos or u = sin (the rest by
 * sin² + cos² = 1), two even non-negative powers step down by the reduction formula, and an even total power
 * becomes a polynomial or rational function of t = tan.
 */
export function integrateTrigMonomial(f: Expr, v: string, linear: Linear, recurse: Recurse): Expr | null {
  const mono = asSinCosMonomial(f, v);
  if (!mono) return null;
  const { c, u, m, n } = mono;
  const ab = linear(u, v);
  if (!ab) return null;
  // tan·cot and the like: the powers cancel to a constant.
  if (isZero(m) && isZero(n)) return product(c, { k: 'var', name: v });
  const scale = divide(c, num(ab[0]));
  const t: Expr = { k: 'var', name: '__t' };
  const half = (r: Rational) => div(sub(r, ONE), rat(2n));
  const oneMinusT2 = minus(int(1), power(t, int(2)));
  const back = (F: Expr | null, by: Expr) => (F ? product(scale, substitute(F, t, by)) : null);
  if (isOddInteger(m) && !(isOddInteger(n) && m.n < 0n && n.n > 0n)) {
    // sinᵐ·cosⁿ du = −(1 − t²)^((m−1)/2)·tⁿ dt with t = cos u.
    return back(recurse(neg(product(power(oneMinusT2, num(half(m))), power(t, num(n)))), '__t'), fn('cos', u));
  }
  if (isOddInteger(n)) {
    return back(recurse(product(power(oneMinusT2, num(half(n))), power(t, num(m))), '__t'), fn('sin', u));
  }
  if (isEvenInteger(m) && isEvenInteger(n) && m.n >= 0n && n.n >= 0n) return reduceEven(m, n, u, scale, recurse);
  const total = add(m, n);
  if (isEvenInteger(total)) {
    // sinᵐ·cosⁿ = tanᵐ·cos^(m+n) = tᵐ·(1 + t²)^(−(m+n)/2), and du = dt/(1 + t²).
    const g = product(power(t, num(m)), power(sum(int(1), power(t, int(2))), num(sub(div(rneg(total), rat(2n)), ONE))));
    return back(recurse(g, '__t'), fn('tan', u));
  }
  return null;
}

/** ∫ sinᵐ·cosⁿ du = −sinᵐ⁻¹·cosⁿ⁺¹/(m+n) + (m−1)/(m+n)·∫ sinᵐ⁻²·cosⁿ (and the mirror image for cos). */
function reduceEven(m: Rational, n: Rational, u: Expr, scale: Expr, recurse: Recurse): Expr | null {
  const mm = Number(m.n);
  const nn = Number(n.n);
  const s = fn('sin', u);
  const c = fn('cos', u);
  const w: Expr = { k: 'var', name: '__w' };
  const total = mm + nn;
  if (mm === 0 && nn === 0) return product(scale, w);
  const rest = (a: number, b: number) =>
    a === 0 && b === 0 ? w : recurse(product(power(fn('sin', w), int(a)), power(fn('cos', w), int(b))), '__w');
  const lower = mm >= 2 ? rest(mm - 2, nn) : rest(mm, nn - 2);
  if (!lower) return null;
  const head =
    mm >= 2
      ? neg(divide(product(power(s, int(mm - 1)), power(c, int(nn + 1))), int(total)))
      : divide(product(power(s, int(mm + 1)), power(c, int(nn - 1))), int(total));
  const factor = num(rat(BigInt((mm >= 2 ? mm : nn) - 1), BigInt(total)));
  return product(scale, sum(head, product(factor, substitute(lower, w, u))));
}

/** sin A·cos B and friends with different arguments, as sums (product-to-sum), then integrated. */
export function productToSum(f: Expr, v: string, recurse: Recurse): Expr | null {
  if (f.k !== 'mul') return null;
  const trig = f.xs.filter((x) => x.k === 'fn' && (x.f === 'sin' || x.f === 'cos'));
  const rest = f.xs.filter((x) => !trig.includes(x));
  if (trig.length !== 2 || rest.some((x) => dependsOn(x, v))) return null;
  const [p, q] = trig as [Expr & { k: 'fn' }, Expr & { k: 'fn' }];
  if (toSympy(p.a) === toSympy(q.a)) return null;
  const [A, B] = p.f === 'sin' || q.f === 'cos' ? [p, q] : [q, p];
  const minusArgs = minus(A.a, B.a);
  const plusArgs = sum(A.a, B.a);
  const halfOf = (x: Expr) => product(num(rat(1n, 2n)), x);
  let g: Expr;
  if (A.f === 'sin' && B.f === 'sin') g = halfOf(minus(fn('cos', minusArgs), fn('cos', plusArgs)));
  else if (A.f === 'cos' && B.f === 'cos') g = halfOf(sum(fn('cos', minusArgs), fn('cos', plusArgs)));
  else g = halfOf(sum(fn('sin', plusArgs), fn('sin', minusArgs)));
  const F = recurse(g, v);
  return F ? product(...rest, F) : null;
}

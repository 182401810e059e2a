import { type Rational, div, isZero, mul, neg as rneg, rat, sub, toNumber } from '../rational';
import { type Coefficients, coefficientsOf } from './coefficients';
import { type Expr, dependsOn, mapChildren, divide, fn, int, neg, num, power, product, substitute, sum } from './expr';
import type { Recurse } from './trig-integrals';

const HALF = rat(1n, 2n);
const same = (p: Coefficients, q: Coefficients) =>
  p.length === q.length && p.every((c, i) => c.n === q[i]?.n && c.d === q[i]?.d);

/** The one quadratic under every half-integer power in f, or null (f otherwise rational in v). */
function quadraticUnderRoots(f: Expr, v: string): Coefficients | null {
  let found: Coefficients | null = null;
  let ok = true;
  const walk = (x: Expr) => {
    if (!dependsOn(x, v)) return;
    if (x.k === 'pow' && x.e.k === 'num' && x.e.v.d === 2n) {
      const Q = coefficientsOf(x.b, v);
      if (!Q || Q.length !== 3 || (found && !same(found, Q))) ok = false;
      else found = Q;
      return;
    }
    if (x.k === 'add' || x.k === 'mul') x.xs.forEach(walk);
    else if (x.k === 'pow') [x.b, x.e].forEach(walk);
    else if (x.k === 'fn') ok = false;
  };
  walk(f);
  return ok ? found : null;
}

/**
 * ∫ R(x, √Q) by a trigonometric substitution, for Q = a(x − m)² + k on one interval: with a < 0 < k,
 * x = m + h·sin θ (h² = −k/a) makes √Q = √k·cos θ, θ ∈ [−π/2, π/2]; with a, k > 0, x = m + h·tan θ (h² = k/a)
 * makes √Q = √k·sec θ, θ ∈ (−π/2, π/2). Either way cos θ ≥ 0 and the integrand becomes a rational function of
 * sin θ and cos θ; θ = asin((x − m)/h) or atan((x − m)/h) goes back in.
 */
export function integrateTrigSubstitution(f: Expr, v: string, recurse: Recurse): Expr | null {
  const Q = quadraticUnderRoots(f, v);
  if (!Q) return null;
  const [c, b, a] = Q as [Rational, Rational, Rational];
  const m = div(rneg(b), mul(rat(2n), a));
  const k = sub(c, div(mul(b, b), mul(rat(4n), a)));
  // k ≤ 0: √Q is real on two intervals, or nowhere, or Q is a perfect square.
  if (isZero(k) || toNumber(k) < 0) return null;
  const sine = toNumber(a) < 0;
  const h = power(num(div(k, sine ? rneg(a) : a)), num(HALF));
  const theta: Expr = { k: 'var', name: '__th' };
  const s = fn('sin', theta);
  const co = fn('cos', theta);
  // x, √Q and dx/dθ in θ.
  const X = sum(num(m), product(h, sine ? s : fn('tan', theta)));
  const root = product(power(num(k), num(HALF)), sine ? co : power(co, int(-1)));
  const dX = sine ? product(h, co) : product(h, power(co, int(-2)));
  const swap = (y: Expr): Expr => {
    if (y.k === 'var' && y.name === v) return X;
    if (y.k === 'pow' && y.e.k === 'num' && y.e.v.d === 2n && dependsOn(y.b, v)) return power(root, num(rat(y.e.v.n)));
    if (y.k === 'add') return sum(...y.xs.map(swap));
    if (y.k === 'mul') return product(...y.xs.map(swap));
    if (y.k === 'pow') return power(swap(y.b), swap(y.e));
    return y;
  };
  const F = recurse(product(swap(f), dX), '__th');
  if (!F) return null;
  const z = divide(sum({ k: 'var', name: v }, num(rneg(m))), h);
  return backSubstitute(F, z, sine);
}

/** F(θ) with θ = asin z or atan z put back. */
function backSubstitute(F: Expr, z: Expr, sine: boolean): Expr {
  return trigOfInverse(substitute(F, { k: 'var', name: '__th' }, fn(sine ? 'asin' : 'atan', z)));
}

/**
 * sin, cos and tan of asin z, atan z and of twice them, written algebraically in z: sin(asin z) = z,
 * cos(asin z) = √(1 − z²), sin(atan z) = z/√(1 + z²), cos(atan z) = 1/√(1 + z²), and the double angles from these.
 */
export function trigOfInverse(F: Expr): Expr {
  const angleOf = (a: Expr): { inner: Expr & { k: 'fn' }; twice: boolean } | null => {
    if (a.k === 'fn' && (a.f === 'asin' || a.f === 'atan')) return { inner: a, twice: false };
    const [c, t] = a.k === 'mul' && a.xs.length === 2 ? (a.xs as [Expr, Expr]) : [null, null];
    if (c?.k === 'num' && toNumber(c.v) === 2 && t?.k === 'fn' && (t.f === 'asin' || t.f === 'atan'))
      return { inner: t, twice: true };
    return null;
  };
  const go = (x: Expr): Expr => {
    if (x.k === 'fn' && (x.f === 'sin' || x.f === 'cos' || x.f === 'tan')) {
      const angle = angleOf(x.a);
      if (angle) {
        const z = go(angle.inner.a);
        const z2 = power(z, int(2));
        const sine = angle.inner.f === 'asin';
        const cosT = sine ? power(sum(int(1), neg(z2)), num(HALF)) : power(sum(int(1), z2), num(rat(-1n, 2n)));
        const sinT = sine ? z : product(z, cosT);
        const [s1, c1] = angle.twice
          ? [product(int(2), sinT, cosT), sum(power(cosT, int(2)), neg(power(sinT, int(2))))]
          : [sinT, cosT];
        return x.f === 'sin' ? s1 : x.f === 'cos' ? c1 : divide(s1, c1);
      }
    }
    return mapChildren(x, go);
  };
  return go(F);
}

import { type Rational, rat, toNumber } from '../rational';
import { differentiate } from './derivative';
import { type Expr, dependsOn, divide, evaluate, fn, int, neg, num, power, product, substitute, sum } from './expr';

/** A positive rational k with k·B² < 4A (A > 0): 1 when it fits, else the first power of ½ that does. */
function safeK(a: number, b: number): Rational {
  let k = rat(1n);
  while (toNumber(k) * b * b >= 2 * a) k = rat(k.n, k.d * 2n);
  return k;
}

/**
 * atan(A·tan w + B) as a continuous function of w (A > 0), equal to it up to a constant on each branch of tan.
 * The angle of (cos w, A·sin w + B·cos w) winds like w; it is w, plus the angle of (cos w, k·sin w) past w, plus
 * the angle between the two vectors — each an arctangent whose denominator (a positive definite form) never
 * vanishes, because k·B² < 4A.
 */
function windingAtan(A: Expr, B: Expr, w: Expr): Expr | null {
  const a = evaluate(A, {});
  const b = evaluate(B, {});
  if (!Number.isFinite(a) || !Number.isFinite(b) || a <= 0) return null;
  const k = a === 1 && b === 0 ? rat(1n) : safeK(a, b);
  const K = num(k);
  const s2 = fn('sin', product(int(2), w));
  const c2 = fn('cos', product(int(2), w));
  const pieces: Expr[] = [w];
  if (toNumber(k) !== 1) {
    const top = product(num(rat(k.n - k.d, k.d)), s2);
    const bottom = sum(num(rat(k.n + k.d, k.d)), product(num(rat(k.d - k.n, k.d)), c2));
    pieces.push(fn('atan', divide(top, bottom)));
  }
  if (!(Math.abs(a - toNumber(k)) < 1e-15 && b === 0)) {
    const onePlus = sum(int(1), c2);
    const oneMinus = sum(int(1), neg(c2));
    const top = sum(product(sum(A, neg(K)), s2), product(B, onePlus));
    const bottom = sum(onePlus, product(K, A, oneMinus), product(K, B, s2));
    pieces.push(fn('atan', divide(top, bottom)));
  }
  return sum(...pieces);
}

/**
 * F(t) with t = tan w, made continuous: each atan(a·t + b) is replaced by its winding form, so the antiderivative
 * does not jump where tan w does (the integrand is finite there). Null when an arctangent is not linear in t.
 */
export function continuousInTan(F: Expr, t: string, w: Expr): Expr | null {
  let ok = true;
  const tVar: Expr = { k: 'var', name: t };
  const walk = (x: Expr): Expr => {
    if (!dependsOn(x, t)) return x;
    switch (x.k) {
      case 'var':
        return fn('tan', w);
      case 'add':
        return sum(...x.xs.map(walk));
      case 'mul':
        return product(...x.xs.map(walk));
      case 'pow':
        return power(walk(x.b), walk(x.e));
      case 'fn': {
        if (x.f !== 'atan') return fn(x.f, walk(x.a));
        const slope = differentiate(x.a, t, new Set());
        const intercept = substitute(x.a, tVar, int(0));
        if (dependsOn(slope, t)) {
          ok = false;
          return x;
        }
        const negative = evaluate(slope, {}) < 0;
        const A = negative ? neg(slope) : slope;
        const B = negative ? neg(intercept) : intercept;
        const angle = windingAtan(A, B, w);
        if (!angle) ok = false;
        return angle ? (negative ? neg(angle) : angle) : x;
      }
      default:
        return x;
    }
  };
  const out = walk(F);
  return ok ? out : null;
}

/**
 * Whether F has no jump at the given points where the integrand f is finite nearby (a guard on substitutions that
 * pass through infinity, such as t = tan w at w = π/2).
 */
export function noJumps(F: Expr, f: Expr, v: string, points: number[]): boolean {
  for (const x0 of points) {
    const near = [x0 - 1e-3, x0, x0 + 1e-3].map((x) => evaluate(f, { [v]: x }, true));
    if (!near.every((y) => Number.isFinite(y) && Math.abs(y) < 1e6)) continue;
    const h = 1e-7;
    const left = evaluate(F, { [v]: x0 - h }, true);
    const right = evaluate(F, { [v]: x0 + h }, true);
    if (!Number.isFinite(left) || !Number.isFinite(right)) return false;
    const slope = Math.max(...near.map(Math.abs));
    if (Math.abs(left - right) > 1e-5 * Math.max(1, Math.abs(left)) + 4 * h * slope) return false;
  }
  return true;
}

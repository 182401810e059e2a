import { ONE, ZERO, isZero, mul, rat } from '../rational';
import { parameterValues } from './check';
import { type Coefficients, coefficientsOf, polyMul, trim } from './coefficients';
import { differentiate } from './derivative';
import { type Expr, dependsOn, divide, evaluate, fn, int, neg, num, power, product, sum } from './expr';

const derivative = (c: Coefficients) => trim(c.slice(1).map((x, i) => mul(x, rat(BigInt(i + 1)))));
const asExpr = (c: Coefficients, x: Expr) =>
  sum(...c.map((k, i) => (isZero(k) ? num(ZERO) : product(num(k), power(x, int(i))))));

/** A constant rate that is not zero (at the parameters' sample values too), else null. */
function rate(d: Expr, v: string): Expr | null {
  if (dependsOn(d, v)) return null;
  try {
    const value = evaluate(d, parameterValues(d, v));
    return Number.isFinite(value) && Math.abs(value) > 1e-12 ? d : null;
  } catch {
    return null;
  }
}

/** The rate of an exponential factor e^L or c^L (c constant) for linear L, else null. */
function exponentialRate(x: Expr, v: string): Expr | null {
  if (x.k === 'fn' && x.f === 'exp') return rate(differentiate(x.a, v, new Set()), v);
  if (x.k === 'pow' && !dependsOn(x.b, v) && dependsOn(x.e, v))
    return rate(product(differentiate(x.e, v, new Set()), fn('log', x.b)), v);
  return null;
}

/**
 * ∫ P·g for a polynomial P (any degree) and g = E, sin L, cos L or E·sin L, E·cos L (E = e^L′ or c^L′, L and L′
 * linear, rates possibly with parameters): integration by parts repeated until P is used up (the tabular method),
 * ∫ P·g = Σₖ (−1)ᵏ·P⁽ᵏ⁾·Gₖ₊₁ with Gₖ the k-th antiderivative of g.
 */
export function integrateTabular(f: Expr, v: string): Expr | null {
  const factors = f.k === 'mul' ? f.xs : [f];
  let P: Coefficients = [ONE];
  let e: Expr | null = null;
  let t: (Expr & { k: 'fn' }) | null = null;
  const fixed: Expr[] = [];
  for (const x of factors) {
    if (!dependsOn(x, v)) fixed.push(x);
    else if (!e && exponentialRate(x, v)) e = x;
    else if (!t && x.k === 'fn' && (x.f === 'sin' || x.f === 'cos')) t = x;
    else {
      const c = coefficientsOf(x, v);
      if (!c) return null;
      P = polyMul(P, c);
    }
  }
  if ((!e && !t) || P.length < 2 || P.length > 41) return null;
  const a = e ? (exponentialRate(e, v) as Expr) : null;
  const b = t ? rate(differentiate(t.a, v, new Set()), v) : null;
  if (t && !b) return null;
  // The k-th antiderivative as e·(p·cos + q·sin) (or without e, or without the trigonometric factor).
  let p: Expr = t?.f === 'sin' ? int(0) : int(1);
  let q: Expr = t?.f === 'sin' ? int(1) : int(0);
  let scale: Expr = int(1);
  const norm = a && b ? sum(power(a, int(2)), power(b, int(2))) : null;
  if (norm && !rate(norm, v)) return null;
  const next = () => {
    if (a && b && norm) {
      // ∫ e·cos = e(a·cos + b·sin)/(a² + b²), ∫ e·sin = e(a·sin − b·cos)/(a² + b²).
      [p, q] = [divide(sum(product(a, p), neg(product(b, q))), norm), divide(sum(product(b, p), product(a, q)), norm)];
    } else if (b) {
      // ∫ cos = sin/b, ∫ sin = −cos/b.
      [p, q] = [divide(neg(q), b), divide(p, b)];
    } else scale = divide(scale, a as Expr);
  };
  const G = () => {
    const wave = t ? sum(product(p, fn('cos', t.a)), product(q, fn('sin', t.a))) : int(1);
    return product(...(e ? [e] : []), scale, wave);
  };
  const x: Expr = { k: 'var', name: v };
  const terms: Expr[] = [];
  let Pk = trim(P);
  for (let k = 0; Pk.length && !(Pk.length === 1 && isZero(Pk[0] ?? ZERO)); k++) {
    next();
    const term = product(asExpr(Pk, x), G());
    terms.push(k % 2 ? neg(term) : term);
    Pk = derivative(Pk);
  }
  return product(...fixed, sum(...terms));
}

import { parameterValues } from './check';
import { differentiate } from './derivative';
import { type Expr, dependsOn, divide, evaluate, fn, int, neg, power, product, sum } from './expr';

/** d/dv of a linear argument when it is a constant (possibly with parameters) other than zero, else null. */
function slopeOf(x: Expr, v: string): Expr | null {
  const d = differentiate(x, v, new Set());
  if (dependsOn(d, v) || (d.k === 'num' && d.v.n === 0n)) return null;
  return d;
}

/** The exponent's rate for eᴬ or cᴬ (c constant): A′ or A′·ln c, when A is linear in v. */
function exponentialRate(x: Expr, v: string): Expr | null {
  if (x.k === 'fn' && x.f === 'exp') return slopeOf(x.a, v);
  // (cᴬ)ⁿ, as 1/bˣ is read: n times the rate.
  if (x.k === 'pow' && !dependsOn(x.e, v)) {
    const inner = exponentialRate(x.b, v);
    return inner ? product(x.e, inner) : null;
  }
  if (x.k === 'pow' && !dependsOn(x.b, v) && dependsOn(x.e, v)) {
    const s = slopeOf(x.e, v);
    return s ? product(s, fn('log', x.b)) : null;
  }
  return null;
}

/** A rate that is zero at the parameters' sample values is not divided by. */
function usable(r: Expr, v: string): boolean {
  try {
    const value = evaluate(r, parameterValues(r, v));
    return Number.isFinite(value) && Math.abs(value) > 1e-9;
  } catch {
    return false;
  }
}

/**
 * Products of exponentials with parameters (a^(mx)·b^(nx), e^(2x)·e^(ax)): the product is e^(kx) for
 * k = Σ rates, so ∫ = product/k.
 */
export function integrateExponentialProduct(f: Expr, v: string): Expr | null {
  const factors = f.k === 'mul' ? f.xs : [f];
  const rates: Expr[] = [];
  for (const x of factors) {
    if (!dependsOn(x, v)) continue;
    const r = exponentialRate(x, v);
    if (!r) return null;
    rates.push(r);
  }
  const k = sum(...rates);
  return rates.length && usable(k, v) ? divide(f, k) : null;
}

/** ∫ E·sin B and ∫ E·cos B for an exponential E = e^A or c^A and linear A, B with parameters (rates a, b). */
export function integrateExponentialTrig(f: Expr, v: string): Expr | null {
  if (f.k !== 'mul') return null;
  const varying = f.xs.filter((x) => dependsOn(x, v));
  const fixed = f.xs.filter((x) => !dependsOn(x, v));
  if (varying.length !== 2) return null;
  const e = varying.find((x) => exponentialRate(x, v));
  const t = varying.find((x) => x.k === 'fn' && (x.f === 'sin' || x.f === 'cos'));
  if (!e || t?.k !== 'fn') return null;
  const a = exponentialRate(e, v) as Expr;
  const b = slopeOf(t.a, v);
  if (!b) return null;
  const norm = sum(power(a, int(2)), power(b, int(2)));
  if (!usable(norm, v)) return null;
  // e·sin: e(a·sin − b·cos)/(a² + b²); e·cos: e(a·cos + b·sin)/(a² + b²).
  const combo =
    t.f === 'sin'
      ? sum(product(a, fn('sin', t.a)), neg(product(b, fn('cos', t.a))))
      : sum(product(a, fn('cos', t.a)), product(b, fn('sin', t.a)));
  return product(...fixed, divide(product(e, combo), norm));
}

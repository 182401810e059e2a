import { type Rational, div, gcd, rat } from '../rational';
import { differentiate } from './derivative';
import { type Expr, dependsOn, mapChildren, divide, fn, num, power, product, substitute, toSympy } from './expr';
import type { Recurse } from './trig-integrals';

/**
 * R(e^(k₁·m·v), e^(k₂·m·v), …) for a rate m with parameters (e^(mx), e^(−px)) and rational kᵢ: u = e^(g·m·v) with
 * g the gcd of the kᵢ makes each exponential a power of u and dv = du/(g·m·u). What is left is a rational function
 * of u with parameters, for the steps that handle those (scaling u).
 */
export function integrateSymbolicExponentials(f: Expr, v: string, recurse: Recurse): Expr | null {
  const found: { x: Expr; slope: Expr }[] = [];
  let ok = true;
  const walk = (x: Expr) => {
    if (!dependsOn(x, v)) return;
    if (x.k === 'fn' && x.f === 'exp') {
      const slope = differentiate(x.a, v, new Set());
      // Only e^(s·v), no constant part: s with parameters, else the ordinary substitution applies.
      if (dependsOn(slope, v) || toSympy(substitute(x.a, { k: 'var', name: v }, num(rat(0n)))) !== '0') ok = false;
      else found.push({ x, slope });
      return;
    }
    if (x.k === 'var') ok = false;
    if (x.k === 'add' || x.k === 'mul') x.xs.forEach(walk);
    if (x.k === 'pow') [x.b, x.e].forEach(walk);
    if (x.k === 'fn') walk(x.a);
  };
  walk(f);
  if (!ok || !found.length) return null;
  const m = (found[0] as { slope: Expr }).slope;
  if (m.k === 'num') return null;
  const ratios: Rational[] = [];
  for (const { slope } of found) {
    const r = divide(slope, m);
    if (r.k !== 'num') return null;
    ratios.push(r.v);
  }
  const g = ratios.reduce((acc, r) => rat(gcd(acc.n, r.n < 0n ? -r.n : r.n), (acc.d * r.d) / gcd(acc.d, r.d)), rat(0n));
  const u: Expr = { k: 'var', name: '__m' };
  const swap = (x: Expr): Expr => {
    const i = found.findIndex((e) => toSympy(e.x) === toSympy(x));
    if (i >= 0) return power(u, num(div(ratios[i] as Rational, g)));
    return mapChildren(x, swap);
  };
  const rate = product(num(g), m);
  const inU = divide(swap(f), product(rate, u));
  if (dependsOn(inU, v)) return null;
  const F = recurse(inU, '__m');
  return F ? substitute(F, u, fn('exp', product(rate, { k: 'var', name: v }))) : null;
}

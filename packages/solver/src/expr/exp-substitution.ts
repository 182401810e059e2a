import { type Rational, div, gcd, rat } from '../rational';
import { type Expr, dependsOn, mapChildren, divide, fn, num, power, product, substitute, toSympy } from './expr';
import type { Linear, Recurse } from './trig-integrals';

/** The rational gcd of the coefficients: gcd of numerators over lcm of denominators. */
const rationalGcd = (xs: Rational[]) => xs.reduce((g, x) => rat(gcd(g.n, x.n), (g.d * x.d) / gcd(g.d, x.d)), rat(0n));

/**
 * R(e^(a₁x), e^(a₂x), …) with rational aᵢ: u = e^(g·x) for g the gcd of the aᵢ makes every e^(aᵢx) a power uᵏ and
 * dx = du/(g·u), so the integrand becomes a rational function of u.
 */
export function integrateExponentials(f: Expr, v: string, linear: Linear, recurse: Recurse): Expr | null {
  const found: { x: Expr; a: Rational; b: Rational }[] = [];
  let ok = true;
  const walk = (x: Expr) => {
    if (x.k === 'fn' && x.f === 'exp' && dependsOn(x.a, v)) {
      const ab = linear(x.a, v);
      if (ab) found.push({ x, a: ab[0], b: ab[1] });
      else ok = false;
      return;
    }
    if (x.k === 'var' && x.name === v) ok = false;
    if (x.k === 'add' || x.k === 'mul') x.xs.forEach(walk);
    if (x.k === 'pow') [x.b, x.e].forEach(walk);
    if (x.k === 'fn') walk(x.a);
  };
  walk(f);
  if (!ok || !found.length) return null;
  const g = rationalGcd(found.map((e) => (e.a.n < 0n ? rat(-e.a.n, e.a.d) : e.a)));
  const u: Expr = { k: 'var', name: '__e' };
  const swap = (x: Expr): Expr => {
    const hit = found.find((e) => toSympy(e.x) === toSympy(x));
    if (hit) return product(fn('exp', num(hit.b)), power(u, num(div(hit.a, g))));
    return mapChildren(x, swap);
  };
  const inU = divide(swap(f), product(num(g), u));
  if (dependsOn(inU, v)) return null;
  const F = recurse(inU, '__e');
  if (!F) return null;
  const back = fn('exp', product(num(g), { k: 'var', name: v }));
  return substitute(F, u, back);
}

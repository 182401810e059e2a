import { lcm, rat } from '../rational';
import { type Expr, dependsOn, mapChildren, divide, num, power, product, substitute, sum, toSympy } from './expr';
import type { Linear, Recurse } from './trig-integrals';

/** Fractional powers of one linear expression L in f: L and n, the least common denominator of their exponents. */
function rootBase(f: Expr, v: string, linear: Linear): { L: Expr; n: bigint } | null {
  const found = new Map<string, Expr>();
  let n = 1n;
  const walk = (x: Expr) => {
    if (x.k === 'pow' && x.e.k === 'num' && x.e.v.d > 1n && linear(x.b, v)) {
      found.set(toSympy(x.b), x.b);
      n = lcm(n, x.e.v.d);
    }
    if (x.k === 'add' || x.k === 'mul') x.xs.forEach(walk);
    if (x.k === 'pow') {
      walk(x.b);
      walk(x.e);
    }
    if (x.k === 'fn') walk(x.a);
  };
  walk(f);
  const L = found.size === 1 ? [...found.values()][0] : undefined;
  return L && n <= 12n ? { L, n } : null;
}

/** Replaces L^(p/q) by u^(p·n/q) and v by (uⁿ − b)/a everywhere (u = L^(1/n), so L = a·v + b). */
function toRootVariable(x: Expr, L: string, n: bigint, v: string, u: Expr, vInU: Expr): Expr {
  if (x.k === 'pow' && x.e.k === 'num' && x.e.v.d > 1n && toSympy(x.b) === L)
    return power(u, num(rat(x.e.v.n * n, x.e.v.d)));
  const go = (y: Expr) => toRootVariable(y, L, n, v, u, vInU);
  if (x.k === 'var') return x.name === v ? vInU : x;
  return mapChildren(x, go);
}

/** u = (a·v + b)^(1/n) turns roots of L into powers of u: v = (uⁿ − b)/a, dv = n·uⁿ⁻¹/a du. */
export function rationalizeRoot(f: Expr, v: string, linear: Linear, recurse: Recurse): Expr | null {
  const base = rootBase(f, v, linear);
  if (!base) return null;
  const { L, n } = base;
  const ab = linear(L, v);
  if (!ab) return null;
  const u: Expr = { k: 'var', name: '__r' };
  const [a, b] = ab;
  const vInU = divide(sum(power(u, num(rat(n))), num(rat(-b.n, b.d))), num(a));
  const du = divide(product(num(rat(n)), power(u, num(rat(n - 1n)))), num(a));
  const inU = product(toRootVariable(f, toSympy(L), n, v, u, vInU), du);
  if (dependsOn(inU, v)) return null;
  const F = recurse(inU, '__r');
  if (!F) return null;
  return substitute(F, u, power(L, num(rat(1n, n))));
}

import { type Rational, ONE, div, isZero, rat, toNumber } from '../rational';
import { noJumps } from './continuous-angle';
import type { Coefficients } from './coefficients';
import {
  type Expr,
  dependsOn,
  mapChildren,
  evaluate,
  fn,
  int,
  neg,
  num,
  power,
  product,
  substitute,
  sum,
  toSympy,
} from './expr';
import { commonAngle, multipleAngle } from './trig-rational';
import type { Linear, Recurse } from './trig-integrals';

const S: Expr = { k: 'var', name: '__S' };
const C: Expr = { k: 'var', name: '__C' };
const U: Expr = { k: 'var', name: '__b' };

const polynomial = (c: Coefficients, x: Expr) =>
  sum(...c.map((k, i) => (isZero(k) ? int(0) : product(num(k), power(x, int(i))))));

/** f with each sin(nw), cos(nw), tan(nw)… written through S = sin w and C = cos w (Chebyshev polynomials). */
function throughSC(x: Expr, v: string, multiples: Map<string, number>): Expr {
  if (!dependsOn(x, v)) return x;
  switch (x.k) {
    case 'add':
      return sum(...x.xs.map((y) => throughSC(y, v, multiples)));
    case 'mul':
      return product(...x.xs.map((y) => throughSC(y, v, multiples)));
    case 'pow':
      return power(throughSC(x.b, v, multiples), x.e);
    case 'fn': {
      const n = multiples.get(toSympy(x.a)) ?? 0;
      const m = multipleAngle(Math.abs(n));
      const s = product(n < 0 ? int(-1) : int(1), S, polynomial(m.sin, C));
      const c = polynomial(m.cos, C);
      const inverse = (y: Expr) => power(y, int(-1));
      const forms: Record<string, Expr> = {
        sin: s,
        cos: c,
        tan: product(s, inverse(c)),
        cot: product(c, inverse(s)),
        sec: inverse(c),
        csc: inverse(s),
      };
      return forms[x.f] ?? x;
    }
    default:
      return x;
  }
}

/**
 * h with every power of `even` even (else null): even^(2k) becomes (1 − U²)^k and `other` becomes U. This is the
 * whole test for the substitution: no square root of 1 − U² (whose sign would depend on x) is ever taken.
 */
function inU(h: Expr, even: Expr, other: Expr, square: Expr = sum(int(1), neg(power(U, int(2))))): Expr | null {
  let ok = true;
  const name = (even as { name: string }).name;
  const walk = (x: Expr): Expr => {
    if (x.k === 'var' && x.name === name) {
      ok = false;
      return x;
    }
    if (x.k === 'var' && x.name === (other as { name: string }).name) return U;
    if (x.k === 'pow' && x.b.k === 'var' && x.b.name === name && x.e.k === 'num') {
      const half: Rational = div(x.e.v, rat(2n));
      if (half.d !== 1n) ok = false;
      return power(square, num(half));
    }
    return mapChildren(x, walk);
  };
  const out = walk(h);
  return ok ? out : null;
}

/**
 * Algebraic functions of sin w and cos w where, after dw = −du/sin w (u = cos w) or dw = du/cos w (u = sin w),
 * only even powers of the other function remain (Bioche's rules for x → −x and x → π − x): sin² = 1 − u² or
 * cos² = 1 − u² makes the integrand a function of u alone, for instance (sin² x + 5cos² x)^(5/2)·cos x.
 */
export function integrateBioche(f: Expr, v: string, linear: Linear, recurse: Recurse): Expr | null {
  const angle = commonAngle(f, v, linear);
  if (!angle) return null;
  const h = throughSC(f, v, angle.multiples);
  if (dependsOn(h, v)) return null;
  const T: Expr = { k: 'var', name: '__T' };
  const tries: { integrand: Expr | null; back: Expr; viaTan: boolean }[] = [
    // u = cos w: dw = −du/S.
    { integrand: inU(product(int(-1), h, power(S, int(-1))), S, C), back: fn('cos', angle.w), viaTan: false },
    // u = sin w: dw = du/C.
    { integrand: inU(product(h, power(C, int(-1))), C, S), back: fn('sin', angle.w), viaTan: false },
    // u = tan w: S = u·C, dw = C²·du, and C² = 1/(1 + u²) (Bioche's rule for w → π + w).
    { integrand: tanForm(h, T), back: fn('tan', angle.w), viaTan: true },
  ];
  for (const { integrand, back, viaTan } of tries) {
    if (!integrand) continue;
    const F = recurse(integrand, '__b');
    if (!F) continue;
    const total = product(num(div(ONE, angle.g)), substituteU(F, back));
    // Through tan w the answer must not jump where tan w does (there the integrand must be finite).
    if (viaTan && !continuousAtPoles(total, f, v, angle.g, angle.b)) continue;
    return total;
  }
  return null;
}

/** h(S, C)·C² with S = T·C, when only even powers of C are left: then C^(2k) = (1 + T²)^(−k). */
function tanForm(h: Expr, T: Expr): Expr | null {
  const withT = substituteVar(product(h, power(C, int(2))), '__S', product(T, C));
  const square = power(sum(int(1), power(U, int(2))), int(-1));
  const out = inU(withT, C, T, square);
  return out ? substituteVar(out, '__T', U) : null;
}

/** Finite integrand and no jump of F at every w = π/2 + jπ near the origin. */
function continuousAtPoles(F: Expr, f: Expr, v: string, g: Rational, b: Rational): boolean {
  const [gn, bn] = [toNumber(g), toNumber(b)];
  const points = Array.from({ length: 21 }, (_, j) => (Math.PI / 2 + (j - 10) * Math.PI - bn) / gn).filter(
    (x) => Math.abs(x) < 12,
  );
  const bounded = (x: number) => [x - 1e-4, x + 1e-4].every((y) => Math.abs(evaluate(f, { [v]: y }, true)) < 1e6);
  return points.every(bounded) && noJumps(F, f, v, points);
}

const substituteVar = (F: Expr, name: string, by: Expr) => substitute(F, { k: 'var', name }, by);

const substituteU = (F: Expr, by: Expr): Expr =>
  F.k === 'var' ? (F.name === '__b' ? by : F) : mapChildren(F, (x) => substituteU(x, by));

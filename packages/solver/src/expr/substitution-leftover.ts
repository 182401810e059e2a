import { type Rational, ONE, ZERO, add, div, isZero } from '../rational';
import { type Coefficients, coefficientsOf } from './coefficients';
import { type Expr, dependsOn, divide, fn, num, power, product, sum } from './expr';

/** g = a·vᵏ + c (k ≥ 1, or k ≤ −1 for a single term a·vᵏ) as [a, k, c], else null. */
function monomialPlusConstant(g: Expr, v: string): [Rational, number, Rational] | null {
  const c: Coefficients | null = coefficientsOf(g, v);
  if (c && c.length >= 2) {
    const k = c.length - 1;
    if (c.slice(1, k).some((x) => !isZero(x))) return null;
    return [c[k] as Rational, k, c[0] ?? ZERO];
  }
  // a·v^(−m) + c, as 1/x or 1 − 1/x² are read.
  const terms = g.k === 'add' ? g.xs : [g];
  const constant = terms.filter((t) => !dependsOn(t, v));
  const varying = terms.filter((t) => dependsOn(t, v));
  if (varying.length !== 1 || constant.some((t) => t.k !== 'num')) return null;
  const t = varying[0] as Expr;
  const [a, x] = t.k === 'mul' && t.xs.length === 2 && t.xs[0]?.k === 'num' ? [t.xs[0].v, t.xs[1] as Expr] : [ONE, t];
  if (x.k !== 'pow' || x.b.k !== 'var' || x.b.name !== v || x.e.k !== 'num' || x.e.v.d !== 1n || x.e.v.n >= 0n)
    return null;
  const c0 = constant.reduce((s, k) => (k.k === 'num' ? add(s, k.v) : s), ZERO);
  return [a, Number(x.e.v.n), c0];
}

/** For u = atan v or u = asin v: v = tan u or sin u, and √(1 + v²) = 1/cos u or √(1 − v²) = cos u (cos u > 0). */
function inverseTrigForms(g: Expr, v: string, u: Expr) {
  if (g.k !== 'fn' || (g.f !== 'atan' && g.f !== 'asin') || g.a.k !== 'var' || g.a.name !== v) return null;
  const atan = g.f === 'atan';
  return {
    // tan u as sin u/cos u, so that it cancels against the powers of cos u.
    v: atan ? product(fn('sin', u), power(fn('cos', u), num({ n: -1n, d: 1n }))) : fn('sin', u),
    root: (x: Expr): Expr | null => {
      if (x.k !== 'pow' || x.e.k !== 'num' || x.e.v.d !== 2n) return null;
      const c = coefficientsOf(x.b, v);
      const want = atan ? 1n : -1n;
      if (!c || c.length !== 3 || c[0]?.n !== c[0]?.d || c[1]?.n !== 0n || c[2]?.n !== want * (c[2]?.d ?? 1n))
        return null;
      return power(fn('cos', u), num({ n: atan ? -x.e.v.n : x.e.v.n, d: 1n }));
    },
  };
}

/**
 * The integrand after u = g still has v in it: rewrite v through u when g determines it. For g = (a·vᵏ + c)^(1/n)
 * (n ≥ 1), each v^(jk) is ((uⁿ − c)/a)^j (only whole multiples of k, so no root of u and no sign is assumed); for
 * g = ln v, v = eᵘ; for g = atan v or asin v, v = tan u or sin u. Null when some v is left.
 */
export function eliminateThroughU(reduced: Expr, v: string, g: Expr, u: Expr): Expr | null {
  const root = g.k === 'pow' && g.e.k === 'num' && g.e.v.n === 1n && g.e.v.d > 1n ? g.e.v.d : 1n;
  const mono = monomialPlusConstant(root > 1n && g.k === 'pow' ? g.b : g, v);
  const isLog = g.k === 'fn' && g.f === 'log' && g.a.k === 'var' && g.a.name === v;
  const inverse = inverseTrigForms(g, v, u);
  if (!mono && !isLog && !inverse) return null;
  let ok = true;
  const un = power(u, num({ n: root, d: 1n }));
  const vk = mono ? divide(sum(un, num({ n: -mono[2].n, d: mono[2].d })), num(mono[0])) : null;
  const go = (x: Expr): Expr => {
    if (!dependsOn(x, v)) return x;
    if (inverse) {
      const r = inverse.root(x);
      if (r) return r;
      if (x.k === 'var') return inverse.v;
    }
    if (isLog && x.k === 'var') return fn('exp', u);
    if (x.k === 'var' && mono && vk && mono[1] === -1) return power(vk, num({ n: -1n, d: 1n }));
    if (isLog && x.k === 'pow' && x.b.k === 'var' && !dependsOn(x.e, v)) return fn('exp', product(x.e, u));
    if (x.k === 'pow' && x.b.k === 'var' && x.b.name === v && x.e.k === 'num' && mono && vk) {
      const j = div(x.e.v, { n: BigInt(mono[1]), d: 1n });
      if (j.d === 1n) return power(vk, num(j));
    }
    switch (x.k) {
      case 'add':
        return sum(...x.xs.map(go));
      case 'mul':
        return product(...x.xs.map(go));
      case 'pow':
        return power(go(x.b), go(x.e));
      case 'fn':
        return fn(x.f, go(x.a));
      default:
        ok = false;
        return x;
    }
  };
  const out = go(reduced);
  // Through atan or asin, only e^u, sin u, cos u (and powers) are worth the detour; anything else just grows.
  if (inverse && !onlyOfU(out, u)) return null;
  return ok && !dependsOn(out, v) ? out : null;
}

/** Whether every function in x is applied to u itself. */
function onlyOfU(x: Expr, u: Expr): boolean {
  switch (x.k) {
    case 'fn':
      return x.a.k === 'var' && u.k === 'var' && x.a.name === u.name;
    case 'add':
    case 'mul':
      return x.xs.every((y) => onlyOfU(y, u));
    case 'pow':
      return onlyOfU(x.b, u) && onlyOfU(x.e, u);
    default:
      return true;
  }
}

/** e^(ln y) = y: after u = ln v, substituting back leaves these (the antiderivative is then checked as printed). */
export function expOfLog(F: Expr): Expr {
  switch (F.k) {
    case 'add':
      return sum(...F.xs.map(expOfLog));
    case 'mul':
      return product(...F.xs.map(expOfLog));
    case 'pow':
      return power(expOfLog(F.b), expOfLog(F.e));
    case 'fn':
      if (F.f === 'exp' && F.a.k === 'fn' && F.a.f === 'log') return expOfLog(F.a.a);
      // e^(c·ln y) = y^c.
      if (F.f === 'exp' && F.a.k === 'mul' && F.a.xs.length === 2 && F.a.xs[0]?.k === 'num') {
        const [c, l] = F.a.xs as [Expr, Expr];
        if (l.k === 'fn' && l.f === 'log') return power(expOfLog(l.a), c);
      }
      return fn(F.f, expOfLog(F.a));
    default:
      return F;
  }
}

/** vᵈ for each proper divisor d ≥ 2 of an exponent n in f (x² for x/√(1 − x⁴)): candidates for u. */
export function powerCandidates(f: Expr, v: string): Expr[] {
  const exponents = new Set<number>();
  const walk = (x: Expr) => {
    if (x.k === 'pow' && x.b.k === 'var' && x.b.name === v && x.e.k === 'num' && x.e.v.d === 1n) {
      const n = Number(x.e.v.n < 0n ? -x.e.v.n : x.e.v.n);
      for (let d = 2; d < n && n <= 24; d++) if (n % d === 0) exponents.add(d);
    }
    if (x.k === 'add' || x.k === 'mul') x.xs.forEach(walk);
    if (x.k === 'pow') [x.b, x.e].forEach(walk);
    if (x.k === 'fn') walk(x.a);
  };
  walk(f);
  return [...exponents].map((d) => power({ k: 'var', name: v }, num({ n: BigInt(d), d: 1n })));
}

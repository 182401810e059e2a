import { parseExpression, toPoly } from '../parse';
import { asConstant, coefficientsIn, degreeIn, variables } from '../polynomial';
import { type Rational, ZERO, eq, isZero, lcm, rat } from '../rational';
import { differentiate } from './derivative';
import { distribute } from './expand';
import { integrateExponentials } from './exp-substitution';
import { integrateRational } from './partial-fractions';
import { integrateQuadraticRoot } from './quadratic-root';
import { integrateTrigMonomial, productToSum } from './trig-integrals';
import { type Expr, dependsOn, divide, fn, int, neg, num, power, product, substitute, sum, toSympy } from './expr';

export type Technique =
  | 'table'
  | 'linearity'
  | 'power rule'
  | 'linear substitution'
  | 'substitution'
  | 'by parts'
  | 'partial fractions'
  | 'reduction formula'
  | 'trigonometric identities'
  | 'quadratic root';

/** a·v + b as [a, b] when the expression is linear in v with rational coefficients, else null. */
function linear(x: Expr, v: string): [Rational, Rational] | null {
  try {
    const p = toPoly(parseExpression(toSympy(x).replaceAll('**', '^')));
    if (variables(p).some((n) => n !== v) || degreeIn(p, v) !== 1) return null;
    const [b, a] = coefficientsIn(p, v).map((c) => asConstant(c) ?? ZERO);
    return a && b && !isZero(a) ? [a, b] : null;
  } catch {
    return null;
  }
}

/** Antiderivatives of f(u) for the table's functions, as functions of u. */
function table(f: string, u: Expr): Expr | null {
  switch (f) {
    case 'sin':
      return neg(fn('cos', u));
    case 'cos':
      return fn('sin', u);
    case 'exp':
      return fn('exp', u);
    case 'tan':
      return neg(fn('log', fn('cos', u)));
    case 'cot':
      return fn('log', fn('sin', u));
    case 'sinh':
      return fn('cosh', u);
    case 'cosh':
      return fn('sinh', u);
    case 'sec':
      return fn('log', sum(fn('sec', u), fn('tan', u)));
    case 'csc':
      return neg(fn('log', sum(fn('csc', u), fn('cot', u))));
    default:
      return null;
  }
}

/** ∫ of one factor-free piece: powers of v, table functions of a linear argument, powers of a linear base. */
function basic(f: Expr, v: string, used: Set<Technique>): Expr | null {
  if (f.k === 'var' && f.name === v) {
    used.add('power rule');
    return product(num(rat(1n, 2n)), power(f, int(2)));
  }
  if (f.k === 'fn') {
    const ab = linear(f.a, v);
    const F = ab ? table(f.f, f.a) : null;
    if (ab && F) {
      used.add(f.a.k === 'var' ? 'table' : 'linear substitution');
      return divide(F, num(ab[0]));
    }
  }
  if (f.k === 'pow' && !dependsOn(f.e, v)) {
    const ab = linear(f.b, v);
    if (ab) {
      used.add(f.b.k === 'var' ? 'power rule' : 'linear substitution');
      if (f.e.k === 'num' && eq(f.e.v, rat(-1n))) return divide(fn('log', f.b), num(ab[0]));
      const n1 = sum(f.e, int(1));
      return divide(power(f.b, n1), product(num(ab[0]), n1));
    }
    // 1/cos²(u) = sec²(u): its antiderivative is tan(u).
    if (f.b.k === 'fn' && f.b.f === 'cos' && f.e.k === 'num' && eq(f.e.v, rat(-2n))) {
      const inner = linear(f.b.a, v);
      if (inner) {
        used.add('table');
        return divide(fn('tan', f.b.a), num(inner[0]));
      }
    }
  }
  if (f.k === 'pow' && !dependsOn(f.b, v)) {
    // a^(linear): a^u / (ln a · a').
    const ab = linear(f.e, v);
    if (ab) {
      used.add('table');
      return divide(f, product(fn('log', f.b), num(ab[0])));
    }
  }
  return null;
}

/** Inner expressions worth trying as u in a substitution: arguments of functions, bases of powers. */
function inners(f: Expr): Expr[] {
  switch (f.k) {
    case 'fn':
      return [f, f.a, ...inners(f.a)];
    case 'pow':
      return [f, f.b, ...inners(f.b), ...inners(f.e)];
    case 'add':
    case 'mul':
      return f.xs.flatMap(inners);
    default:
      return [];
  }
}

const replace = (f: Expr, name: string, by: Expr) => substitute(f, { k: 'var', name }, by);

/** When the current integration must stop (set per problem by integrateWithin). */
let deadline = Number.POSITIVE_INFINITY;

/** ∫ f dv within a time limit: past it, 'time limit' is thrown and the problem is reported unsolved. */
export function integrateWithin(f: Expr, v: string, used: Set<Technique>, until: number): Expr | null {
  const outer = deadline;
  deadline = until;
  try {
    return integrate(f, v, used);
  } finally {
    deadline = outer;
  }
}

const INVERSES = new Set(['log', 'asin', 'acos', 'atan', 'acot', 'asec', 'acsc', 'asinh', 'acosh', 'atanh']);
const isInverse = (x: Expr) =>
  (x.k === 'fn' && INVERSES.has(x.f)) || (x.k === 'pow' && x.b.k === 'fn' && INVERSES.has(x.b.f) && x.e.k === 'num');

/** ∫ f dv, or null; depth bounds the recursion (by parts and substitution call back in). */
export function integrate(f: Expr, v: string, used: Set<Technique>, depth = 0): Expr | null {
  if (depth > 6) return null;
  if (Date.now() > deadline) throw new Error('time limit');
  if (!dependsOn(f, v)) {
    used.add('table');
    return product(f, { k: 'var', name: v });
  }
  if (f.k === 'add') {
    used.add('linearity');
    const parts = f.xs.map((x) => integrate(x, v, used, depth + 1));
    return parts.every((p) => p !== null) ? sum(...(parts as Expr[])) : null;
  }
  if (f.k === 'mul') {
    const fixed = f.xs.filter((x) => !dependsOn(x, v));
    const varying = f.xs.filter((x) => dependsOn(x, v));
    if (fixed.length) {
      const rest = varying.length === 1 ? (varying[0] as Expr) : product(...varying);
      const inner = integrate(rest, v, used, depth + 1);
      if (inner) used.add('linearity');
      return inner ? product(...fixed, inner) : null;
    }
  }
  const direct = basic(f, v, used);
  if (direct) return direct;
  const reduced = reduction(f, v, used, depth);
  if (reduced) return reduced;
  const radical = rationalizeRoot(f, v, used, depth);
  if (radical) return radical;
  const quadraticRoot = integrateQuadraticRoot(f, v);
  if (quadraticRoot) {
    used.add('quadratic root');
    return quadraticRoot;
  }
  const rational = integrateRational(f, v, deadline);
  if (rational) {
    used.add('partial fractions');
    return rational;
  }
  const recurse = (g: Expr, w: string) => integrate(g, w, used, depth + 1);
  const trig = integrateTrigMonomial(f, v, linear, recurse) ?? productToSum(f, v, recurse);
  if (trig) {
    used.add('trigonometric identities');
    return trig;
  }
  const exponential = integrateExponentials(f, v, linear, recurse);
  if (exponential) {
    used.add('substitution');
    return exponential;
  }
  const expanded = distribute(f);
  if (expanded && depth < 5) {
    const F = integrate(expanded, v, used, depth + 1);
    if (F) return F;
  }
  // Substitution: if f = h(g)·g′ for an inner g, then ∫ f = H(g), with H the antiderivative of h.
  for (const g of inners(f)) {
    if (!dependsOn(g, v) || linear(g, v)) continue;
    const reduced = divide(substitute(f, g, { k: 'var', name: '__u' }), differentiate(g, v, new Set()));
    if (dependsOn(reduced, v)) continue;
    const H = integrate(reduced, '__u', used, depth + 1);
    if (H) {
      used.add('substitution');
      return replace(H, '__u', g);
    }
  }
  // By parts for polynomial × (exp | sin | cos | log): ∫ p·g = p·G − ∫ p′·G.
  if (f.k === 'mul' && f.xs.length === 2) {
    const [a, b] = f.xs as [Expr, Expr];
    for (const [p, g] of [
      [a, b],
      [b, a],
    ] as [Expr, Expr][]) {
      const polynomialP = isPolynomialIn(p, v);
      const G = polynomialP ? integrate(g, v, new Set(), depth + 1) : null;
      if (!G) continue;
      const rest = integrate(product(differentiate(p, v, new Set()), G), v, used, depth + 1);
      if (rest) {
        used.add('by parts');
        return sum(product(p, G), neg(rest));
      }
    }
  }
  // By parts with u = a logarithm (its derivative is simpler) and dv = everything else.
  if (f.k === 'mul' || isInverse(f)) {
    const factors = f.k === 'mul' ? f.xs : [f];
    const logIndex = factors.findIndex(isInverse);
    if (logIndex >= 0) {
      const u = factors[logIndex] as Expr;
      const dv = product(...factors.filter((_, i) => i !== logIndex));
      const V = integrate(dv, v, new Set(), depth + 1);
      if (V) {
        const rest = integrate(product(differentiate(u, v, new Set()), V), v, used, depth + 1);
        if (rest) {
          used.add('by parts');
          return sum(product(u, V), neg(rest));
        }
      }
    }
  }
  if (f.k === 'fn' && f.f === 'log' && linear(f.a, v)) {
    // ∫ log(u) = u·log(u) − u (by parts with 1), for u linear.
    const ab = linear(f.a, v) as [Rational, Rational];
    used.add('by parts');
    return divide(sum(product(f.a, f), neg(f.a)), num(ab[0]));
  }
  return null;
}

/** Reduction formulas for sinⁿ, cosⁿ, tanⁿ, cotⁿ of a linear argument, and e^(ax)·sin/cos(bx). */
function reduction(f: Expr, v: string, used: Set<Technique>, depth: number): Expr | null {
  if (f.k === 'pow' && f.b.k === 'fn' && f.e.k === 'num' && f.e.v.d === 1n && f.e.v.n >= 2n && f.e.v.n <= 12n) {
    const ab = linear(f.b.a, v);
    if (!ab) return null;
    const n = Number(f.e.v.n);
    const u = f.b.a;
    const a = num(ab[0]);
    const lower = n === 2 ? ({ k: 'num', v: rat(1n) } as Expr) : power(fn(f.b.f, u), int(n - 2));
    const rest = integrate(lower, v, used, depth + 1);
    if (!rest) return null;
    used.add('reduction formula');
    switch (f.b.f) {
      case 'sin':
        // ∫ sinⁿ = −sinⁿ⁻¹·cos/(n·a) + (n−1)/n ∫ sinⁿ⁻²
        return sum(
          neg(divide(product(power(fn('sin', u), int(n - 1)), fn('cos', u)), product(int(n), a))),
          product(num(rat(BigInt(n - 1), BigInt(n))), rest),
        );
      case 'cos':
        return sum(
          divide(product(power(fn('cos', u), int(n - 1)), fn('sin', u)), product(int(n), a)),
          product(num(rat(BigInt(n - 1), BigInt(n))), rest),
        );
      case 'tan':
        // ∫ tanⁿ = tanⁿ⁻¹/((n−1)·a) − ∫ tanⁿ⁻²
        return sum(divide(power(fn('tan', u), int(n - 1)), product(int(n - 1), a)), neg(rest));
      case 'cot':
        return sum(neg(divide(power(fn('cot', u), int(n - 1)), product(int(n - 1), a))), neg(rest));
      default:
        return null;
    }
  }
  if (f.k === 'mul' && f.xs.length === 2) {
    const e = f.xs.find((x) => x.k === 'fn' && x.f === 'exp');
    const t = f.xs.find((x) => x.k === 'fn' && (x.f === 'sin' || x.f === 'cos'));
    if (e?.k === 'fn' && t?.k === 'fn') {
      const ea = linear(e.a, v);
      const tb = linear(t.a, v);
      if (!ea || !tb) return null;
      // ∫ e^(ax)·sin(bx) = e^(ax)(a·sin − b·cos)/(a² + b²); cos: e^(ax)(a·cos + b·sin)/(a² + b²).
      const a = num(ea[0]);
      const b = num(tb[0]);
      const norm = sum(power(a, int(2)), power(b, int(2)));
      const combo =
        t.f === 'sin'
          ? sum(product(a, fn('sin', t.a)), neg(product(b, fn('cos', t.a))))
          : sum(product(a, fn('cos', t.a)), product(b, fn('sin', t.a)));
      used.add('reduction formula');
      return divide(product(e, combo), norm);
    }
  }
  return null;
}

/** Fractional powers of one linear expression L in f: L and n, the least common denominator of their exponents. */
function rootBase(f: Expr, v: string): { L: Expr; n: bigint } | null {
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
  switch (x.k) {
    case 'var':
      return x.name === v ? vInU : x;
    case 'add':
      return sum(...x.xs.map(go));
    case 'mul':
      return product(...x.xs.map(go));
    case 'pow':
      return power(go(x.b), go(x.e));
    case 'fn':
      return fn(x.f, go(x.a));
    default:
      return x;
  }
}

/** u = (a·v + b)^(1/n) turns roots of L into powers of u: v = (uⁿ − b)/a, dv = n·uⁿ⁻¹/a du. */
function rationalizeRoot(f: Expr, v: string, used: Set<Technique>, depth: number): Expr | null {
  const base = rootBase(f, v);
  if (!base || depth > 4) return null;
  const { L, n } = base;
  const ab = linear(L, v);
  if (!ab) return null;
  const u: Expr = { k: 'var', name: '__r' };
  const [a, b] = ab;
  const vInU = divide(sum(power(u, num(rat(n))), num(rat(-b.n, b.d))), num(a));
  const du = divide(product(num(rat(n)), power(u, num(rat(n - 1n)))), num(a));
  const inU = product(toRootVariable(f, toSympy(L), n, v, u, vInU), du);
  if (dependsOn(inU, v)) return null;
  const F = integrate(inU, '__r', used, depth + 1);
  if (!F) return null;
  used.add('substitution');
  return replace(F, '__r', power(L, num(rat(1n, n))));
}

function isPolynomialIn(x: Expr, v: string): boolean {
  try {
    const p = toPoly(parseExpression(toSympy(x).replaceAll('**', '^')));
    return variables(p).every((n) => n === v) && degreeIn(p, v) >= 1;
  } catch {
    return false;
  }
}

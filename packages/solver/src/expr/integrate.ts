import { parseExpression, toPoly } from '../parse';
import { asConstant, coefficientsIn, degreeIn, variables } from '../polynomial';
import { type Rational, ZERO, eq, isZero, rat } from '../rational';
import { differentiate } from './derivative';
import { distribute } from './expand';
import { integrateExponentials } from './exp-substitution';
import { eliminateThroughU, expOfLog, powerCandidates } from './substitution-leftover';
import { integrateRational } from './partial-fractions';
import { integrateQuadraticRoot } from './quadratic-root';
import { lastResorts } from './last-resorts';
import { linearizeTrigProduct } from './linearize';
import { reduction } from './reduction-formulas';
import { rationalizeRoot } from './root-substitution';
import { integrateTabular } from './tabular';
import { integrateTrigMonomial, productToSum } from './trig-integrals';
import { trigOfInverse } from './trig-substitution';
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
  | 'quadratic root'
  | 'rational trigonometric'
  | 'exponential form'
  | 'Euler substitution'
  | 'scaling'
  | 'sine or cosine substitution'
  | 'trigonometric substitution'
  | 'special functions'
  | 'exponential ansatz';

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
  if (depth > 8) return null;
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
  const recurse = (g: Expr, w: string) => integrate(g, w, used, depth + 1);
  const reduced = reduction(f, v, linear, recurse);
  if (reduced) used.add('reduction formula');
  if (reduced) return reduced;
  const radical = depth > 4 ? null : rationalizeRoot(f, v, linear, recurse);
  if (radical) used.add('substitution');
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
  if (expanded && depth < 7) {
    const F = integrate(expanded, v, used, depth + 1);
    if (F) return F;
  }
  // Substitution: if f = h(g)·g′ for an inner g, then ∫ f = H(g), with H the antiderivative of h.
  for (const g of [...inners(f), ...powerCandidates(f, v)]) {
    if (!dependsOn(g, v) || linear(g, v)) continue;
    // A fresh name per level: a nested substitution must not capture the variable it integrates in.
    const uName = `__u${depth}`;
    const u: Expr = { k: 'var', name: uName };
    const dg = differentiate(g, v, new Set());
    if (dg.k === 'num' && isZero(dg.v)) continue;
    const direct = divide(substitute(f, g, u), dg);
    const reduced = !dependsOn(direct, v) ? direct : depth < 4 ? eliminateThroughU(direct, v, g, u) : null;
    if (!reduced) continue;
    const H = integrate(reduced, uName, used, depth + 1);
    if (H) {
      used.add('substitution');
      return reduced === direct ? replace(H, uName, g) : trigOfInverse(expOfLog(replace(H, uName, g)));
    }
  }
  // Several sines and cosines times other factors: product-to-sum first.
  const linearized = depth < 6 ? linearizeTrigProduct(f, v) : null;
  const viaSums = linearized ? integrate(linearized, v, used, depth + 1) : null;
  if (viaSums) {
    used.add('trigonometric identities');
    return viaSums;
  }
  // Polynomial × e^L, sin L or cos L: by parts repeated, in closed form.
  const tabular = integrateTabular(f, v);
  if (tabular) {
    used.add('by parts');
    return tabular;
  }
  // By parts for polynomial × (exp | sin | cos | log): ∫ p·g = p·G − ∫ p′·G.
  if (f.k === 'mul') {
    const [a, b] = f.xs as [Expr, Expr];
    // With more factors, p is the product of the polynomial ones.
    const polynomials = f.xs.length > 2 ? f.xs.filter((x) => isPolynomialIn(x, v)) : [];
    const others = f.xs.filter((x) => !polynomials.includes(x));
    // Only a transcendental rest (sin, cos, exp …) gets simpler this way; an algebraic one just grows.
    const transcendental = others.some((x) => x.k === 'fn' || (x.k === 'pow' && (x.b.k === 'fn' || dependsOn(x.e, v))));
    const splits: [Expr, Expr][] =
      f.xs.length === 2
        ? [
            [a, b],
            [b, a],
          ]
        : polynomials.length && transcendental
          ? [[product(...polynomials), product(...others)]]
          : [];
    for (const [p, g] of splits) {
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
  // Techniques for what the steps above leave (they give nicer answers where they apply).
  return lastResorts(f, {
    v,
    depth,
    deadline,
    linear,
    recurse: (g, w) => integrate(g, w, used, depth + 1),
    use: (t) => used.add(t),
  });
}

function isPolynomialIn(x: Expr, v: string): boolean {
  try {
    const p = toPoly(parseExpression(toSympy(x).replaceAll('**', '^')));
    return variables(p).every((n) => n === v) && degreeIn(p, v) >= 1;
  } catch {
    return false;
  }
}

import { differentiate } from '../expr/derivative';
import {
  type Expr,
  dependsOn,
  divide,
  evaluate,
  fn,
  num,
  power,
  product,
  substitute,
  sum,
  toSympy,
} from '../expr/expr';
import { parseExpression, toPoly } from '../parse';
import { asConstant, coefficientsIn, variables } from '../polynomial';
import { latex } from '../expr/latex';
import { ONE, type Rational, ZERO, add, div, eq, isZero, mul, rat, toLatex } from '../rational';
import type { Step } from '../types';
import { barsResolved, limitByLeadingTerms } from './limits-leading';

const T: Expr = { k: 'var', name: '__t' };
const MAX_RULES = 6;

type Value = { kind: 'zero' } | { kind: 'finite'; exact: Expr } | { kind: 'infinite' };

/** The exact value of f at v = a (simplified by the expression constructors), or how it fails there. */
function valueAt(f: Expr, v: string, a: Expr): Value {
  // A factor that blows up makes the product indeterminate or infinite, even where another factor is 0 (x·ln x).
  if (f.k === 'mul' && f.xs.some((x) => dependsOn(x, v) && valueAt(x, v, a).kind === 'infinite'))
    return { kind: 'infinite' };
  let x: Expr;
  try {
    x = substitute(f, { k: 'var', name: v }, a);
  } catch {
    return { kind: 'infinite' };
  }
  const y = evaluate(x, {});
  // tan(π/2) is 1.6e16 in floating point: a pole, not a value.
  if (!Number.isFinite(y) || Math.abs(y) > 1e12) return { kind: 'infinite' };
  if (x.k === 'num' && x.v.n === 0n) return { kind: 'zero' };
  if (Math.abs(y) < 1e-14) return { kind: 'zero' };
  return dependsOn(x, v) ? { kind: 'infinite' } : { kind: 'finite', exact: x };
}

/** Numerator and denominator of a product: factors with a negative power go below. */
function split(f: Expr): { top: Expr; bottom: Expr } {
  const factors = f.k === 'mul' ? f.xs : [f];
  const top: Expr[] = [];
  const bottom: Expr[] = [];
  for (const x of factors) {
    if (x.k === 'pow' && x.e.k === 'num' && x.e.v.n < 0n) bottom.push(power(x.b, num({ n: -x.e.v.n, d: x.e.v.d })));
    else top.push(x);
  }
  return { top: product(...top), bottom: product(...bottom) };
}

/** Which way f grows near a (from the side, or both): +1, −1, or 0 when the sides disagree. */
function signNear(f: Expr, v: string, a: number, side: number): number {
  const sides = side === 0 ? [1, -1] : [side];
  const signs = sides.map((s) => Math.sign(evaluate(f, { [v]: a + s * 1e-7 })));
  return signs.every((s) => s === signs[0]) ? (signs[0] ?? 0) : 0;
}

export interface LimitFound {
  value: Expr | '+oo' | '-oo';
  steps: Step[];
}

/**
 * The limit of f as v → a (a number; one side when side is ±1), exactly: direct substitution where f is
 * continuous, L'Hôpital's rule on 0/0 and ∞/∞ (numerator and denominator differentiated, at most six times), a
 * power f^g through e^(lim g·ln f), and a product 0·∞ turned into a quotient. Null when none of these settles it.
 */
export function limitAt(f: Expr, v: string, a: Expr, side: number, steps: Step[] = [], depth = 0): LimitFound | null {
  if (depth > MAX_RULES) return null;
  const at = evaluate(a, {});
  if (depth === 0) {
    // |g| next to the point is ±g on the side asked (|x − 1|/(x − 1) from the left is −1).
    const bars = barsResolved(f, v, at, side);
    if (bars.changed) {
      steps.push({
        title: 'Remove the absolute value',
        explanation: `Near ${v} = ${toSympy(a)}${side ? ` from the ${side > 0 ? 'right' : 'left'}` : ''} each expression inside bars keeps one sign, so the bars can be dropped with that sign.`,
        latex: latex(bars.f),
      });
      return limitAt(bars.f, v, a, side, steps, depth + 1);
    }
  }
  // f^g with g depending on v: e^(lim g·ln f).
  if (f.k === 'pow' && dependsOn(f.e, v) && dependsOn(f.b, v)) {
    const exponent = product(f.e, fn('log', f.b));
    steps.push({
      title: 'Write the power with e',
      explanation: 'f^g = e^{g·ln f}: the limit of the exponent decides.',
      latex: `${latex(f)} = e^{${latex(exponent)}}`,
    });
    const inner = limitAt(exponent, v, a, side, steps, depth + 1);
    if (!inner || typeof inner.value === 'string') return null;
    return { value: fn('exp', inner.value), steps };
  }
  let { top, bottom } = split(f);
  // 0·∞ (x·ln x): the factor that vanishes goes below as its reciprocal.
  if (valueAt(bottom, v, a).kind === 'finite' && valueAt(top, v, a).kind === 'infinite' && top.k === 'mul') {
    const vanishing = top.xs.find((x) => dependsOn(x, v) && valueAt(x, v, a).kind === 'zero');
    if (vanishing) {
      top = product(...top.xs.filter((x) => x !== vanishing));
      bottom = product(bottom, power(vanishing, num(rat(-1n))));
    }
  }
  const n = valueAt(top, v, a);
  const d = valueAt(bottom, v, a);
  if (d.kind === 'finite' && n.kind !== 'infinite') {
    const value = n.kind === 'zero' ? num(rat(0n)) : divide((n as { exact: Expr }).exact, d.exact);
    steps.push({
      title: 'Substitute',
      explanation: `The expression is continuous there: put ${v} = ${toSympy(a)} in.`,
      latex: `${latex(value)}`,
    });
    return { value, steps };
  }
  if ((n.kind === 'zero' && d.kind === 'zero') || (n.kind === 'infinite' && d.kind === 'infinite')) {
    const used = new Set<never>();
    const top2 = differentiate(top, v, used as Set<never>);
    const bottom2 = differentiate(bottom, v, used as Set<never>);
    steps.push({
      title: "L'Hôpital's rule",
      explanation: `The form is ${n.kind === 'zero' ? '0/0' : '∞/∞'}: differentiate the numerator and the denominator.`,
      latex: `\\frac{${latex(top2)}}{${latex(bottom2)}}`,
    });
    return limitAt(divide(top2, bottom2), v, a, side, steps, depth + 1);
  }
  if (d.kind === 'zero' && n.kind === 'finite') {
    const sign = signNear(f, v, at, side);
    if (sign === 0) return null;
    steps.push({
      title: 'The denominator goes to zero, the numerator does not',
      explanation: `The values grow without bound${sign > 0 ? '' : ' negatively'}.`,
      latex: sign > 0 ? '+\\infty' : '-\\infty',
    });
    return { value: sign > 0 ? '+oo' : '-oo', steps };
  }
  return null;
}

/**
 * c·√(ax² + bx + k) + (mx + n) as x → s·∞ (s = ±1): √(ax² + bx + k) = |x|·√a + s·b/(2√a) + O(1/x), so when
 * c·s·√a + m = 0 the limit is c·s·b/(2√a) + n (a a perfect square, so the value is exact). Null for other shapes.
 */
function rootPlusLine(f: Expr, v: string, sign: number): LimitFound | null {
  if (f.k !== 'add') return null;
  const half = rat(1n, 2n);
  const roots = f.xs.filter((x) =>
    (x.k === 'mul' ? x.xs : [x]).some((y) => y.k === 'pow' && y.e.k === 'num' && eq(y.e.v, half)),
  );
  if (roots.length !== 1) return null;
  const term = roots[0] as Expr;
  const factors = term.k === 'mul' ? term.xs : [term];
  const root = factors.find((y) => y.k === 'pow' && y.e.k === 'num' && eq(y.e.v, half)) as Extract<Expr, { k: 'pow' }>;
  const others = factors.filter((y) => y !== root);
  if (others.some((y) => y.k !== 'num')) return null;
  const c = others.reduce((acc, y) => mul(acc, (y as { v: Rational }).v), ONE);
  try {
    const quadratic = coefficientsOf(root.b, v);
    const line = coefficientsOf(sum(...f.xs.filter((x) => x !== term)), v);
    if (!quadratic || !line || quadratic.length !== 3 || line.length > 2) return null;
    const [k0, b, a] = quadratic as [Rational, Rational, Rational];
    const [n = ZERO, m = ZERO] = line;
    const exactRoot = a.n > 0n ? power(num(a), num(half)) : null;
    const rootA = exactRoot?.k === 'num' ? exactRoot.v : null;
    if (!rootA || k0 === undefined) return null;
    const s = rat(BigInt(sign));
    // The x terms cancel (c·s·√a + m = 0), or the limit is infinite the way the surviving term goes.
    const slope = add(mul(mul(c, s), rootA), m);
    if (!isZero(slope)) {
      const up = (slope.n > 0n ? 1 : -1) * sign > 0;
      return {
        value: up ? '+oo' : '-oo',
        steps: [
          {
            title: 'Compare the sizes for large x',
            explanation: `The root grows like |${v}|√a; the ${v} terms do not cancel, so the expression grows without bound.`,
            latex: up ? '+\\infty' : '-\\infty',
          },
        ],
      };
    }
    const value = add(div(mul(mul(c, s), b), mul(rat(2n), rootA)), n);
    return {
      value: num(value),
      steps: [
        {
          title: 'Expand the root for large x',
          explanation: `For large |${v}|, √(a${v}² + b${v} + k) = |${v}|√a + b/(2√a)·sign(${v}) + terms that vanish; the ${v} terms cancel.`,
          latex: `${latex(f)} \\to ${toLatex(value)}`,
        },
      ],
    };
  } catch {
    return null;
  }
}

/** The coefficients of a polynomial in v (constant first), exact, or null. */
function coefficientsOf(e: Expr, v: string): Rational[] | null {
  const p = toPoly(parseExpression(toSympy(e).replace(/\*\*/g, '^')));
  if (variables(p).some((x) => x !== v)) return null;
  const cs = coefficientsIn(p, v).map((q) => asConstant(q));
  return cs.every((q) => q !== null) ? (cs as Rational[]) : null;
}

/** The limit at ±∞ through x = 1/t, t → 0 from the matching side; a root plus a line by its expansion. */
export function limitAtInfinity(f: Expr, v: string, sign: number): LimitFound | null {
  return limitThroughReciprocal(f, v, sign) ?? rootPlusLine(f, v, sign) ?? limitByLeadingTerms(f, v, sign);
}

function limitThroughReciprocal(f: Expr, v: string, sign: number): LimitFound | null {
  const g = substitute(f, { k: 'var', name: v }, power(T, num(rat(-1n))));
  const steps: Step[] = [
    {
      title: `Put ${v} = 1/t`,
      explanation: `As ${v} → ${sign > 0 ? '' : '−'}∞, t → 0 from the ${sign > 0 ? 'right' : 'left'}.`,
      latex: latex(g).replace(/\\mathit\{__t\}|__t/g, 't'),
    },
  ];
  const found = limitAt(g, '__t', num(rat(0n)), sign, steps);
  if (!found) return null;
  for (const s of found.steps) s.latex = s.latex.replace(/\\mathit\{__t\}|__t/g, 't');
  return found;
}

/** Checked apart from the rules: f evaluated ever closer to the point approaches the value (or grows). */
export function approaches(
  f: Expr,
  v: string,
  at: number | '+oo' | '-oo',
  side: number,
  value: Expr | '+oo' | '-oo',
): boolean {
  const probes =
    at === '+oo' || at === '-oo'
      ? [1e3, 1e4, 1e5].map((x) => (at === '+oo' ? x : -x))
      : (side === 0 ? [1, -1] : [side]).flatMap((s) => [1e-3, 1e-4, 1e-5].map((h) => at + s * h));
  const ys = probes.map((x) => evaluate(f, { [v]: x }));
  if (value === '+oo' || value === '-oo') {
    const s = value === '+oo' ? 1 : -1;
    return ys.every((y) => Number.isFinite(y) && Math.sign(y) === s) && Math.abs(ys.at(-1) ?? 0) > Math.abs(ys[0] ?? 0);
  }
  const target = evaluate(value, {});
  const tolerance = 1e-3 * Math.max(1, Math.abs(target));
  const groups = side === 0 && typeof at === 'number' ? [ys.slice(0, 3), ys.slice(3)] : [ys];
  return groups.every(
    (g) => g.every((y) => Number.isFinite(y)) && Math.abs((g.at(-1) as number) - target) <= tolerance,
  );
}

export const ONE_EXPR = num(ONE);

import { derivativeMatches, parameterValues } from './check';
import { rat } from '../rational';
import {
  type Expr,
  dependsOn,
  divide,
  evaluate,
  fn,
  int,
  minus,
  neg,
  num,
  power,
  product,
  substitute,
  sum,
} from './expr';

/** α·v + β as [α, β] with α, β free of v (symbolic, parameters allowed), or null. */
function linearIn(x: Expr, v: string): [Expr, Expr] | null {
  const slope: Expr[] = [];
  const rest: Expr[] = [];
  for (const term of x.k === 'add' ? x.xs : [x]) {
    if (!dependsOn(term, v)) {
      rest.push(term);
      continue;
    }
    const factors = term.k === 'mul' ? term.xs : [term];
    const varying = factors.filter((y) => dependsOn(y, v));
    const only = varying.length === 1 ? varying[0] : undefined;
    if (!only || only.k !== 'var') return null;
    slope.push(product(...factors.filter((y) => y !== only)));
  }
  return slope.length ? [sum(...slope), rest.length ? sum(...rest) : int(0)] : null;
}

/** α·v² + β as [α, β] (symbolic), or null. */
function linearInSquare(x: Expr, v: string): [Expr, Expr] | null {
  const w: Expr = { k: 'var', name: '__w' };
  const y = substitute(x, power({ k: 'var', name: v }, int(2)), w);
  return dependsOn(y, v) ? null : linearIn(y, '__w');
}

/** ∫ dv/(v² − t) for a symbolic t, by its sign at the sample values: an arctangent or a logarithm. */
function overSquareMinus(t: Expr, v: string, values: Record<string, number>): Expr | null {
  const x: Expr = { k: 'var', name: v };
  const s = evaluate(t, values);
  if (Math.abs(s) < 1e-9) return null;
  if (s < 0) {
    const r = power(neg(t), num(rat(1n, 2n)));
    return divide(fn('atan', divide(x, r)), r);
  }
  const r = power(t, num(rat(1n, 2n)));
  return divide(fn('log', divide(minus(x, r), sum(x, r))), product(int(2), r));
}

/**
 * ∫ N(v)/∏ (αⱼ·v + βⱼ) dv for distinct linear factors with parameter coefficients: Σ resᵢ·log(αᵢ·v + βᵢ), with
 * resᵢ = N(cᵢ)/(αᵢ·∏ⱼ≠ᵢ Lⱼ(cᵢ)) at the root cᵢ = −βᵢ/αᵢ. The same in t = v² when every factor is αⱼ·v² + βⱼ, each
 * resᵢ/(v² − tᵢ) then integrating to an arctangent or a logarithm. The residues are exact symbolic expressions;
 * whether N is a polynomial of lower degree (so that they are the whole answer) is confirmed by the derivative check.
 */
export function integrateParametricFractions(f: Expr, v: string): Expr | null {
  return byFactors(f, v, false) ?? byFactors(f, v, true);
}

function byFactors(f: Expr, v: string, squared: boolean): Expr | null {
  const factors = f.k === 'mul' ? f.xs : [f];
  const linears: [Expr, Expr, Expr][] = [];
  const top: Expr[] = [];
  const match = squared ? linearInSquare : linearIn;
  for (const x of factors) {
    const reciprocal = x.k === 'pow' && x.e.k === 'num' && x.e.v.n === -1n && x.e.v.d === 1n ? x.b : null;
    const lin = reciprocal ? match(reciprocal, v) : null;
    if (reciprocal && lin) linears.push([reciprocal, ...lin]);
    else if (x.k === 'pow' && x.e.k === 'num' && x.e.v.n < 0n) return null;
    else top.push(x);
  }
  if (linears.length < (squared ? 1 : 2) || linears.length > 4) return null;
  let values: Record<string, number>;
  try {
    values = parameterValues(f, v);
  } catch {
    return null;
  }
  // Parameter-free fractions have their own exact route (factoring over the rationals).
  if (!Object.keys(values).length) return null;
  const N = top.length ? product(...top) : int(1);
  const x: Expr = { k: 'var', name: v };
  const t: Expr = squared ? power(x, int(2)) : x;
  const terms: Expr[] = [];
  for (const [i, [L, alpha, beta]] of linears.entries()) {
    const root = neg(divide(beta, alpha));
    const others = linears.filter((_, j) => j !== i).map(([Lj]) => substitute(Lj, t, root));
    // Distinct factors only: a repeated root would need higher-order terms.
    if (others.some((y) => Math.abs(evaluate(y, values)) < 1e-9)) return null;
    const residue = divide(substitute(N, t, root), product(alpha, ...others));
    const piece = squared ? overSquareMinus(root, v, values) : fn('log', L);
    if (!piece || dependsOn(residue, v)) return null;
    terms.push(product(residue, piece));
  }
  const F = sum(...terms);
  return derivativeMatches(F, f, v, values) ? F : null;
}

import { rat } from '../rational';
import { derivativeMatches } from './check';
import { differentiate } from './derivative';
import { type Expr, dependsOn, divide, evaluate, fn, int, num, power, product, sum } from './expr';

const POINTS = [0.37, 0.71, 1.13, 1.49, 1.87, 2.23, 2.61, -0.43, -0.89, 0.13, -0.17, 0.53, -0.61, -1.3, -2.1, 3.1];

/** The nearest fraction with denominator ≤ 12 when it is that close, else null. */
function nearFraction(x: number): [bigint, bigint] | null {
  for (let d = 1; d <= 12; d++) {
    const n = Math.round(x * d);
    if (Math.abs(n / d - x) < 1e-7) return [BigInt(n), BigInt(d)];
  }
  return null;
}

/** Least squares for M·α = y (a few unknowns), by the normal equations and elimination; null when singular. */
function leastSquares(M: number[][], y: number[]): number[] | null {
  const n = M[0]?.length ?? 0;
  const A = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n + 1 }, (_, j) =>
      M.reduce((s, row, r) => s + (row[i] ?? 0) * (j < n ? (row[j] ?? 0) : (y[r] ?? 0)), 0),
    ),
  );
  for (let i = 0; i < n; i++) {
    const pivot = A.slice(i).reduce(
      (best, row, k) => (Math.abs(row[i] ?? 0) > Math.abs(A[best]?.[i] ?? 0) ? i + k : best),
      i,
    );
    [A[i], A[pivot]] = [A[pivot] as number[], A[i] as number[]];
    const p = A[i]?.[i] ?? 0;
    if (Math.abs(p) < 1e-10) return null;
    for (let r = 0; r < n; r++) {
      if (r === i) continue;
      const factor = (A[r]?.[i] ?? 0) / p;
      A[r] = (A[r] as number[]).map((x, j) => x - factor * (A[i]?.[j] ?? 0));
    }
  }
  return A.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

/**
 * ∫ e^(k·v)·R dv = e^(k·v)·P when P′ + k·P = R for P in a small basis read off R: (sin v, cos v, 1) over R's
 * denominator, or (1, v, v², 1/v)·Q^(e+1) for a power Q^e in R; with no exponential (k = 0), also (1, v, v², v³)/Dⁿ⁻¹
 * for a factor 1/Dⁿ. The coefficients are fitted numerically, must be simple
 * fractions, and the result is confirmed by the derivative check.
 */
export function integrateExpFunction(f: Expr, v: string): Expr | null {
  const factors = f.k === 'mul' ? f.xs : [f];
  const e = factors.find((x) => x.k === 'fn' && x.f === 'exp');
  // Without an exponential, k = 0: P′ = R, an algebraic antiderivative in the same basis.
  const slope = e?.k === 'fn' ? differentiate(e.a, v, new Set()) : int(0);
  if (dependsOn(slope, v) || slope.k !== 'num') return null;
  const k = evaluate(slope, {});
  const rest = factors.filter((x) => x !== e);
  if (rest.some((x) => x.k === 'fn' && x.f === 'exp')) return null;
  const x: Expr = { k: 'var', name: v };
  const bases: Expr[][] = [];
  for (const factor of rest) {
    if (factor.k !== 'pow' || factor.e.k !== 'num' || !dependsOn(factor.b, v)) continue;
    const { n, d } = factor.e.v;
    if (e && n === -1n && d === 1n) bases.push([fn('sin', x), fn('cos', x), int(1)].map((b) => divide(b, factor.b)));
    // (Pₙ/Dⁿ⁻¹)′ has D^n below: a rational P over one power less.
    if (!e && d === 1n && n < -1n) {
      const below = power(factor.b, num(rat(n + 1n)));
      bases.push([int(1), x, power(x, int(2)), power(x, int(3))].map((b) => product(b, below)));
    }
    // Only polynomial radicands: √(1 − 1/v²) and the like hide a sign of v that the basis cannot follow.
    if (d > 1n && !hasReciprocal(factor.b, v)) {
      const up = power(factor.b, num(rat(n + d, d)));
      bases.push([int(1), x, power(x, int(2)), power(x, int(-1))].map((b) => product(b, up)));
      if (!e) bases.push([power(factor.b, factor.e)]);
    }
  }
  const R = product(...rest);
  for (const basis of bases) {
    const derivatives = basis.map((b) => differentiate(b, v, new Set()));
    const rows: number[][] = [];
    const ys: number[] = [];
    for (const t of POINTS) {
      const row = basis.map((b, j) => evaluate(derivatives[j] as Expr, { [v]: t }) + k * evaluate(b, { [v]: t }));
      const y = evaluate(R, { [v]: t });
      if (![...row, y].every(Number.isFinite)) continue;
      rows.push(row);
      ys.push(y);
    }
    if (rows.length < basis.length + 2) continue;
    const alpha = leastSquares(rows, ys);
    const fractions = alpha?.map(nearFraction);
    if (!fractions || fractions.some((q) => q === null)) continue;
    const P = sum(...basis.map((b, j) => product(num(rat(...(fractions[j] as [bigint, bigint]))), b)));
    const F = e ? product(e, P) : P;
    if (derivativeMatches(F, f, v)) return F;
  }
  return null;
}

/** Whether x has a negative power of something depending on v (1/v inside a radicand). */
function hasReciprocal(x: Expr, v: string): boolean {
  if (x.k === 'pow') return (x.e.k === 'num' && x.e.v.n < 0n && dependsOn(x.b, v)) || hasReciprocal(x.b, v);
  if (x.k === 'add' || x.k === 'mul') return x.xs.some((y) => hasReciprocal(y, v));
  return x.k === 'fn' && hasReciprocal(x.a, v);
}

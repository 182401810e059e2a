import { type Rational, ONE, ZERO, add, div, isZero, mul, neg as rneg, rat, sub } from '../rational';
import { type Coefficients, coefficientsOf, trim } from './coefficients';
import { type Expr, dependsOn, divide, fn, int, num, power, product, sum } from './expr';

const polyMul = (a: Coefficients, b: Coefficients): Coefficients => {
  const out: Rational[] = Array.from({ length: a.length + b.length - 1 }, () => ZERO);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = add(out[i + j] ?? ZERO, mul(x, y)))));
  return out;
};
const polyAdd = (a: Coefficients, b: Coefficients): Coefficients =>
  Array.from({ length: Math.max(a.length, b.length) }, (_, i) => add(a[i] ?? ZERO, b[i] ?? ZERO));
const scale = (a: Coefficients, c: Rational) => a.map((x) => mul(x, c));
const derivative = (a: Coefficients) => a.slice(1).map((x, i) => mul(x, rat(BigInt(i + 1))));

/** Solves an over-determined linear system exactly when it is consistent; free unknowns are set to zero. */
function solveConsistent(matrix: Rational[][], rhs: Rational[], unknowns: number): Rational[] | null {
  const a = matrix.map((row, i) => [...row, rhs[i] ?? ZERO]);
  const pivots: number[] = [];
  let r = 0;
  for (let col = 0; col < unknowns && r < a.length; col++) {
    const p = a.findIndex((row, i) => i >= r && !isZero(row[col] ?? ZERO));
    if (p < 0) continue;
    [a[r], a[p]] = [a[p] as Rational[], a[r] as Rational[]];
    const lead = a[r]?.[col] ?? ONE;
    a[r] = (a[r] as Rational[]).map((x) => div(x, lead));
    for (let i = 0; i < a.length; i++) {
      const f = a[i]?.[col] ?? ZERO;
      if (i === r || isZero(f)) continue;
      a[i] = (a[i] as Rational[]).map((x, c) => sub(x, mul(f, a[r]?.[c] ?? ZERO)));
    }
    pivots.push(col);
    r++;
  }
  if (a.slice(r).some((row) => !isZero(row[unknowns] ?? ZERO))) return null;
  const out: Rational[] = Array.from({ length: unknowns }, () => ZERO);
  pivots.forEach((col, i) => (out[col] = a[i]?.[unknowns] ?? ZERO));
  return out;
}

const asExpr = (c: Coefficients, x: Expr) =>
  sum(...c.map((k, i) => product(num(k), power(x, int(i)))).filter((t) => !(t.k === 'num' && isZero(t.v))));
const sqrtOf = (r: Rational) => power(num(r), num(rat(1n, 2n)));

/** ∫ dx/√Q for Q = a·x² + b·x + c: a logarithm when a > 0, an arcsine when a < 0. */
function inverseRoot(q: Coefficients, x: Expr): Expr | null {
  const [c = ZERO, b = ZERO, a = ZERO] = q;
  const Q = asExpr(q, x);
  if (a.n > 0n) {
    const ra = sqrtOf(a);
    return divide(fn('log', sum(product(int(2), ra, fn('sqrt', Q)), product(num(mul(rat(2n), a)), x), num(b))), ra);
  }
  const disc = sub(mul(b, b), mul(rat(4n), mul(a, c)));
  if (disc.n <= 0n) return null;
  const arg = divide(sum(product(num(mul(rat(-2n), a)), x), num(rneg(b))), sqrtOf(disc));
  return divide(fn('asin', arg), sqrtOf(rneg(a)));
}

/**
 * ∫ P(x)·Q^(k/2) dx for a polynomial P, a quadratic Q and an odd k, by undetermined coefficients:
 * the antiderivative is U(x)·Q^(1/2 − n) + λ·∫ dx/√Q, where P·Q^((k+1)/2)… is written as P′/(Qⁿ·√Q) and
 * U′Q + (1/2 − n)·U·Q′ + λ·Qⁿ = P′ is solved exactly for U's coefficients and λ.
 */
export function integrateQuadraticRoot(f: Expr, v: string): Expr | null {
  const factors = f.k === 'mul' ? f.xs : [f];
  const roots = factors.filter((y) => y.k === 'pow' && y.e.k === 'num' && y.e.v.d === 2n && dependsOn(y.b, v));
  if (roots.length !== 1) return null;
  const root = roots[0] as Expr & { k: 'pow' };
  const q = coefficientsOf(root.b, v);
  if (!q || trim(q).length !== 3 || root.e.k !== 'num') return null;
  let p: Coefficients = [ONE];
  for (const y of factors) {
    if (y === root) continue;
    const c = coefficientsOf(y, v);
    if (!c) return null;
    p = polyMul(p, c);
  }
  // Q^(k/2) = Q^j/√Q with j = (k + 1)/2.
  const j = Number((root.e.v.n + 1n) / 2n);
  if (j > 8 || j < -8) return null;
  let top = trim(p);
  for (let i = 0; i < j; i++) top = polyMul(top, q);
  const n = Math.max(0, -j);
  let qn: Coefficients = [ONE];
  for (let i = 0; i < n; i++) qn = polyMul(qn, q);
  const d = trim(top).length - 1;
  const degreeU = Math.max(d - 1, 2 * n - 1, 0);
  const unknowns = degreeU + 2;
  const rows = Math.max(degreeU + 2, 2 * n + 1, d + 1);
  // Column i < degreeU + 1: the contribution of xⁱ in U; the last column: λ.
  const half = sub(rat(1n, 2n), rat(BigInt(n)));
  const columns: Coefficients[] = [];
  for (let i = 0; i <= degreeU; i++) {
    const u: Coefficients = Array.from({ length: i + 1 }, (_, k) => (k === i ? ONE : ZERO));
    columns.push(polyAdd(polyMul(derivative(u), q), scale(polyMul(u, derivative(q)), half)));
  }
  columns.push(qn);
  const matrix = Array.from({ length: rows }, (_, r) => columns.map((c) => c[r] ?? ZERO));
  const solution = solveConsistent(
    matrix,
    Array.from({ length: rows }, (_, r) => top[r] ?? ZERO),
    unknowns,
  );
  if (!solution) return null;
  const x: Expr = { k: 'var', name: v };
  const U = solution.slice(0, degreeU + 1);
  const lambda = solution[degreeU + 1] ?? ZERO;
  const pieces: Expr[] = [];
  if (U.some((c) => !isZero(c))) pieces.push(product(asExpr(U, x), power(root.b, num(half))));
  if (!isZero(lambda)) {
    const base = inverseRoot(q, x);
    if (!base) return null;
    pieces.push(product(num(lambda), base));
  }
  return pieces.length ? sum(...pieces) : null;
}

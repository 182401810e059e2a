import { type Rational, ONE, ZERO, div, isZero, mul, rat, sub } from '../rational';
import { type Coefficients, gcdPoly, lowestTerms, polyAdd, polyMul, trim } from './coefficients';
import { type Expr, dependsOn, divide, int, num, power, product, sum } from './expr';
import { asRationalFunction } from './rational-normal';

const MAX_UNKNOWNS = 24;
const derivative = (c: Coefficients) => trim(c.slice(1).map((x, i) => mul(x, rat(BigInt(i + 1)))));
const negate = (c: Coefficients) => c.map((x) => mul(x, rat(-1n)));
const asExpr = (c: Coefficients, x: Expr) =>
  sum(...c.map((k, i) => (isZero(k) ? num(ZERO) : product(num(k), power(x, int(i))))));

/** Any solution of a rectangular linear system over the rationals (free unknowns set to 0), or null. */
export function solveRectangular(matrix: Rational[][], rhs: Rational[]): Rational[] | null {
  const n = matrix[0]?.length ?? 0;
  const rows = matrix.map((row, i) => [...row, rhs[i] ?? ZERO]);
  const pivots: number[] = [];
  let r = 0;
  for (let col = 0; col < n && r < rows.length; col++) {
    const p = rows.findIndex((row, i) => i >= r && !isZero(row[col] ?? ZERO));
    if (p < 0) continue;
    [rows[r], rows[p]] = [rows[p] as Rational[], rows[r] as Rational[]];
    const lead = rows[r]?.[col] ?? ONE;
    rows[r] = (rows[r] as Rational[]).map((x) => div(x, lead));
    for (let i = 0; i < rows.length; i++) {
      const f = rows[i]?.[col] ?? ZERO;
      if (i === r || isZero(f)) continue;
      rows[i] = (rows[i] as Rational[]).map((x, c) => sub(x, mul(f, rows[r]?.[c] ?? ZERO)));
    }
    pivots.push(col);
    r++;
  }
  // A row 0 = c with c ≠ 0 left over: no solution.
  if (rows.slice(r).some((row) => !isZero(row[n] ?? ZERO))) return null;
  const out: Rational[] = Array.from({ length: n }, () => ZERO);
  pivots.forEach((col, i) => (out[col] = rows[i]?.[n] ?? ZERO));
  return out;
}

/**
 * The rational P with P′ + g′·P = R (so ∫ R·e^g = P·e^g), for rational g and R over the rationals, by matching
 * coefficients of P = N/Q for a few denominators Q read off R's denominator D (a Risch-style ansatz).
 */
function solveRischEquation(
  g: [Coefficients, Coefficients],
  R: [Coefficients, Coefficients],
): [Coefficients, Coefficients] | null {
  // g′ = a/b.
  const gd = lowestTerms(
    polyAdd(polyMul(derivative(g[0]), g[1]), negate(polyMul(g[0], derivative(g[1])))),
    polyMul(g[1], g[1]),
  );
  const [a, b] = [gd.numerator, gd.denominator];
  if (a.every(isZero)) return null;
  const [p, D] = R;
  const squareFreeGap = gcdPoly(D, derivative(D));
  const candidates: Coefficients[] = [squareFreeGap, [ONE], D];
  const seen = new Set<string>();
  for (const Q of candidates) {
    const key = Q.map((x) => `${x.n}/${x.d}`).join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    // (N′Q − NQ′)·b·D + a·N·Q·D = p·Q²·b, linear in N's coefficients.
    // deg N ≤ deg p − deg D + deg Q + 1 (when g′ has a zero at infinity, deg P = deg R + 1).
    const unknowns = Math.max(1, p.length - D.length + Q.length + 2);
    if (unknowns > MAX_UNKNOWNS) continue;
    const bD = polyMul(b, D);
    const Q1 = derivative(Q);
    const columns = Array.from({ length: unknowns }, (_, i) => {
      const xi: Coefficients = [...Array.from({ length: i }, () => ZERO), ONE];
      const dxi = i === 0 ? [ZERO] : [...Array.from({ length: i - 1 }, () => ZERO), rat(BigInt(i))];
      const first = polyMul(polyAdd(polyMul(dxi, Q), negate(polyMul(xi, Q1))), bD);
      return polyAdd(first, polyMul(polyMul(a, xi), polyMul(Q, D)));
    });
    const rhs = polyMul(p, polyMul(polyMul(Q, Q), b));
    const height = Math.max(rhs.length, ...columns.map((c) => c.length));
    const matrix = Array.from({ length: height }, (_, row) => columns.map((c) => c[row] ?? ZERO));
    const N = solveRectangular(
      matrix,
      Array.from({ length: height }, (_, row) => rhs[row] ?? ZERO),
    );
    if (N) return [trim(N), Q];
  }
  return null;
}

/** ∫ R·e^g for rational R and g (g not linear, or R not a polynomial) when the answer is P·e^g with P rational. */
export function integrateExpRational(f: Expr, v: string): Expr | null {
  const factors = f.k === 'mul' ? f.xs : [f];
  const exps = factors.filter((x) => x.k === 'fn' && x.f === 'exp' && dependsOn(x, v));
  if (!exps.length) return null;
  const rest = factors.filter((x) => !exps.includes(x));
  const g = asRationalFunction(sum(...exps.map((x) => (x.k === 'fn' ? x.a : x))), v);
  const R = asRationalFunction(product(...rest), v);
  if (!g || !R || (g[0].length <= 2 && g[1].length === 1 && R[1].length === 1)) return null;
  const solved = solveRischEquation(g, R);
  if (!solved) return null;
  // P in lowest terms: (x² − 1)/(x − 1) is x + 1.
  const { numerator: N, denominator: Q } = lowestTerms(solved[0], solved[1]);
  const x: Expr = { k: 'var', name: v };
  return product(divide(asExpr(N, x), asExpr(Q, x)), ...exps);
}

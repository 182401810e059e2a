import { rationalRoots } from '../solvers/equations';
import { type Rational, ONE, ZERO, div, isZero, mul, neg as rneg, rat, sub } from '../rational';
import { asRational, evalPoly, polyDivide, trim } from './coefficients';
import { type Expr, divide, fn, int, num, power, product, sum } from './expr';

/** Solves a square linear system exactly (Gaussian elimination over the rationals); null when singular. */
function solveLinear(matrix: Rational[][], rhs: Rational[]): Rational[] | null {
  const n = rhs.length;
  const a = matrix.map((row, i) => [...row, rhs[i] ?? ZERO]);
  for (let col = 0; col < n; col++) {
    const pivot = a.findIndex((row, r) => r >= col && !isZero(row[col] ?? ZERO));
    if (pivot < 0) return null;
    [a[col], a[pivot]] = [a[pivot] as Rational[], a[col] as Rational[]];
    const p = a[col]?.[col] ?? ONE;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = div(a[r]?.[col] ?? ZERO, p);
      if (isZero(f)) continue;
      a[r] = (a[r] as Rational[]).map((x, c) => sub(x, mul(f, a[col]?.[c] ?? ZERO)));
    }
  }
  return a.map((row, i) => div(row[n] ?? ZERO, row[i] ?? ONE));
}

type Term = { kind: 'linear'; r: Rational; j: number } | { kind: 'quadratic'; which: 'B' | 'C' };

/**
 * ∫ P/Q dv by partial fractions, when Q splits into rational linear factors (any multiplicity) and at most one
 * irreducible quadratic; null otherwise. The coefficients come from an exact linear system.
 */
export function integrateRational(x: Expr, v: string, deadline: number): Expr | null {
  const parts = asRational(x, v);
  if (!parts) return null;
  const [top, bottom] = parts;
  const [quotient, remainder] = polyDivide(top, bottom);
  const { roots, rest } = rationalRoots(bottom, deadline);
  const restDegree = trim(rest).length - 1;
  if (restDegree !== 0 && restDegree !== 2) return null;
  const quadratic = restDegree === 2 ? rest.map((c) => div(c, rest.at(-1) ?? ONE)) : null;
  const counts = new Map<string, { r: Rational; k: number }>();
  for (const r of roots) counts.set(`${r.n}/${r.d}`, { r, k: (counts.get(`${r.n}/${r.d}`)?.k ?? 0) + 1 });
  const terms: Term[] = [];
  for (const { r, k } of counts.values()) for (let j = 1; j <= k; j++) terms.push({ kind: 'linear', r, j });
  if (quadratic) terms.push({ kind: 'quadratic', which: 'B' }, { kind: 'quadratic', which: 'C' });
  // remainder/bottom = Σ terms: multiply through by bottom and match at as many points as there are unknowns.
  const points = terms.map((_, i) => rat(BigInt(2 * i + 3), 7n));
  if (points.some((t) => isZero(evalPoly(bottom, t)))) return null;
  const matrix = points.map((t) =>
    terms.map((term) => {
      const q = evalPoly(bottom, t);
      if (term.kind === 'linear') {
        let d = ONE;
        for (let i = 0; i < term.j; i++) d = mul(d, sub(t, term.r));
        return div(q, d);
      }
      return div(mul(q, term.which === 'B' ? t : ONE), evalPoly(quadratic ?? [ONE], t));
    }),
  );
  const solution = solveLinear(
    matrix,
    points.map((t) => evalPoly(remainder, t)),
  );
  if (!solution) return null;
  const vx: Expr = { k: 'var', name: v };
  const pieces: Expr[] = [];
  quotient.forEach((c, i) => {
    if (!isZero(c)) pieces.push(divide(product(num(c), power(vx, int(i + 1))), int(i + 1)));
  });
  let b = ZERO;
  let c = ZERO;
  terms.forEach((term, i) => {
    const coefficient = solution[i] ?? ZERO;
    if (term.kind === 'quadratic') {
      if (term.which === 'B') b = coefficient;
      else c = coefficient;
      return;
    }
    if (isZero(coefficient)) return;
    const linear = sum(vx, num(rneg(term.r)));
    if (term.j === 1) pieces.push(product(num(coefficient), fn('log', linear)));
    else pieces.push(divide(num(rneg(coefficient)), product(int(term.j - 1), power(linear, int(term.j - 1)))));
  });
  if (quadratic) {
    // (Bx + C)/(x² + px + q) = (B/2)·(2x + p)/(x² + px + q) + (C − Bp/2)/((x + p/2)² + (q − p²/4)).
    const [q0 = ZERO, p1 = ZERO] = quadratic;
    const k2 = sub(q0, div(mul(p1, p1), rat(4n)));
    if (k2.n <= 0n) return null;
    const qExpr = sum(power(vx, int(2)), product(num(p1), vx), num(q0));
    if (!isZero(b)) pieces.push(product(num(div(b, rat(2n))), fn('log', qExpr)));
    const rest2 = sub(c, div(mul(b, p1), rat(2n)));
    if (!isZero(rest2)) {
      const root = power(num(k2), num(rat(1n, 2n)));
      pieces.push(product(num(rest2), divide(fn('atan', divide(sum(vx, num(div(p1, rat(2n)))), root)), root)));
    }
  }
  return pieces.length ? sum(...pieces) : null;
}

import { approximateRoots } from '../numeric-roots';
import { rationalRoots } from '../solvers/equations';
import { type Rational, ONE, ZERO, add, div, isZero, mul, neg as rneg, rat, sub, toNumber } from '../rational';
import { type Coefficients, asQuotient, evalPoly, gcdPoly, lowestTerms, polyDivide, trim } from './coefficients';
import { integrateWithBinomialFactor } from './radical-fractions';
import { asRationalFunction } from './rational-normal';
import { type Expr, divide, fn, int, neg, num, power, product, sum, substitute } from './expr';

/** Solves a square linear system exactly (Gaussian elimination over the rationals); null when singular. */
export function solveLinear(matrix: Rational[][], rhs: Rational[]): Rational[] | null {
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

/** A monic quadratic x² + p·x + s with no rational root, and how many times it divides. */
interface Quadratic {
  p: Rational;
  s: Rational;
  k: number;
}
interface Factors {
  linear: { r: Rational; k: number }[];
  quadratic: Quadratic[];
}

/** The fraction nearest x with a small denominator, when x is (to double precision) such a fraction. */
function rationalize(x: number): Rational | null {
  if (!Number.isFinite(x)) return null;
  let [h0, h1, k0, k1] = [0n, 1n, 1n, 0n];
  let y = x;
  for (let i = 0; i < 40; i++) {
    const a = Math.floor(y);
    const ab = BigInt(a);
    [h0, h1] = [h1, ab * h1 + h0];
    [k0, k1] = [k1, ab * k1 + k0];
    if (k1 > 1_000_000n) return null;
    if (Math.abs(x - Number(h1) / Number(k1)) <= 1e-9 * Math.max(1, Math.abs(x))) return rat(h1, k1);
    if (y === a) return null;
    y = 1 / (y - a);
  }
  return null;
}

const derivativeOf = (c: Coefficients) => trim(c.slice(1).map((x, i) => mul(x, rat(BigInt(i + 1)))));
const monic = (c: Coefficients) => c.map((x) => div(x, c.at(-1) ?? ONE));
const degree = (c: Coefficients) => trim(c).length - 1;

/**
 * The factors of a polynomial over the rationals into linear factors and quadratics (any multiplicity), or null
 * when an irreducible factor of degree three or more remains. Quadratics are found by pairing numeric roots whose
 * sum and product are rational, then confirmed by exact division.
 */
export function factorOverRationals(c: Coefficients, deadline: number): Factors | null {
  const { roots, rest: left } = rationalRoots(c, deadline);
  const linear = new Map<string, { r: Rational; k: number }>();
  for (const r of roots) linear.set(`${r.n}/${r.d}`, { r, k: (linear.get(`${r.n}/${r.d}`)?.k ?? 0) + 1 });
  let rest = monic(trim(left));
  const quadratic: Quadratic[] = [];
  while (degree(rest) > 0) {
    if (Date.now() > deadline) throw new Error('time limit');
    // The square-free part has simple roots, which the numeric solver finds accurately.
    const squareFree = monic(polyDivide(rest, gcdPoly(rest, derivativeOf(rest)))[0]);
    const found = quadraticFactors(squareFree);
    if (!found.length) return null;
    for (const q of found) {
      const divisor = [q.s, q.p, ONE];
      for (;;) {
        const [quotient, remainder] = polyDivide(rest, divisor);
        if (!remainder.every(isZero) || degree(rest) < 2) break;
        rest = quotient;
        q.k++;
      }
      quadratic.push(q);
    }
    rest = monic(rest);
  }
  return { linear: [...linear.values()], quadratic };
}

function quadraticFactors(c: Coefficients): Quadratic[] {
  if (degree(c) === 2) return [{ p: c[1] ?? ZERO, s: c[0] ?? ZERO, k: 0 }];
  const z = approximateRoots(c.map(toNumber));
  const used = new Set<number>();
  const out: Quadratic[] = [];
  for (let i = 0; i < z.length; i++) {
    for (let j = i + 1; j < z.length && !used.has(i); j++) {
      if (used.has(j)) continue;
      const a = z[i] as { re: number; im: number };
      const b = z[j] as { re: number; im: number };
      const sumIm = a.im + b.im;
      const productIm = a.re * b.im + a.im * b.re;
      if (Math.abs(sumIm) > 1e-7 || Math.abs(productIm) > 1e-7 * Math.max(1, Math.abs(a.re * b.re))) continue;
      const p = rationalize(-(a.re + b.re));
      const s = rationalize(a.re * b.re - a.im * b.im);
      if (!p || !s) continue;
      if (!polyDivide(c, [s, p, ONE])[1].every(isZero)) continue;
      used.add(i).add(j);
      out.push({ p, s, k: 0 });
    }
  }
  return out;
}

type Unknown = { kind: 'linear'; r: Rational; j: number } | { kind: 'B' | 'C'; q: Quadratic; j: number };

const sqrtOf = (r: Rational) => power(num(r), num(rat(1n, 2n)));

/** ∫ dx/Q^j for Q = t² + κ, t = x + p/2 (κ ≠ 0), by the reduction I_j = t/(2κ(j−1)Q^(j−1)) + (2j−3)/(2κ(j−1))·I_(j−1). */
function inverseQuadraticPower(q: Quadratic, j: number, x: Expr): Expr {
  const half = div(q.p, rat(2n));
  const t = sum(x, num(half));
  const kappa = sub(q.s, mul(half, half));
  const Q = sum(power(x, int(2)), product(num(q.p), x), num(q.s));
  if (j === 1) {
    if (kappa.n > 0n) return divide(fn('atan', divide(t, sqrtOf(kappa))), sqrtOf(kappa));
    // Real irrational roots t = ±√d: ln|(t − √d)/(t + √d)|/(2√d).
    const d = rneg(kappa);
    const root = sqrtOf(d);
    return divide(fn('log', divide(sum(t, neg(root)), sum(t, root))), product(int(2), root));
  }
  const scale = mul(rat(2n), mul(kappa, rat(BigInt(j - 1))));
  return sum(
    divide(t, product(num(scale), power(Q, int(j - 1)))),
    product(num(div(rat(BigInt(2 * j - 3)), scale)), inverseQuadraticPower(q, j - 1, x)),
  );
}

/** ∫ top/bottom dx for polynomials with rational coefficients: polynomial part plus partial fractions. */
export function integrateQuotient(top: Coefficients, bottom: Coefficients, x: Expr, deadline: number): Expr | null {
  const k = powerStep(top, bottom);
  if (k > 1) {
    // top = x^(k−1)·T(x^k) and bottom = B(x^k): with u = x^k, ∫ = (1/k)∫ T(u)/B(u) du.
    const inner = integrateQuotient(
      top.filter((_, i) => i % k === k - 1),
      bottom.filter((_, i) => i % k === 0),
      x,
      deadline,
    );
    return inner ? product(num(rat(1n, BigInt(k))), substitute(inner, x, power(x, int(k)))) : null;
  }
  const [quotient, remainder0] = polyDivide(top, bottom);
  const pieces: Expr[] = [];
  quotient.forEach((c, i) => {
    if (!isZero(c)) pieces.push(divide(product(num(c), power(x, int(i + 1))), int(i + 1)));
  });
  if (!remainder0.every(isZero)) {
    const { numerator, denominator } = lowestTerms(remainder0, bottom);
    const factors = factorOverRationals(denominator, deadline);
    if (!factors) {
      // A factor xⁿ − c with irrational roots (x⁴ + 1): split it off and integrate it in radicals.
      const split = integrateWithBinomialFactor(numerator, denominator, x, deadline, integrateQuotient);
      return split ? sum(...pieces, split) : null;
    }
    const unknowns: Unknown[] = [];
    for (const { r, k } of factors.linear) for (let j = 1; j <= k; j++) unknowns.push({ kind: 'linear', r, j });
    for (const q of factors.quadratic)
      for (let j = 1; j <= q.k; j++) unknowns.push({ kind: 'B', q, j }, { kind: 'C', q, j });
    const solution = decompose(numerator, denominator, unknowns);
    if (!solution) return null;
    unknowns.forEach((u, i) => {
      const a = solution[i] ?? ZERO;
      if (isZero(a)) return;
      if (u.kind === 'linear') {
        const base = sum(x, num(rneg(u.r)));
        pieces.push(
          u.j === 1
            ? product(num(a), fn('log', base))
            : divide(num(rneg(a)), product(int(u.j - 1), power(base, int(u.j - 1)))),
        );
        return;
      }
      const Q = sum(power(x, int(2)), product(num(u.q.p), x), num(u.q.s));
      if (u.kind === 'B') {
        // B·x = (B/2)(2x + p) − B·p/2: the first part integrates to a logarithm or a power of Q.
        const half = div(a, rat(2n));
        pieces.push(
          u.j === 1
            ? product(num(half), fn('log', Q))
            : divide(num(half), product(int(1 - u.j), power(Q, int(u.j - 1)))),
        );
        pieces.push(product(num(rneg(mul(half, u.q.p))), inverseQuadraticPower(u.q, u.j, x)));
      } else {
        pieces.push(product(num(a), inverseQuadraticPower(u.q, u.j, x)));
      }
    });
  }
  return pieces.length ? sum(...pieces) : num(ZERO);
}

/** The largest k > 1 with top = x^(k−1)·T(x^k) and bottom = B(x^k), or 1. */
function powerStep(top: Coefficients, bottom: Coefficients): number {
  const exponents = [
    ...bottom.flatMap((c, i) => (isZero(c) ? [] : [i])),
    ...top.flatMap((c, i) => (isZero(c) ? [] : [i + 1])),
  ];
  const g = exponents.reduce((acc, e) => {
    let [a, b] = [acc, e];
    while (b) [a, b] = [b, a % b];
    return a;
  }, 0);
  return g > 1 && degree(bottom) > 1 ? g : 1;
}

/** The partial-fraction coefficients: the identity top/bottom = Σ unknownᵢ·basisᵢ matched at as many points. */
function decompose(top: Coefficients, bottom: Coefficients, unknowns: Unknown[]): Rational[] | null {
  const basis = (u: Unknown, t: Rational): Rational => {
    if (u.kind === 'linear') {
      let d = ONE;
      for (let i = 0; i < u.j; i++) d = mul(d, sub(t, u.r));
      return div(ONE, d);
    }
    let Q = ONE;
    const q = add(add(mul(t, t), mul(u.q.p, t)), u.q.s);
    for (let i = 0; i < u.j; i++) Q = mul(Q, q);
    return div(u.kind === 'B' ? t : ONE, Q);
  };
  for (let shift = 0; shift < 3; shift++) {
    const points: Rational[] = [];
    for (let i = 0; points.length < unknowns.length && i < unknowns.length * 4 + 8; i++) {
      const t = rat(BigInt(2 * i + 3 + shift), BigInt(7 + shift));
      if (!isZero(evalPoly(bottom, t))) points.push(t);
    }
    const solution = solveLinear(
      points.map((t) => unknowns.map((u) => basis(u, t))),
      points.map((t) => div(evalPoly(top, t), evalPoly(bottom, t))),
    );
    if (solution) return solution;
  }
  return null;
}

/** ∫ of an expression that is a quotient of polynomials in v (or a polynomial), or null. */
export function integrateRational(f: Expr, v: string, deadline: number): Expr | null {
  // Sums of fractions and fractions of fractions are brought to one quotient first.
  const parts = asQuotient(f, v) ?? asRationalFunction(f, v);
  if (!parts) return null;
  return integrateQuotient(parts[0], parts[1], { k: 'var', name: v }, deadline);
}

import { approximateRoots } from '../numeric-roots';
import { type Rational, ONE, ZERO, div, isZero, mul, neg as rneg, rat, sub, toNumber } from '../rational';
import { type Coefficients, polyAdd, polyDivide, polyMul, trim } from './coefficients';
import { type Expr, divide, fn, int, neg, num, power, product, sum } from './expr';

type Quotient = (top: Coefficients, bottom: Coefficients, x: Expr, deadline: number) => Expr | null;

const degree = (c: Coefficients) => trim(c).length - 1;
const sqrt = (x: Expr) => power(x, num(rat(1n, 2n)));
const sqrtOf = (n: number) => sqrt(int(n));

/** The fraction nearest x with a small denominator, when x is (to double precision) such a fraction. */
function rationalize(x: number): Rational | null {
  for (let d = 1n; d <= 4096n; d++) {
    const n = Math.round(x * Number(d));
    if (Math.abs(x - n / Number(d)) <= 1e-9 * Math.max(1, Math.abs(x))) return rat(BigInt(n), d);
  }
  return null;
}

/** cos(π·t) exactly, for t a multiple of 1/8, 1/6, 1/5 or 1/10. */
function cosPi(t: Rational): Expr | null {
  let p = toNumber(t) % 2;
  if (p < 0) p += 2;
  if (p > 1) p = 2 - p;
  const sign = p > 0.5 ? -1 : 1;
  if (p > 0.5) p = 1 - p;
  const five = sqrtOf(5);
  const table: [number, Expr][] = [
    [0, int(1)],
    [1 / 2, int(0)],
    [1 / 3, num(rat(1n, 2n))],
    [1 / 4, divide(sqrtOf(2), int(2))],
    [1 / 6, divide(sqrtOf(3), int(2))],
    [1 / 8, divide(sqrt(sum(int(2), sqrtOf(2))), int(2))],
    [3 / 8, divide(sqrt(sum(int(2), neg(sqrtOf(2)))), int(2))],
    [1 / 5, divide(sum(int(1), five), int(4))],
    [2 / 5, divide(sum(five, int(-1)), int(4))],
    [1 / 10, divide(sqrt(sum(int(10), product(int(2), five))), int(4))],
    [3 / 10, divide(sqrt(sum(int(10), product(int(-2), five))), int(4))],
  ];
  const hit = table.find(([q]) => Math.abs(q - p) < 1e-12);
  return hit ? product(int(sign), hit[1]) : null;
}

/** s·a + t·b = 1 for coprime a, b (extended Euclid over the rationals), or null when they share a factor. */
function bezout(a: Coefficients, b: Coefficients): [Coefficients, Coefficients] | null {
  let [r0, r1] = [trim(a), trim(b)];
  let [s0, s1, t0, t1]: [Coefficients, Coefficients, Coefficients, Coefficients] = [[ONE], [ZERO], [ZERO], [ONE]];
  while (!r1.every(isZero)) {
    const [q, r] = polyDivide(r0, r1);
    [r0, r1] = [r1, r];
    [s0, s1] = [s1, polyAdd(s0, polyMul(q, s1).map(rneg))];
    [t0, t1] = [t1, polyAdd(t0, polyMul(q, t1).map(rneg))];
  }
  if (degree(r0) !== 0) return null;
  const g = r0[0] as Rational;
  return [s0.map((c) => div(c, g)), t0.map((c) => div(c, g))];
}

/** A factor xⁿ − c (n = 3, 4, 5, 6, 8) of D with every root simple, found from D's numeric roots. */
function binomialFactor(D: Coefficients): { n: number; c: Rational } | null {
  const roots = approximateRoots(D.map(toNumber));
  for (const n of [8, 6, 5, 4, 3]) {
    const powers = roots.map((z) => {
      let [re, im] = [1, 0];
      for (let i = 0; i < n; i++) [re, im] = [re * z.re - im * z.im, re * z.im + im * z.re];
      return { re, im };
    });
    for (const w of powers) {
      if (Math.abs(w.im) > 1e-7 * Math.max(1, Math.abs(w.re))) continue;
      const same = powers.filter((y) => Math.hypot(y.re - w.re, y.im - w.im) < 1e-7 * Math.max(1, Math.abs(w.re)));
      const c = same.length >= n ? rationalize(w.re) : null;
      if (!c || isZero(c)) continue;
      const B: Coefficients = [rneg(c), ...Array.from({ length: n - 1 }, () => ZERO), ONE];
      if (polyDivide(D, B)[1].every(isZero)) return { n, c };
    }
  }
  return null;
}

/** ∫ C/(xⁿ − c) for deg C < n, by residues at the roots ρ·e^(iθ): logarithms and arctangents in conjugate pairs. */
function integrateOverBinomial(C: Coefficients, n: number, c: Rational, x: Expr): Expr | null {
  const positive = toNumber(c) > 0;
  const magnitude = positive ? c : rneg(c);
  const rho = magnitude.n === magnitude.d ? int(1) : power(num(magnitude), num(rat(1n, BigInt(n))));
  const pieces: Expr[] = [];
  for (let k = 0; k < n; k++) {
    // θ = 2kπ/n (c > 0) or (2k + 1)π/n (c < 0), as a multiple of π.
    const theta = rat(BigInt(positive ? 2 * k : 2 * k + 1), BigInt(n));
    const t = toNumber(theta);
    if (t > 1 + 1e-12) continue;
    // Residue C(r)·r/(n·c) = Σ cⱼ·ρ^(j+1)·e^(i(j+1)θ)/(n·c).
    const re: Expr[] = [];
    const im: Expr[] = [];
    for (let j = 0; j < C.length; j++) {
      const cj = C[j] ?? ZERO;
      if (isZero(cj)) continue;
      const angle = mul(theta, rat(BigInt(j + 1)));
      const cos = cosPi(angle);
      const sin = cosPi(sub(rat(1n, 2n), angle));
      if (!cos || !sin) return null;
      const scale = product(num(div(cj, mul(rat(BigInt(n)), c))), power(rho, int(j + 1)));
      re.push(product(scale, cos));
      im.push(product(scale, sin));
    }
    const A = sum(...re);
    const a = product(rho, cosPi(theta) as Expr);
    if (Math.abs(t) < 1e-12 || Math.abs(t - 1) < 1e-12) {
      // A real root ρ·cos θ = ±ρ.
      pieces.push(product(A, fn('log', sum(x, neg(a)))));
      continue;
    }
    const b = product(rho, cosPi(sub(rat(1n, 2n), theta)) as Expr);
    const B = sum(...im);
    const shifted = sum(x, neg(a));
    pieces.push(product(A, fn('log', sum(power(shifted, int(2)), power(b, int(2))))));
    pieces.push(product(int(-2), B, fn('atan', divide(shifted, b))));
  }
  return sum(...pieces);
}

/** A factor x⁴ + p·x² + q of D with p² − 4q > 0 (roots ±√z₁, ±√z₂ for real irrational z), from numeric roots. */
function biquadraticFactor(D: Coefficients): { p: Rational; q: Rational } | null {
  const squares = approximateRoots(D.map(toNumber)).map((z) => ({
    re: z.re * z.re - z.im * z.im,
    im: 2 * z.re * z.im,
  }));
  const real = [...new Set(squares.filter((w) => Math.abs(w.im) < 1e-7).map((w) => w.re))];
  for (let i = 0; i < real.length; i++) {
    for (let j = i + 1; j < real.length; j++) {
      const [z1, z2] = [real[i] as number, real[j] as number];
      const p = rationalize(-(z1 + z2));
      const q = rationalize(z1 * z2);
      if (!p || !q || Math.abs(z1 - z2) < 1e-7) continue;
      if (polyDivide(D, [q, ZERO, p, ZERO, ONE])[1].every(isZero)) return { p, q };
    }
  }
  return null;
}

/** ∫ C/(x⁴ + p·x² + q) = ∫ C/((x² − z₁)(x² − z₂)): the odd part through u = x², the even part as two ∫ dx/(x² − z). */
function integrateOverBiquadratic(C: Coefficients, p: Rational, q: Rational, x: Expr): Expr {
  const root = sqrt(num(sub(mul(p, p), mul(rat(4n), q))));
  const half = num(div(rneg(p), rat(2n)));
  const z1 = sum(half, product(num(rat(1n, 2n)), root));
  const z2 = sum(half, product(num(rat(-1n, 2n)), root));
  const value = (a: Rational | undefined, b: Rational | undefined, z: Expr) =>
    sum(num(a ?? ZERO), product(num(b ?? ZERO), z));
  const x2 = power(x, int(2));
  const pieces: Expr[] = [];
  for (const z of [z1, z2]) {
    // z − z′: z₁ − z₂ = √(p² − 4q).
    const gap = z === z1 ? root : neg(root);
    // Odd part x·(c₁ + c₃u): ½·O(z)/(z − z′)·ln|x² − z|.
    pieces.push(product(num(rat(1n, 2n)), divide(value(C[1], C[3], z), gap), fn('log', sum(x2, neg(z)))));
    // Even part (c₀ + c₂u): E(z)/(z − z′)·∫ dx/(x² − z).
    const weight = divide(value(C[0], C[2], z), gap);
    const zValue = toNumber(p) * -0.5 + (z === z1 ? 0.5 : -0.5) * Math.sqrt(toNumber(sub(mul(p, p), mul(rat(4n), q))));
    if (zValue < 0) {
      const s = sqrt(neg(z));
      pieces.push(product(weight, divide(fn('atan', divide(x, s)), s)));
    } else {
      const s = sqrt(z);
      pieces.push(product(weight, divide(fn('log', divide(sum(x, neg(s)), sum(x, s))), product(int(2), s))));
    }
  }
  return sum(...pieces);
}

/**
 * ∫ N/D when D has a factor B₂ = xⁿ − c or x⁴ + p·x² + q whose roots are irrational (x⁴ + 1, x³ − 2,
 * x⁴ − 4x² + 1): N/D = A/B₁ + C/B₂ with B₁ = D/B₂ coprime to B₂ (A, C from Bézout's identity); A/B₁ goes back
 * to partial fractions over the rationals, C/B₂ is integrated with its roots written in radicals.
 */
export function integrateWithBinomialFactor(
  N: Coefficients,
  D: Coefficients,
  x: Expr,
  deadline: number,
  quotient: Quotient,
): Expr | null {
  if (degree(D) > 16 || degree(N) >= degree(D)) return null;
  const binomial = binomialFactor(D);
  const biquadratic = binomial ? null : biquadraticFactor(D);
  let B2: Coefficients;
  if (binomial) B2 = [rneg(binomial.c), ...Array.from({ length: binomial.n - 1 }, () => ZERO), ONE];
  else if (biquadratic) B2 = [biquadratic.q, ZERO, biquadratic.p, ZERO, ONE];
  else return null;
  const [B1] = polyDivide(D, B2);
  const st = bezout(B1, B2);
  if (!st) return null;
  const [s, t] = st;
  // N = N·s·B₁ + N·t·B₂, so N/(B₁B₂) = (N·s mod B₂)/B₂ + (N·t mod B₁)/B₁.
  const C = polyDivide(polyMul(N, s), B2)[1];
  const A = degree(B1) > 0 ? polyDivide(polyMul(N, t), B1)[1] : [ZERO];
  const over = binomial
    ? integrateOverBinomial(C, binomial.n, binomial.c, x)
    : integrateOverBiquadratic(C, (biquadratic as { p: Rational }).p, (biquadratic as { q: Rational }).q, x);
  if (!over) return null;
  if (A.every(isZero)) return over;
  const rest = quotient(A, B1, x, deadline);
  return rest ? sum(over, rest) : null;
}

import { type Rational, ONE, ZERO, div, gcd, isZero, mul, neg as rneg, rat, toNumber } from '../rational';
import { type Coefficients, polyAdd, polyMul, trim } from './coefficients';
import { continuousInTan, noJumps } from './continuous-angle';
import { type Expr, dependsOn, fn, num, product, substitute, sum, toSympy } from './expr';
import { integrateQuotient } from './partial-fractions';
import type { Linear } from './trig-integrals';

type P = Coefficients;
/** a(c) + s·b(c) with s = sin w, c = cos w: every polynomial in s and c, reduced with s² = 1 − c². */
interface T {
  a: P;
  b: P;
}
interface Fraction {
  n: T;
  d: T;
}

const MAX_DEGREE = 48;
const ONE_MINUS_C2: P = [ONE, ZERO, rat(-1n)];
const ONE_PLUS_T2: P = [ONE, ZERO, ONE];
const isZeroP = (p: P) => p.every(isZero);
const negP = (p: P) => p.map(rneg);
const constant = (r: Rational): T => ({ a: [r], b: [ZERO] });
const sameT = (x: T, y: T) =>
  JSON.stringify(x, (_, z) => (typeof z === 'bigint' ? `${z}` : z)) ===
  JSON.stringify(y, (_, z) => (typeof z === 'bigint' ? `${z}` : z));

function tAdd(x: T, y: T): T {
  return { a: polyAdd(x.a, y.a), b: polyAdd(x.b, y.b) };
}
function tMul(x: T, y: T): T {
  const out = {
    a: polyAdd(polyMul(x.a, y.a), polyMul(ONE_MINUS_C2, polyMul(x.b, y.b))),
    b: polyAdd(polyMul(x.a, y.b), polyMul(x.b, y.a)),
  };
  if (out.a.length > MAX_DEGREE || out.b.length > MAX_DEGREE) throw new RangeError('degree');
  return out;
}
const fAdd = (x: Fraction, y: Fraction): Fraction =>
  sameT(x.d, y.d) ? { n: tAdd(x.n, y.n), d: x.d } : { n: tAdd(tMul(x.n, y.d), tMul(y.n, x.d)), d: tMul(x.d, y.d) };
const fMul = (x: Fraction, y: Fraction): Fraction => ({ n: tMul(x.n, y.n), d: tMul(x.d, y.d) });

/** cos(nw) = Tₙ(c) and sin(nw) = s·Uₙ₋₁(c) (Chebyshev polynomials), n ≥ 1. */
export function multipleAngle(n: number): { cos: P; sin: P } {
  const twoC: P = [ZERO, rat(2n)];
  let [t0, t1, u0, u1]: [P, P, P, P] = [[ONE], [ZERO, ONE], [ONE], twoC];
  for (let i = 1; i < n; i++) {
    [t0, t1] = [t1, polyAdd(polyMul(twoC, t1), negP(t0))];
    [u0, u1] = [u1, polyAdd(polyMul(twoC, u1), negP(u0))];
  }
  return { cos: t1, sin: u0 };
}

const TRIG = new Set(['sin', 'cos', 'tan', 'cot', 'sec', 'csc']);

/** The common angle w = g·v + b of every trigonometric function in f (each argument a whole multiple of w). */
export function commonAngle(f: Expr, v: string, linear: Linear) {
  const args = new Map<string, [Rational, Rational]>();
  let ok = true;
  const walk = (x: Expr) => {
    if (!dependsOn(x, v)) return;
    if (x.k === 'fn' && TRIG.has(x.f)) {
      const ab = linear(x.a, v);
      if (ab) args.set(toSympy(x.a), ab);
      else ok = false;
    } else if (x.k === 'add' || x.k === 'mul') x.xs.forEach(walk);
    else if (x.k === 'pow' && !dependsOn(x.e, v)) walk(x.b);
    else ok = false;
  };
  walk(f);
  if (!ok || !args.size) return null;
  const all = [...args.values()];
  const [a0, b0] = all[0] as [Rational, Rational];
  const same = all.every(([a, b]) => a.n === a0.n && a.d === a0.d && b.n === b0.n && b.d === b0.d);
  if (!same && all.some(([, b]) => !isZero(b))) return null;
  const g = same
    ? a0
    : all.reduce((acc, [a]) => rat(gcd(acc.n, a.n < 0n ? -a.n : a.n), (acc.d * a.d) / gcd(acc.d, a.d)), rat(0n));
  const multiples = new Map<string, number>();
  for (const [key, [a]] of args) {
    const n = div(a, g);
    if (n.d !== 1n || n.n > 12n || n.n < -12n) return null;
    multiples.set(key, Number(n.n));
  }
  const w = same ? product(num(a0), { k: 'var', name: v }) : product(num(g), { k: 'var', name: v });
  return { w: same ? sum(w, num(b0)) : w, g, b: same ? b0 : ZERO, multiples };
}

/** f as a quotient of polynomials in sin w and cos w; throws when it is not one. */
function toFraction(x: Expr, v: string, multiples: Map<string, number>): Fraction {
  const one = constant(ONE);
  if (x.k === 'num') return { n: constant(x.v), d: one };
  if (!dependsOn(x, v)) throw new RangeError('not rational');
  switch (x.k) {
    case 'add':
      return x.xs.map((y) => toFraction(y, v, multiples)).reduce(fAdd);
    case 'mul':
      return x.xs.map((y) => toFraction(y, v, multiples)).reduce(fMul);
    case 'pow': {
      if (x.e.k !== 'num' || x.e.v.d !== 1n || x.e.v.n > 12n || x.e.v.n < -12n) throw new RangeError('power');
      const base = toFraction(x.b, v, multiples);
      const step = x.e.v.n < 0n ? { n: base.d, d: base.n } : base;
      let out: Fraction = { n: one, d: one };
      for (let i = 0; i < Math.abs(Number(x.e.v.n)); i++) out = fMul(out, step);
      return out;
    }
    case 'fn': {
      const n = multiples.get(toSympy(x.a));
      if (n === undefined || n === 0) throw new RangeError('angle');
      const m = multipleAngle(Math.abs(n));
      const sign = n < 0 ? rat(-1n) : ONE;
      const s: T = { a: [ZERO], b: m.sin.map((c) => mul(c, sign)) };
      const c: T = { a: m.cos, b: [ZERO] };
      const pairs: Record<string, [T, T]> = {
        sin: [s, one],
        cos: [c, one],
        tan: [s, c],
        cot: [c, s],
        sec: [one, c],
        csc: [one, s],
      };
      const [top, bottom] = pairs[x.f] as [T, T];
      return { n: top, d: bottom };
    }
    default:
      throw new RangeError('not rational');
  }
}

const parity = (p: P) =>
  p.every((c, i) => i % 2 === 0 || isZero(c)) ? 'even' : p.every((c, i) => i % 2 === 1 || isZero(c)) ? 'odd' : 'mixed';
const reflect = (p: P) => p.map((c, i) => (i % 2 ? rneg(c) : c));
const shiftUp = (p: P) => [ZERO, ...p];
const evenPart = (p: P) => trim(p.map((c, i) => (i % 2 ? ZERO : c)));
const oddPart = (p: P) => trim(p.map((c, i) => (i % 2 ? c : ZERO)));
/** Σ p₂ⱼ·zʲ for an even p: the polynomial in c² with c² replaced by z (itself a polynomial). */
function inSquare(p: P, z: P): P {
  let out: P = [ZERO];
  let zj: P = [ONE];
  for (let i = 0; i < p.length; i += 2) {
    out = polyAdd(
      out,
      zj.map((c) => mul(c, p[i] ?? ZERO)),
    );
    zj = polyMul(zj, z);
  }
  return out;
}
/** Σ p₂ⱼ·(1 + t²)^(m − j): an even p in c with c² = 1/(1 + t²), times (1 + t²)^m. */
function overTan(p: P, m: number): P {
  let out: P = [ZERO];
  for (let j = 0; 2 * j < p.length; j++) {
    let term: P = [p[2 * j] ?? ZERO];
    for (let i = 0; i < m - j; i++) term = polyMul(term, ONE_PLUS_T2);
    out = polyAdd(out, term);
  }
  return out;
}

/**
 * ∫ R(sin w, cos w) for a rational function R over the rationals (tan, cot, sec, csc and multiple angles included).
 * On the circle R = E(c)/F(c) + s·G(c)/F(c); the s-part takes u = cos w, the part of E/F odd in c takes u = sin w,
 * and the even part takes t = tan w (c² = 1/(1 + t²)), each a rational function for partial fractions. The tan
 * part's arctangents are rewritten to wind with w, so the antiderivative has no jumps where tan w does.
 */
export function integrateTrigRational(f: Expr, v: string, linear: Linear, deadline: number): Expr | null {
  const angle = commonAngle(f, v, linear);
  if (!angle) return null;
  let q: Fraction;
  try {
    q = toFraction(f, v, angle.multiples);
  } catch {
    return null;
  }
  const g = toNumber(angle.g);
  const b = toNumber(angle.b);
  // Where tan w (or tan(w/2)) passes through infinity, for x in a window around the origin.
  const poles = (first: number, step: number) =>
    Array.from({ length: 41 }, (_, j) => (first + (j - 20) * step - b) / g).filter((x) => Math.abs(x) < 12);
  const scale = (F: Expr) => product(num(div(ONE, angle.g)), F);
  const split = guarded(() => bySymmetry(q, angle.w, deadline));
  if (split && noJumps(scale(split), f, v, poles(Math.PI / 2, Math.PI))) return scale(split);
  const half = guarded(() => weierstrass(q, angle.w, deadline));
  return half && noJumps(scale(half), f, v, poles(Math.PI, 2 * Math.PI)) ? scale(half) : null;
}

/** A step that may fail on arithmetic (a zero divisor) counts as not done; the time limit still propagates. */
function guarded(step: () => Expr | null): Expr | null {
  try {
    return step();
  } catch (error) {
    if (error instanceof Error && error.message === 'time limit') throw error;
    return null;
  }
}

/** The split by symmetry: ∫ R dw for R = (n.a + s·n.b)/(d.a + s·d.b). */
function bySymmetry(q: Fraction, w: Expr, deadline: number): Expr | null {
  // (n.a + s·n.b)/(d.a + s·d.b): multiply by the conjugate d.a − s·d.b, whose product with d is F(c).
  const conjugate: T = { a: q.d.a, b: negP(q.d.b) };
  const top = isZeroP(q.d.b) ? q.n : tMul(q.n, conjugate);
  const F = isZeroP(q.d.b) ? q.d.a : polyAdd(polyMul(q.d.a, q.d.a), negP(polyMul(ONE_MINUS_C2, polyMul(q.d.b, q.d.b))));
  if (isZeroP(F)) return null;
  const u: Expr = { k: 'var', name: '__q' };
  const pieces: Expr[] = [];
  const part = (p: P, d: P, by: Expr | null) => {
    if (isZeroP(p)) return true;
    const R = integrateQuotient(p, d, u, deadline);
    if (!R) return false;
    const back = by ? substitute(R, u, by) : continuousInTan(R, '__q', w);
    if (!back) return false;
    pieces.push(back);
    return true;
  };
  // s·G(c)/F(c) dw = −G(u)/F(u) du with u = cos w.
  if (!part(negP(trim(top.b)), F, fn('cos', w))) return null;
  let [E, D] = [trim(top.a), F];
  if (!isZeroP(E)) {
    if (parity(D) === 'mixed') [E, D] = [polyMul(E, reflect(D)), polyMul(D, reflect(D))];
    if (parity(D) === 'odd') [E, D] = [shiftUp(E), shiftUp(D)];
    // The odd part c·H(c)/D(c) dw = H/D du with u = sin w and c² = 1 − u².
    const H = oddPart(E).slice(1);
    if (!part(inSquare(H, ONE_MINUS_C2), inSquare(D, ONE_MINUS_C2), fn('sin', w))) return null;
    // The even part with t = tan w: c² = 1/(1 + t²), dw = dt/(1 + t²).
    const even = evenPart(E);
    const m = Math.max(even.length, D.length) >> 1;
    if (!part(overTan(even, m), polyMul(overTan(D, m), ONE_PLUS_T2), null)) return null;
  }
  return pieces.length ? sum(...pieces) : null;
}

/** P(c) at c = (1 − t²)/(1 + t²), times (1 + t²)^m. */
function atHalfAngle(p: P, m: number): P {
  let out: P = [ZERO];
  p.forEach((coefficient, i) => {
    let term: P = [coefficient];
    for (let j = 0; j < i; j++) term = polyMul(term, [ONE, ZERO, rat(-1n)]);
    for (let j = i; j < m; j++) term = polyMul(term, ONE_PLUS_T2);
    out = polyAdd(out, term);
  });
  return out;
}

/** a(c) + s·b(c) with t = tan(w/2), as a polynomial over (1 + t²)^m, m its degree. */
function halfAngle(x: T): { p: P; m: number } {
  const m = Math.max(trim(x.a).length - 1, isZeroP(x.b) ? 0 : trim(x.b).length);
  const sPart = isZeroP(x.b) ? [ZERO] : polyMul([ZERO, rat(2n)], atHalfAngle(trim(x.b), m - 1));
  return { p: polyAdd(atHalfAngle(trim(x.a), m), sPart), m };
}

/** The Weierstrass substitution t = tan(w/2): sin w = 2t/(1 + t²), cos w = (1 − t²)/(1 + t²), dw = 2dt/(1 + t²). */
function weierstrass(q: Fraction, w: Expr, deadline: number): Expr | null {
  const top = halfAngle(q.n);
  const bottom = halfAngle(q.d);
  let [N, D] = [polyMul(top.p, [rat(2n)]), polyMul(bottom.p, ONE_PLUS_T2)];
  for (let i = top.m; i < bottom.m; i++) N = polyMul(N, ONE_PLUS_T2);
  for (let i = bottom.m; i < top.m; i++) D = polyMul(D, ONE_PLUS_T2);
  if (isZeroP(D)) return null;
  const R = integrateQuotient(N, D, { k: 'var', name: '__q' }, deadline);
  return R ? continuousInTan(R, '__q', product(num(rat(1n, 2n)), w)) : null;
}

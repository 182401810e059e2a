import { type Rational, add, div, isZero, mul, neg as rneg, rat, sub, toNumber } from '../rational';
import { type Coefficients, coefficientsOf } from './coefficients';
import { differentiate } from './derivative';
import { type Expr, dependsOn, divide, num, power, product, substitute, sum } from './expr';
import { integrateQuotient } from './partial-fractions';
import { asRationalFunction } from './rational-normal';

const HALF = rat(1n, 2n);
const same = (p: Coefficients, q: Coefficients) =>
  p.length === q.length && p.every((c, i) => c.n === q[i]?.n && c.d === q[i]?.d);

/** The one quadratic Q under every half-integer power in f (as its coefficients and as written), or null. */
function commonQuadratic(f: Expr, v: string): { Q: Coefficients; text: Expr } | null {
  let found: { Q: Coefficients; text: Expr } | null = null;
  let ok = true;
  const walk = (x: Expr) => {
    if (!dependsOn(x, v)) return;
    if (x.k === 'pow' && x.e.k === 'num' && x.e.v.d === 2n) {
      const Q = coefficientsOf(x.b, v);
      if (!Q || Q.length !== 3 || (found && !same(found.Q, Q))) ok = false;
      else found = { Q, text: x.b };
      return;
    }
    if (x.k === 'add' || x.k === 'mul') x.xs.forEach(walk);
    else if (x.k === 'pow') [x.b, x.e].forEach(walk);
    else if (x.k === 'fn') ok = false;
  };
  walk(f);
  return ok ? found : null;
}

/** √r when r ≥ 0 is the square of a rational, else null. */
function rationalRoot(r: Rational): Rational | null {
  if (r.n < 0n) return null;
  const s = power(num(r), num(HALF));
  return s.k === 'num' ? s.v : null;
}

/**
 * ∫ R(x, √Q) for a quadratic Q = ax² + bx + c over the rationals, by one of Euler's substitutions, each making x,
 * √Q and dx rational in t: with rational roots x₁ ≠ x₂, t = √Q/(x − x₁); with a a square r², t = √Q + r·x; with c
 * a square s², t = (√Q − s)/x. The rational function of t goes to partial fractions; t is continuous wherever Q > 0.
 * Only one interval where Q > 0 is taken (a < 0, or no real roots).
 */
export function integrateEuler(f: Expr, v: string, deadline: number): Expr | null {
  const found = commonQuadratic(f, v);
  if (!found) return null;
  const [c, b, a] = found.Q as [Rational, Rational, Rational];
  const t: Expr = { k: 'var', name: '__z' };
  const x: Expr = { k: 'var', name: v };
  const root = power(found.text, num(HALF));
  const t2 = power(t, num(rat(2n)));
  const disc = sub(mul(b, b), mul(rat(4n), mul(a, c)));
  // Q > 0 on two intervals: the constants on the two sides are independent, and no choice is canonical.
  if (toNumber(a) > 0 && toNumber(disc) > 0) return null;
  const d = isZero(disc) ? null : rationalRoot(disc);
  let X: Expr;
  let Y: Expr;
  let T: Expr;
  if (d) {
    // Q = a(x − x₁)(x − x₂) = t²(x − x₁)² gives a(x − x₂) = t²(x − x₁).
    const x1 = div(sub(rneg(b), d), mul(rat(2n), a));
    const x2 = div(add(rneg(b), d), mul(rat(2n), a));
    X = divide(sum(num(mul(a, x2)), product(num(rneg(x1)), t2)), sum(num(a), product(num(rat(-1n)), t2)));
    Y = product(t, sum(X, num(rneg(x1))));
    T = divide(root, sum(x, num(rneg(x1))));
  } else if (rationalRoot(a) && toNumber(a) > 0) {
    const r = rationalRoot(a) as Rational;
    // (t − r·x)² = Q gives x = (t² − c)/(b + 2r·t).
    X = divide(sum(t2, num(rneg(c))), sum(num(b), product(num(mul(rat(2n), r)), t)));
    Y = sum(t, product(num(rneg(r)), X));
    T = sum(root, product(num(r), x));
  } else if (rationalRoot(c) && toNumber(c) > 0) {
    const s = rationalRoot(c) as Rational;
    // (x·t + s)² = Q gives x = (2s·t − b)/(a − t²).
    X = divide(sum(product(num(mul(rat(2n), s)), t), num(rneg(b))), sum(num(a), product(num(rat(-1n)), t2)));
    Y = sum(product(X, t), num(s));
    T = divide(sum(root, num(rneg(s))), x);
  } else return null;
  const swap = (y: Expr): Expr => {
    if (y.k === 'var' && y.name === v) return X;
    if (y.k === 'pow' && y.e.k === 'num' && y.e.v.d === 2n && dependsOn(y.b, v)) return power(Y, num(rat(y.e.v.n)));
    if (y.k === 'add') return sum(...y.xs.map(swap));
    if (y.k === 'mul') return product(...y.xs.map(swap));
    if (y.k === 'pow') return power(swap(y.b), swap(y.e));
    return y;
  };
  // A high power of Q or of another quadratic makes a rational function too large to split in time.
  if (degreeBound(f, v) > 18) return null;
  const parts = asRationalFunction(product(swap(f), differentiate(X, '__z', new Set())), '__z');
  if (!parts || parts[1].length > 40) return null;
  const F = integrateQuotient(parts[0], parts[1], t, deadline);
  return F ? substitute(F, t, T) : null;
}

/** A rough bound on the degree in v of f's numerator and denominator together (each factor's degree × |power|). */
function degreeBound(f: Expr, v: string): number {
  if (!dependsOn(f, v)) return 0;
  switch (f.k) {
    case 'var':
      return 1;
    case 'add':
      return Math.max(...f.xs.map((x) => degreeBound(x, v)));
    case 'mul':
      return f.xs.reduce((s, x) => s + degreeBound(x, v), 0);
    case 'pow':
      return f.e.k === 'num' ? degreeBound(f.b, v) * Math.ceil(Math.abs(toNumber(f.e.v))) : 99;
    default:
      return 99;
  }
}

import { type Rational, ONE, add, div, eq, mul, neg as rneg, rat, sub } from '../rational';
import { type Expr, divide, fn, int, neg, num, power, product, sum } from './expr';
import type { Linear } from './trig-integrals';

/** p + q·T(L) as its parts, for T = sin or cos, rational p, q and a linear angle L; else null. */
function parts(b: Expr, v: string, linear: Linear): { p: Rational; q: Rational; t: 'sin' | 'cos'; L: Expr } | null {
  if (b.k !== 'add' || b.xs.length !== 2) return null;
  const c = b.xs.find((x) => x.k === 'num');
  const other = b.xs.find((x) => x !== c);
  if (!c || c.k !== 'num' || !other) return null;
  const [q, g] =
    other.k === 'mul' && other.xs.length === 2 && other.xs[0]?.k === 'num'
      ? [other.xs[0].v, other.xs[1] as Expr]
      : [ONE, other];
  if (g.k !== 'fn' || (g.f !== 'sin' && g.f !== 'cos') || !linear(g.a, v)) return null;
  return { p: c.v, q, t: g.f, L: g.a };
}

/**
 * ∫ (p + q·sin L)ⁿ and ∫ (p + q·cos L)ⁿ for p = ±q > 0 and a half-integer n (√(1 + sin x), (1 − cos 3x)^(−3/2)):
 * p + q·cos y = 2p·cos²(y/2) or 2p·sin²(y/2), and Iₙ = ±q·T′(y)·(p + q·T)ⁿ⁻¹/n + p(2n − 1)/n·Iₙ₋₁ steps to n = ±1/2.
 */
export function integrateHalfAngleRoot(f: Expr, v: string, linear: Linear): Expr | null {
  if (f.k !== 'pow' || f.e.k !== 'num' || f.e.v.d !== 2n) return null;
  const n = f.e.v;
  if (n.n > 15n || n.n < -15n) return null;
  const found = parts(f.b, v, linear);
  if (!found || found.p.n <= 0n || !eq(mul(found.p, found.p), mul(found.q, found.q))) return null;
  const { p, q, t, L } = found;
  const slope = (linear(L, v) as [Rational, Rational])[0];
  const B = f.b;
  // The boundary term of the recurrence: −q·cos y·Bᵐ for sin, q·sin y·Bᵐ for cos.
  const edge = (m: Rational) =>
    product(num(t === 'sin' ? rneg(q) : q), fn(t === 'sin' ? 'cos' : 'sin', L), power(B, num(m)));
  const half = rat(1n, 2n);
  let I: Expr;
  let at: Rational;
  if (n.n > 0n) {
    // I_(1/2) = edge(−1/2)/(1/2): the p(2n − 1) term vanishes.
    I = product(int(2), edge(rneg(half)));
    at = half;
    while (!eq(at, n)) {
      at = add(at, ONE);
      I = sum(divide(edge(sub(at, ONE)), num(at)), product(num(div(mul(p, sub(mul(rat(2n), at), ONE)), at)), I));
    }
  } else {
    // I_(−1/2) = (q/p)·√(2/p)·atanh(√p·sin y/√(2B)) for cos; for sin, y − π/2 in its place.
    const root = (x: Expr) => power(x, num(half));
    const w = divide(product(root(num(p)), t === 'sin' ? neg(fn('cos', L)) : fn('sin', L)), root(product(int(2), B)));
    I = product(num(div(q, p)), root(num(div(rat(2n), p))), fn('atanh', w));
    at = rneg(half);
    while (!eq(at, n)) {
      // Iₙ₋₁ = (n·Iₙ − edge(n − 1))/(p(2n − 1)), from the recurrence read backwards.
      const next = sub(at, ONE);
      I = divide(sum(product(num(at), I), neg(edge(next))), num(mul(p, sub(mul(rat(2n), at), ONE))));
      at = next;
    }
  }
  return divide(I, num(slope));
}

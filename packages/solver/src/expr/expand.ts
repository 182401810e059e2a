import { type Expr, product, sum } from './expr';

/** Most terms an expansion may make: past it, the expression is left as it is. */
const MAX_TERMS = 400;

const termsOf = (x: Expr) => (x.k === 'add' ? x.xs : [x]);

/** Products of sums multiplied out and whole powers (up to 12) of sums expanded; null when nothing changes. */
export function distribute(f: Expr): Expr | null {
  const out = expand(f);
  return out && out.k === 'add' && out !== f ? out : null;
}

function expand(f: Expr): Expr | null {
  switch (f.k) {
    case 'add': {
      const parts = f.xs.map((x) => expand(x) ?? x);
      return sum(...parts);
    }
    case 'mul': {
      let terms: Expr[] = [product()];
      for (const factor of f.xs) {
        const next = termsOf(expand(factor) ?? factor);
        if (terms.length * next.length > MAX_TERMS) return null;
        terms = terms.flatMap((t) => next.map((n) => product(t, n)));
      }
      return sum(...terms);
    }
    case 'pow': {
      if (f.e.k !== 'num' || f.e.v.d !== 1n || f.e.v.n < 2n || f.e.v.n > 12n || f.b.k !== 'add') return f;
      return expand({ k: 'mul', xs: Array.from({ length: Number(f.e.v.n) }, () => f.b) });
    }
    default:
      return f;
  }
}

import { type Rational, ONE, add, isZero, mul, neg as rneg, rat } from '../rational';
import { type Expr, dependsOn, fn, neg, num, product, sum, toSympy } from './expr';

/** c·sin(A) or c·cos(A); a sum of these stands for a trigonometric polynomial. */
interface Wave {
  c: Rational;
  f: 'sin' | 'cos';
  arg: Expr;
}

const HALF = rat(1n, 2n);

/** The product of two waves as waves: sin A·cos B = (sin(A + B) + sin(A − B))/2 and the like. */
function times(p: Wave, q: Wave): Wave[] {
  const c = mul(mul(p.c, q.c), HALF);
  const plus = sum(p.arg, q.arg);
  const minus = sum(p.arg, neg(q.arg));
  if (p.f === 'cos' && q.f === 'cos')
    return [
      { c, f: 'cos', arg: minus },
      { c, f: 'cos', arg: plus },
    ];
  if (p.f === 'sin' && q.f === 'sin')
    return [
      { c, f: 'cos', arg: minus },
      { c: rneg(c), f: 'cos', arg: plus },
    ];
  // sin A·cos B, with A the sine's argument.
  const [s, k] = p.f === 'sin' ? [p, q] : [q, p];
  return [
    { c, f: 'sin', arg: sum(s.arg, k.arg) },
    { c, f: 'sin', arg: sum(s.arg, neg(k.arg)) },
  ];
}

/** Like waves merged (sin(−A) = −sin A, cos(−A) = cos A, sin 0 = 0). */
function collect(ws: Wave[]): Wave[] {
  const out = new Map<string, Wave>();
  for (const w of ws) {
    let { c, arg } = w;
    const text = toSympy(arg);
    if (text.startsWith('-')) {
      arg = neg(arg);
      if (w.f === 'sin') c = rneg(c);
    }
    if (w.f === 'sin' && arg.k === 'num' && isZero(arg.v)) continue;
    const key = `${w.f}:${toSympy(arg)}`;
    const seen = out.get(key);
    out.set(key, { c: seen ? add(seen.c, c) : c, f: w.f, arg });
  }
  return [...out.values()].filter((w) => !isZero(w.c));
}

/**
 * A product with two or more sine and cosine factors (powers included, up to eight in all) and other factors:
 * the trigonometric part rewritten as a sum of single sines and cosines of combined angles (product-to-sum
 * repeatedly), so that each term is a simpler integral (e^(ax)·cos bx, xⁿ·sin bx). Null when nothing to do.
 */
export function linearizeTrigProduct(f: Expr, v: string): Expr | null {
  if (f.k !== 'mul') return null;
  const waves: Wave[][] = [];
  const rest: Expr[] = [];
  let count = 0;
  for (const x of f.xs) {
    const [base, e] =
      x.k === 'pow' && x.e.k === 'num' && x.e.v.d === 1n && x.e.v.n > 0n ? [x.b, Number(x.e.v.n)] : [x, 1];
    if (base.k === 'fn' && (base.f === 'sin' || base.f === 'cos') && dependsOn(base.a, v)) {
      for (let i = 0; i < e; i++) waves.push([{ c: ONE, f: base.f, arg: base.a }]);
      count += e;
    } else rest.push(x);
  }
  if (count < 2 || count > 8) return null;
  const combined = waves.reduce((acc, w) => collect(acc.flatMap((p) => w.flatMap((q) => times(p, q)))));
  const terms = combined.map((w) =>
    product(num(w.c), w.f === 'cos' && w.arg.k === 'num' && isZero(w.arg.v) ? num(ONE) : fn(w.f, w.arg)),
  );
  return sum(...terms.map((t) => product(t, ...rest)));
}

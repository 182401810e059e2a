import { rat } from '../rational';
import { type Expr, divide, fn, int, neg, num, power, product, sum } from './expr';
import type { Linear, Recurse } from './trig-integrals';

/** Reduction formulas for sinⁿ, cosⁿ, tanⁿ, cotⁿ of a linear argument, and e^(ax)·sin/cos(bx). */
export function reduction(f: Expr, v: string, linear: Linear, recurse: Recurse): Expr | null {
  if (f.k === 'pow' && f.b.k === 'fn' && f.e.k === 'num' && f.e.v.d === 1n && f.e.v.n >= 2n && f.e.v.n <= 12n) {
    const ab = linear(f.b.a, v);
    if (!ab) return null;
    const n = Number(f.e.v.n);
    const u = f.b.a;
    const a = num(ab[0]);
    const lower = n === 2 ? ({ k: 'num', v: rat(1n) } as Expr) : power(fn(f.b.f, u), int(n - 2));
    const rest = recurse(lower, v);
    if (!rest) return null;
    switch (f.b.f) {
      case 'sin':
        // ∫ sinⁿ = −sinⁿ⁻¹·cos/(n·a) + (n−1)/n ∫ sinⁿ⁻²
        return sum(
          neg(divide(product(power(fn('sin', u), int(n - 1)), fn('cos', u)), product(int(n), a))),
          product(num(rat(BigInt(n - 1), BigInt(n))), rest),
        );
      case 'cos':
        return sum(
          divide(product(power(fn('cos', u), int(n - 1)), fn('sin', u)), product(int(n), a)),
          product(num(rat(BigInt(n - 1), BigInt(n))), rest),
        );
      case 'tan':
        // ∫ tanⁿ = tanⁿ⁻¹/((n−1)·a) − ∫ tanⁿ⁻²
        return sum(divide(power(fn('tan', u), int(n - 1)), product(int(n - 1), a)), neg(rest));
      case 'cot':
        return sum(neg(divide(power(fn('cot', u), int(n - 1)), product(int(n - 1), a))), neg(rest));
      default:
        return null;
    }
  }
  if (f.k === 'mul' && f.xs.length === 2) {
    const e = f.xs.find((x) => x.k === 'fn' && x.f === 'exp');
    const t = f.xs.find((x) => x.k === 'fn' && (x.f === 'sin' || x.f === 'cos'));
    if (e?.k === 'fn' && t?.k === 'fn') {
      const ea = linear(e.a, v);
      const tb = linear(t.a, v);
      if (!ea || !tb) return null;
      // ∫ e^(ax)·sin(bx) = e^(ax)(a·sin − b·cos)/(a² + b²); cos: e^(ax)(a·cos + b·sin)/(a² + b²).
      const a = num(ea[0]);
      const b = num(tb[0]);
      const norm = sum(power(a, int(2)), power(b, int(2)));
      const combo =
        t.f === 'sin'
          ? sum(product(a, fn('sin', t.a)), neg(product(b, fn('cos', t.a))))
          : sum(product(a, fn('cos', t.a)), product(b, fn('sin', t.a)));
      return divide(product(e, combo), norm);
    }
  }
  return null;
}

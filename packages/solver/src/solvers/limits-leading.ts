import { type Expr, evaluate, fn, mapChildren, num, power, product, sum } from '../expr/expr';
import { latex } from '../expr/latex';
import { type Rational, ZERO, add, cmp, isZero, mul, rat, toText } from '../rational';
import type { LimitFound } from './limits-general';

/** How f behaves for large |x|: c·|x|^d, with c an exact nonzero constant. */
interface Lead {
  c: Expr;
  d: Rational;
}

/**
 * The leading behaviour of an algebraic f as v → s·∞ (s = ±1): sums keep their highest-order terms, products
 * multiply them, powers raise them (a fractional power only of a positive leading constant, so √(x² + 3) is |x|).
 * Null when the highest terms cancel or a part is not algebraic in v (exp, log, trig): another rule must decide.
 */
function leadOf(f: Expr, v: string, s: number): Lead | null {
  switch (f.k) {
    case 'num':
      return isZero(f.v) ? null : { c: f, d: ZERO };
    case 'const':
      return { c: f, d: ZERO };
    case 'var':
      return f.name === v ? { c: num(rat(BigInt(s))), d: rat(1n) } : null;
    case 'mul': {
      const leads = f.xs.map((x) => leadOf(x, v, s));
      if (leads.some((l) => l === null)) return null;
      const all = leads as Lead[];
      return { c: product(...all.map((l) => l.c)), d: all.reduce((d, l) => add(d, l.d), ZERO) };
    }
    case 'add': {
      const leads = f.xs.map((x) => leadOf(x, v, s));
      if (leads.some((l) => l === null)) return null;
      const all = leads as Lead[];
      const top = all.reduce((d, l) => (cmp(l.d, d) > 0 ? l.d : d), (all[0] as Lead).d);
      const c = sum(...all.filter((l) => cmp(l.d, top) === 0).map((l) => l.c));
      // The highest terms cancel (√(x² + 1) − x): the next order decides, which this rule does not see.
      if (c.k === 'num' ? isZero(c.v) : Math.abs(evaluate(c, {})) < 1e-12) return null;
      return { c, d: top };
    }
    case 'pow': {
      if (f.e.k !== 'num') return null;
      const base = leadOf(f.b, v, s);
      if (!base) return null;
      const q = f.e.v;
      if (q.d !== 1n && !(evaluate(base.c, {}) > 0)) return null;
      return { c: power(base.c, f.e), d: mul(base.d, q) };
    }
    case 'fn': {
      if (f.f !== 'abs') return null;
      const inner = leadOf(f.a, v, s);
      return inner && { c: evaluate(inner.c, {}) < 0 ? product(num(rat(-1n)), inner.c) : inner.c, d: inner.d };
    }
  }
}

/** The limit at s·∞ of an algebraic expression by its leading terms (a quotient of roots and polynomials). */
export function limitByLeadingTerms(f: Expr, v: string, s: number): LimitFound | null {
  const lead = leadOf(f, v, s);
  if (!lead) return null;
  const sign = Math.sign(evaluate(lead.c, {}));
  if (!Number.isFinite(sign) || sign === 0) return null;
  const order = cmp(lead.d, ZERO);
  const value: Expr | '+oo' | '-oo' = order < 0 ? num(ZERO) : order === 0 ? lead.c : sign > 0 ? '+oo' : '-oo';
  const far = `${s > 0 ? '' : '-'}\\infty`;
  const behaves =
    order === 0 ? latex(lead.c) : `${latex(lead.c)}\\,|${v}|^{${toText(lead.d)}}`.replace(/\|\^\{1\}/, '|');
  return {
    value,
    steps: [
      {
        title: 'Keep the leading terms',
        explanation: `As ${v} → ${s > 0 ? '' : '−'}∞ each sum behaves like its highest-order term${s < 0 ? `, and ${v} = −|${v}|` : ''}${order < 0 ? ': the denominator outgrows the numerator.' : order > 0 ? ': the numerator outgrows the denominator.' : ': the orders match, so the limit is the ratio of the leading coefficients.'}`,
        latex: `${latex(f)} \\sim ${behaves} \\quad (${v} \\to ${far})`,
      },
    ],
  };
}

/** |g| near a, from one side (or from both when they agree), as ±g: the bars resolved where g keeps its sign. */
export function barsResolved(f: Expr, v: string, at: number, side: number): { f: Expr; changed: boolean } {
  let changed = false;
  const go = (x: Expr): Expr => {
    if (x.k === 'fn' && x.f === 'abs') {
      const inner = go(x.a);
      const sides = side === 0 ? [1, -1] : [side];
      const signs = sides.flatMap((sd) => [1e-6, 1e-8].map((h) => Math.sign(evaluate(inner, { [v]: at + sd * h }))));
      const sign = signs[0] ?? 0;
      if (sign !== 0 && Number.isFinite(sign) && signs.every((g) => g === sign)) {
        changed = true;
        return sign > 0 ? inner : product(num(rat(-1n)), inner);
      }
      return fn('abs', inner);
    }
    return mapChildren(x, go);
  };
  const out = go(f);
  return { f: out, changed };
}

import { evaluate } from '../numeric';
import { parseExpression } from '../parse';
import { type Rational, add, div, isZero, mul, rat, sub, toNumber } from '../rational';
import { type Rule, formulaText, ruleOf, termAt } from './sequences';
import { valueOf } from './values';

/** The facts a sequence question states, and the rule they fix (see sequence-facts.ts). */

const number = (text: string) => valueOf(text.replace(/\s+/g, ''));

export interface Facts {
  kind: 'arithmetic' | 'geometric' | null;
  terms: Map<number, Rational>;
  listed: Rational[] | null;
  last: Rational | null;
  difference: Rational | null;
  ratio: Rational | null;
  formula: string | null;
}

/** The step of "each term is 6 less than …", "goes up by 4": negative when the terms fall. */
export function signed(m: RegExpExecArray): Rational | null {
  const size = number((m[1] ?? m[3] ?? m[4]) as string);
  const falls = m[4] !== undefined || /less|smaller|fewer/i.test(m[2] ?? '');
  return size && (falls ? mul(size, rat(-1n)) : size);
}

/** The rule the facts fix, or null when they do not fix one. */
export function ruleFrom(f: Facts): Rule | null {
  if (f.listed) return ruleOf(f.listed);
  const known = [...f.terms].sort(([a], [b]) => a - b);
  const arithmetic = (a1: Rational, d: Rational) => ruleOf([a1, add(a1, d), add(a1, mul(d, rat(2n)))]);
  if (f.kind !== 'geometric' && !f.ratio) {
    const [p, q] = known;
    if (p && f.difference) return arithmetic(sub(p[1], mul(f.difference, rat(BigInt(p[0] - 1)))), f.difference);
    if (p && q && f.kind === 'arithmetic') {
      const d = div(sub(q[1], p[1]), rat(BigInt(q[0] - p[0])));
      return arithmetic(sub(p[1], mul(d, rat(BigInt(p[0] - 1)))), d);
    }
    return null;
  }
  const [p, second] = known;
  // Two terms of a geometric sequence: r^(gap) = their quotient, exact and unique only for an odd gap (or r > 0 said).
  if (f.kind === 'geometric' && !f.ratio && p && second && !isZero(p[1])) {
    const r = exactRoot(div(second[1], p[1]), second[0] - p[0]);
    if (r) return ruleFrom({ ...f, ratio: r });
  }
  if (f.kind === 'arithmetic' || !f.ratio || !p || isZero(f.ratio)) return null;
  // a₁ = aₖ / r^(k−1).
  let first = p[1];
  for (let i = 1; i < p[0]; i++) first = div(first, f.ratio);
  return { kind: 'geometric', first, ratio: f.ratio };
}

/** The one real k-th root of x when it is rational (k odd), else null (an even root has two signs). */
function exactRoot(x: Rational, k: number): Rational | null {
  if (k < 1 || k > 12 || k % 2 === 0) return k === 1 ? x : null;
  const root = (v: bigint) => {
    const sign = v < 0n ? -1n : 1n;
    const r = BigInt(Math.round(Math.abs(Number(v)) ** (1 / k)));
    return r ** BigInt(k) === sign * v ? sign * r : null;
  };
  const [a, b] = [root(x.n), root(x.d)];
  return a !== null && b !== null ? rat(a, b) : null;
}

/** Term k found by stepping from the first term: the check on the closed form. */
export function stepped(rule: Rule, k: number): number {
  // A quadratic rule: its formula read back as text and evaluated in floating point.
  if (rule.kind === 'polynomial' && rule.degree > 1) return evaluate(parseExpression(formulaText(rule, 'n')), { n: k });
  let x = toNumber(termAt(rule, 1));
  const step = rule.kind === 'geometric' ? toNumber(rule.ratio) : toNumber(sub(termAt(rule, 2), termAt(rule, 1)));
  for (let i = 1; i < k; i++) x = rule.kind === 'geometric' ? x * step : x + step;
  return x;
}

import { type Rational, ONE, add, cmp, div, isZero, mul, pow, rat, sub, toLatex, toNumber, toText } from '../rational';
import { type Solver, result } from '../types';
import { choose } from './counting';
import { valueOf } from './values';

/**
 * A binomial probability: "X ~ B(6, 0.5), find P(X = 2)", "X ~ Bin(10, 1/4): P(X ≤ 1)", "X follows a binomial
 * distribution with n = 6 and p = 1/2". Exact, as C(n, k)·pᵏ·(1 − p)ⁿ⁻ᵏ summed over the values asked; checked by the
 * whole distribution summing to 1 and the same sum in floating point.
 */
const NUMBER = String.raw`(-?\d+(?:\.\d+)?(?:\s*\/\s*\d+|\s*%)?)`;

function parameters(t: string): { n: number; p: Rational; written: string } | null {
  const short = new RegExp(String.raw`~\s*(?:B|Bin|Binomial|Binom)\s*\(\s*(\d{1,4})\s*,\s*${NUMBER}\s*\)`, 'i').exec(t);
  const words = new RegExp(
    String.raw`binomial(?:ly)?\s+(?:distribution|distributed|random variable)?[^.?]*?\bn\s*=\s*(\d{1,4})\b[^.?]*?\bp\s*=\s*${NUMBER}`,
    'i',
  ).exec(t);
  const m = short ?? words;
  if (!m) return null;
  const n = Number(m[1]);
  const said = (m[2] as string).replace(/\s+/g, '');
  // "B(3, 80%)": a chance given as a percentage.
  const value = valueOf(said.replace(/%$/, ''));
  const p = value && said.endsWith('%') ? div(value, rat(100n)) : value;
  if (!p || n < 1 || n > 500 || cmp(p, rat(0n)) < 0 || cmp(p, ONE) > 0) return null;
  return { n, p, written: said.replace('%', '\\%') };
}

const SIGNS: Record<string, (k: number, v: number) => boolean> = {
  '=': (k, v) => k === v,
  '<': (k, v) => k < v,
  '>': (k, v) => k > v,
  '<=': (k, v) => k <= v,
  '>=': (k, v) => k >= v,
};

export const solveBinomialDistribution: Solver = (problem) => {
  const t = problem
    .replace(/≤|\\le(?:q)?\b/g, '<=')
    .replace(/≥|\\ge(?:q)?\b/g, '>=')
    .replace(/\s+/g, ' ');
  if (t.length > 400) return null;
  const params = parameters(t);
  const asked = /P\s*\(\s*X\s*(<=|>=|=|<|>)\s*(\d{1,4})\s*\)/i.exec(t);
  if (!params || !asked) return null;
  const { n, p, written } = params;
  const [sign, v] = [asked[1] as string, Number(asked[2])];
  const q = sub(ONE, p);
  const term = (k: number): Rational => mul(mul(rat(choose(n, k)), pow(p, k)), pow(q, n - k));
  let total = rat(0n);
  let whole = rat(0n);
  const ks: number[] = [];
  for (let k = 0; k <= n; k++) {
    const tk = term(k);
    whole = add(whole, tk);
    if ((SIGNS[sign] as (k: number, v: number) => boolean)(k, v)) {
      total = add(total, tk);
      ks.push(k);
    }
  }
  // Checked apart: the distribution sums to 1, and the asked terms summed again in floating point.
  const [fp, fq] = [toNumber(p), toNumber(q)];
  const again = ks.reduce((s, k) => s + Number(choose(n, k)) * fp ** k * fq ** (n - k), 0);
  const ok = isZero(sub(whole, ONE)) && Math.abs(again - toNumber(total)) <= 1e-9 * Math.max(1, again);
  const shownSign = sign.replace('<=', '\\le').replace('>=', '\\ge');
  return result('probability', {
    reading: {
      latex: `P(X ${shownSign} ${v}),\\ X \\sim B(${n}, ${written})`,
      target: { kind: 'value', value: toText(total) },
    },
    steps: [
      {
        title: 'The binomial formula',
        explanation: `P(X = k) = C(${n}, k) · p^k · (1 − p)^(${n} − k) with p = ${toText(p)}.`,
        latex: `P(X = k) = \\binom{${n}}{k} \\left(${toLatex(p)}\\right)^{k} \\left(${toLatex(q)}\\right)^{${n} - k}`,
      },
      {
        title: ks.length === 1 ? 'Put in the value' : 'Add the values asked',
        explanation: `k = ${ks.length <= 6 ? ks.join(', ') : `${ks[0]} to ${ks.at(-1)}`}.`,
        latex: `P(X ${shownSign} ${v}) = ${toLatex(total)}`,
      },
    ],
    answer: { value: toText(total), latex: toLatex(total) },
    verified: { ok, method: 'the whole distribution sums to 1, and the terms asked summed again in floating point' },
  });
};

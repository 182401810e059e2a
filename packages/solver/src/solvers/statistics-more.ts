import {
  type Rational,
  add,
  div,
  mul,
  parseRational,
  rat,
  sub,
  toDecimal,
  toLatex,
  toNumber,
  toText,
} from '../rational';
import { type Solver, result } from '../types';
import { clean } from './answer-format';
import { smallCount } from './chance';

/**
 * Statistics beyond the list solver: the z-score of a value from a mean and a standard deviation, the midrange and
 * the mean absolute deviation of a list, and the mean of data given as values with how often each occurs. Exact
 * with rationals; each checked by a second computation in floating point.
 */

const N = String.raw`(-?\d+(?:\.\d+)?)`;
const q = (s: string) => parseRational(s);
const shown = (x: Rational) => toDecimal(x) ?? toLatex(x);
const listOf = (text: string): Rational[] | null => {
  const items = text.split(/\s*,\s*|\s+and\s+/).filter(Boolean);
  return items.length >= 2 && items.length <= 1000 && items.every((x) => /^-?\d+(?:\.\d+)?$/.test(x))
    ? items.map(q)
    : null;
};

function answered(latex: string, value: Rational, work: string, ok: boolean, method: string) {
  const text = toDecimal(value) ?? toText(value);
  return result('statistics', {
    reading: { latex, target: { kind: 'value', value: text } },
    steps: [{ title: 'Use the formula', explanation: 'Worked exactly.', latex: work }],
    answer: { value: text, latex: shown(value) },
    verified: { ok, method },
  });
}
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));

export const solveStatisticsMore: Solver = (problem) => {
  const t = clean(problem);
  if (t.length > 2000) return null;
  const z = new RegExp(
    String.raw`\bz-?score (?:of|for) ${N}\b.*?\bmean (?:is |of |= ?)${N}\b.*?\bstandard deviation (?:is |of |= ?)${N}`,
    'i',
  ).exec(t);
  if (z) {
    const [x, m, sd] = [q(z[1] as string), q(z[2] as string), q(z[3] as string)];
    if (sd.n <= 0n) return null;
    const value = div(sub(x, m), sd);
    return answered(
      `z = \\frac{${shown(x)} - ${shown(m)}}{${shown(sd)}}`,
      value,
      `z = \\frac{${shown(x)} - ${shown(m)}}{${shown(sd)}} = ${shown(value)}`,
      close((toNumber(x) - toNumber(m)) / toNumber(sd), toNumber(value)),
      'recomputed in floating point',
    );
  }
  const listed =
    /^(?:what is |find |calculate |compute )?(?:the )?(midrange|mid-range|mean absolute deviation|MAD)\s+of\s+(?:the data\s*:?\s*)?(.+)$/i.exec(
      t,
    );
  if (listed) {
    const xs = listOf(listed[2] as string);
    if (!xs) return null;
    const nums = xs.map(toNumber);
    if (/mid/i.test(listed[1] as string)) {
      const [lo, hi] = [
        xs.reduce((a, b) => (toNumber(a) <= toNumber(b) ? a : b)),
        xs.reduce((a, b) => (toNumber(a) >= toNumber(b) ? a : b)),
      ];
      const value = div(add(lo, hi), rat(2n));
      return answered(
        `\\text{midrange of } ${xs.map(shown).join(', ')}`,
        value,
        `\\frac{${shown(lo)} + ${shown(hi)}}{2} = ${shown(value)}`,
        close((Math.min(...nums) + Math.max(...nums)) / 2, toNumber(value)),
        'the smallest and largest found again in floating point',
      );
    }
    const mean = div(xs.reduce(add, rat(0n)), rat(BigInt(xs.length)));
    const dev = xs.map((x) => (toNumber(sub(x, mean)) < 0 ? sub(mean, x) : sub(x, mean)));
    const value = div(dev.reduce(add, rat(0n)), rat(BigInt(xs.length)));
    const m = nums.reduce((a, b) => a + b, 0) / nums.length;
    return answered(
      `\\text{MAD of } ${xs.map(shown).join(', ')}`,
      value,
      `\\bar{x} = ${shown(mean)},\\ \\text{MAD} = ${shown(value)}`,
      close(nums.reduce((s, x) => s + Math.abs(x - m), 0) / nums.length, toNumber(value)),
      'recomputed in floating point',
    );
  }
  // "the value 2 occurs 3 times, 5 occurs 4 times and 8 occurs once": the mean of the data.
  const freq = [
    ...t.matchAll(
      new RegExp(
        String.raw`(?:the value\s+)?${N}\s+(?:occurs|appears|comes up|is (?:recorded|seen))\s+(\w+)(?:\s+times?)?`,
        'gi',
      ),
    ),
  ];
  if (freq.length >= 2 && /\bmean\b|\baverage\b/i.test(t)) {
    const parts = freq.map((m) => ({
      v: q(m[1] as string),
      n: m[2]?.toLowerCase() === 'once' ? 1 : m[2]?.toLowerCase() === 'twice' ? 2 : smallCount(m[2] as string),
    }));
    if (
      parts.some((p) => !p.n) ||
      (t.match(/\d+(?:\.\d+)?/g) ?? []).length !==
        parts.length + parts.filter((p, i) => /\d/.test(freq[i]?.[2] ?? '')).length
    )
      return null;
    const total = parts.reduce((s, p) => add(s, mul(p.v, rat(BigInt(p.n as number)))), rat(0n));
    const count = parts.reduce((s, p) => s + (p.n as number), 0);
    const value = div(total, rat(BigInt(count)));
    const float = parts.reduce((s, p) => s + toNumber(p.v) * (p.n as number), 0) / count;
    return answered(
      `\\text{mean of } ${parts.map((p) => `${shown(p.v)} \\times ${p.n}`).join(',\\ ')}`,
      value,
      `\\frac{${parts.map((p) => `${shown(p.v)} \\cdot ${p.n}`).join(' + ')}}{${count}} = ${shown(value)}`,
      close(float, toNumber(value)),
      'recomputed in floating point',
    );
  }
  return null;
};

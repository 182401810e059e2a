import { type Rational, ONE, add, cmp, mul, rat, sub, toLatex, toNumber, toText } from '../rational';
import { type Solver, result } from '../types';
import { valueOf } from './values';

/**
 * Two independent events with their probabilities given: "rain on Monday 0.3, on Tuesday 0.4, independent; the
 * probability of rain on neither day" (or both, at least one, exactly one). Every number of the question must be
 * one of the two probabilities. Checked on the table of the four outcomes.
 */
const PROBABILITY = /(?<![\d.])(\d*\.\d+|0|1|\d+\s*\/\s*\d+|\d+(?:\.\d+)?\s*%)(?!\d|\.\d|\s*\/)/g;

function probabilityOf(written: string): Rational | null {
  const percent = /%$/.test(written);
  const v = valueOf(written.replace(/%$/, '').replace(/\s+/g, ''));
  if (!v) return null;
  const p = percent ? mul(v, rat(1n, 100n)) : v;
  return cmp(p, rat(0n)) >= 0 && cmp(p, ONE) <= 0 ? p : null;
}

const ASKED: [RegExp, string, (p: Rational, q: Rational) => Rational, (a: boolean, b: boolean) => boolean][] = [
  [
    /\b(?:neither|none of (?:the|them)|not (?:on )?either)\b/i,
    'neither',
    (p, q) => mul(sub(ONE, p), sub(ONE, q)),
    (a, b) => !a && !b,
  ],
  [
    /\bexactly one\b|\bonly one\b|\bjust one\b/i,
    'exactly one',
    (p, q) => add(mul(p, sub(ONE, q)), mul(q, sub(ONE, p))),
    (a, b) => a !== b,
  ],
  [/\bat least one\b|\beither\b/i, 'at least one', (p, q) => sub(ONE, mul(sub(ONE, p), sub(ONE, q))), (a, b) => a || b],
  [/\bboth\b/i, 'both', (p, q) => mul(p, q), (a, b) => a && b],
];

export const solveIndependentEvents: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  if (t.length > 400 || !/\bindependent(?:ly)?\b/i.test(t) || !/\bprobabilit|\bchance\b/i.test(t)) return null;
  const found = [...t.matchAll(PROBABILITY)].map((m) => m[1] as string);
  const numbers = t.match(/\d+(?:\.\d+)?/g) ?? [];
  const digitsOf = (s: string) => s.match(/\d+(?:\.\d+)?/g) ?? [];
  if (found.length !== 2 || numbers.length !== found.flatMap(digitsOf).length) return null;
  const [p, q] = found.map(probabilityOf) as [Rational | null, Rational | null];
  const question = /[^.?!]*\?\s*$/.exec(t)?.[0] ?? t.split(/(?<=\.)\s+/).at(-1) ?? t;
  const asked = ASKED.find(([re]) => re.test(question));
  if (!p || !q || !asked) return null;
  const [, name, rule, happens] = asked;
  const value = rule(p, q);
  // The table of the four outcomes: they sum to 1, and the outcomes asked add up to the value.
  const [fp, fq] = [toNumber(p), toNumber(q)];
  const table = [true, false].flatMap((a) =>
    [true, false].map((b) => ({ a, b, pr: (a ? fp : 1 - fp) * (b ? fq : 1 - fq) })),
  );
  const again = table.filter((o) => happens(o.a, o.b)).reduce((s, o) => s + o.pr, 0);
  const ok = Math.abs(table.reduce((s, o) => s + o.pr, 0) - 1) < 1e-12 && Math.abs(again - toNumber(value)) < 1e-12;
  return result('probability', {
    reading: {
      latex: `P(\\text{${name}})\\ \\text{for independent events with } P(A) = ${found[0]?.replace('%', '\\%')},\\ P(B) = ${found[1]?.replace('%', '\\%')}`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      {
        title: 'Independent events multiply',
        explanation: `P(A) = ${toText(p)}, P(B) = ${toText(q)}; the chance of not A is ${toText(sub(ONE, p))} and of not B is ${toText(sub(ONE, q))}.`,
        latex: `P(A \\cap B) = P(A)\\,P(B)`,
      },
      { title: `P(${name})`, explanation: 'Add the outcomes that count.', latex: `${toLatex(value)}` },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: {
      ok,
      method: 'the four outcomes tabled in floating point: they sum to 1 and the ones asked add to the value',
    },
  });
};

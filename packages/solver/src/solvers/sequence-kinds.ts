import { type Rational, add, cmp, div, isZero, mul, rat, sub, toLatex, toText } from '../rational';
import { type Solver, result } from '../types';
import { valueOf } from './values';

/**
 * Sequences the polynomial and geometric rules do not cover, and what kind a sequence is: "The Fibonacci sequence
 * goes 1, 1, 2, 3, 5, 8, … What is the 12th term?", "the next term of 2, 3, 5, 8, 13", "Is 2, 5, 10, 17, … arithmetic,
 * geometric, or neither?". Each rule must hold for every term given (five at least for "each term is the sum of
 * the two before"), or no answer is given.
 */

const LIST = /(-?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?){2,})\s*,?\s*(?:\.\.\.|…)?/;
const MAX_POSITION = 500;

function termsIn(text: string): Rational[] | null {
  const m = LIST.exec(text);
  if (!m) return null;
  const values = (m[1] as string).split(/\s*,\s*/).map((t) => valueOf(t.replace(/\s+/g, '')));
  return values.every(Boolean) && values.length <= 30 ? (values as Rational[]) : null;
}

const ORDINAL = /\b(\d+)(?:st|nd|rd|th) (?:term|number)\b|\bterm (?:number )?(\d+)\b|\b[a-z]_\{?(\d+)\}?/i;

/** Each term the sum of the two before it, checked on every term given. */
const additive = (t: Rational[]) =>
  t.length >= 5 && t.every((v, i) => i < 2 || cmp(v, add(t[i - 1] as Rational, t[i - 2] as Rational)) === 0);

export const solveAdditiveSequence: Solver = (problem) => {
  if (problem.length > 400) return null;
  const named = /\bfibonacci\b/i.test(problem);
  const listed = termsIn(problem);
  // "the Fibonacci sequence" alone is 1, 1, 2, 3, 5, …; terms written out must follow the rule themselves.
  const terms = listed ?? (named ? [1n, 1n, 2n, 3n, 5n].map((n) => rat(n)) : null);
  if (!terms || !additive(terms)) return null;
  const at = ORDINAL.exec(problem);
  const next = /\bnext\b|\bcomes after\b|\bcontinue\b/i.test(problem);
  const position = at ? Number(at[1] ?? at[2] ?? at[3]) : next ? terms.length + 1 : null;
  if (position === null || position < 1 || position > MAX_POSITION) return null;
  const all = [...terms];
  while (all.length < position) all.push(add(all.at(-1) as Rational, all.at(-2) as Rational));
  const value = all[position - 1] as Rational;
  // The check: the rule run backwards from the answer, two terms at a time, gives back the first two terms.
  let [x, y] = [all[position - 2] ?? rat(0n), value];
  for (let i = position; i > 2; i--) [x, y] = [sub(y, x), x];
  const ok = position <= 2 || (cmp(x, terms[0] as Rational) === 0 && cmp(y, terms[1] as Rational) === 0);
  const shown = terms.map(toText).join(', ');
  return result('sequence', {
    reading: {
      latex: `\\text{term ${position} of } ${shown}, \\ldots\\ (a_n = a_{n-1} + a_{n-2})`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      {
        title: 'The rule',
        explanation: `Each term is the sum of the two before it (${toText(terms[2] as Rational)} = ${toText(terms[1] as Rational)} + ${toText(terms[0] as Rational)}, and so on for every term given).`,
        latex: 'a_n = a_{n-1} + a_{n-2}',
      },
      {
        title: `Continue to term ${position}`,
        explanation: all.slice(0, position).map(toText).join(', '),
        latex: `a_{${position}} = ${toLatex(value)}`,
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: { ok, method: 'the rule run backwards from the answer gives back the first two terms' },
  });
};

/** "Is 2, 5, 10, 17, … arithmetic, geometric, or neither?": a common difference, a common ratio, or neither. */
export const solveSequenceKind: Solver = (problem) => {
  if (problem.length > 400 || !/\barithmetic\b/i.test(problem) || !/\bgeometric\b/i.test(problem)) return null;
  if (!/\bneither\b|\bor\b|\bwhich\b|\bwhat (?:kind|type)\b/i.test(problem)) return null;
  const terms = termsIn(problem);
  if (!terms || terms.length < 3) return null;
  const differences = terms.slice(1).map((v, i) => sub(v, terms[i] as Rational));
  const arithmetic = differences.every((d) => cmp(d, differences[0] as Rational) === 0);
  const ratios = terms.some(isZero) ? null : terms.slice(1).map((v, i) => div(v, terms[i] as Rational));
  const geometric = ratios !== null && ratios.every((r) => cmp(r, ratios[0] as Rational) === 0);
  // A constant sequence is both; the question then has no single answer.
  if (arithmetic && geometric) return null;
  const value = arithmetic ? 'arithmetic' : geometric ? 'geometric' : 'neither';
  // The check: the terms rebuilt from the first term and the common step.
  const rebuilt = terms.every((v, i) => {
    if (value === 'neither') return true;
    let x = terms[0] as Rational;
    for (let k = 0; k < i; k++) x = arithmetic ? add(x, differences[0] as Rational) : mul(x, ratios?.[0] as Rational);
    return cmp(x, v) === 0;
  });
  return result('sequence', {
    reading: {
      latex: `${terms.map(toLatex).join(', ')}, \\ldots\\ \\text{: arithmetic, geometric or neither?}`,
      target: null,
    },
    steps: [
      {
        title: 'Differences',
        explanation: `${differences.map(toText).join(', ')}: ${arithmetic ? 'all the same' : 'not all the same'}.`,
        latex: differences.map(toLatex).join(',\\ '),
      },
      {
        title: 'Ratios',
        explanation: ratios
          ? `${ratios.map(toText).join(', ')}: ${geometric ? 'all the same' : 'not all the same'}.`
          : 'A term is 0, so there is no common ratio.',
        latex: ratios ? ratios.map(toLatex).join(',\\ ') : '\\text{no ratio}',
      },
    ],
    answer: { value, latex: `\\text{${value}}` },
    verified: {
      ok: rebuilt,
      method: 'every difference and ratio of consecutive terms computed; the terms rebuilt from the common step',
    },
  });
};

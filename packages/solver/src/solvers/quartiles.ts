import { type Rational, add, cmp, div, rat, sub, toDecimal, toLatex, toNumber, toText } from '../rational';
import { type Solver, result } from '../types';
import { clean } from './answer-format';
import { listOf } from './data-list';

/**
 * Quartiles and the interquartile range by the school method: the data sorted, Q1 and Q3 the medians of the lower and
 * upper halves, the overall median left out of both halves when the count is odd. A question that names another
 * method (interpolation, percentiles, "inclusive") gets no answer rather than a different convention's number.
 */

const median = (xs: Rational[]): Rational => {
  const n = xs.length;
  const mid = Math.floor(n / 2);
  return n % 2 === 1 ? (xs[mid] as Rational) : div(add(xs[mid - 1] as Rational, xs[mid] as Rational), rat(2n));
};

const ASKED: [RegExp, 'iqr' | 'q1' | 'q3'][] = [
  [/\binter-?quartile range\b|\biqr\b/i, 'iqr'],
  [/\b(?:first|lower) quartile\b|\bq1\b|\bq_1\b/i, 'q1'],
  [/\b(?:third|upper) quartile\b|\bq3\b|\bq_3\b/i, 'q3'],
];

export const solveQuartiles: Solver = (problem) => {
  const t = clean(problem)
    // "(Use the median of each half, leaving out the overall median.)": the method used here anyway.
    .replace(/\(?\s*use the medians? of (?:each|the two|the lower and upper) halv?f?e?s?[^)]*\)?\.?/gi, '');
  if (t.length > 20_000 || /interpolat|percentile|inclusive|exclusive|method/i.test(t)) return null;
  const asked = ASKED.find(([pattern]) => pattern.test(t));
  if (!asked) return null;
  const m = /\b(?:of|for)\s+(?:the\s+)?(?:data\s*(?:set)?\s*:?\s*)?([-\d.,\s/]+(?:\s+and\s+-?\d[\d.]*)?)\s*$/i.exec(t);
  const items = m ? listOf(m[1] as string) : null;
  if (!items || items.length < 4) return null;
  const xs = items.map((i) => i.value).sort(cmp);
  const half = Math.floor(xs.length / 2);
  const lower = xs.slice(0, half);
  const upper = xs.slice(xs.length - half);
  const [q1, q3] = [median(lower), median(upper)];
  const value = asked[1] === 'iqr' ? sub(q3, q1) : asked[1] === 'q1' ? q1 : q3;
  // The check: counted again in floating point, each quartile has as many values below it as above it in its half.
  const nums = xs.map(toNumber);
  const floatMedian = (v: number[]) =>
    v.length % 2
      ? (v[(v.length - 1) / 2] as number)
      : ((v[v.length / 2 - 1] as number) + (v[v.length / 2] as number)) / 2;
  const f1 = floatMedian(nums.slice(0, half));
  const f3 = floatMedian(nums.slice(nums.length - half));
  const float = asked[1] === 'iqr' ? f3 - f1 : asked[1] === 'q1' ? f1 : f3;
  const text = toDecimal(value) ?? toText(value);
  const shown = (v: Rational[]) => v.map((x) => toDecimal(x) ?? toLatex(x)).join(', ');
  return result('statistics', {
    reading: {
      latex: `\\text{${asked[1] === 'iqr' ? 'interquartile range' : asked[1] === 'q1' ? 'first quartile' : 'third quartile'} of } \\{${items.map((i) => i.latex).join(', ')}\\}`,
      target: { kind: 'value', value: text },
    },
    steps: [
      { title: 'Sort the data', explanation: `${xs.length} values.`, latex: shown(xs) },
      {
        title: 'Split it in halves',
        explanation:
          xs.length % 2
            ? 'The middle value (the median) belongs to neither half.'
            : 'The two halves have the same size.',
        latex: `\\text{lower: } ${shown(lower)};\\quad \\text{upper: } ${shown(upper)}`,
      },
      {
        title: 'The medians of the halves',
        explanation: `Q1 = ${toText(q1)}, Q3 = ${toText(q3)}${asked[1] === 'iqr' ? `, so IQR = Q3 − Q1 = ${text}` : ''}.`,
        latex: asked[1] === 'iqr' ? `${toLatex(q3)} - ${toLatex(q1)} = ${toLatex(value)}` : toLatex(value),
      },
    ],
    answer: { value: text, latex: toDecimal(value) ?? toLatex(value) },
    verified: {
      ok: Math.abs(float - toNumber(value)) <= 1e-9 * Math.max(1, Math.abs(float)),
      method: 'the halves and their medians found again in floating point',
    },
  });
};

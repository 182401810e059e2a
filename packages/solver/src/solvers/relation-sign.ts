import { type Rational, cmp, sub, toText } from '../rational';
import { type Solver, result } from '../types';
import { type Real, reals } from './compare-reals';
import { text, valued } from './comparison';
import { approx } from './values';

/** The signs offered: "<, > or =", "< or >", "<, =, >". */
const SIGNS =
  /<\s*,\s*>\s*,?\s*(?:or|and)\s*=|[<>=]\s*,\s*[<>=]\s*,?\s*(?:or|and)\s*[<>=]|<\s*(?:,|or|and)\s*>|>\s*(?:,|or|and)\s*</;
const REMARK = new RegExp(
  String.raw`\s*\((?:answer|use|using|with|write)?\s*(?:${SIGNS.source})\s*\)\s*[.?]?\s*$`,
  'i',
);

/** "Fill in the blank with <, > or =: 0.45 ___ 4/9", "Compare 3/8 and 0.4 using <, > or =": the sign between them. */
export const solveRelationSign: Solver = (problem, _deadline, given) => {
  const written = text(problem, given);
  if (written.length > 300 || !SIGNS.test(written)) return null;
  // "(answer < or >)": the remark that asks for a sign, then the comparison itself.
  const t = written.replace(REMARK, '').trim();
  const rest = t.replace(new RegExp(String.raw`^.*?(?:${SIGNS.source})\s*\)?\s*[:.?]?\s*`), '');
  const pair =
    /^(.+?)\s*(?:_+|\?+|\[\s*\]|\(\s*\)|□)\s*(.+)$/.exec(rest) ??
    // "3/7 ? 4/9   fill in < or >", "5/6 ___ 0.83. Which symbol goes there": two numbers around a blank, anywhere.
    /(?:^|[\s:])(-?[√]?\d+(?:[./^]\d+)*[²³]?)\s*(?:_{2,}|\?(?=\s)|☐|□|\[\s*\])\s*(-?[√]?\d+(?:[./^]\d+)*[²³]?)(?=\s|[.,;]|$)/.exec(
      t,
    ) ??
    /\bbetween\s+(.+?)\s+and\s+([^:,?]+?)\s*(?:[:,?.]|$)/i.exec(t) ??
    /^(?:compare\s+)?(.+?)\s+and\s+(.+?)(?:\s+using.*)?$/i.exec(t.replace(/\s*\(?\s*(?:use|using)\s+<.*$/i, ''));
  if (!pair) return null;
  const items = [(pair[1] as string).trim(), (pair[2] as string).trim()];
  const values = valued(items, given);
  if (!values) return irrationalSign(items);
  const [a, b] = values as [{ item: string; value: Rational }, { item: string; value: Rational }];
  const c = cmp(a.value, b.value);
  const sign = c < 0 ? '<' : c > 0 ? '>' : '=';
  const gap = approx(a.value) - approx(b.value);
  const floatSign = Math.abs(gap) < 1e-12 ? '=' : gap < 0 ? '<' : '>';
  return result('comparison', {
    reading: { latex: `${a.item} \\;\\square\\; ${b.item}`, target: { kind: 'text', value: sign } },
    steps: [
      {
        title: 'Compare exactly',
        explanation: `${a.item} = ${toText(a.value)} and ${b.item} = ${toText(b.value)}; their difference is ${toText(sub(a.value, b.value))}.`,
        latex: `${a.item} ${sign} ${b.item}`,
      },
    ],
    answer: { value: sign, latex: sign },
    verified: { ok: floatSign === sign || Math.abs(gap) < 1e-12, method: 'compared again in floating point' },
  });
};

/** √50 ___ 7.1: two values not both rational, each read twice in floating point and told apart only far above rounding. */
function irrationalSign(items: string[]) {
  const found = reals(items);
  if (!found) return null;
  const [a, b] = found as [Real, Real];
  const sign = a.value < b.value ? '<' : '>';
  return result('comparison', {
    reading: { latex: `${a.latex} \\;\\square\\; ${b.latex}`, target: { kind: 'text', value: sign } },
    steps: [
      {
        title: 'Compare the values',
        explanation: `${a.item} ≈ ${a.value.toPrecision(10)} and ${b.item} ≈ ${b.value.toPrecision(10)}.`,
        latex: `${a.latex} ${sign} ${b.latex}`,
      },
    ],
    answer: { value: sign, latex: sign },
    verified: { ok: true, method: 'each value computed by two evaluators, which agree; the gap is far above rounding' },
  });
}

import {
  type Rational,
  ONE,
  add,
  cmp,
  div,
  mul,
  parseRational,
  pow,
  rat,
  sub,
  toDecimal,
  toLatex,
  toNumber,
  toText,
} from '../rational';
import { type Solver, result } from '../types';
import { ORDINAL } from './values';

/**
 * A dropped ball that rises each time to a fixed share of the height it fell from: the total distance it travels
 * before it comes to rest (h + 2·hr/(1 − r)), the distance until it hits the ground for the n-th time
 * (h + 2·(hr + … + hrⁿ⁻¹)), or its height after the n-th bounce (h·rⁿ). Exact; checked by adding the falls and rises
 * one by one (to rest: until what is left is below 10⁻¹² of the total).
 */

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const SHARE = String.raw`(\d+\s*\/\s*\d+|\d+(?:\.\d+)?\s*%|0?\.\d+)`;

const shareOf = (text: string): Rational => {
  const t = text.replace(/\s+/g, '');
  if (t.endsWith('%')) return div(parseRational(t.slice(0, -1)), rat(100n));
  const [a, b] = t.split('/');
  return b ? div(parseRational(a as string), parseRational(b)) : parseRational(t);
};

export const solveBouncingBall: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  if (t.length > 500 || !/\b(?:ball|bounces?)\b/i.test(t) || !/\bdrop(?:s|ped)?\b|\bfalls?\b|\bfalling\b/i.test(t))
    return null;
  const height = new RegExp(
    String.raw`\b(?:dropped|drops?|falls?|let go)\b[^.?\d]{0,40}?\bfrom\s+(?:a\s+height\s+of\s+)?${NUM}\s*([a-z]+)?`,
    'i',
  ).exec(t);
  const share = new RegExp(
    String.raw`\b(?:rises?|bounces?(?:\s+back)?(?:\s+up)?|reaches?|returns?)\s+(?:back\s+)?(?:up\s+)?(?:to\s+)?${SHARE}\s+of\s+(?:the\s+|its\s+)?(?:height|distance|previous|one|last)`,
    'i',
  ).exec(t);
  if (!height || !share) return null;
  const h = parseRational(height[1] as string);
  const r = shareOf(share[1] as string);
  // A share above 0.99 would take millions of bounces to check one by one: not read.
  if (h.n <= 0n || r.n <= 0n || cmp(r, rat(99n, 100n)) > 0) return null;
  const question = t.slice(Math.max(0, t.search(/[^.?!]*\?\s*$/)));
  const rest = /\b(?:comes? to rest|stops? bouncing|stops?|in total|altogether|total (?:vertical )?distance)\b/i.test(
    question,
  );
  const nth =
    /\b(?:hits?|strikes?|touches?|lands? on)\s+the\s+(?:ground|floor)\s+(?:for\s+)?the\s+(\w+)\s+time\b/i.exec(t);
  const after =
    /\bheight\b[^.?]*?\bafter\s+(?:the\s+)?(\w+)\s+bounce\b|\bhow high\b[^.?]*?\bafter\s+(?:the\s+)?(\w+)\s+bounce\b/i.exec(
      question,
    );
  const nOf = (w?: string) =>
    w ? (ORDINAL[w.toLowerCase()] ?? (/^\d+(?:st|nd|rd|th)?$/.test(w) ? parseInt(w, 10) : NaN)) : NaN;
  const unit = height[2] && /^(?:m|cm|ft|feet|metres?|meters?|inches|in)$/i.test(height[2]) ? ` ${height[2]}` : '';
  // Every number: the height, the share (two for a fraction) and n.
  const numbers = (t.match(/\d+(?:\.\d+)?/g) ?? []).length;
  const shareNumbers = (share[1] as string).includes('/') ? 2 : 1;
  let value: Rational;
  let latex: string;
  let again: number;
  if (after && !nth) {
    const n = nOf(after[1] ?? after[2]);
    if (
      !Number.isInteger(n) ||
      n < 1 ||
      n > 100 ||
      numbers !== 1 + shareNumbers + (/\d/.test((after[1] ?? after[2]) as string) ? 1 : 0)
    )
      return null;
    value = mul(h, pow(r, n));
    latex = `${toLatex(h)} \\cdot \\left(${toLatex(r)}\\right)^{${n}}`;
    again = toNumber(h);
    for (let k = 0; k < n; k++) again *= toNumber(r);
  } else if (nth) {
    const n = nOf(nth[1]);
    if (
      !Number.isInteger(n) ||
      n < 1 ||
      n > 100 ||
      numbers !== 1 + shareNumbers + (/\d/.test(nth[1] as string) ? 1 : 0)
    )
      return null;
    // Falls h, then n − 1 rises and falls of h·r, …, h·rⁿ⁻¹.
    const ups = n === 1 ? rat(0n) : div(mul(mul(h, r), sub(ONE, pow(r, n - 1))), sub(ONE, r));
    value = add(h, mul(rat(2n), ups));
    latex = `${toLatex(h)} + 2\\sum_{k=1}^{${n - 1}} ${toLatex(h)}\\left(${toLatex(r)}\\right)^{k}`;
    again = toNumber(h);
    for (let k = 1, up = toNumber(h); k < n; k++) {
      up *= toNumber(r);
      again += 2 * up;
    }
  } else if (rest) {
    if (numbers !== 1 + shareNumbers) return null;
    value = add(h, mul(rat(2n), div(mul(h, r), sub(ONE, r))));
    latex = `${toLatex(h)} + 2 \\cdot \\frac{${toLatex(h)} \\cdot ${toLatex(r)}}{1 - ${toLatex(r)}}`;
    again = toNumber(h);
    for (let up = toNumber(h) * toNumber(r); up > 1e-13 * toNumber(value); up *= toNumber(r)) again += 2 * up;
  } else return null;
  const text = toDecimal(value) ?? toText(value);
  const ok = Math.abs(again - toNumber(value)) <= 1e-9 * Math.max(1, toNumber(value));
  return result('sequence', {
    reading: {
      latex: `${latex}\\ (\\text{dropped from ${height[1]}${unit}, rising ${(share[1] as string).replace('%', '\\%')} each time})`,
      target: { kind: 'value', value: text },
    },
    steps: [
      {
        title: after && !nth ? 'Each bounce keeps the same share' : 'Add the falls and the rises',
        explanation:
          after && !nth
            ? 'After each bounce the height is multiplied by the same share.'
            : 'The first fall, then each rise and the fall after it, which are the same height; the heights form a geometric series.',
        latex: `${latex} = ${toLatex(value)}`,
      },
    ],
    answer: { value: text, latex: toLatex(value) },
    verified: { ok, method: 'the falls and rises added one by one in floating point' },
  });
};

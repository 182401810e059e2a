import { sqrtOf, surdLatex, surdNumber, surdText } from '../expr/surd';
import { type Rational, ONE, ZERO, add, cmp, div, isZero, mul, parseRational, rat, sub } from '../rational';
import { approxText } from './answer-format';

/** A list of data as written, read exactly, and the exact sums the statistics solver is built on. */

export const MAX_ITEMS = 1000;
export const MAX_LIST_CHARS = 30_000;

export interface Item {
  value: Rational;
  latex: string;
}

const NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:\/\d+(?:\.\d+)?)?$/;

/** "3, 5, 7", "{2, 4, 4, 5}", "3 5 7 9", "1.5; 2.5 and -3", "1/2, 3/4": null unless every item is a number. */
export function listOf(text: string): Item[] | null {
  if (text.length > MAX_LIST_CHARS) return null;
  const inner = text
    .trim()
    .replace(/^[{[(]\s*(.*?)\s*[}\])]$/, '$1')
    .replace(/\s*\/\s*/g, '/');
  const parts = inner.split(/\s*[,;]\s*(?:and\s+)?|\s+and\s+|\s+/).filter(Boolean);
  if (parts.length < 2 || parts.length > MAX_ITEMS) return null;
  const items: Item[] = [];
  for (const part of parts) {
    // "000" (from "1,000") is a digit group, not a data value: the list is not read.
    if (!NUMBER.test(part) || /^-?0\d/.test(part)) return null;
    const [top = '', bottom] = part.split('/');
    const below = bottom === undefined ? ONE : parseRational(bottom);
    const value = isZero(below) ? null : div(parseRational(top), below);
    if (!value) return null;
    const latex =
      bottom === undefined ? top : `${top.startsWith('-') ? '-' : ''}\\frac{${top.replace('-', '')}}{${bottom}}`;
    items.push({ value, latex });
  }
  return items;
}

export const sumOf = (xs: Rational[]) => xs.reduce(add, ZERO);
export const sorted = (xs: Rational[]) => [...xs].sort(cmp);

/** The population and sample variances, exactly. */
export function variances(xs: Rational[]) {
  const n = BigInt(xs.length);
  const mean = div(sumOf(xs), rat(n));
  const squares = sumOf(xs.map((x) => mul(sub(x, mean), sub(x, mean))));
  return { mean, squares, population: div(squares, rat(n)), sample: div(squares, rat(n - 1n)) };
}

/** √v as an answer: exact when it is rational or a multiple of one square root. */
export function rootAnswer(v: Rational): { value: string; latex: string; number: number } | null {
  const root = sqrtOf(v);
  if (!root) return null;
  const rational = root.size === 0 || (root.size === 1 && root.has(1n));
  const latex = surdLatex(root);
  return {
    value: surdText(root),
    latex: rational ? latex : `${latex} \\approx ${approxText(surdNumber(root))}`,
    number: surdNumber(root),
  };
}

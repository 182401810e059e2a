import { parseExpression, toPoly } from '../parse';
import { asConstant, substitute } from '../polynomial';
import { type Rational, toNumber } from '../rational';
import { numberOf } from '../read/number-words';
import type { Given } from '../types';

/** An item's exact value: a number or an arithmetic expression ("-0.41", "1/3", "(-2)/c" with c known). */
export function valueOf(text: string, given?: Given): Rational | null {
  const name = text.trim();
  const known = given?.values.get(name) ?? given?.valueOf?.(name);
  if (known) return known;
  let p;
  try {
    p = toPoly(parseExpression(name.replace(/\s+/g, ' ')));
  } catch {
    p = null;
  }
  const c = p && asConstant(p);
  if (c) return c;
  // A number in words ("three fifths", "minus two").
  if (/[a-z]{3,}/i.test(name) && !given?.values.size) {
    const worded = numberOf(name);
    if (worded) return worded;
  }
  try {
    // Names of the problem's own values inside an expression.
    return p && given ? asConstant(substitute(p, new Map(given.values))) : null;
  } catch {
    return null;
  }
}

/** A list as written: "A, B and C", "A, B or C", "A, B, C". */
export const itemsOf = (text: string) =>
  text
    // A set written in braces is its items.
    .replace(/^\s*\{\s*(.*?)\s*\}\s*$/, '$1')
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The options of a multiple-choice question: "(a) 2  (b) -0.1  (c) 64". */
export function optionsOf(text: string): { letter: string; item: string }[] {
  return [...text.matchAll(/\(([a-h])\)\s*([^()]+?)(?=\s*\([a-h]\)|\s*$)/g)].map((m) => ({
    letter: m[1] as string,
    item: (m[2] as string).trim(),
  }));
}

export const ORDINAL: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/** The number in floating point, for the independent checks. */
export const approx = (r: Rational) => toNumber(r);

import { type Expr, evaluate, fromNode, toSympy } from '../expr/expr';
import { type Node, parseExpression, toPoly } from '../parse';
import { asConstant, equal } from '../polynomial';
import { type Rational, toNumber } from '../rational';
import type { AnswerPart, ReadAnswer } from '../read/answer';

/** What every check shares: verdicts, reading a claim's text, and comparing values and expressions. */

export interface Verification {
  status: 'verified' | 'refuted' | 'not-checkable';
  /** In words: how it was checked and what came out, or why it could not be. */
  detail: string;
  /** The engine's own answer, when it has one. */
  expected: string | null;
}

export const verdict = (
  status: Verification['status'],
  detail: string,
  expected: string | null = null,
): Verification => ({
  status,
  detail,
  expected,
});

export const unreadable = (written: string) =>
  verdict('not-checkable', `The engine could not read the answer "${written.trim().slice(0, 80)}".`);

/** A plain-syntax expression as a tree, or null when it cannot be read. */
export function exprOf(text: string): Expr | null {
  try {
    return fromNode(parseExpression(text));
  } catch {
    return null;
  }
}

export function nodeOf(text: string): Node | null {
  try {
    return parseExpression(text);
  } catch {
    return null;
  }
}

/** The exact rational a text stands for, when it is one. */
export function exactOf(text: string): Rational | null {
  try {
    return asConstant(toPoly(parseExpression(text)));
  } catch {
    return null;
  }
}

/** A number as a person reads it: whole numbers whole, others to six significant figures. */
export const shown = (x: number) =>
  Number.isInteger(x)
    ? `${x}`
    : Math.abs(Math.round(x) - x) < 1e-9
      ? `${Math.round(x)}`
      : `${Number(x.toPrecision(6))}`;

/** Whether a rational has a finite decimal expansion (its denominator has no prime but 2 and 5). */
export function terminates(r: Rational): boolean {
  let d = r.d < 0n ? -r.d : r.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

export const decimalsOf = (text: string) => /\.(\d+)/.exec(text)?.[1]?.length ?? 0;

/**
 * Whether a claimed value equals the expected one: exactly when both are exact; a decimal to the digits it gives
 * (so 0.333 stands for 1/3, to three places). Null when the claim is not a number.
 */
export function compareValue(claim: string, expected: string, exact = false): { equal: boolean; how: string } | null {
  if (/^[-+]?\s*(?:oo|infinity)$/i.test(claim.trim()) || /oo/.test(expected)) {
    const sign = (t: string) => (t.trim().startsWith('-') ? -1 : 1);
    const infinite = /oo|infinity/i.test(claim);
    return { equal: infinite && /oo/.test(expected) && sign(claim) === sign(expected), how: 'compared' };
  }
  const a = exactOf(claim);
  const b = exactOf(expected);
  // Digits given stand for an approximation only in a bare decimal: 3.5 × 10^-4 states its value exactly.
  const places = /^\s*[-+]?\d*\.\d+\s*$/.test(claim) ? decimalsOf(claim) : 0;
  if (a && b && (places === 0 || a.d === b.d)) return { equal: a.n === b.n && a.d === b.d, how: 'compared exactly' };
  // A value with a short exact decimal (1/4 = 0.25) is not stood for by a coarser one (0.3); a long one
  // (1/32 = 0.03125) may be given to three places or more.
  if (a && b && terminates(b) && (exact || places < 3))
    return { equal: a.n === b.n && a.d === b.d, how: 'compared exactly' };
  const x = exprOf(claim);
  const y = exprOf(expected);
  if (!x || !y) return null;
  const cx = evaluate(x, {});
  const cy = evaluate(y, {});
  if (!Number.isFinite(cx) || !Number.isFinite(cy)) return null;
  if (places > 0) {
    return {
      equal: Math.abs(cx - cy) <= 0.5 * 10 ** -places + 1e-12 * Math.max(1, Math.abs(cy)),
      how: `checked to the ${places} decimal place${places === 1 ? '' : 's'} given`,
    };
  }
  return { equal: Math.abs(cx - cy) <= 1e-9 * Math.max(1, Math.abs(cy)), how: 'compared' };
}

/** The value of `e` at sample points of its variables (the same points for every expression). */
export function samples(names: string[]): Record<string, number>[] {
  return [0.7, 1.3, 2.1, -0.6, 0.45, 3.3].map((base, k) =>
    Object.fromEntries(names.map((n, i) => [n, base + 0.17 * i + 0.01 * k])),
  );
}

/** Whether two polynomials (in plain syntax) are equal, exactly; null when either is not a polynomial. */
export function polynomialsEqual(a: string, b: string): boolean | null {
  try {
    return equal(toPoly(parseExpression(a)), toPoly(parseExpression(b)));
  } catch {
    return null;
  }
}

/**
 * The size of the largest numbers an evaluation adds up (each sum's terms taken by their absolute values): its
 * rounding error is a small multiple of 1e-16 times this, however small the result after cancellation.
 */
export function roundingScale(x: Expr, at: Record<string, number>): number {
  switch (x.k) {
    case 'add':
      return x.xs.reduce((total, term) => total + roundingScale(term, at), 0);
    case 'mul':
      return x.xs.reduce((product, factor) => product * roundingScale(factor, at), 1);
    case 'pow':
      return x.b.k === 'add' && x.e.k === 'num' && toNumber(x.e.v) > 0
        ? roundingScale(x.b, at) ** toNumber(x.e.v)
        : Math.abs(evaluate(x, at, true));
    default:
      return Math.abs(evaluate(x, at, true));
  }
}

/** Rounding in double precision, generously: a difference below this is no evidence of a difference. */
export const ROUNDING = 1e-12;

/**
 * Whether two expressions are equal: exactly when both are polynomials, else at sample points where both are
 * defined (at least two), to about nine digits. Where they differ (by more than rounding could explain), the
 * point and both values.
 */
export function agreeAt(
  a: Expr,
  b: Expr,
  names: string[],
): { equal: boolean; at?: Record<string, number>; x?: number; y?: number } {
  const exact = polynomialsEqual(toSympy(a), toSympy(b));
  if (exact === true) return { equal: true };
  let compared = 0;
  // A formula in n may be defined only at whole numbers ((-2)^(n - 1)): those are tried after the others.
  const whole = [1, 2, 3, 4, 5, 6].map((k) => Object.fromEntries(names.map((n) => [n, k])));
  for (const at of [...samples(names), ...whole]) {
    if (at === whole[0] && compared >= 2) break;
    const x = evaluate(a, at, true);
    const y = evaluate(b, at, true);
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    const apart = Math.abs(x - y) > 1e-9 * Math.max(1, Math.abs(y));
    // Values that cancel from huge terms (18!·eˣ − …) differ by rounding alone: the point decides nothing.
    if (exact !== false && apart && Math.abs(x - y) <= ROUNDING * (roundingScale(a, at) + roundingScale(b, at)))
      continue;
    if (exact === false || apart) return { equal: false, at, x, y };
    compared++;
  }
  return { equal: exact !== false && compared >= 2 };
}

export const where = (at: Record<string, number>) =>
  Object.entries(at)
    .map(([n, v]) => `${n} = ${shown(v)}`)
    .join(', ');

export function namesIn(x: Expr): string[] {
  switch (x.k) {
    case 'var':
      return [x.name];
    case 'add':
    case 'mul':
      return x.xs.flatMap(namesIn);
    case 'pow':
      return [...namesIn(x.b), ...namesIn(x.e)];
    case 'fn':
      return namesIn(x.a);
    default:
      return [];
  }
}

/** One value claimed where the problem has one, or null (the claim lists several, or none). */
export function single(answer: ReadAnswer): AnswerPart | null {
  return answer.parts.length === 1 && (answer.parts[0]?.relation ?? '=') === '=' ? (answer.parts[0] ?? null) : null;
}

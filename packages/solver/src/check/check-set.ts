import { evaluate, fromNode } from '../expr/expr';
import { parseExpression } from '../parse';
import type { ReadAnswer } from '../read/answer';
import type { CheckTarget, SolveResult } from '../types';
import { type Verification, shown, unreadable, verdict } from './compare';

type SetTarget = Extract<CheckTarget, { kind: 'set' }>;
type Membership = (x: number) => boolean;

const valueOf = (text: string): number | null => {
  try {
    // "- oo" as LaTeX's -\infty is read: the sign and the name apart.
    const t = text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^([-+]) (?=oo|inf)/i, '$1');
    if (/^[+]?(?:oo|inf(?:inity)?)$/i.test(t)) return Infinity;
    if (/^-(?:oo|inf(?:inity)?)$/i.test(t)) return -Infinity;
    const v = evaluate(fromNode(parseExpression(t)), {});
    return Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
};

const test = (op: string, x: number, c: number) =>
  op === '<'
    ? x < c
    : op === '>'
      ? x > c
      : op === '<='
        ? x <= c
        : op === '>='
          ? x >= c
          : op === '!='
            ? x !== c
            : x === c;
const FLIP: Record<string, string> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=', '=': '=', '!=': '!=' };

/**
 * A solution set as written: "x > 2", "-1 < x <= 3", "2 < x", "x < -1 or x > 3", "(2, oo)", "(-oo, -1) ∪ [3, oo)",
 * "x ∈ [0, 1)", "all real numbers", "no solution", "x = 0"; null when it cannot be read.
 */
export function membershipOf(plain: string, v: string): Membership | null {
  const t = plain
    .replace(new RegExp(`^${v}\\s*(?:∈|\\bin\\b)\\s*`), '')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^(?:all real numbers|all reals?|every real number|\(-oo, oo\)|ℝ)$/i.test(t)) return () => true;
  if (/^(?:no (?:real )?solutions?|∅|empty set|none)$/i.test(t)) return () => false;
  const tests: Membership[] = [];
  for (const piece of t.split(/\s+or\s+|\s*(?:∪|\bU\b|\bcup\b)\s*/)) {
    const interval = /^([[(])\s*([^,]+?)\s*,\s*([^,]+?)\s*([\])])$/.exec(piece);
    if (interval) {
      const lo = valueOf(interval[2] as string);
      const hi = valueOf(interval[3] as string);
      // (3, -4) is a point, not an interval: its ends out of order are not read as an empty set.
      if (lo === null || hi === null || lo > hi) return null;
      tests.push((x) => (interval[1] === '[' ? x >= lo : x > lo) && (interval[4] === ']' ? x <= hi : x < hi));
      continue;
    }
    const chain = new RegExp(`^(.+?)\\s*(<=|<)\\s*${v}\\s*(<=|<)\\s*(.+)$`).exec(piece);
    if (chain) {
      const lo = valueOf(chain[1] as string);
      const hi = valueOf(chain[4] as string);
      if (lo === null || hi === null) return null;
      tests.push((x) => test(FLIP[chain[2] as string] as string, x, lo) && test(chain[3] as string, x, hi));
      continue;
    }
    const left = new RegExp(`^${v}\\s*(<=|>=|!=|<|>|=)\\s*(.+)$`).exec(piece);
    const right = new RegExp(`^(.+?)\\s*(<=|>=|!=|<|>|=)\\s*${v}$`).exec(piece);
    const single = left ?? right;
    if (!single) return null;
    const c = valueOf((left ? single[2] : single[1]) as string);
    if (c === null) return null;
    const op = left ? (single[1] as string) : (FLIP[single[2] as string] as string);
    tests.push((x) => test(op, x, c));
  }
  return tests.length ? (x) => tests.some((f) => f(x)) : null;
}

/** The target's own membership, from its exact endpoints. */
function targetMembership(target: SetTarget): Membership | null {
  const intervals = target.intervals.map((i) => ({
    ...i,
    lo: i.low === null ? -Infinity : valueOf(i.low),
    hi: i.high === null ? Infinity : valueOf(i.high),
  }));
  if (intervals.some((i) => i.lo === null || i.hi === null)) return null;
  return (x) =>
    intervals.some(
      (i) =>
        (i.lowClosed ? x >= (i.lo as number) : x > (i.lo as number)) &&
        (i.highClosed ? x <= (i.hi as number) : x < (i.hi as number)),
    );
}

/** Where two sets can differ: at, beside and between the endpoints, and far out. */
function samplePoints(target: SetTarget, claimNumbers: number[]): number[] {
  const ends = target.intervals.flatMap((i) => [i.low, i.high]).filter((e): e is string => e !== null);
  const numbers = [...ends.map(valueOf).filter((n): n is number => n !== null), ...claimNumbers];
  return [-1e6, 1e6, 0, ...numbers.flatMap((n) => [n, n - 1e-7, n + 1e-7, n - 0.5, n + 0.5, n - 3, n + 3])];
}

/**
 * Compares a claimed solution set with the problem's: the same membership at every sample point. Where they
 * differ, the point and whether it solves the problem.
 */
export function compareSets(
  plain: string,
  target: SetTarget,
): { equal: boolean; at: number | null; solves?: boolean } | null {
  const claim = membershipOf(plain, target.variable);
  const truth = targetMembership(target);
  if (!claim || !truth) return null;
  const numbers = [...plain.matchAll(/-?\d+(?:\.\d+)?(?:\/\d+)?/g)].map((m) => valueOf(m[0]) ?? 0);
  for (const x of samplePoints(target, numbers))
    if (claim(x) !== truth(x)) return { equal: false, at: x, solves: truth(x) };
  return { equal: true, at: null };
}

const everything = (target: SetTarget) => target.intervals.some((i) => i.low === null && i.high === null);

/** A solution set claimed for an inequality (or an equation every number or no number solves). */
export function checkSet(answer: ReadAnswer, target: SetTarget, solved: SolveResult, written: string): Verification {
  // "Infinitely many solutions" says how many, not which: it is the answer only when every number is one.
  if (/infinitely many/i.test(written) && !everything(target))
    return verdict('not-checkable', '"Infinitely many" does not say which numbers solve it.');
  const plain = answer.none ? 'no solution' : answer.all ? 'all real numbers' : answer.plain;
  const compared = compareSets(plain, target);
  if (!compared) return unreadable(written);
  const expected = solved.answer?.value ?? null;
  const what = solved.type === 'inequality' ? 'inequality' : 'equation';
  if (compared.equal)
    return verdict('verified', 'It is the same set: compared on both sides of every endpoint and far out.', expected);
  return verdict(
    'refuted',
    `${target.variable} = ${shown(compared.at as number)} ${compared.solves ? 'solves' : 'does not solve'} the ${what}, but the claim ${compared.solves ? 'leaves it out' : 'includes it'}.`,
    expected,
  );
}

import { evaluate, fromNode } from '../expr/expr';
import { parseExpression } from '../parse';
import type { CheckTarget } from '../types';

type SetTarget = Extract<CheckTarget, { kind: 'set' }>;
type Membership = (x: number) => boolean;

const valueOf = (text: string): number | null => {
  try {
    const t = text.trim();
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
      if (lo === null || hi === null) return null;
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

/** Compares a claimed solution set with the problem's: the same membership at every sample point. */
export function compareSets(plain: string, target: SetTarget): { equal: boolean; at: number | null } | null {
  const claim = membershipOf(plain, target.variable);
  const truth = targetMembership(target);
  if (!claim || !truth) return null;
  const numbers = [...plain.matchAll(/-?\d+(?:\.\d+)?(?:\/\d+)?/g)].map((m) => valueOf(m[0]) ?? 0);
  for (const x of samplePoints(target, numbers)) if (claim(x) !== truth(x)) return { equal: false, at: x };
  return { equal: true, at: null };
}

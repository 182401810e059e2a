import type { Solver } from '../types';
import { clean, keepingNumbers } from './answer-format';
import { chance, countInRange, holds, relationLatex, smallCount } from './chance';
import { choose } from './counting';

/** Coins: k heads (or tails) in n flips, by C(n, k) / 2^n, checked by listing all 2^n sequences. */

export const MAX_FLIPS = 20;

const COINS =
  /\b(?:(?:a|one|the) (?:fair )?coin (?:is )?(?:flipped|tossed|thrown)(?: (\d+|[a-z]+) times| (once|twice))?|(?:flip|flipping|toss|tossing)(?: a (?:fair )?coin)? (\d+|[a-z]+) times|(?:flip|flipping|toss|tossing) (\d+|[a-z]+) (?:fair )?coins|(\d+|[a-z]+) (?:fair )?coins? (?:are )?(?:flipped|tossed)|(?:in|with|after) (\d+|[a-z]+) (?:coin )?(?:flips|tosses))\b/i;

/** "Exactly 2 heads in 3 flips", "at least one head when flipping 4 coins", "all tails in 5 tosses". */
const readCoins: Solver = (problem) => {
  if (problem.length > 400) return null;
  const t = clean(problem);
  const coins = COINS.exec(t);
  if (!coins || !/\b(?:probability|chances?)\b/i.test(t) || /\bodds\b|\bdi(?:c)?e\b/i.test(t)) return null;
  const written = coins.slice(1).find((x) => x !== undefined);
  const n = written === undefined ? 1 : written === 'once' ? 1 : written === 'twice' ? 2 : smallCount(written);
  if (!n || n > MAX_FLIPS) return null;
  const rest = t.slice(0, coins.index) + ' ' + t.slice((coins.index ?? 0) + coins[0].length);
  // An order of outcomes ("heads on the first flip", "two in a row") or heads and tails together is another model.
  if (
    /\b(?:first|second|third|last|in a row|consecutive|then|followed|before|order|sequence|alternat\w*)\b/i.test(
      rest,
    ) ||
    (/\bheads?\b/i.test(rest) && /\btails?\b/i.test(rest))
  )
    return null;
  // "P(≥ 1 tail …)": the signs said in words, so that "≥ 1" is never read as exactly 1.
  const said = rest
    .replace(/(?:≥|>=)\s*(?=\d)/g, 'at least ')
    .replace(/(?:≤|<=)\s*(?=\d)/g, 'at most ')
    .replace(/>\s*(?=\d)/g, 'more than ')
    .replace(/<\s*(?=\d)/g, 'fewer than ');
  const event =
    /\b(all|no)\s+(heads?|tails?)\b/i.exec(said) ??
    /(?:\b(exactly|at least|at most|more than|fewer than|less than|no more than)\s+|\b)(\d+|[a-z]+) (heads?|tails?)\b/i.exec(
      said,
    );
  if (!event) return null;
  let c: { op: '=' | '>' | '>=' | '<' | '<='; k: number } | null;
  let face: string;
  if (event.length === 3) {
    face = event[2] as string;
    c = { op: '=', k: (event[1] as string).toLowerCase() === 'all' ? n : 0 };
  } else {
    face = event[3] as string;
    const k = smallCount(event[2] as string);
    const word = (event[1] ?? 'exactly').toLowerCase();
    if (k === null) return null;
    const op = (
      {
        exactly: '=',
        'at least': '>=',
        'at most': '<=',
        'no more than': '<=',
        'more than': '>',
        'fewer than': '<',
        'less than': '<',
      } as const
    )[word as 'exactly'];
    c = { op, k };
  }
  const head = /^h/i.test(face);
  const range = countInRange(0, n, c);
  let favourable = 0n;
  if (range) for (let k = range[0]; k <= range[1]; k++) favourable += choose(n, k);
  const total = 2n ** BigInt(n);
  let listed = 0;
  for (let mask = 0; mask < 2 ** n; mask++) {
    let ones = 0;
    for (let m = mask; m; m >>= 1) ones += m & 1;
    if (holds(ones, c)) listed++;
  }
  const side = head ? 'heads' : 'tails';
  return chance(
    `P(\\text{${side}} ${relationLatex(c)}) \\text{ in ${n} coin flip${n === 1 ? '' : 's'}}`,
    [
      {
        title: 'Count the sequences',
        explanation: `${n} flips give 2^${n} = ${total} equally likely sequences; those with k ${side} number C(${n}, k).`,
        latex: range
          ? `\\sum_{k=${range[0]}}^{${range[1]}} \\binom{${n}}{k} = ${favourable}`
          : `\\text{no sequence has } ${side} ${relationLatex(c)}`,
      },
    ],
    favourable,
    total,
    { favourable: listed, total: 2 ** n },
    `all ${2 ** n} sequences of heads and tails`,
  );
};

/** The solvers, answering only when their reading keeps every number of the problem. */
export const solveCoins: Solver = keepingNumbers(readCoins);

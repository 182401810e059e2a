import { eq, rat, toLatex, toText } from '../rational';
import { cardinal } from '../read/number-words';
import { type Solver, type Step, result } from '../types';
import { clean, keepingNumbers } from './answer-format';

/**
 * Probability with dice, and what the coin, card and marble solvers share (coins.ts, chance-draws.ts): each answer
 * is favourable outcomes over equally likely outcomes, found by a formula, and checked by listing the whole sample
 * space and counting again.
 */

const MAX_SIDES = 100;

/** "2", "two", "a", "an", "one" → the count; null otherwise. */
export function smallCount(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (/^\d+$/.test(t)) return Number(t);
  if (t === 'a' || t === 'an' || t === 'single') return 1;
  if (t === 'pair of') return 2;
  const n = cardinal(t);
  return n === null ? null : Number(n);
}

export type Relation = '=' | '>' | '>=' | '<' | '<=';

/** "greater than 4", "at least 10", "5 or more", "7", "less than 3" → a comparison with a number. */
export function comparisonOf(text: string): { op: Relation; k: number; written: string } | null {
  const t = text.trim().toLowerCase();
  const num = String.raw`(\d+|[a-z]+(?:-[a-z]+)?)`;
  const table: [RegExp, Relation][] = [
    [new RegExp(`^(?:greater|more|higher|bigger|larger) than ${num}$`), '>'],
    [new RegExp(`^(?:above|over) ${num}$`), '>'],
    [new RegExp(`^(?:less|lower|smaller|fewer) than ${num}$`), '<'],
    [new RegExp(`^(?:below|under) ${num}$`), '<'],
    [new RegExp(`^(?:at least|no less than|no fewer than) ${num}$`), '>='],
    [new RegExp(`^${num} or (?:more|higher|greater|above)$`), '>='],
    [new RegExp(`^(?:at most|no more than|no greater than) ${num}$`), '<='],
    [new RegExp(`^${num} or (?:less|lower|fewer|below)$`), '<='],
    [new RegExp(`^(?:exactly |equal to )?${num}$`), '='],
  ];
  for (const [re, op] of table) {
    const m = re.exec(t);
    const k = m ? smallCount(m[1] as string) : null;
    if (m && k !== null) return { op, k, written: m[1] as string };
  }
  return null;
}

const RELATION_LATEX: Record<Relation, string> = { '=': '=', '>': '>', '>=': '\\ge', '<': '<', '<=': '\\le' };
export const relationLatex = (c: { op: Relation; k: number }) => `${RELATION_LATEX[c.op]} ${c.k}`;
export const holds = (x: number, c: { op: Relation; k: number }) =>
  c.op === '=' ? x === c.k : c.op === '>' ? x > c.k : c.op === '>=' ? x >= c.k : c.op === '<' ? x < c.k : x <= c.k;

/** The whole numbers lo..hi that satisfy the comparison, counted by arithmetic (not by listing them). */
export function countInRange(lo: number, hi: number, c: { op: Relation; k: number }): [number, number] | null {
  const [a, b] =
    c.op === '='
      ? [c.k, c.k]
      : c.op === '>'
        ? [c.k + 1, hi]
        : c.op === '>='
          ? [c.k, hi]
          : c.op === '<'
            ? [lo, c.k - 1]
            : [lo, c.k];
  const from = Math.max(lo, a);
  const to = Math.min(hi, b);
  return from > to ? null : [from, to];
}

/** A probability with its reading, its formula steps, and the count by listing that checks it. */
export function chance(
  reading: string,
  steps: Step[],
  favourable: bigint,
  total: bigint,
  listed: { favourable: number; total: number },
  space: string,
) {
  const p = rat(favourable, total);
  const again = rat(BigInt(listed.favourable), BigInt(listed.total));
  return result('probability', {
    reading: { latex: reading, target: { kind: 'value', value: toText(p) } },
    steps: [
      ...steps,
      {
        title: 'Simplify',
        explanation: `${favourable} favourable out of ${total} equally likely outcomes.`,
        latex: `P = \\frac{${favourable}}{${total}} = ${toLatex(p)}`,
      },
    ],
    answer: { value: toText(p), latex: toLatex(p) },
    verified: { ok: eq(p, again), method: `every outcome listed (${space}) and the favourable ones counted again` },
  });
}

const isPrime = (n: number) => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};

/** One die's event: its test, its count by formula, and how it reads. */
export function dieEvent(
  text: string,
  sides: number,
): { test: (v: number) => boolean; count: number; latex: string } | null {
  const t = text
    .toLowerCase()
    .replace(
      /^(?:rolling|getting|throwing|landing on|showing|scoring|it (?:shows|lands on)|the (?:die|result|number) (?:shows|is))\s+/,
      '',
    )
    .replace(/^(?:an?|the)\s+/, '')
    .replace(/\s+(?:on (?:the|a|one) (?:roll|die|throw)|when .*)$/, '');
  if (/^even(?: number)?$/.test(t))
    return { test: (v) => v % 2 === 0, count: Math.floor(sides / 2), latex: '\\text{even}' };
  if (/^odd(?: number)?$/.test(t))
    return { test: (v) => v % 2 === 1, count: Math.ceil(sides / 2), latex: '\\text{odd}' };
  if (/^prime(?: number)?$/.test(t)) {
    // The primes up to the number of sides (π(n)); the check tests each face again.
    let count = 0;
    for (let n = 2; n <= sides; n++) if (isPrime(n)) count++;
    return { test: isPrime, count, latex: '\\text{prime}' };
  }
  const multiple = /^multiple of (\d+|[a-z]+)$/.exec(t);
  if (multiple) {
    const k = smallCount(multiple[1] as string);
    if (!k) return null;
    return { test: (v) => v % k === 0, count: Math.floor(sides / k), latex: `\\text{multiple of } ${k}` };
  }
  const or = /^(\d+|[a-z]+) or (?:an? )?(\d+|[a-z]+)$/.exec(t);
  if (or) {
    const [a, b] = [smallCount(or[1] as string), smallCount(or[2] as string)];
    if (a === null || b === null) return null;
    const inRange = (v: number) => v >= 1 && v <= sides;
    return {
      test: (v) => v === a || v === b,
      count: (a === b ? [a] : [a, b]).filter(inRange).length,
      latex: `${a} \\text{ or } ${b}`,
    };
  }
  const c = comparisonOf(t.replace(/^number\s+/, ''));
  if (!c) return null;
  const range = countInRange(1, sides, c);
  return { test: (v) => holds(v, c), count: range ? range[1] - range[0] + 1 : 0, latex: `x ${relationLatex(c)}` };
}

/** Two dice: the event on their sum, or doubles. */
function diceEvent(
  text: string,
  sides: number,
): { test: (a: number, b: number) => boolean; count: number; latex: string } | null {
  const t = text
    .toLowerCase()
    .replace(/^(?:rolling|getting|throwing)\s+/, '')
    .replace(/^(?:an?|the)\s+/, '');
  if (
    /^(?:doubles?|a double|the same number(?: on both(?: dice)?)?|both dice (?:show|showing) the same number)$/.test(t)
  ) {
    return { test: (a, b) => a === b, count: sides, latex: '\\text{doubles}' };
  }
  // A condition on each die: "at least one 6", "no even number", "both sixes", "exactly one prime".
  const each =
    /^(at least one|exactly one|no|neither|both|two|both dice)\s+(?:die\s+)?(?:(?:shows?|showing|is|are)\s+)?(?:an?\s+)?(.+?)$/.exec(
      t
        .replace(/\bsixes\b/g, 'six')
        .replace(/\bfives\b/g, 'five')
        .replace(/\b(\d)s\b/g, '$1'),
    );
  if (each) {
    const face = dieEvent((each[2] as string).replace(/\s+(?:numbers?|faces?)$/, ''), sides);
    if (!face) return null;
    const [k, n] = [face.count, sides];
    const which = each[1] as string;
    if (/^at least one$/.test(which))
      return {
        test: (a, b) => face.test(a) || face.test(b),
        count: n * n - (n - k) ** 2,
        latex: `\\text{at least one } ${face.latex}`,
      };
    if (/^exactly one$/.test(which))
      return {
        test: (a, b) => face.test(a) !== face.test(b),
        count: 2 * k * (n - k),
        latex: `\\text{exactly one } ${face.latex}`,
      };
    if (/^(?:no|neither)$/.test(which))
      return {
        test: (a, b) => !face.test(a) && !face.test(b),
        count: (n - k) ** 2,
        latex: `\\text{no } ${face.latex}`,
      };
    return { test: (a, b) => face.test(a) && face.test(b), count: k * k, latex: `\\text{both } ${face.latex}` };
  }
  const sum =
    /^(?:(?:sum|total)(?: (?:of|is|equal to|that is))?|(?:sum|total) (?=at|greater|more|less|no|exactly))\s*(.+)$/.exec(
      t,
    ) ?? /^(.+?) as (?:the|their) (?:sum|total)$/.exec(t);
  if (!sum) {
    const even = /^(?:an? )?(even|odd) (?:sum|total)$|^(?:sum|total) (?:is |that is )?(even|odd)$/.exec(t);
    if (!even) return null;
    const parity = even[1] ?? even[2];
    // Even sums: both even or both odd; odd sums: one of each.
    const evens = Math.floor(sides / 2);
    const odds = sides - evens;
    return parity === 'even'
      ? { test: (a, b) => (a + b) % 2 === 0, count: evens * evens + odds * odds, latex: '\\text{sum even}' }
      : { test: (a, b) => (a + b) % 2 === 1, count: 2 * evens * odds, latex: '\\text{sum odd}' };
  }
  const c = comparisonOf((sum[1] as string).replace(/^(?:of|is)\s+/, ''));
  if (!c) return null;
  const range = countInRange(2, 2 * sides, c);
  let count = 0;
  // Sum s of two dice with n sides: min(s − 1, 2n + 1 − s) ways.
  if (range) for (let s = range[0]; s <= range[1]; s++) count += Math.min(s - 1, 2 * sides + 1 - s);
  return { test: (a, b) => holds(a + b, c), count, latex: `\\text{sum } ${relationLatex(c)}` };
}

const DICE =
  /\b(a|an|one|1|two|2|a pair of|pair of)\s+(?:fair\s+)?(?:(\d+|[a-z]+)[- ]sided\s+)?(?:fair\s+)?(?:die|dice|number cubes?)\b/i;
const EVENT =
  /\b(?:probability|chances?)\b(?: that| of)?(?: you| we| i)?(?: roll| get| rolling| getting| throwing| the (?:die|dice) (?:shows?|lands? on))?\s+(.+?)(?: (?:with|on|when rolling|if you roll|rolling|when|from) (?:a|an|one|two|2|the|a pair of) .*)?$/i;

/** "What is the probability of rolling an even number on a die?", "… a sum of 7 with two dice?", "… doubles?". */
const readDice: Solver = (problem) => {
  if (problem.length > 400) return null;
  const t = clean(problem);
  const dice = DICE.exec(t);
  // Several rolls of one die, or conditions across rolls, are another model: refused.
  if (!dice || /\b(?:odds|times|twice|again|in a row|first|second|then|each|every|both rolls)\b/i.test(t)) return null;
  const howMany = smallCount((dice[1] as string).replace(/^a pair of$/i, 'pair of'));
  const sides = dice[2] ? smallCount(dice[2]) : 6;
  if (!howMany || howMany > 2 || !sides || sides < 2 || sides > MAX_SIDES) return null;
  const question = t.slice(0, dice.index) + t.slice((dice.index ?? 0) + dice[0].length);
  const asked = EVENT.exec(question.replace(/\s+/g, ' ').trim());
  if (!asked) return null;
  const eventText = (asked[1] as string)
    .replace(
      /(?:\s+(?:on|with|when|if|you|we|i|roll|rolling|rolled|are|is|using|from|for|of|throwing|thrown|by))+\s*$/i,
      '',
    )
    .trim();
  const sidesLatex = `${sides}\\text{ sides}`;
  if (howMany === 1) {
    const event = dieEvent(eventText, sides);
    if (!event) return null;
    const faces = Array.from({ length: sides }, (_, i) => i + 1);
    return chance(
      `P(${event.latex}) \\text{ on one die with } ${sidesLatex}`,
      [
        {
          title: 'Count the favourable faces',
          explanation: `The die has ${sides} equally likely faces.`,
          latex: `${event.count} \\text{ of } ${sides}`,
        },
      ],
      BigInt(event.count),
      BigInt(sides),
      { favourable: faces.filter(event.test).length, total: faces.length },
      `the ${sides} faces`,
    );
  }
  const event = diceEvent(eventText, sides);
  if (!event) return null;
  let listed = 0;
  for (let a = 1; a <= sides; a++) for (let b = 1; b <= sides; b++) if (event.test(a, b)) listed++;
  return chance(
    `P(${event.latex}) \\text{ rolling ${/\d/.test(dice[1] as string) ? dice[1] : 'two'} dice with } ${sidesLatex}`,
    [
      {
        title: 'Count the outcomes',
        explanation: `Two dice give ${sides} × ${sides} = ${sides * sides} equally likely ordered pairs; ${event.count} of them are favourable.`,
        latex: `${event.count} \\text{ of } ${sides}^2 = ${sides * sides}`,
      },
    ],
    BigInt(event.count),
    BigInt(sides * sides),
    { favourable: listed, total: sides * sides },
    `all ${sides * sides} ordered pairs`,
  );
};

/** The solvers, answering only when their reading keeps every number of the problem. */
export const solveDice: Solver = keepingNumbers(readDice);

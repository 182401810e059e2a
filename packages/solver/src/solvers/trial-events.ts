import { smallCount } from './chance';
import type { Result, Space } from './trial-space';

/**
 * The event of a chance question as a test on an outcome: "the sum is 8", "the first roll is even and the second
 * roll is a 5", "heads and an even number", "at least one girl", "one of each colour", "all three are hearts", "a
 * multiple of 3 or 5". Every word must be read; null otherwise (no guess at what an unread word meant).
 */

type Test = (r: Result) => boolean;
export type Event = (o: Result[]) => boolean;

const isPrime = (n: number) => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};
const num = (w: string) => smallCount(w);
const N = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten)`;
const SUITS = ['heart', 'diamond', 'spade', 'club'];
/** What the trials are called in "both results are odd", "neither roll is a six". */
const RESULTS = String.raw`(?:results|rolls|numbers|spins|dice|draws|cards|coins|marbles|balls|children|outcomes|scores|throws|tosses|flips)`;
const FACES = ['jack', 'queen', 'king'];

/** A comparison in words: "greater than 4", "at least 9", "= 8", "8 or more". */
function comparison(w: string): ((x: number) => boolean) | null {
  const m = new RegExp(
    String.raw`^(?:is\s+)?(greater than|more than|higher than|bigger than|over|above|larger than|less than|lower than|smaller than|below|under|fewer than|at least|at most|no more than|no less than|equal to|exactly|=)?\s*${N}(\s+or\s+(?:more|higher|greater|above|less|lower|fewer|below|smaller))?$`,
  ).exec(w);
  if (!m) return null;
  const k = num(m[2] as string);
  if (k === null) return null;
  const word = m[1] ?? '';
  const tail = m[3] ?? '';
  if (/or (?:more|higher|greater|above)/.test(tail) || /^(?:at least|no less than)$/.test(word)) return (x) => x >= k;
  if (/or (?:less|lower|fewer|below|smaller)/.test(tail) || /^(?:at most|no more than)$/.test(word))
    return (x) => x <= k;
  if (/greater|more|higher|bigger|over|above|larger/.test(word)) return (x) => x > k;
  if (/less|lower|smaller|below|under|fewer/.test(word)) return (x) => x < k;
  return (x) => x === k;
}

/** A property of one result: "even", "a 5", "greater than 4", "heads", "red", "a king", "a heart", "prime". */
function property(phrase: string, kinds: Set<string>): Test | null {
  const w = phrase
    .trim()
    .replace(/^(?:is|are|of them (?:is|are))\s+/, '')
    .replace(/^(?:an?|the|one)\s+/, '')
    .replace(/\s+(?:number|numbers|value|one|card|cards|marble|marbles|ball|balls)$/, '')
    .replace(/^(?:number|value)\s+/, '')
    .trim();
  const or = /^(.+?)\s+or\s+(?:an?\s+)?(.+)$/.exec(w);
  // "a multiple of 3 or 5" is one property; "8 or more" a comparison.
  const whole = /^(?:multiple of|divisible by)\s+\w+\s+(?:or|and)\s+\w+$/.test(w);
  if (or && !whole && !/or (?:more|higher|greater|above|less|lower|fewer|below|smaller)$/.test(w)) {
    const [a, b] = [property(or[1] as string, kinds), property(or[2] as string, kinds)];
    return a && b ? (r) => a(r) || b(r) : null;
  }
  const numeric = kinds.has('die') || kinds.has('number');
  if (numeric) {
    if (w === 'even') return (r) => (r.value ?? 0.5) % 2 === 0;
    if (w === 'odd') return (r) => Math.abs((r.value ?? 0) % 2) === 1;
    if (/^primes?$/.test(w)) return (r) => isPrime(r.value ?? 0);
    if (/^(?:perfect )?squares?$/.test(w)) return (r) => Number.isInteger(Math.sqrt(r.value ?? -1));
    const multiple = new RegExp(String.raw`^(?:multiple of|divisible by)\s+${N}(?:\s+(?:or|and)\s+${N})?$`).exec(w);
    if (multiple) {
      const [a, b] = [num(multiple[1] as string), multiple[2] ? num(multiple[2]) : null];
      if (!a || (multiple[2] && !b)) return null;
      const both = /\band\b/.test(w);
      return (r) => {
        const v = r.value ?? 0.5;
        return b ? (both ? v % a === 0 && v % b === 0 : v % a === 0 || v % b === 0) : v % a === 0;
      };
    }
    const factor = new RegExp(String.raw`^factor of\s+${N}$`).exec(w);
    if (factor) {
      const n = num(factor[1] as string) ?? 0;
      return (r) => r.value !== undefined && r.value !== 0 && n % r.value === 0;
    }
    const singular = /^(six|five|four|three|two|one)$/.exec(w.replace(/es$|s$/, ''));
    if (singular) {
      const n = num(singular[1] as string);
      return (r) => r.value === n;
    }
    const compared = comparison(w);
    if (compared) return (r) => r.value !== undefined && compared(r.value);
  }
  if (kinds.has('coin') && /^(?:heads?|tails?)$/.test(w)) {
    const side = w.startsWith('head') ? 'heads' : 'tails';
    return (r) => r.label === side;
  }
  if (kinds.has('child') && /^(?:boys?|girls?)$/.test(w)) {
    const who = w.startsWith('boy') ? 'boy' : 'girl';
    return (r) => r.label === who;
  }
  if (kinds.has('card')) {
    const suit = SUITS.find((s) => w === s || w === `${s}s`);
    if (suit) return (r) => r.suit === suit;
    if (/^(?:red|black)$/.test(w)) return (r) => r.color === w;
    if (/^face$/.test(w)) return (r) => FACES.includes(r.label);
    const rank = ['ace', ...FACES].find((x) => w === x || w === `${x}s`);
    if (rank) return (r) => r.label === rank;
    const redRank = /^(red|black)\s+(ace|jack|queen|king)s?$/.exec(w);
    if (redRank) return (r) => r.color === redRank[1] && r.label === redRank[2];
  }
  if (kinds.has('draw') || kinds.has('spinner')) {
    const colour = w.replace(/s$/, '');
    return /^[a-z]+$/.test(colour) ? (r) => r.label === colour || r.label === w : null;
  }
  return null;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** The event of the whole outcome, from the words after "the probability that/of". */
export function eventOf(phrase: string, space: Space): Event | null {
  const kinds = new Set(space.trials.map((t) => t.kind));
  const k = space.trials.length;
  const w = phrase
    .toLowerCase()
    .replace(/\s*≥\s*|\s*>=\s*/g, ' at least ')
    .replace(/\s*≤\s*|\s*<=\s*/g, ' at most ')
    .replace(/\s*>\s*/g, ' greater than ')
    .replace(/\s*<\s*/g, ' less than ')
    .replace(/\s*=\s*/g, ' is ')
    .replace(
      /^(?:that\s+|of\s+)?(?:(?:it|the (?:number|result|card|marble|ball|spinner|die|coin))\s+(?:is|will be)\s+)?(?:you\s+|we\s+|they\s+|it\s+)?(?:get|gets|getting|roll|rolls|rolling|rolled|flip|flipping|draw|drawing|pick|picking|obtain|obtaining|see|seeing|land on|lands on|landing on|shows?|showing|have|having|has)?\b\s*/,
      '',
    )
    .replace(/\s+/g, ' ')
    .trim();
  // "A and B" of different trials (or of a trial and the whole): both.
  const parts = w.split(/\s+and\s+(?=(?:the\s+)?(?:first|second|third|last|an?|heads|tails|the|one)\b)/);
  if (parts.length === 2 && !/^(?:one|at least|exactly|both|all)\b/.test(w)) {
    const [a, b] = parts.map((p) => eventOf(p, space));
    if (a && b) return (o) => a(o) && b(o);
  }
  // The sum or the product of the numbers.
  const total =
    /^(?:the\s+|a\s+)?(sum|total|product)(?:\s+of\s+(?:the\s+)?(?:two|three|numbers|dice|rolls|faces))?\s+(?:is\s+|of\s+)?(.+)$/.exec(
      w,
    );
  if (total && (kinds.has('die') || kinds.has('number')) && k > 1) {
    const of = (o: Result[]) =>
      total[1] === 'product'
        ? o.reduce((p, r) => p * (r.value ?? Number.NaN), 1)
        : o.reduce((s, r) => s + (r.value ?? Number.NaN), 0);
    const rest = (total[2] as string).replace(/^(?:an?\s+)/, '').replace(/\s+number$/, '');
    const test = property(rest, new Set(['number']));
    return test ? (o) => test({ label: '', value: of(o) }) : null;
  }
  // "the first roll is even", "the second die shows a 5", "the last card is a king".
  const nth =
    /^(?:the\s+)?(first|second|third|fourth|fifth|last)\s+(?:roll|die|toss|flip|coin|child|card|marble|ball|spin|draw|one|number|candy|pick)?\s*(?:is|shows|lands on|comes up)?\s*(.+)$/.exec(
      w,
    );
  if (nth) {
    const i = nth[1] === 'last' ? k - 1 : ORDINALS.indexOf(nth[1] as string);
    const test = property(nth[2] as string, new Set([space.trials[i]?.kind ?? '']));
    return test && i < k ? (o) => test(o[i] as Result) : null;
  }
  // "doubles", "the same number", "both the same colour"; "different colours".
  if (
    /^(?:doubles|a double|the same (?:number|colou?r|result|face)|both (?:the )?same(?: colou?r| number)?|(?:they are |both are )?the same colou?r)$/.test(
      w,
    )
  )
    return (o) => o.every((r) => r.label === (o[0] as Result).label);
  if (/^(?:different colou?rs|two different colou?rs|different numbers|no two the same)$/.test(w))
    return (o) => new Set(o.map((r) => r.label)).size === o.length;
  // "one is red and one is white", "one red and one white": exactly those labels, one each.
  const pair = /^one (?:is |of them is )?(?:an? )?([a-z]+) and (?:the other|one) (?:is )?(?:an? )?([a-z]+)$/.exec(w);
  if (pair && k === 2) {
    const [a, b] = [property(pair[1] as string, kinds), property(pair[2] as string, kinds)];
    if (a && b) return (o) => (a(o[0] as Result) && b(o[1] as Result)) || (b(o[0] as Result) && a(o[1] as Result));
  }
  // "one of each colour" with two colours in the bag.
  if (/^one of each(?: colou?r)?$/.test(w)) {
    const labels = [...new Set(space.trials[0]?.results.map((r) => r.label))];
    if (labels.length !== k) return null;
    return (o) => new Set(o.map((r) => r.label)).size === k;
  }
  // Counts: "at least one girl", "exactly 2 heads", "no sixes", "both are red", "all three are hearts", "3 heads".
  if (k > 1) {
    const bounded = new RegExp(String.raw`^(at least|at most|exactly)\s+${N}\s+(.+)$`).exec(w);
    const none = new RegExp(
      String.raw`^(?:no|none(?: of them| of the \w+)?(?: are| is)?|neither(?: of them| ${RESULTS.replace(/s\b/g, 's?')})?(?: is| are)?)\s+(.+)$`,
    ).exec(w);
    const every = new RegExp(
      String.raw`^(?:both|all(?:\s+${N})?|each|every one)(?: of them| of the \w+| ${RESULTS})?(?: are| is| show| land on)?\s+(.+)$`,
    ).exec(w);
    const plain = new RegExp(String.raw`^${N}\s+(.+)$`).exec(w);
    const rest = bounded?.[3] ?? none?.[1] ?? every?.[2] ?? plain?.[2];
    const test = rest ? property(rest, kinds) : null;
    if (rest && !test) return null;
    if (test) {
      const hits = (o: Result[]) => o.filter(test).length;
      if (none) return (o) => hits(o) === 0;
      if (every) return (o) => hits(o) === k;
      const n = num(((bounded?.[2] ?? plain?.[1]) as string) ?? '');
      if (n === null) return null;
      if (bounded?.[1] === 'at least') return (o) => hits(o) >= n;
      if (bounded?.[1] === 'at most') return (o) => hits(o) <= n;
      return (o) => hits(o) === n;
    }
  }
  // "red both times", "heads every time", "a six twice".
  const always = /^(.+?)\s+(?:both times|every time|each time|on both(?: spins| rolls| draws)?|all \w+ times)$/.exec(w);
  if (always && k > 1) {
    const test = property(always[1] as string, kinds);
    return test ? (o) => o.every(test) : null;
  }
  // One trial: its result.
  if (k === 1) {
    const test = property(w, kinds);
    return test ? (o) => test(o[0] as Result) : null;
  }
  // A result of one kind among trials of different kinds: "heads" with a coin and a die.
  const single = [...kinds].filter((kind) => space.trials.filter((t) => t.kind === kind).length === 1);
  for (const kind of single) {
    const test = property(w, new Set([kind]));
    const i = space.trials.findIndex((t) => t.kind === kind);
    if (test && kinds.size > 1) return (o) => test(o[i] as Result);
  }
  return null;
}

import { type CheckTarget, type Solver, result } from '../types';
import { clean } from './answer-format';
import { rangeOf } from './integer-ranges';
import { millerRabin } from './number-theory';

/**
 * Questions about a set of whole numbers named by a kind and a range: "How many primes are there between 10 and
 * 30?", "the sum of all primes less than 20", "how many multiples of 6 from 1 to 100", "the first five multiples of
 * 7", "the smallest prime greater than 50", "which of 51, 53, 57 is prime"; (divisor facts are in
 * divisor-facts.ts). The set is listed by one rule and
 * each member (and the count) checked by another.
 */

const MAX_RANGE = 100_000;

interface Kind {
  name: string;
  test: (n: number) => boolean;
  /** The same membership by another method (Miller–Rabin for primes, a formula for multiples). */
  again: (n: number) => boolean;
}

export const isPrime = (n: number) => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};
export const square = (n: number) => n >= 0 && Math.round(Math.sqrt(n)) ** 2 === n;
export const cube = (n: number) => Math.round(Math.cbrt(n)) ** 3 === n;

const multipleName = (p: string) => p.replace(/^(?:positive |whole )?(?:numbers|integers) (?:that are )?/, 'numbers ');

/** The kind of number a phrase names ("primes", "multiples of 6", "even numbers"); null if unknown. */
function kindOf(phrase: string): Kind | null {
  const p = phrase
    .toLowerCase()
    .trim()
    .replace(/^(?:the |all (?:the )?|of )+/, '')
    // One kind in the singular or the plural: "multiple of 13", "prime number".
    .replace(
      /^(prime number|composite number|square number|cube number|perfect square|perfect cube|multiple|prime)(?=$| of\b)/,
      '$1s',
    )
    .replace(/^(even|odd) (number|integer)$/, '$1 $2s')
    .replace(/^(?:positive |whole )?(?:number|integer) (?:that is )?divisible/, 'numbers divisible');
  // "divisible by 3 or 7", "multiples of 4 and 6".
  const either =
    /^(?:(?:positive |whole )?(?:numbers|integers) (?:that are )?divisible by|multiples of) (\d+) (or|and) (\d+)$/.exec(
      p,
    );
  if (either) {
    const [a, b] = [Number(either[1]), Number(either[3])];
    if (a < 1 || b < 1) return null;
    const both = either[2] === 'and';
    return {
      name: `${multipleName(p)}`,
      test: (n) => (both ? n % a === 0 && n % b === 0 : n % a === 0 || n % b === 0),
      again: (n) =>
        both ? Number.isInteger(n / a) && Number.isInteger(n / b) : Number.isInteger(n / a) || Number.isInteger(n / b),
    };
  }
  const multiple = /^(?:(?:positive |whole )?(?:numbers|integers) (?:that are )?divisible by|multiples of) (\d+)$/.exec(
    p,
  );
  if (multiple) {
    const k = Number(multiple[1]);
    if (k < 1) return null;
    return { name: `multiples of ${k}`, test: (n) => n % k === 0, again: (n) => Math.floor(n / k) * k === n };
  }
  if (/^(?:prime|primes|prime numbers)$/.test(p))
    return { name: 'primes', test: isPrime, again: (n) => n >= 2 && millerRabin(BigInt(n)) };
  if (/^composite(?: numbers)?$/.test(p))
    return {
      name: 'composite numbers',
      test: (n) => n > 3 && !isPrime(n),
      again: (n) => n > 3 && !millerRabin(BigInt(n)),
    };
  if (/^even(?: numbers| integers| whole numbers)?$/.test(p))
    return { name: 'even numbers', test: (n) => n % 2 === 0, again: (n) => (n & 1) === 0 };
  if (/^odd(?: numbers| integers| whole numbers)?$/.test(p))
    return { name: 'odd numbers', test: (n) => Math.abs(n % 2) === 1, again: (n) => (n & 1) === 1 };
  if (/^(?:perfect squares|square numbers|squares)$/.test(p))
    return { name: 'perfect squares', test: square, again: (n) => n >= 0 && Number.isInteger(Math.sqrt(n)) };
  if (/^(?:perfect cubes|cube numbers|cubes)$/.test(p))
    return { name: 'perfect cubes', test: cube, again: (n) => Number.isInteger(Math.round(Math.cbrt(n) * 1e9) / 1e9) };
  return null;
}

const COUNT_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const KIND_WORDS = String.raw`(?:((?:two|three|four|[234])-digit)\s+)?((?:the |all (?:the )?)?(?:prime numbers?|primes?|composite numbers?|composite|even (?:numbers?|integers?)|odd (?:numbers?|integers?)|even|odd|perfect squares?|square numbers?|perfect cubes?|cube numbers?|multiples? of \d+(?: (?:or|and) \d+)?|(?:positive |whole )?(?:numbers?|integers?) (?:that (?:are|is) )?divisible by \d+(?: (?:or|and) \d+)?))`;

export function answered(
  latex: string,
  value: string,
  target: CheckTarget,
  explanation: string,
  ok: boolean,
  method: string,
) {
  return result('number-theory', {
    reading: { latex, target },
    steps: [{ title: 'List them', explanation, latex: value.replace(/, /g, ',\\ ') }],
    answer: { value, latex: /^[A-Za-z]+$/.test(value) ? `\\text{${value}}` : value },
    verified: { ok, method },
  });
}

export const solveIntegerSets: Solver = (problem) => {
  const t = clean(problem);
  if (t.length > 300) return null;
  return whichOf(t) ?? firstFew(t) ?? inRange(t);
};

/** How many / the sum / the list / the smallest / the largest of a kind in a range. */
function inRange(text: string) {
  // "How many integers from 1 to 200 are divisible by 3 or 7?": the range first, then the kind.
  const rangeFirst =
    /^how many (?:positive )?(?:integers|numbers|whole numbers) ((?:from|between) \S+ (?:to|and|through) \S+(?: inclusive)?|(?:less than|below|under|up to) \S+) (?:are|is) (?:an? )?(divisible by \d+(?: (?:or|and) \d+)?|multiples of \d+(?: (?:or|and) \d+)?|primes?|prime numbers?|even|odd|perfect squares?|perfect cubes?)$/i.exec(
      text,
    );
  const t = rangeFirst
    ? `How many ${/^divisible/i.test(rangeFirst[2] as string) ? `numbers ${rangeFirst[2]}` : rangeFirst[2]} are there ${rangeFirst[1]}`
    : text;
  const m = new RegExp(
    String.raw`^(?:how many|what is the (?:sum|total)(?: of)?|find the (?:sum|total)(?: of)?|(?:what is |find )?the sum of|list|what are|find|name|write down|(?:what is |find )?the (?:smallest|least|first|largest|greatest|biggest|next))\s+${KIND_WORDS}\s*(?:are there|is there|do you get|can you find|exist)?\s*(.*)$`,
    'i',
  ).exec(t);
  if (!m) return null;
  const kind = kindOf(m[2] as string);
  // "the largest two-digit multiple of 13": the digits are the range.
  const range = rangeOf(m[1] ?? (m[3] as string));
  if (!kind || !range) return null;
  // Every word after the kind must be read: the range and filler words, nothing else.
  const rest = (m[3] as string).toLowerCase().replace(range.read, ' ');
  if (
    /[a-z]/.test(
      rest.replace(
        /\b(?:are there|is there|that are|which are|in total|altogether|positive|whole|numbers?|integers?|inclusive|there|are|is)\b/g,
        '',
      ),
    )
  )
    return null;
  const verb = t.toLowerCase();
  const extreme = /\b(?:smallest|least|first|next)\b/.test(verb)
    ? 'min'
    : /\b(?:largest|greatest|biggest)\b/.test(verb)
      ? 'max'
      : null;
  if (range.high === null && extreme !== 'min') return null;
  const high = range.high ?? range.low + MAX_RANGE;
  if (high - range.low > MAX_RANGE || high < range.low - 1) return null;
  // "between 2 and 19" for primes: an end that is itself of the kind makes "between" ambiguous.
  if (/\bbetween\b/i.test(t) && !/inclusive/i.test(t) && (kind.test(range.low - 1) || kind.test(high + 1))) return null;
  const members: number[] = [];
  for (let n = range.low; n <= high; n++) {
    if (!kind.test(n)) continue;
    members.push(n);
    if (extreme === 'min') break;
  }
  const ok = members.every(kind.again);
  const shown = `\\text{${kind.name} with } ${range.shown}`;
  if (extreme) {
    const value = extreme === 'min' ? members[0] : members.at(-1);
    if (value === undefined) return null;
    return answered(
      `\\text{the ${extreme === 'min' ? 'smallest' : 'largest'} } ${shown}`,
      String(value),
      { kind: 'value', value: String(value) },
      `The ${kind.name} in order; the ${extreme === 'min' ? 'first' : 'last'} is ${value}.`,
      ok,
      'checked to be of the kind by a second test',
    );
  }
  if (members.length > 500 && !/^how many|sum|total/i.test(t)) return null;
  if (/^how many/i.test(t)) {
    const count = members.length;
    // Recounted over the whole range with the second test.
    let again = 0;
    for (let n = range.low; n <= high; n++) if (kind.again(n)) again++;
    return answered(
      `\\#\\{${shown}\\}`,
      String(count),
      { kind: 'value', value: String(count) },
      `${count} ${kind.name}${count <= 30 ? `: ${members.join(', ')}` : ''}.`,
      again === count,
      'recounted with a second test of membership',
    );
  }
  if (/\b(?:sum|total)\b/i.test(t)) {
    const sum = members.reduce((a, b) => a + b, 0);
    if (!Number.isSafeInteger(sum)) return null;
    return answered(
      `\\sum ${shown}`,
      String(sum),
      { kind: 'value', value: String(sum) },
      `${members.length <= 30 ? members.join(' + ') : `${members.length} numbers`} = ${sum}.`,
      ok,
      'each member checked by a second test',
    );
  }
  const value = members.join(', ');
  return answered(
    shown,
    value,
    { kind: 'list', items: members.map(String), ordered: false },
    `The ${kind.name} in the range.`,
    ok,
    'each member checked by a second test',
  );
}

/** "The first five multiples of 7", "the first 10 primes". */
function firstFew(t: string) {
  const m = new RegExp(
    String.raw`^(?:what are |list |find |write down |name )?(?:the )?first (\d+|${COUNT_WORDS.slice(2).join('|')}) ${KIND_WORDS}$`,
    'i',
  ).exec(t);
  if (!m) return null;
  const k =
    COUNT_WORDS.indexOf((m[1] as string).toLowerCase()) > 0
      ? COUNT_WORDS.indexOf((m[1] as string).toLowerCase())
      : Number(m[1]);
  const kind = kindOf(m[3] as string);
  if (!kind || m[2] || k < 1 || k > 200) return null;
  const members: number[] = [];
  for (let n = 1; members.length < k && n < MAX_RANGE; n++) if (kind.test(n)) members.push(n);
  return answered(
    `\\text{the first ${k} ${kind.name}}`,
    members.join(', '),
    { kind: 'list', items: members.map(String), ordered: true },
    `Counting up from 1.`,
    members.every(kind.again),
    'each member checked by a second test',
  );
}

/** "Which of these is prime: 51, 53, 57?", "Which number is even: 13, 22, 35?" */
function whichOf(t: string) {
  const m = new RegExp(
    String.raw`^which (?:of (?:these|the following)(?: numbers)?|numbers?) (?:is|are) (?:an? )?(prime|composite|even|odd|a perfect square|a perfect cube|perfect squares|a multiple of \d+|multiples of \d+|divisible by \d+)(?: numbers?)?\s*[:,?]?\s*((?:\d+\s*(?:,|or|and)?\s*)+)$`,
    'i',
  ).exec(t);
  if (!m) return null;
  const phrase = (m[1] as string)
    .replace(/^an? /i, '')
    .replace(/^a multiple/i, 'multiples')
    .replace(/^divisible by/i, 'numbers divisible by')
    .replace(/^perfect square$/i, 'perfect squares')
    .replace(/^perfect cube$/i, 'perfect cubes');
  const kind = kindOf(phrase);
  const items = (m[2] as string)
    .split(/\s*(?:,|\bor\b|\band\b)\s*|\s+/)
    .filter(Boolean)
    .map(Number);
  if (!kind || items.length < 2 || items.some((n) => !Number.isSafeInteger(n) || n > MAX_RANGE * 50)) return null;
  const chosen = items.filter(kind.test);
  if (chosen.length === 0) return null;
  const value = chosen.join(', ');
  return answered(
    `\\text{which of } ${items.join(', ')} \\text{ are ${kind.name}}`,
    value,
    chosen.length === 1 ? { kind: 'value', value } : { kind: 'list', items: chosen.map(String), ordered: false },
    `${items.map((n) => `${n}: ${kind.test(n) ? 'yes' : 'no'}`).join('; ')}.`,
    items.every((n) => kind.test(n) === kind.again(n)),
    'each number tested again by a second method',
  );
}

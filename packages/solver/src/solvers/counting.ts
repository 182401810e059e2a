import {
  combinations as mCombinations,
  evaluate,
  factorial as mFactorial,
  permutations as mPermutations,
} from 'mathjs';
import { cardinal } from '../read/number-words';
import { type Solver, type Step, result } from '../types';
import { clean, keepingNumbers } from './answer-format';
import { valueOf } from './values';

/** The largest n for n!, C(n, r), P(n, r) and the letters of a word: beyond it the question is refused. */
export const MAX_N = 1000;
/** mathjs's floating-point check is exact enough only while the numbers stay below 2^53 or so. */
const FLOAT_SAFE = 2 ** 53;

export function factorial(n: number): bigint {
  let out = 1n;
  for (let i = 2; i <= n; i++) out *= BigInt(i);
  return out;
}

/** n! / (n − k)!, the product of k falling factors. */
export function falling(n: number, k: number): bigint {
  let out = 1n;
  for (let i = 0; i < k; i++) out *= BigInt(n - i);
  return out;
}

export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let out = 1n;
  for (let i = 1; i <= k; i++) out = (out * BigInt(n - k + i)) / BigInt(i);
  return out;
}

function primesUpTo(n: number): number[] {
  const sieve = new Uint8Array(n + 1);
  const out: number[] = [];
  for (let p = 2; p <= n; p++) {
    if (sieve[p]) continue;
    out.push(p);
    for (let q = p * p; q <= n; q += p) sieve[q] = 1;
  }
  return out;
}

/** The exponent of the prime p in n! (Legendre's formula). */
function legendre(n: number, p: number): number {
  let e = 0;
  for (let q = p; q <= n; q *= p) e += Math.floor(n / q);
  return e;
}

/**
 * n! / (k₁! k₂! …) rebuilt from prime powers (Legendre's formula): the independent check of n!, C(n, r), P(n, r)
 * and the arrangements of letters, which are computed by products of factors.
 */
export function byPrimes(n: number, below: number[]): bigint {
  let out = 1n;
  for (const p of primesUpTo(n)) {
    const e = legendre(n, p) - below.reduce((s, k) => s + legendre(k, p), 0);
    if (e < 0) return -1n;
    out *= BigInt(p) ** BigInt(e);
  }
  return out;
}

/** mathjs's value agrees (to its floating-point precision) while the exact one is small enough to compare. */
const floatAgrees = (exact: bigint, float: number) =>
  exact > BigInt(FLOAT_SAFE) || Math.abs(Number(exact) - float) <= 1e-9 * Math.max(1, Number(exact));

const WORD_NUMBER = String.raw`\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|thirty|forty|fifty`;
const countOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : Number(cardinal(text) ?? -1));
const VERB = String.raw`(?:(?:what is|what's|find|compute|calculate|evaluate|work out|give)\s+)?(?:the\s+(?:value\s+of\s+)?)?`;

function productLatex(from: number, count: number): string {
  if (count <= 0) return '1';
  if (count <= 8) return Array.from({ length: count }, (_, i) => from - i).join(' \\times ');
  return `${from} \\times ${from - 1} \\times \\cdots \\times ${from - count + 1}`;
}

function counted(latex: string, value: bigint, steps: Step[], ok: boolean, method: string) {
  const text = value.toString();
  return result('probability', {
    reading: { latex, target: { kind: 'value', value: text } },
    steps,
    answer: { value: text, latex: text },
    verified: { ok, method },
  });
}

const PRIME_METHOD = "rebuilt from its prime factorisation (Legendre's formula for the primes in each factorial)";

function solveFactorialOf(n: number, latex: string) {
  const value = factorial(n);
  const small = n <= 170;
  const ok = byPrimes(n, []) === value && (!small || floatAgrees(value, mFactorial(n)));
  return counted(
    latex,
    value,
    [
      {
        title: 'Multiply down to 1',
        explanation: `${n}! is the product of the whole numbers from ${n} down to 1${n === 0 ? ' (0! = 1 by definition)' : ''}.`,
        latex: `${n}! = ${productLatex(n, n)} = ${value}`,
      },
    ],
    ok,
    `${PRIME_METHOD}${small ? ', and by mathjs in floating point' : ''}`,
  );
}

function solveChoose(n: number, r: number, latex: string) {
  if (r > n) return null;
  const value = choose(n, r);
  const small = n <= 170;
  const ok = byPrimes(n, [r, n - r]) === value && (!small || floatAgrees(value, mCombinations(n, r)));
  const k = Math.min(r, n - r);
  return counted(
    latex,
    value,
    [
      {
        title: 'Choose without order',
        explanation: `The number of ways to choose ${r} of ${n} when order does not matter is n! / (r! (n − r)!).`,
        latex: `\\binom{${n}}{${r}} = \\frac{${n}!}{${r}!\\,${n - r}!} = \\frac{${productLatex(n, k)}}{${productLatex(k, k)}} = ${value}`,
      },
    ],
    ok,
    `${PRIME_METHOD}${small ? ', and by mathjs in floating point' : ''}`,
  );
}

function solvePermute(n: number, r: number, latex: string) {
  if (r > n) return null;
  const value = falling(n, r);
  const small = n <= 170;
  const ok = byPrimes(n, [n - r]) === value && (!small || floatAgrees(value, mPermutations(n, r)));
  return counted(
    latex,
    value,
    [
      {
        title: 'Arrange in order',
        explanation: `${n} choices for the first place, ${n - 1} for the next, … for ${r} places: n! / (n − r)!.`,
        latex: `P(${n}, ${r}) = \\frac{${n}!}{${n - r}!} = ${productLatex(n, r)} = ${value}`,
      },
    ],
    ok,
    `${PRIME_METHOD}${small ? ', and by mathjs in floating point' : ''}`,
  );
}

/** Distinct orders of a multiset, by listing them (for short words): the check of n!/(k₁!k₂!…). */
function enumerateArrangements(letters: string[]): number {
  const seen = new Set<string>();
  const walk = (left: string[], prefix: string) => {
    if (left.length === 0) {
      seen.add(prefix);
      return;
    }
    const used = new Set<string>();
    for (let i = 0; i < left.length; i++) {
      const c = left[i] as string;
      if (used.has(c)) continue;
      used.add(c);
      walk([...left.slice(0, i), ...left.slice(i + 1)], prefix + c);
    }
  };
  walk(letters, '');
  return seen.size;
}

function solveLetters(word: string) {
  const letters = [...word.toUpperCase()];
  if (letters.length > MAX_N) return null;
  const counts = new Map<string, number>();
  for (const c of letters) counts.set(c, (counts.get(c) ?? 0) + 1);
  const n = letters.length;
  const repeats = [...counts].filter(([, k]) => k > 1);
  let value = factorial(n);
  for (const [, k] of repeats) value /= factorial(k);
  const listed = n <= 9;
  const ok = listed
    ? BigInt(enumerateArrangements(letters)) === value
    : byPrimes(
        n,
        repeats.map(([, k]) => k),
      ) === value;
  const below = repeats.map(([c, k]) => `${k}!_{\\text{${c}}}`).join('\\,');
  return counted(
    `\\text{arrangements of the letters of ${word.toUpperCase()}}`,
    value,
    [
      {
        title: 'Count the letters',
        explanation: `${n} letters; ${repeats.length ? repeats.map(([c, k]) => `${c} appears ${k} times`).join(', ') : 'none repeats'}.`,
        latex: [...counts].map(([c, k]) => `\\text{${c}}: ${k}`).join(',\\ '),
      },
      {
        title: repeats.length ? 'Divide out the repeated letters' : 'Arrange all the letters',
        explanation: repeats.length
          ? 'Swapping copies of the same letter gives the same word, so divide by the factorial of each count.'
          : 'All the letters differ, so every order is a different arrangement.',
        latex: repeats.length ? `\\frac{${n}!}{${below}} = ${value}` : `${n}! = ${value}`,
      },
    ],
    ok,
    listed ? 'every distinct arrangement listed and counted' : PRIME_METHOD,
  );
}

/** Words that change what is counted (a circle, repetition, conditions): such questions are refused. */
const CONDITIONS =
  /\b(?:circle|circular|round|repeat\w*|repetition|replacement|at least|at most|not|never|must|together|adjacent|next to|except|if|digits?|codes?|passwords?|licen[cs]e|plates?|identical|indistinguishable|boxes|and then|or)\b/i;

/** "5!", "7 factorial", "10 choose 3", "C(10, 3)", "10P3", "nCr with n = 10 and r = 3", letters of "BOOK". */
const readCounting: Solver = (problem) => {
  if (problem.length > 500) return null;
  const t = clean(problem);
  let m =
    new RegExp(`^${VERB}(\\d+)\\s*!$`, 'i').exec(t) ??
    new RegExp(`^${VERB}(${WORD_NUMBER}) factorial$`, 'i').exec(t) ??
    new RegExp(`^${VERB}factorial of (${WORD_NUMBER})$`, 'i').exec(t);
  if (m) {
    const n = countOf((m[1] as string).toLowerCase());
    return n >= 0 && n <= MAX_N ? solveFactorialOf(n, `${m[1]}!`) : null;
  }
  // C and P: "10 choose 3", "C(10, 3)", "10C3", "nPr with n = 10 and r = 3".
  let kind: 'C' | 'P' | null = null;
  let n = -1;
  let r = -1;
  if ((m = new RegExp(`^${VERB}(\\d+) choose (\\d+)$`, 'i').exec(t))) [kind, n, r] = ['C', Number(m[1]), Number(m[2])];
  else if (
    (m = new RegExp(`^${VERB}(?:(C|P)|n(C|P)r|binom|comb|perm)\\s*\\(\\s*(\\d+)\\s*,\\s*(\\d+)\\s*\\)$`, 'i').exec(t))
  )
    [kind, n, r] = [/^p$/i.test(m[1] ?? m[2] ?? '') || /perm/i.test(t) ? 'P' : 'C', Number(m[3]), Number(m[4])];
  else if ((m = new RegExp(`^${VERB}(\\d+)\\s*([CP])\\s*(\\d+)$`, 'i').exec(t)))
    [kind, n, r] = [(m[2] as string).toUpperCase() as 'C' | 'P', Number(m[1]), Number(m[3])];
  else if (
    (m =
      /^(?:(?:find|compute|calculate|evaluate|what is)\s+)?n([CP])r\s*(?:,\s*)?(?:with|for|where|when|if)?\s*n\s*=\s*(\d+)\s*(?:,|and|,\s*and)?\s*r\s*=\s*(\d+)$/i.exec(
        t,
      ))
  )
    [kind, n, r] = [(m[1] as string).toUpperCase() as 'C' | 'P', Number(m[2]), Number(m[3])];
  if (kind) {
    if (n > MAX_N || r > n) return null;
    return kind === 'C' ? solveChoose(n, r, `\\binom{${n}}{${r}}`) : solvePermute(n, r, `P(${n}, ${r})`);
  }
  // The letters of a word.
  const letters =
    /^(?:how many|in how many|find the number of|what is the number of|count the)\b.*\bletters (?:in|of) (?:the word )?["“']?([A-Za-z]+)["”']?(?: be (?:re)?arranged| can be (?:re)?arranged| are there| are possible| can be (?:made|formed))?$/i.exec(
      t,
    ) ??
    /^(?:how many )?(?:distinct |different )?(?:arrangements|permutations|rearrangements) of (?:the letters (?:in|of) )?(?:the word )?["“']?([A-Z]+|[A-Za-z]+(?=["”']))["”']?$/.exec(
      t,
    );
  // A number with the letters ("3-letter arrangements") asks for part of the word: another model.
  if (letters && !/\d/.test(t) && !CONDITIONS.test(t.replace(/["“'”][A-Za-z]+["”']|\b[A-Z]{2,}\b/g, '')))
    return solveLetters(letters[1] as string);
  return solveWordCount(t);
};

/** "How many ways can you choose 3 books from 10?", "… 5 books be arranged on a shelf?", "… 3 of 10 in a row". */
function solveWordCount(t: string) {
  if (!/^(?:how many|in how many|find the number of|what is the number of)\b/i.test(t) || CONDITIONS.test(t))
    return null;
  // Letters of a word are counted by solveLetters, only for the whole word; offices make an order (roleList).
  if (/\b(?:letters?|words?)\b/i.test(t)) return null;
  if (/\b(?:president|vice|captain|secretary|treasurer|chair\w*|first|second|third|gold|silver|bronze)\b/i.test(t))
    return null;
  const numbers = [...t.matchAll(new RegExp(`(?<![\\w.])(${WORD_NUMBER})(?![\\w.])`, 'gi'))];
  if (numbers.length === 0 || numbers.length > 2) return null;
  const choosing =
    /\b(?:choose|chosen|choosing|select|selected|selecting|pick|picked|picking|combinations?|committees?|groups?|teams?|subsets?|hands?)\b/i.test(
      t,
    );
  const ordering =
    /\b(?:arrange|arranged|arranging|arrangements?|orders?|ordered|ordering|line up|lined up|in a (?:row|line)|sit|seated|stand|permutations?|rank|ranked)\b/i.test(
      t,
    );
  if (choosing === ordering && !(choosing && /\b(?:in a row|in a line|in order)\b/i.test(t) && numbers.length === 2))
    return null;
  const values = numbers.map((x) => countOf((x[1] as string).toLowerCase()));
  if (values.some((v) => v < 0 || v > MAX_N)) return null;
  if (numbers.length === 1) {
    // One number: all of them in order ("5 books on a shelf"); choosing needs two numbers.
    if (!ordering || choosing) return null;
    const n = values[0] as number;
    return solveFactorialOf(n, `\\text{orders of ${n} things} = ${n}!`);
  }
  const [first, second] = numbers as [RegExpMatchArray, RegExpMatchArray];
  const between = t.slice((first.index ?? 0) + first[0].length, second.index);
  const before = t.slice(0, first.index);
  // "choose 3 … from 10" names the few first; "from 10 …, choose 3" names the whole first.
  const fewFirst = /\b(?:from|out of|of|among)\b/i.test(between);
  if (!fewFirst && !/\b(?:from|out of|among)\b/i.test(before)) return null;
  const [k, total] = (fewFirst ? values : [...values].reverse()) as [number, number];
  if (k > total) return null;
  return ordering
    ? solvePermute(total, k, `\\text{ordered choices of ${k} from ${total}} = P(${total}, ${k})`)
    : solveChoose(total, k, `\\text{choices of ${k} from ${total}} = \\binom{${total}}{${k}}`);
}

/** The solvers, answering only when their reading keeps every number of the problem. */
export const solveCounting: Solver = keepingNumbers(readCounting);

/** "10!/8!", "5! - 3!", "(6!)/(4! 2!)": arithmetic on factorials, each written out exactly, then evaluated. */
export const solveFactorialArithmetic: Solver = (problem) => {
  const m =
    /^(?:(?:what is|what's|find|compute|calculate|evaluate|simplify|work out)\s+)?(?:the value of\s+)?([\d!+\-*/^().\s]*\d\s*![\d!+\-*/^().\s]*?)\s*(?:=\s*\?*)?\s*[?.]?$/i.exec(
      problem.trim(),
    );
  if (!m || !/[-+*/^]|\)\s*\(|!\s*\d/.test((m[1] as string).replace(/^\s*\d+\s*!\s*$/, ''))) return null;
  const written = (m[1] as string).trim();
  const ns = [...written.matchAll(/(\d+)\s*!/g)].map((f) => Number(f[1]));
  if (ns.some((n) => n > MAX_N) || /!\s*!/.test(written)) return null;
  // Each n! becomes its value; "4! 2!" side by side is a product.
  const plain = written.replace(/(\d+)\s*!/g, (_, n: string) => `(${factorial(Number(n))})`).replace(/\)\s*\(/g, ')*(');
  const value = valueOf(plain);
  if (!value) return null;
  const text = value.d === 1n ? `${value.n}` : `${value.n}/${value.d}`;
  // Checked apart: mathjs evaluates the expression as written, factorials included, while it is float-safe.
  let again: number | null;
  try {
    const v: unknown = evaluate(written.replace(/\)\s*\(/g, ')*(').replace(/!\s*(?=[\d(])/g, '!*'));
    again = typeof v === 'number' && Number.isFinite(v) ? v : null;
  } catch {
    again = null;
  }
  const exact = Number(value.n) / Number(value.d);
  const ok = again !== null && Math.abs(again - exact) <= 1e-9 * Math.max(1, Math.abs(exact));
  const latex = (s: string) => s.replace(/\*/g, ' \\cdot ');
  return result('probability', {
    reading: { latex: latex(written), target: { kind: 'value', value: text } },
    steps: [
      ...(Math.max(...ns) > 8 && /\//.test(written)
        ? [
            {
              title: 'Cancel the common factorial',
              explanation: 'n! = n × (n − 1) × … × 1, so a smaller factorial divides out of a larger one.',
              latex: latex(written),
            },
          ]
        : []),
      {
        title: 'Write out each factorial',
        explanation: ns.map((n) => `${n}! = ${factorial(n)}`).join(', '),
        latex: `${latex(written)} = ${value.d === 1n ? value.n : `\\frac{${value.n}}{${value.d}}`}`,
      },
    ],
    answer: { value: text, latex: value.d === 1n ? `${value.n}` : `\\frac{${value.n}}{${value.d}}` },
    // Past floating point's range there is no second route here: the answer stands unchecked, and says so.
    verified: again === null ? null : { ok, method: 'mathjs evaluated the expression as written, factorials included' },
  });
};

/**
 * Codes of a given length: "How many 4-digit PINs are possible if digits can repeat?", "… 3-letter codes with no
 * letter repeated?". k^n with repetition, k!/(k − n)! without.
 */
/**
 * "License plates of 2 letters followed by 3 digits": blocks of letters and digits, each place its own choice; with
 * no repeats, each kind runs out separately.
 */
function mixedCodes(t: string): ReturnType<Solver> {
  const WORD = String.raw`(\d+|one|two|three|four|five|six|seven|eight)`;
  const BLOCK = new RegExp(String.raw`\b${WORD} (letters?|digits?)\b`, 'gi');
  const blocks = [...t.matchAll(BLOCK)];
  if (blocks.length < 2 || !/\bhow many\b/i.test(t)) return null;
  // The blocks are one run: "2 letters followed by 3 digits", "3 letters then 4 digits", "2 letters and 2 digits".
  for (let i = 1; i < blocks.length; i++) {
    const between = t.slice((blocks[i - 1]?.index ?? 0) + (blocks[i - 1]?.[0].length ?? 0), blocks[i]?.index ?? 0);
    if (!/^\s*(?:,\s*)?(?:followed by|then|and then|and|,)\s*(?:by\s+)?$/i.test(between)) return null;
  }
  const distinct = NO_REPEATS.test(t);
  const repeats = !distinct && REPEATS.test(t);
  if (repeats === distinct) return null;
  const places = blocks.map((b) => ({
    n: Number(cardinal(b[1] as string) ?? b[1]),
    letters: /letter/i.test(b[2] as string),
  }));
  if (places.some((p) => !Number.isInteger(p.n) || p.n < 1 || p.n > 12)) return null;
  const used = { letters: 0, digits: 0 };
  const factors: number[] = [];
  for (const p of places) {
    for (let j = 0; j < p.n; j++) {
      const kind = p.letters ? 'letters' : 'digits';
      const k = (p.letters ? 26 : 10) - (distinct ? used[kind] : 0);
      if (k < 1) return null;
      factors.push(k);
      used[kind]++;
    }
  }
  const value = factors.reduce((a, k) => a * BigInt(k), 1n);
  // Checked apart: the count of each kind by mathjs's permutations (or powers), multiplied in floating point.
  const again = distinct
    ? Number(mPermutations(26, used.letters)) * Number(mPermutations(10, used.digits))
    : 26 ** used.letters * 10 ** used.digits;
  const described = places.map((p) => `${p.n} ${p.letters ? 'letter' : 'digit'}${p.n > 1 ? 's' : ''}`).join(' then ');
  return result('probability', {
    reading: {
      latex: `\\text{${described}, ${distinct ? 'no repeats' : 'repeats allowed'}}`,
      target: { kind: 'value', value: `${value}` },
    },
    steps: [
      {
        title: 'Count the choices for each place',
        explanation: `A letter place has 26 choices, a digit place 10${distinct ? ', one fewer each time that kind is used again' : ''}.`,
        latex: `${factors.join(' \\cdot ')} = ${value}`,
      },
    ],
    answer: { value: `${value}`, latex: `${value}` },
    verified: {
      ok: Math.abs(again - Number(value)) <= 1e-9 * Number(value),
      method: distinct
        ? "mathjs's permutations count for each kind, multiplied"
        : 'the powers of 26 and 10 computed again in floating point',
    },
  });
}

const NO_REPEATS =
  /\bwithout (?:repetition|repeat(?:ing|s)?)\b|\bno (?:\w+ )?(?:or \w+ )?(?:is |are |can be |can |may be |may |should be |will be )?(?:repeat|used (?:more than once|twice))|\bcannot (?:be )?(?:repeat|used (?:more than once|twice))|\bcan't (?:be )?repeat|\bnot (?:be )?(?:repeated|used (?:more than once|twice))|\b(?:all )?(?:different|distinct) (?:digits|letters)\b|\bonly once\b/i;
const REPEATS =
  /\b(?:repe\w+|repetition)s?\s+(?:is |are )?allowed\b|\bcan (?:be )?repeat|\bmay (?:be )?repeat|\bwith repetition\b|\b(?:may|can) be (?:used|repeated) (?:more than once|again)|\brepeats? (?:is |are )?(?:ok|okay|fine|possible)\b/i;

/** n-digit whole numbers (no leading 0): 9·10^(n−1), or 9·9·8·… with all digits different; checked by listing. */
function wholeNumbers(n: number, distinct: boolean, repeats: boolean): ReturnType<Solver> {
  if (n < 1 || n > 6 || distinct === repeats) return null;
  const value = distinct ? 9n * falling(9, n - 1) : 9n * 10n ** BigInt(n - 1);
  let listed = 0;
  for (let x = 10 ** (n - 1); x < 10 ** n; x++) if (!distinct || new Set(String(x)).size === n) listed++;
  return result('probability', {
    reading: {
      latex: `\\text{${n}-digit numbers${distinct ? ' with all digits different' : ''}}`,
      target: { kind: 'value', value: `${value}` },
    },
    steps: [
      {
        title: 'Count the choices for each place',
        explanation: distinct
          ? 'The first digit cannot be 0 (9 choices); then 9, 8, … choices as digits are used up.'
          : 'The first digit cannot be 0 (9 choices); every other place has 10.',
        latex: distinct
          ? `9 \\cdot ${Array.from({ length: n - 1 }, (_, i) => 9 - i).join(' \\cdot ')} = ${value}`
          : `9 \\cdot 10^{${n - 1}} = ${value}`,
      },
    ],
    answer: { value: `${value}`, latex: `${value}` },
    verified: { ok: BigInt(listed) === value, method: 'every number with that many digits listed and counted' },
  });
}

const readCodes: Solver = (problem) => {
  const t = clean(problem);
  const mixed = mixedCodes(t);
  if (mixed) return mixed;
  const m =
    /\bhow many (?:different |possible |distinct )?(\d+)[- ](digit|letter)\s+(?:pins?|codes?|passwords?|passcodes?|numbers?|combinations?|strings?|sequences?|arrangements?|words?)\b/i.exec(
      t,
    );
  if (!m) return null;
  const n = Number(m[1]);
  const digits = /digit/i.test(m[2] as string);
  // "from the letters of the word PLANET": that word's letters, not the alphabet.
  if (!digits && /\bletters (?:of|in|from)\b/i.test(t)) return null;
  const range = /\b(?:digits?|numbers?)\s+(?:from\s+)?(\d)\s*(?:-|–|to|through)\s*(\d)\b/i.exec(t);
  // Letters from a set the problem names: "the letters A to E", "A, B, C and D", "the five vowels"; never 26 then.
  const span = /\bletters?\s+(?:from\s+)?([A-Z])\s*(?:-|–|to|through|thru)\s*([A-Z])\b/.exec(t);
  const listed =
    /\bletters?\s+([A-Z](?:\s*,\s*[A-Z])+(?:\s*,?\s*(?:and|or)\s+[A-Z])?|[A-Z]\s+(?:and|or)\s+[A-Z])\b/.exec(t);
  let letters = 26;
  let lettersSaid = '26 letters';
  if (!digits && span) {
    letters = (span[2] as string).charCodeAt(0) - (span[1] as string).charCodeAt(0) + 1;
    lettersSaid = `the ${letters} letters ${span[1]} to ${span[2]}`;
  } else if (!digits && listed) {
    letters = new Set((listed[1] as string).match(/[A-Z]/g)).size;
    lettersSaid = `the ${letters} letters ${listed[1]}`;
  } else if (!digits && /\bvowels\b/i.test(t)) {
    letters = 5;
    lettersSaid = 'the 5 vowels';
  } else if (!digits && /\bconsonants\b|\bletters (?:of|in|from) (?:the )?word\b|\bletters?\s+[A-Z]\b/i.test(t))
    return null;
  if (letters < 1) return null;
  const k = digits ? (range ? Number(range[2]) - Number(range[1]) + 1 : 10) : letters;
  const distinct = NO_REPEATS.test(t);
  const repeats = !distinct && REPEATS.test(t);
  // A number cannot start with 0: "4-digit numbers" are not 4-digit codes when the digits include 0. Whole numbers are
  // answered only when nothing else is asked of them ("… that are even" is another question).
  const rest = t.slice((m.index ?? 0) + m[0].length);
  // "… and it has to be odd", "… greater than 500", "… starting with 3": a condition this count does not apply.
  if (
    /\b(?:odd|even|divisible|multiples?|greater|less|more than|larger|smaller|bigger|starts?|starting|begins?|beginning|ends?|ending|last|first|contains?|containing|includ\w*|palindrom\w*|sum|prime|between)\b/i.test(
      rest,
    )
  )
    return null;
  const plainAsk =
    /^\s*(?:are (?:there|possible)|(?:have|with) all (?:different|distinct) digits|(?:can|could) (?:be )?(?:made|formed|written)(?: if [^.?]*repeat[^.?]*)?|if [^.?]*repeat[^.?]*|with(?:out)? (?:repetition|repeat[^.?]*))?\s*[?.]?\s*$/i;
  if (digits && /numbers?\b/i.test(m[0]) && k === 10 && !plainAsk.test(rest)) return null;
  if (digits && /numbers?\b/i.test(m[0]) && k === 10)
    return wholeNumbers(n, distinct, !distinct && (repeats || !/digit/i.test(t.slice(m.index + m[0].length))));
  if (repeats === distinct || n < 1 || n > 12 || k < 1 || (distinct && n > k)) return null;
  const value = distinct ? falling(k, n) : BigInt(k) ** BigInt(n);
  // Checked apart: mathjs's permutations, or k multiplied n times in floating point.
  const again = distinct ? Number(mPermutations(k, n)) : k ** n;
  const what = digits ? (range ? `the ${k} digits ${range[1]} to ${range[2]}` : `${k} digits`) : lettersSaid;
  return result('probability', {
    reading: {
      latex: `\\text{${n}-${digits ? 'digit' : 'letter'} codes from ${what}, ${distinct ? 'no repeats' : 'repeats allowed'}}`,
      target: { kind: 'value', value: `${value}` },
    },
    steps: [
      {
        title: 'Count the choices for each place',
        explanation: distinct
          ? `The first place has ${k} choices, the next ${k - 1}, and so on for ${n} places.`
          : `Each of the ${n} places has ${k} choices.`,
        latex: distinct
          ? `${Array.from({ length: n }, (_, i) => k - i).join(' \\cdot ')} = ${value}`
          : `${k}^{${n}} = ${value}`,
      },
    ],
    answer: { value: `${value}`, latex: `${value}` },
    verified: {
      ok: Math.abs(again - Number(value)) <= 1e-9 * Number(value),
      method: distinct ? "mathjs's permutations count" : 'the power computed again in floating point',
    },
  });
};

export const solveCodes: Solver = keepingNumbers(readCodes);

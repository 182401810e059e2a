import { type Solver, result } from '../types';
import { clean } from './answer-format';
import { smallCount } from './chance';
import { choose, factorial, falling } from './counting';

/**
 * Counting with a structure the story states: a committee drawn from two groups ("2 boys and 3 girls from 6 boys and
 * 5 girls"), a row in which some must stay together ("two particular books next to each other", "the girls must
 * stand together"), arrangements of the letters of a word (repeated letters counted once), and numbers formed from
 * given digits (with or without repetition, even, odd, greater than a bound). Each count is found by a formula and
 * checked by listing (or, for committees and blocks, by a second formula).
 */

const n = (s: string | undefined) => (s === undefined ? null : smallCount(s));
const NUM = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten)`;

function answered(latex: string, value: bigint, explanation: string, shown: string, ok: boolean, method: string) {
  return result('probability', {
    reading: { latex, target: { kind: 'value', value: String(value) } },
    steps: [{ title: 'Count', explanation, latex: `${shown} = ${value}` }],
    answer: { value: String(value), latex: String(value) },
    verified: { ok, method },
  });
}

/** "a committee of 2 boys and 3 girls from 6 boys and 5 girls": C(6, 2) · C(5, 3). */
function committee(t: string) {
  const m = new RegExp(
    String.raw`\b${NUM}\s+([a-z]+)\s+and\s+${NUM}\s+([a-z]+)\b.*?\b(?:from|out of|among)\s+(?:a group of\s+)?${NUM}\s+([a-z]+)\s+and\s+${NUM}\s+([a-z]+)`,
    'i',
  ).exec(t);
  if (!m || !/\bhow many\b/i.test(t)) return null;
  const [a, x, b, y, p, u, q, v] = [n(m[1]), m[2], n(m[3]), m[4], n(m[5]), m[6], n(m[7]), m[8]];
  const same = (s: string, r: string) => s.toLowerCase().replace(/s$/, '') === r.toLowerCase().replace(/s$/, '');
  if (
    !a ||
    !b ||
    !p ||
    !q ||
    !same(x as string, u as string) ||
    !same(y as string, v as string) ||
    a > p ||
    b > q ||
    p > 200 ||
    q > 200
  )
    return null;
  const value = choose(p, a) * choose(q, b);
  // Again by C(p, a) = p!/(a!(p − a)!).
  const again = (factorial(p) / (factorial(a) * factorial(p - a))) * (factorial(q) / (factorial(b) * factorial(q - b)));
  return answered(
    `\\binom{${p}}{${a}}\\binom{${q}}{${b}}`,
    value,
    `Choose the ${x} and the ${y} separately and multiply.`,
    `\\binom{${p}}{${a}} \\cdot \\binom{${q}}{${b}}`,
    again === value,
    'the binomial coefficients recomputed from factorials',
  );
}

/** A row where k of the n must stand together: glue them into one block, (n − k + 1)! · k!. */
function together(t: string) {
  if (!/\b(?:next to each other|together|side by side|adjacent)\b/i.test(t) || /\bnot\b|\bnever\b|\bapart\b/i.test(t))
    return null;
  if (!/\b(?:row|line|shelf|arranged|arrange|seated|sit|stand|order)\b/i.test(t)) return null;
  const groups = new RegExp(
    String.raw`\b${NUM}\s+([a-z]+)\s+and\s+${NUM}\s+([a-z]+)\b.*?\bthe\s+([a-z]+)\s+(?:must|have to|should|are to)\s+(?:stand|sit|be|stay)\s+(?:together|next to each other)`,
    'i',
  ).exec(t);
  const single = new RegExp(
    String.raw`\b${NUM}\s+(?:different\s+)?([a-z]+)\b.*?\b${NUM}\s+(?:particular|specific|certain|given)\s+([a-z]+)\s+(?:must|have to|should|are to)\s+(?:be\s+|stand\s+|sit\s+|stay\s+)?(?:next to each other|together|side by side|adjacent)`,
    'i',
  ).exec(t);
  let total: number | null = null;
  let k: number | null = null;
  if (groups) {
    const [a, b] = [n(groups[1]), n(groups[3])];
    const which = (groups[5] as string).toLowerCase();
    if (!a || !b) return null;
    total = a + b;
    k = which === (groups[2] as string).toLowerCase() ? a : which === (groups[4] as string).toLowerCase() ? b : null;
  } else if (single) {
    [total, k] = [n(single[1]), n(single[3])];
  }
  if (!total || !k || k > total || total > 12) return null;
  const value = factorial(total - k + 1) * factorial(k);
  // Checked by listing every order of the total and keeping those with the block's places in a run.
  const ids = Array.from({ length: total }, (_, i) => i);
  let count = 0;
  const walk = (prefix: number[], left: number[]) => {
    if (!left.length) {
      const places = prefix.map((x, i) => (x < (k as number) ? i : -1)).filter((i) => i >= 0);
      if ((places.at(-1) as number) - (places[0] as number) === (k as number) - 1) count++;
      return;
    }
    for (const x of left)
      walk(
        [...prefix, x],
        left.filter((y) => y !== x),
      );
  };
  if (total <= 8) walk([], ids);
  return answered(
    `${groups ? `${groups[1]} + ${groups[3]}` : total} \\text{ in a row, ${k} together}`,
    value,
    `Glue the ${k} into one block: ${total - k + 1} units to order, and the ${k} inside the block.`,
    `${total - k + 1}! \\cdot ${k}!`,
    total > 8 || BigInt(count) === value,
    'every order listed (for up to 8) and the ones with the block together counted',
  );
}

/** Arrangements of the letters of a word: n! / (a! b! …) for repeated letters; k of them when asked. */
function letters(t: string) {
  const sized =
    /\b(?:(\d+|two|three|four|five)[- ]letter\s+)?(?:arrangements|orders|permutations|different (?:words|arrangements|orders))\b.*?\bletters\s+(?:in|of)\s+(?:the\s+word\s+)?['"“]?([A-Za-z]{2,12})['"”]?/i.exec(
      t,
    );
  const whole = sized
    ? null
    : /\bhow many ways can (?:you |we )?(?:arrange|rearrange|order) the letters (?:in|of) (?:the word\s+)?['"“]?([A-Za-z]{2,12})['"”]?/i.exec(
        t,
      );
  if (!sized && !whole) return null;
  const word = ((sized ? sized[2] : whole?.[1]) as string).toUpperCase();
  const k = sized?.[1] ? n(sized[1]) : null;
  const counts = new Map<string, number>();
  for (const c of word) counts.set(c, (counts.get(c) ?? 0) + 1);
  const repeated = [...counts.values()].some((c) => c > 1);
  if (k !== null && (repeated || k > word.length)) return null;
  const value =
    k !== null
      ? falling(word.length, k)
      : [...counts.values()].reduce((v, c) => v / factorial(c), factorial(word.length));
  // Checked by listing the distinct arrangements (words of up to 9 letters).
  let listed: bigint | null = null;
  if (word.length <= 9) {
    const seen = new Set<string>();
    const walk = (prefix: string, left: string) => {
      if (prefix.length === (k ?? word.length)) {
        seen.add(prefix);
        return;
      }
      for (let i = 0; i < left.length; i++) walk(prefix + left[i], left.slice(0, i) + left.slice(i + 1));
    };
    walk('', word);
    listed = BigInt(seen.size);
  }
  const formula =
    k !== null
      ? `P(${word.length}, ${k})`
      : `\\frac{${word.length}!}{${
          [...counts.values()]
            .filter((c) => c > 1)
            .map((c) => `${c}!`)
            .join('') || '1'
        }}`;
  return answered(
    `\\text{arrangements of ${word}}${k ? `\\text{, ${k} letters}` : ''}`,
    value,
    repeated ? 'Repeated letters give the same word when swapped: divide by their orders.' : 'All letters differ.',
    formula,
    listed === null || listed === value,
    'the distinct arrangements listed and counted',
  );
}

/** k-digit numbers from given digits: with or without repetition, even, odd, greater than a bound. */
function digitNumbers(t: string) {
  const m =
    /\b(\d|two|three|four|five)-digit (?:(even|odd) )?(?:numbers|codes|integers)\b.*?\bdigits?\s+((?:\d\s*(?:,\s*|,?\s*and\s+))+\d|\d\s*(?:-|to|through)\s*\d)/i.exec(
      t,
    );
  if (!m || !/\bhow many\b/i.test(t)) return null;
  const k = n(m[1]);
  const list = /(?:-|to|through)/.test(m[3] as string)
    ? (() => {
        const [a, b] = (m[3] as string).split(/\s*(?:-|to|through)\s*/).map(Number);
        return Array.from({ length: (b as number) - (a as number) + 1 }, (_, i) => (a as number) + i);
      })()
    : (m[3] as string).split(/\s*,\s*|\s+and\s+/).map(Number);
  const repeat = /\bwith repetition\b|\brepetition (?:is )?allowed\b|\bcan be (?:repeated|used more than once)\b/i.test(
    t,
  );
  const noRepeat =
    /\bwithout repetition\b|\bno (?:digit|repetition)\b|\bnot (?:be )?repeated\b|\bonly once\b|\bno repeat/i.test(t);
  if (!k || k > 6 || repeat === noRepeat || new Set(list).size !== list.length) return null;
  const parity = m[2]?.toLowerCase() ?? (/\beven\b/i.test(t) ? 'even' : /\bodd\b/i.test(t) ? 'odd' : null);
  const above = /\bgreater than (\d+)/i.exec(t)?.[1];
  let count = 0n;
  const walk = (prefix: number[]) => {
    if (prefix.length === k) {
      const value = Number(prefix.join(''));
      if (prefix[0] === 0) return;
      if (parity && (value % 2 === 0) !== (parity === 'even')) return;
      if (above && value <= Number(above)) return;
      count++;
      return;
    }
    for (const d of list) if (repeat || !prefix.includes(d)) walk([...prefix, d]);
  };
  walk([]);
  // Checked by the product rule when no condition applies.
  const plain = !parity && !above && !list.includes(0);
  const formula = repeat ? BigInt(list.length) ** BigInt(k) : falling(list.length, k);
  return answered(
    `\\text{${k}-digit numbers from } ${list.join(', ')}`,
    count,
    `Every ${k}-digit number from those digits${repeat ? '' : ' (no digit twice)'}${parity ? `, ${parity}` : ''}${above ? `, greater than ${above}` : ''}, counted by listing.`,
    plain ? (repeat ? `${list.length}^{${k}}` : `P(${list.length}, ${k})`) : `\\#`,
    !plain || formula === count,
    plain ? 'the product rule gives the same count' : 'counted by listing (no formula check for the conditions)',
  );
}

/** "3 letters followed by 2 digits": 26³ · 10² (letters and digits may repeat unless the story says not). */
function lettersAndDigits(t: string) {
  const m =
    new RegExp(
      String.raw`\b${NUM}\s+(?:capital |upper-?case |lower-?case )?letters?\s+(?:followed by|then|and)\s+${NUM}\s+digits?\b`,
      'i',
    ).exec(t) ??
    new RegExp(
      String.raw`\b${NUM}\s+digits?\s+(?:followed by|then|and)\s+${NUM}\s+(?:capital |upper-?case |lower-?case )?letters?\b`,
      'i',
    ).exec(t);
  if (!m || !/\bhow many\b/i.test(t) || (t.match(/\d+/g) ?? []).length > 2) return null;
  const lettersFirst = /letter/i.test(m[0].split(/followed by|then|and/i)[0] as string);
  const [a, b] = lettersFirst ? [n(m[1]), n(m[2])] : [n(m[2]), n(m[1])];
  if (!a || !b || a > 10 || b > 10) return null;
  const distinct =
    /\b(?:no (?:letter|digit|character) (?:is )?(?:repeated|used twice)|without repetition|all different|distinct)\b/i.test(
      t,
    );
  if (/\brepeat|\btwice\b|\bdifferent\b/i.test(t) && !distinct) return null;
  const value = distinct ? falling(26, a) * falling(10, b) : 26n ** BigInt(a) * 10n ** BigInt(b);
  let again = 1n;
  for (let i = 0; i < a; i++) again *= BigInt(distinct ? 26 - i : 26);
  for (let i = 0; i < b; i++) again *= BigInt(distinct ? 10 - i : 10);
  return answered(
    `${a} \\text{ letters and } ${b} \\text{ digits}`,
    value,
    `26 choices for each letter and 10 for each digit${distinct ? ', one fewer each time (no repeats)' : ''}.`,
    distinct ? `P(26, ${a}) \\cdot P(10, ${b})` : `26^{${a}} \\cdot 10^{${b}}`,
    again === value,
    'the choices multiplied one place at a time',
  );
}

export const solveCountingStructures: Solver = (problem) => {
  const t = clean(problem);
  if (t.length > 400) return null;
  return committee(t) ?? together(t) ?? letters(t) ?? digitNumbers(t) ?? lettersAndDigits(t);
};

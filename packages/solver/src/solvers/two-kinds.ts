import { type Rational, add, div, mul, parseRational, rat, sub, toNumber, toText } from '../rational';
import { type Solver, result } from '../types';
import { clean, keepingNumbers, latexOf } from './answer-format';
import { singular } from './quantities';

/**
 * Two kinds of thing, a count and a total: "Adult tickets cost $8 and child tickets $5; 20 were sold for $130",
 * "19 coins, dimes and quarters, worth $3.40", "chickens and cows, 30 heads and 74 legs". Read as the parts of
 * such a story (each kind with its value per item, the count of items, the total value, the question), solved
 * as a + b = N, v₁a + v₂b = V, and checked by trying every split of the N items, which does not use the algebra.
 */

const COIN_CENTS: Record<string, number> = { penny: 1, nickel: 5, dime: 10, quarter: 25, 'half-dollar': 50 };
const LEGS: Record<string, number> = {
  ...Object.fromEntries(['chicken', 'hen', 'duck', 'goose', 'bird', 'turkey', 'rooster', 'ostrich'].map((w) => [w, 2])),
  ...Object.fromEntries(['cow', 'pig', 'horse', 'goat', 'sheep', 'dog', 'cat', 'rabbit', 'lamb'].map((w) => [w, 4])),
  spider: 8,
  insect: 6,
  beetle: 6,
  ant: 6,
};
const WHEELS: Record<string, number> = { bicycle: 2, bike: 2, motorcycle: 2, tricycle: 3, trike: 3, car: 4 };
const IRREGULAR: Record<string, string> = { children: 'child', geese: 'goose', people: 'person', pennies: 'penny' };

/** A noun without its plural ending: "quarters" → "quarter", "children" → "child", "ponies" → "pony". */
export const stem = (word: string) => {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  return IRREGULAR[w] ?? singular(w);
};

interface Kind {
  word: string;
  value: Rational;
  /** The value as the story wrote it, when it is not in dollars ("75¢"). */
  written?: string;
  /** Where its value was written (so that number is not the count); -1 for a value its name gives. */
  at: number;
}

const NUM = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const MONEY = String.raw`(?:\$\s?${NUM}|${NUM}\s?(?:dollars|¢|cents?))`;
/** A matched amount of money in dollars, and where its number starts. */
const money = (m: RegExpExecArray, i: number) => {
  const k = m[i] !== undefined ? i : i + 1;
  const v = parseRational((m[k] as string).replace(/,/g, ''));
  const cents = /¢|cent/.test(m[0]);
  return { value: cents ? div(v, rat(100n)) : v, at: m.indices?.[k]?.[0] ?? -1, ...(cents ? { written: m[0] } : {}) };
};

/** Kinds priced in the story: "adult tickets cost $8", "coffee is $3 each", "$5 for children", "tea at 2 dollars". */
function pricedKinds(t: string): Kind[] {
  const kinds: Kind[] = [];
  const before = new RegExp(
    String.raw`\b([a-z]+)(?: (?:tickets?|passes|seats?|meals?|cups?|bags?|boxes|shirts?))? (?:each )?(?:costs?|are|is|were|was|sells? for|sold for|go for|priced at|at|for) ${MONEY}`,
    'gid',
  );
  // "9 items for $33" is the count and the total, not a kind with its price.
  for (const m of t.matchAll(before))
    if (!/\d\s*$/.test(t.slice(0, m.index))) kinds.push({ word: stem(m[1] as string), ...money(m, 2) });
  const after = new RegExp(String.raw`${MONEY} (?:each )?(?:for|per) (?:an? |each |every )?([a-z]+)`, 'gid');
  for (const m of t.matchAll(after)) kinds.push({ word: stem(m[3] as string), ...money(m, 1) });
  return kinds.filter(
    (k) =>
      !/^(?:they|it|that|this|which|total|ticket|each|all|one|a|the|were|was|be|been|is|are|sold|bought|spent|paid|worth|of|in|and)$/.test(
        k.word,
      ),
  );
}

/** Kinds whose value per item is known by name: coins (cents), animals (legs), vehicles (wheels). */
function namedKinds(t: string, table: Record<string, number>): Kind[] {
  const seen = new Map<string, Kind>();
  for (const m of t.matchAll(/\b[a-z]+(?:-[a-z]+)?\b/gi)) {
    const w = stem(m[0]);
    if (w in table && !seen.has(w)) seen.set(w, { word: w, value: rat(BigInt(table[w] as number)), at: -1 });
  }
  return [...seen.values()];
}

interface Story {
  kinds: [Kind, Kind];
  count: Rational;
  total: Rational;
  unit: string;
}

/** The kinds, the count of items and the total they are worth; null unless the story has exactly these parts. */
function readStory(t: string): Story | null {
  let kinds: Kind[];
  let total: { value: Rational; at: number };
  let unit = '$';
  const legs = new RegExp(String.raw`${NUM} (legs|feet|wheels)\b`, 'id').exec(t);
  if (legs) {
    kinds = namedKinds(t, /wheels/i.test(legs[2] as string) ? WHEELS : LEGS);
    total = { value: parseRational(legs[1] as string), at: legs.indices?.[1]?.[0] ?? -1 };
    unit = (legs[2] as string).toLowerCase();
  } else {
    const coins = namedKinds(t, COIN_CENTS);
    kinds = coins.length ? coins.map((k) => ({ ...k, value: div(k.value, rat(100n)) })) : pricedKinds(t);
    const priced = new Set(kinds.map((k) => k.at));
    const totals = [...t.matchAll(new RegExp(MONEY, 'gid'))].map((m) => money(m, 1)).filter((m) => !priced.has(m.at));
    if (totals.length !== 1) return null;
    total = totals[0] as { value: Rational; at: number };
  }
  if (kinds.length !== 2) return null;
  const [a, b] = kinds as [Kind, Kind];
  if (a.word === b.word || toNumber(a.value) === toNumber(b.value)) return null;
  // Every other number is the value of a kind or the total; exactly one whole number is left: the count of items.
  const used = new Set([total.at, a.at, b.at]);
  const rest = [...t.matchAll(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g)].filter((n) => !used.has(n.index));
  if (rest.length !== 1 || !/^\d+$/.test(rest[0]?.[0] as string)) return null;
  // "30 chickens and some cows" counts one kind, not both: the count may not be followed by a kind's name.
  const next = /^\s*([a-z]+)/i.exec(t.slice((rest[0]?.index ?? 0) + (rest[0]?.[0].length ?? 0)));
  if (next && kinds.some((k) => k.word === stem(next[1] as string))) return null;
  return { kinds: [a, b], count: parseRational(rest[0]?.[0] as string), total: total.value, unit };
}

/** The unknowns the story names ("let a be the number of adult tickets and c the number of …"), by kind. */
function declared(t: string, kinds: Kind[]): Map<string, string> {
  const names = new Map<string, string>();
  const said = /\b([a-z])\s*(?:be|is|=|represents?|stands? for|for)?\s*the number of ([a-z ]+?)(?=\s+and\b|[,.;:]|$)/gi;
  for (const m of t.matchAll(said)) {
    const words = (m[2] as string).split(' ').map(stem);
    const kind = kinds.find((k) => words.includes(k.word));
    if (kind && !names.has(kind.word)) names.set(kind.word, m[1] as string);
  }
  return names;
}

/** The kind a "how many …" asks for: the first kind named in the next words. */
function askedKind(t: string, kinds: Kind[]): Kind | null {
  const m = /\bhow many ([a-z]+)(?: ([a-z]+))?/i.exec(t);
  if (!m || /^(?:of each|each)\b/i.test(`${m[1]} ${m[2] ?? ''}`)) return null;
  const words = [m[1], m[2]].filter((w): w is string => !!w).map(stem);
  return kinds.find((k) => words.includes(k.word)) ?? null;
}

const readTwoKinds: Solver = (problem) => {
  if (problem.length > 500) return null;
  const t = clean(problem);
  if (/%|\b(?:percent|times as|twice|more|fewer|less|than|ratio)\b/i.test(t)) return null;
  const story = readStory(t);
  if (!story) return null;
  const { kinds, count, total } = story;
  const named = declared(t, kinds);
  const asked = askedKind(t, kinds);
  if (!asked && named.size !== 2) return null;
  let [p, r] = kinds.map((k) => named.get(k.word) ?? k.word[0]) as [string, string];
  if (p === r || !/^[a-z]$/.test(p) || !/^[a-z]$/.test(r)) [p, r] = ['x', 'y'];
  const [a, b] = kinds;
  // a + b = N and v₁a + v₂b = V: a = (V − v₂N)/(v₁ − v₂).
  const first = div(sub(total, mul(b.value, count)), sub(a.value, b.value));
  const second = sub(count, first);
  const whole = (x: Rational) => x.d === 1n && x.n >= 0n;
  if (!whole(first) || !whole(second) || toNumber(count) > 100_000) return null;
  // Every split of the N items tried: the story fixes its answer only if exactly one split gives the total.
  const splits: bigint[] = [];
  for (let k = 0n; k <= count.n; k++)
    if (sub(add(mul(a.value, rat(k)), mul(b.value, rat(count.n - k))), total).n === 0n) splits.push(k);
  const ok = splits.length === 1 && splits[0] === first.n;
  const value = (x: Rational) => toText(x);
  const equations = [
    `${p} + ${r} = ${value(count)}`,
    `${value(a.value)}*${p} + ${value(b.value)}*${r} = ${value(total)}`,
  ];
  const cents = kinds.filter((k) => k.written).map((k) => `\\text{${k.written}} = ${latexOf(k.value)}`);
  const latex = `${p} + ${r} = ${latexOf(count)},\\quad ${latexOf(a.value)}${p} + ${latexOf(b.value)}${r} = ${latexOf(total)}${cents.length ? `\\quad (${cents.join(',\\ ')})` : ''}`;
  const askedName = asked ? (asked === a ? p : r) : null;
  const values = { [p]: value(first), [r]: value(second) };
  const per = story.unit === '$' ? 'in dollars' : `in ${story.unit}`;
  return result('word-problem', {
    reading: {
      latex,
      target: { kind: 'system', equations, variable: askedName ?? p, value: values[askedName ?? p] as string, values },
    },
    steps: [
      {
        title: 'Write the two facts',
        explanation: `${p} is the number of ${a.word}s and ${r} of ${b.word}s: together there are ${value(count)}, and their worth ${per} is ${latexOf(total)}.`,
        latex,
      },
      {
        title: 'Eliminate one unknown',
        explanation: `Put ${r} = ${value(count)} − ${p} into the second fact.`,
        latex: `${p} = \\frac{${latexOf(total)} - ${latexOf(b.value)} \\cdot ${latexOf(count)}}{${latexOf(a.value)} - ${latexOf(b.value)}} = ${latexOf(first)},\\quad ${r} = ${latexOf(second)}`,
      },
      ...(ok
        ? [
            {
              title: 'Check',
              explanation: `Of all ${value(add(count, rat(1n)))} ways to split ${value(count)} items into the two kinds, only this one is worth ${latexOf(total)}.`,
              latex: `${latexOf(a.value)} \\cdot ${latexOf(first)} + ${latexOf(b.value)} \\cdot ${latexOf(second)} = ${latexOf(total)}`,
            },
          ]
        : []),
    ],
    answer: askedName
      ? { value: values[askedName] as string, latex: latexOf(askedName === p ? first : second) }
      : {
          value: `${p} = ${values[p]}, ${r} = ${values[r]}`,
          latex: `${p} = ${latexOf(first)},\\; ${r} = ${latexOf(second)}`,
        },
    verified: { ok, method: 'every split of the items tried: exactly one gives the total' },
  });
};

export const solveTwoKinds: Solver = keepingNumbers(readTwoKinds);

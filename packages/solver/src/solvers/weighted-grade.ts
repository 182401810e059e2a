import { type Rational, add, div, eq, mul, parseRational, rat, toDecimal, toText } from '../rational';
import { type Solver, result } from '../types';

/**
 * A grade weighted by percentages: "Homework counts 20%, quizzes 30% and the final exam 50%. She has 92 on
 * homework, 78 on quizzes and 85 on the final.", "homework is 20% and I have 90, quizzes 30% = 80". Each weight is
 * paired with its score by the names around them (or by being written side by side); the weights must add up to
 * 100%. Checked by summing the weighted scores a second way, as fractions of the whole.
 */

const STOP = new Set(
  'the a an and or is are counts count worth weighted weight of my her his their on in for at with i have has got scored score = : , made'.split(
    ' ',
  ),
);
const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/(?:zes|es|s)$/, '')
    .slice(0, 5);

/** The words next to a position up to the nearest number or stop (",", ".", "and"), without the small words. */
function wordsNear(t: string, at: number, before: boolean): Set<string> {
  const side = before ? t.slice(Math.max(0, at - 40), at) : t.slice(at, at + 40);
  const parts = side.split(/[,.;:\d]|\band\b/i);
  const phrase = (before ? parts.at(-1) : parts[0]) ?? '';
  const words = (phrase.match(/[a-z]+/gi) ?? []).filter((w) => !STOP.has(w.toLowerCase()));
  return new Set(words.map(stem));
}

export const solveWeightedGrade: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  if (
    t.length > 500 ||
    !/\bweighted (?:average|mean|grade|score)\b|\b(?:final|overall|course|term) (?:grade|mark|score|average)\b|\bwhat(?:'s| is) my grade\b|\bwhats my grade\b/i.test(
      t,
    )
  )
    return null;
  const all = [...t.matchAll(/(\d+(?:\.\d+)?)(\s*%)?/g)];
  const weights = all.filter((m) => m[2]);
  const scores = all.filter((m) => !m[2]);
  if (weights.length < 2 || weights.length !== scores.length || weights.length > 8) return null;
  const w = weights.map((m) => parseRational(m[1] as string));
  if (!eq(w.reduce(add, rat(0n)), rat(100n))) return null;
  // Side by side (a weight, then its score, in turn), or named: the words before a weight and after "on".
  const alternating = all.every((m, i) => Boolean(m[2]) === (i % 2 === 0));
  let order: number[] | null = alternating ? weights.map((_, i) => i) : null;
  if (!order) {
    // A weight is named before it ("homework counts 20%") or after it ("20% homework, 30% quizzes").
    const names = weights.map(
      (m) => new Set([...wordsNear(t, m.index ?? 0, true), ...wordsNear(t, (m.index ?? 0) + m[0].length, false)]),
    );
    order = scores.map((s) => {
      const after = /^\d+(?:\.\d+)?\s+(?:on|in|for) /i.test(t.slice(s.index ?? 0))
        ? wordsNear(t, (s.index ?? 0) + s[0].length, false)
        : new Set<string>();
      const hits = names.map((n, i) => ([...after].some((x) => n.has(x)) ? i : -1)).filter((i) => i >= 0);
      return hits.length === 1 ? (hits[0] as number) : -1;
    });
    if (order.some((i) => i < 0) || new Set(order).size !== order.length) return null;
  }
  const pairs = scores.map((s, j) => ({
    weight: w[(order as number[])[j] as number] as Rational,
    score: parseRational(s[1] as string),
  }));
  const value = div(
    pairs.reduce((sum, p) => add(sum, mul(p.weight, p.score)), rat(0n)),
    rat(100n),
  );
  // Again as fractions of the whole: each weight over the total weight, times its score.
  const total = pairs.reduce((sum, p) => add(sum, p.weight), rat(0n));
  const again = pairs.reduce((sum, p) => add(sum, mul(div(p.weight, total), p.score)), rat(0n));
  const shown = (x: Rational) => toDecimal(x) ?? toText(x);
  const terms = pairs.map((p) => `${shown(p.weight)}\\% \\cdot ${shown(p.score)}`);
  return result('statistics', {
    reading: {
      latex: `\\text{weighted average: } ${terms.join(' + ')}`,
      target: { kind: 'value', value: shown(value) },
    },
    steps: [
      {
        title: 'Weight each score',
        explanation: 'Each score counts by its share of the whole; the shares add up to 100%.',
        latex: `${pairs.map((p) => `${shown(div(p.weight, rat(100n)))} \\cdot ${shown(p.score)}`).join(' + ')} = ${shown(value)}`,
      },
    ],
    answer: { value: shown(value), latex: shown(value) },
    verified: { ok: eq(again, value), method: 'the weights taken as fractions of their total and summed again' },
  });
};

import { type Rational, add, div, eq, mul, parseRational, rat, sub, toDecimal, toLatex, toText } from '../rational';
import { type Solver, result } from '../types';
import { clean } from './answer-format';
import { smallCount } from './chance';

/**
 * Means told as stories: a missing score ("80, 90 and x average 88", "72, 85 and 91: what score on the fourth test
 * to average 85"), a mean of groups ("three quizzes scored 80 and two scored 95", "3 items at $4 and 5 at $6"), a
 * number taken away ("the average of 4 numbers is 25; without one it is 20"), and the mean of the first n whole,
 * even or odd numbers. Each answer is put back and the mean recomputed.
 */

const count = (s: string) => smallCount(s);
const q = (s: string) => parseRational(s.replace(/[$,]/g, ''));
const NUM = String.raw`\$?(\d+(?:\.\d+)?)`;
const COUNT = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten)`;
const shown = (x: Rational) => toDecimal(x) ?? toLatex(x);
const mean = (xs: Rational[]) => div(xs.reduce(add, rat(0n)), rat(BigInt(xs.length)));

function answered(latex: string, value: Rational, explanation: string, work: string, ok: boolean) {
  const text = toDecimal(value) ?? toText(value);
  return result('statistics', {
    reading: { latex, target: { kind: 'value', value: text } },
    steps: [{ title: 'Use the total', explanation, latex: work }],
    answer: { value: text, latex: shown(value) },
    verified: { ok, method: 'the mean recomputed with the answer put in' },
  });
}

/** "80, 90 and x … average is 88", "scored 72, 85 and 91 … fourth test … average 85". */
function missing(t: string) {
  const target = new RegExp(
    String.raw`\b(?:average|mean)\b[^.?\d]*?(?:is|of|be|to)\s+(?:exactly\s+)?${NUM}|\baverage\s+${NUM}\b`,
    'i',
  ).exec(t);
  if (!target) return null;
  const avg = q((target[1] ?? target[2]) as string);
  const list =
    /(\d+(?:\.\d+)?(?:\s*,\s*\d+(?:\.\d+)?)*(?:\s*,?\s*and\s+(?:\d+(?:\.\d+)?|[a-z](?![a-z])))?(?:\s*,\s*[a-z](?![a-z]))?)/i.exec(
      t.replace(target[0], ' '),
    );
  if (!list) return null;
  const items = (list[1] as string).split(/\s*,\s*|\s*,?\s*and\s+/).filter(Boolean);
  const letters = items.filter((x) => /^[a-z]$/i.test(x));
  const next =
    /\b(?:next|fourth|fifth|sixth|third|last|final|another)\s+(?:test|quiz|exam|score|game|day|month|one)\b/i.test(t);
  const numbers = items.filter((x) => /^\d/.test(x)).map(q);
  if (numbers.length < 2 || letters.length + (next && letters.length === 0 ? 1 : 0) !== 1) return null;
  // Every number of the story is a score or the mean.
  if ((t.match(/\d+(?:\.\d+)?/g) ?? []).length !== numbers.length + 1) return null;
  const n = numbers.length + 1;
  const value = sub(mul(avg, rat(BigInt(n))), numbers.reduce(add, rat(0n)));
  const ok = eq(mean([...numbers, value]), avg);
  return answered(
    `\\text{mean of } ${numbers.map(shown).join(', ')}, x = ${shown(avg)}`,
    value,
    `${n} scores with mean ${shown(avg)} add up to ${shown(mul(avg, rat(BigInt(n))))}.`,
    `x = ${n} \\cdot ${shown(avg)} - (${numbers.map(shown).join(' + ')}) = ${shown(value)}`,
    ok,
  );
}

/** "Three quizzes scored 80 and two quizzes scored 95", "3 items at $4 and 5 items at $6": the weighted mean. */
function groups(t: string) {
  if (!/\b(?:mean|average)\b/i.test(t)) return null;
  const found = [
    ...t.matchAll(
      new RegExp(
        String.raw`\b${COUNT}\s+(?:[a-z]+\s+){0,2}(?:scored|at|of|costing|cost|weighing|were|was|got|earned|with)\s+${NUM}`,
        'gi',
      ),
    ),
  ];
  if (found.length < 2 || (t.match(/\d+(?:\.\d+)?/g) ?? []).length > found.length * 2 + 1) return null;
  // Speeds are averaged over time, not over distance: "180 km at 90 km/h" is the trip's own question.
  if (found.some((m) => SPEED.test(t.slice((m.index ?? 0) + m[0].length)))) return averageSpeed(t, found);
  const parts = found.map((m) => ({ n: count(m[1] as string), v: q(m[2] as string) }));
  if (parts.some((p) => !p.n)) return null;
  const total = parts.reduce((s, p) => add(s, mul(rat(BigInt(p.n as number)), p.v)), rat(0n));
  const many = parts.reduce((s, p) => s + (p.n as number), 0);
  const value = div(total, rat(BigInt(many)));
  const listed = parts.flatMap((p) => Array.from({ length: p.n as number }, () => p.v));
  return answered(
    `\\text{mean of } ${parts.map((p) => `${p.n} \\times ${shown(p.v)}`).join(',\\ ')}`,
    value,
    'Each value counts as often as it occurs.',
    `\\frac{${parts.map((p) => `${p.n} \\cdot ${shown(p.v)}`).join(' + ')}}{${many}} = ${shown(value)}`,
    eq(mean(listed), value),
  );
}

const SPEED = /^\s*(?:km\/h|kph|km per hour|kilomet(?:re|er)s? (?:per|an|a) hour|mph|miles? (?:per|an|a) hour|m\/s)\b/i;
const HOURS = /^\s*(?:hours?|hrs?|h)\b/i;
const DISTANCE = /^\s*(?:km|kilomet(?:re|er)s|miles?|mi|m|metres|meters)\b/i;

/** "We drove 180 km at 90 km/h and 240 km at 120 km/h": the whole distance over the whole time. */
function averageSpeed(t: string, found: RegExpMatchArray[]) {
  if (!/\baverage speed\b/i.test(t)) return null;
  const legs = found.map((m) => {
    const distance = /^\d+(?:\.\d+)?/.test(m[1] as string) ? q(m[1] as string) : null;
    const unit = (m[0] as string).slice((m[1] as string).length);
    const label = `${m[1]}${HOURS.test(unit) ? '\\text{ h}' : ''}`;
    return { d: distance, v: q(m[2] as string), ok: DISTANCE.test(unit), hours: HOURS.test(unit), label };
  });
  if (legs.some((l) => !l.d || l.v.n === 0n)) return null;
  // "2 hours at 60 mph and 3 hours at 50 mph": each leg's time is given; its distance is time × speed.
  if (legs.every((l) => l.hours)) for (const l of legs) l.d = mul(l.d as Rational, l.v);
  else if (!legs.every((l) => l.ok)) return null;
  const distance = legs.reduce((s, l) => add(s, l.d as Rational), rat(0n));
  const time = legs.reduce((s, l) => add(s, div(l.d as Rational, l.v)), rat(0n));
  const value = div(distance, time);
  // Checked another way: the speed over each leg's time, weighted by that time, is the same mean.
  const weighted = legs.reduce((s, l) => add(s, mul(div(l.d as Rational, l.v), l.v)), rat(0n));
  return answered(
    `\\text{average speed over } ${legs.map((l) => `${l.label} \\text{ at } ${shown(l.v)}`).join(',\\ ')}`,
    value,
    'Average speed is the whole distance over the whole time; each leg takes its distance over its speed.',
    `\\frac{${legs.map((l) => shown(l.d as Rational)).join(' + ')}}{${legs.map((l) => `\\frac{${shown(l.d as Rational)}}{${shown(l.v)}}`).join(' + ')}} = ${shown(value)}`,
    eq(div(weighted, time), value),
  );
}

/** "The average of 4 numbers is 25. If one is removed the average becomes 20": the one removed. */
function removed(t: string) {
  const m = new RegExp(
    String.raw`\b(?:average|mean) of ${COUNT} (?:numbers|scores|values|people|students|items)\b[^.]*?\bis\s+${NUM}[^.]*\.\s*(?:if|when)\s+(?:one|a)\s+(?:of\s+the\s+)?(?:numbers?|scores?|values?|persons?|people|students?|items?)\s+is\s+(removed|taken away|added)(?:\s*(?:,|and))?\s+(?:the\s+)?(?:new\s+)?(?:average|mean)(?:\s+of\s+the\s+(?:remaining|other|new)\s+[a-z]+)?\s+(?:becomes|is|falls to|rises to|changes to)\s+${NUM}`,
    'i',
  ).exec(t);
  if (!m) return null;
  const n = count(m[1] as string);
  if (!n || n < 2) return null;
  const [a, b] = [q(m[2] as string), q(m[4] as string)];
  const add1 = /added/i.test(m[3] as string);
  const value = add1
    ? sub(mul(b, rat(BigInt(n + 1))), mul(a, rat(BigInt(n))))
    : sub(mul(a, rat(BigInt(n))), mul(b, rat(BigInt(n - 1))));
  const before = mul(a, rat(BigInt(n)));
  const ok = add1
    ? eq(div(add(before, value), rat(BigInt(n + 1))), b)
    : eq(div(sub(before, value), rat(BigInt(n - 1))), b);
  return answered(
    `\\text{mean ${shown(a)} of ${n}, then ${shown(b)} of ${add1 ? n + 1 : n - 1}}`,
    value,
    'Means times counts give totals; the number is the difference of the totals.',
    add1
      ? `${n + 1} \\cdot ${shown(b)} - ${n} \\cdot ${shown(a)} = ${shown(value)}`
      : `${n} \\cdot ${shown(a)} - ${n - 1} \\cdot ${shown(b)} = ${shown(value)}`,
    ok,
  );
}

/** The mean of the first n positive integers (even, odd numbers). */
function firstN(t: string) {
  const m =
    /\b(?:average|mean) of the first (\d+|ten|five|twenty) (positive |natural |whole |counting )?(even |odd )?(?:integers|numbers|natural numbers|whole numbers|counting numbers)\b/i.exec(
      t,
    );
  if (!m) return null;
  const n = count(m[1] as string) ?? (m[1] === 'twenty' ? 20 : null);
  if (!n || n > 1_000_000) return null;
  const kind = m[3]?.trim().toLowerCase();
  const terms = Array.from({ length: Math.min(n, 10_000) }, (_, i) =>
    rat(BigInt(kind === 'even' ? 2 * (i + 1) : kind === 'odd' ? 2 * i + 1 : i + 1)),
  );
  const value = kind === 'even' ? rat(BigInt(n + 1)) : kind === 'odd' ? rat(BigInt(n)) : rat(BigInt(n + 1), 2n);
  return answered(
    `\\text{mean of the first ${n} ${kind ?? 'positive'} integers}`,
    value,
    'The terms are evenly spaced: the mean is the average of the first and the last.',
    `\\frac{${shown(terms[0] as Rational)} + ${kind === 'even' ? 2 * n : kind === 'odd' ? 2 * n - 1 : n}}{2} = ${shown(value)}`,
    n > 10_000 || eq(mean(terms), value),
  );
}

// Words that change which numbers count or how much ("drop the lowest", "counts double", "weighted 40%").
/** "averaged 81 on four tests … the fifth test … raise her average to 84": the next score that makes the new mean. */
function nextScore(t: string) {
  const m = new RegExp(
    String.raw`\baverag(?:ed|es|e of|e is|e was)\s+(?:an?\s+)?${NUM}\s+(?:points\s+)?(?:on|over|in|for|across)\s+(?:the\s+|her\s+|his\s+|their\s+|my\s+|your\s+)?(?:first\s+)?${COUNT}\s+([a-z]+)`,
    'i',
  ).exec(t);
  const to = new RegExp(
    String.raw`\b(?:raise|bring|get|make|increase|lift|pull|lower|drop)s?\s+(?:her|his|their|my|your|the)\s+(?:average|mean)\s+(?:up\s+|down\s+)?to\s+(?:exactly\s+)?${NUM}|\b(?:have|get|gets|give|gives|reach|end with)\s+an?\s+(?:average|mean)\s+of\s+${NUM}`,
    'i',
  ).exec(t);
  if (!m || !to) return null;
  const n = count(m[2] as string);
  const next = new RegExp(
    String.raw`\b(?:next|${['fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'][(n ?? 0) - 4] ?? 'next'})\s+${(m[3] as string).replace(/s$/, '')}\b`,
    'i',
  );
  if (!n || n < 1 || n > 50 || !next.test(t)) return null;
  // Every number is the old mean, the count or the new mean.
  if ((t.match(/\d+(?:\.\d+)?/g) ?? []).length !== 2 + (/^\d/.test(m[2] as string) ? 1 : 0)) return null;
  const [old, wanted] = [q(m[1] as string), q((to[1] ?? to[2]) as string)];
  const value = sub(mul(wanted, rat(BigInt(n + 1))), mul(old, rat(BigInt(n))));
  const ok = eq(div(add(mul(old, rat(BigInt(n))), value), rat(BigInt(n + 1))), wanted);
  return answered(
    `\\text{mean ${shown(old)} over ${n}; wanted mean ${shown(wanted)} over ${n + 1}}`,
    value,
    `The ${n} scores add up to ${n} × ${shown(old)}; the ${n + 1} must add up to ${n + 1} × ${shown(wanted)}.`,
    `${n + 1} \\cdot ${shown(wanted)} - ${n} \\cdot ${shown(old)} = ${shown(value)}`,
    ok,
  );
}

const CHANGES =
  /\b(?:remov\w*|drop\w*|lowest|highest|except|excluding|without|double|twice|weighted|weights|percent|%|bonus|extra|round\w*)\b/i;

export const solveMeanStory: Solver = (problem) => {
  const t = clean(problem);
  if (t.length > 400) return null;
  // The missing score and the groups read every number as a score: a word that changes which count is refused.
  const plain = !CHANGES.test(t) || /\bweighted mean\b/i.test(t);
  return removed(t) ?? firstN(t) ?? nextScore(t) ?? (plain ? (groups(t) ?? missing(t)) : null);
};

import { type Rational, add, cmp, div, mul, parseRational, rat, sub, toLatex, toText } from '../rational';
import { SMALL } from '../read/number-words';
import { type Solver, result } from '../types';

/**
 * Two numbers (or angles) with a known total and a relation between them: "The sum of two numbers is 90 and one is
 * twice the other", "Two angles are supplementary and one is 38° more than the other", "one is 20 less than three
 * times the other". Solved as a + b = S with a = k·b + d; the asked one given (the larger, the smaller, or both).
 * Checked by putting both back into the total and the relation. Every number must be the total, k or d.
 */

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const TIMES: Record<string, number> = { twice: 2, double: 2, thrice: 3, triple: 3 };

function totalOf(t: string): { total: Rational; said: string; digits: number } | null {
  if (/\bsupplementary\b/.test(t)) return { total: rat(180n), said: 'supplementary: a + b = 180°', digits: 0 };
  if (/\bcomplementary\b/.test(t)) return { total: rat(90n), said: 'complementary: a + b = 90°', digits: 0 };
  const m =
    new RegExp(String.raw`\b(?:the )?sum of (?:the )?two (?:numbers|angles|integers) is ${NUM}`).exec(t) ??
    new RegExp(String.raw`\btwo (?:numbers|angles|integers) (?:add up to|sum to|have a sum of|total) ${NUM}`).exec(t);
  return m ? { total: parseRational(m[1] as string), said: `a + b = ${m[1]}`, digits: 1 } : null;
}

/** "one is 38 more than the other", "one is twice the other", "one is 20 less than three times the other". */
function relationOf(t: string): { k: Rational; d: Rational; said: string; digits: number } | null {
  const factor = String.raw`(twice|double|thrice|triple|(\d+|two|three|four|five|six|seven|eight|nine|ten) times)`;
  const patterns: [RegExp, (m: RegExpExecArray) => { k: number | null; d: string; sign: 1 | -1 }][] = [
    [
      new RegExp(
        String.raw`\b(?:one|the larger|the bigger|one angle|one number) is ${NUM}°?\s*(more|less|greater|smaller|bigger) than ${factor} the other\b`,
      ),
      (m) => ({
        k: timesOf(m[3] as string, m[4]),
        d: m[1] as string,
        sign: /more|greater|bigger/.test(m[2] as string) ? 1 : -1,
      }),
    ],
    [
      new RegExp(String.raw`\b(?:one|the larger|the bigger|one angle|one number) is ${factor} the other\b`),
      (m) => ({ k: timesOf(m[1] as string, m[2]), d: '0', sign: 1 }),
    ],
    [
      new RegExp(
        String.raw`\b(?:one|the larger|the bigger|one angle|one number) is ${NUM}°?\s*(?:more|greater|bigger) than the other\b`,
      ),
      (m) => ({ k: 1, d: m[1] as string, sign: 1 }),
    ],
  ];
  for (const [re, read] of patterns) {
    const m = re.exec(t);
    if (!m) continue;
    const r = read(m);
    if (r.k === null) return null;
    const d = mul(parseRational(r.d), rat(BigInt(r.sign)));
    const digits = (m[0].match(/\d+(?:\.\d+)?/g) ?? []).length;
    return {
      k: rat(BigInt(r.k)),
      d,
      said: `a = ${r.k === 1 ? '' : `${r.k}`}b${r.d === '0' ? '' : ` ${r.sign > 0 ? '+' : '-'} ${r.d}`}`,
      digits,
    };
  }
  return null;
}

const timesOf = (word: string, count?: string): number | null =>
  TIMES[word] ?? (count ? (/^\d+$/.test(count) ? Number(count) : (SMALL[count] ?? null)) : null);

export const solvePairRelation: Solver = (problem) => {
  const t = problem.toLowerCase().replace(/\s+/g, ' ').trim();
  if (t.length > 300 || !/\btwo (?:numbers|angles|integers)\b|\bsupplementary\b|\bcomplementary\b/.test(t)) return null;
  // Unknowns the problem names ("call the larger one x") are answered by name, by the system solvers.
  if (/\bcall\b|\blet [a-z] (?:be|=)/.test(t)) return null;
  const total = totalOf(t);
  const relation = relationOf(t);
  if (!total || !relation) return null;
  if ((t.match(/\d+(?:\.\d+)?/g) ?? []).length !== total.digits + relation.digits) return null;
  const asked = /\b(?:larger|bigger|greater|largest)\b/.test(t.replace(/.*?(?:what|find|which|how|determine)\b/, ''))
    ? 'larger'
    : /\b(?:smaller|lesser|smallest)\b/.test(t.replace(/.*?(?:what|find|which|how|determine)\b/, ''))
      ? 'smaller'
      : /\b(?:find|what are) (?:the|both|each of the) (?:two )?(?:numbers|angles|integers)\b|\bfind (?:them|both|each)\b|\b(?:each|both) angles?\b/.test(
            t,
          )
        ? 'both'
        : null;
  if (!asked) return null;
  // a + b = S, a = k·b + d: (k + 1)·b = S − d.
  const b = div(sub(total.total, relation.d), add(relation.k, rat(1n)));
  const a = add(mul(relation.k, b), relation.d);
  if (b.n <= 0n || a.n <= 0n) return null;
  const [small, large] = cmp(a, b) < 0 ? [a, b] : [b, a];
  const value =
    asked === 'larger' ? toText(large) : asked === 'smaller' ? toText(small) : `${toText(small)}, ${toText(large)}`;
  const ok = cmp(add(a, b), total.total) === 0 && cmp(a, add(mul(relation.k, b), relation.d)) === 0;
  return result('word-problem', {
    reading: {
      latex: `\\text{${total.said};\\ ${relation.said}}\\ (\\text{${asked === 'both' ? 'both' : `the ${asked}`}})`,
      target: asked === 'both' ? null : { kind: 'value', value },
    },
    steps: [
      {
        title: 'Put the relation into the total',
        explanation: `With a = ${toText(relation.k)}b ${cmp(relation.d, rat(0n)) < 0 ? '−' : '+'} ${toText(cmp(relation.d, rat(0n)) < 0 ? mul(relation.d, rat(-1n)) : relation.d)}, the total gives one equation in b.`,
        latex: `(${toLatex(relation.k)} + 1)b = ${toLatex(total.total)} - (${toLatex(relation.d)}) \\Rightarrow b = ${toLatex(b)},\\ a = ${toLatex(a)}`,
      },
    ],
    answer: { value, latex: value },
    verified: { ok, method: 'both put back into the total and the relation' },
  });
};

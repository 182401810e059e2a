import { spelledNumbers } from '../read/goal-reader';
import { type Solver, result } from '../types';
import { choose, factorial } from './counting';

/**
 * Choices from two groups with a condition, and people in a row with some kept together:
 * "a committee of 5 from 6 men and 4 women with exactly 2 women" (ΣC(4, j)·C(6, 5 − j) over the j allowed),
 * "5 people in a line if 2 of them must stand next to each other" ((n − k + 1)!·k!). Checked by counting the
 * committees or the orders one by one when there are few, and by the sum over all j being C(a + b, r).
 */
const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/(?:ies)$/, 'y')
    .replace(/(?:es|s)$/, '')
    .replace(/^(wom|m)an$/, '$1en');

function committee(t: string) {
  const m =
    /\b(?:committee|team|group|panel|delegation|selection|jury|squad|crew|band)\s+of\s+(\d{1,3})\b[^.?]*?\bfrom\s+(?:a\s+group\s+of\s+)?(\d{1,3})\s+([a-z]+)\s+and\s+(\d{1,3})\s+([a-z]+)/i.exec(
      t,
    );
  if (!m) return null;
  const [r, a, b] = [Number(m[1]), Number(m[2]), Number(m[4])];
  const [nounA, nounB] = [stem(m[3] as string), stem(m[5] as string)];
  const cond =
    /\b(exactly|at least|at most|no more than|no fewer than|only)\s+(\d{1,3})\s+([a-z]+)|\bno\s+([a-z]+)\b/i.exec(
      t.slice(m.index + m[0].length),
    );
  if (!cond || r > a + b || nounA === nounB) return null;
  const noun = stem((cond[3] ?? cond[4]) as string);
  const group = noun === nounA ? 'a' : noun === nounB ? 'b' : null;
  if (!group) return null;
  const v = cond[4] ? 0 : Number(cond[2]);
  const how = cond[4] ? 'exactly' : (cond[1] as string).toLowerCase();
  const allowed = (j: number) =>
    how === 'at least' || how === 'no fewer than'
      ? j >= v
      : how === 'at most' || how === 'no more than'
        ? j <= v
        : j === v;
  const [size, other] = group === 'a' ? [a, b] : [b, a];
  let count = 0n;
  let all = 0n;
  const terms: string[] = [];
  for (let j = 0; j <= Math.min(r, size); j++) {
    if (r - j > other) continue;
    const c = choose(size, j) * choose(other, r - j);
    all += c;
    if (allowed(j)) {
      count += c;
      terms.push(`\\binom{${size}}{${j}}\\binom{${other}}{${r - j}}`);
    }
  }
  // Checked apart: every committee counted one by one when there are few people; else the sum over all j.
  let listed: bigint | null = null;
  if (a + b <= 16) {
    listed = 0n;
    for (let mask = 0; mask < 1 << (a + b); mask++) {
      let bits = 0;
      let inGroup = 0;
      for (let i = 0; i < a + b; i++)
        if (mask & (1 << i)) {
          bits++;
          if (group === 'a' ? i < a : i >= a) inGroup++;
        }
      if (bits === r && allowed(inGroup)) listed++;
    }
  }
  const ok = (listed === null || listed === count) && all === choose(a + b, r);
  const label = `${how} ${v} ${cond[3] ?? cond[4]}`;
  return { count, ok, latex: `\\text{committees of ${r} from ${a} ${m[3]} and ${b} ${m[5]}, ${label}}`, terms, listed };
}

function together(t: string) {
  const row =
    /\b(\d{1,2})\s+(?:people|persons|students|friends|children|kids|boys|girls|men|women|adults|books|players|guests|cars|letters)\b[^.?]*?\b(?:in\s+a\s+(?:line|row|queue)|line\s+up|lined\s+up|in\s+line)\b/i.exec(
      t,
    ) ?? /\bline\s+up\s+(\d{1,2})\s+(?:people|persons|students|friends|children|kids)\b/i.exec(t);
  const kept =
    /\b(\d)\s+(?:of\s+them\b|particular\b|specific\b|certain\b)?[^.?\d]{0,40}?\b(next\s+to\s+each\s+other|together|side\s+by\s+side|adjacent)\b/i.exec(
      t,
    );
  const apart =
    /\b(?:not|never|cannot|can't|must\s+not|mustn't|refuse\s+to)\s+(?:stand\s+|sit\s+|be\s+)?(?:next\s+to\s+each\s+other|together|side\s+by\s+side|adjacent)\b/i.test(
      t,
    );
  if (!row || !kept) return null;
  // "3 boys and 3 girls stand in a line": the row holds both groups.
  const groups = /\b(\d{1,2})\s+([a-z]+)\s+and\s+(\d{1,2})\s+([a-z]+)\b/i.exec(
    t.slice(0, (row.index ?? 0) + row[0].length),
  );
  const n = groups ? Number(groups[1]) + Number(groups[3]) : Number(row[1]);
  const k = Number(kept[1]);
  // Every number of the question is the row's size, a group's size or the number kept together.
  const known = new Set([
    String(n),
    String(k),
    ...(groups ? [groups[1] as string, groups[3] as string] : [row[1] as string]),
  ]);
  if ((t.match(/\d+/g) ?? []).some((d) => !known.has(d))) return null;
  if (k < 2 || k > n || n > 12 || (apart && k !== 2)) return null;
  const joined = factorial(n - k + 1) * factorial(k);
  const count = apart ? factorial(n) - joined : joined;
  // Checked apart: the orders of n people listed when few, with the k kept people's places compared.
  let listed: bigint | null = null;
  if (n <= 8) {
    listed = 0n;
    const perm = (rest: number[], placed: number[]): void => {
      if (rest.length === 0) {
        const at = placed.flatMap((p, i) => (p < k ? [i] : []));
        const adjacent = Math.max(...at) - Math.min(...at) === k - 1;
        if (adjacent !== apart) listed = (listed as bigint) + 1n;
        return;
      }
      for (let i = 0; i < rest.length; i++)
        perm([...rest.slice(0, i), ...rest.slice(i + 1)], [...placed, rest[i] as number]);
    };
    perm(
      Array.from({ length: n }, (_, i) => i),
      [],
    );
  }
  return {
    count,
    ok: listed === null || listed === count,
    latex: `\\text{${groups ? `${groups[1]} ${groups[2]} and ${groups[3]} ${groups[4]}` : n} in a row, ${k} ${apart ? 'not next to each other' : 'kept together'}}`,
    formula: apart ? `${n}! - ${n - 1}! \\cdot 2!` : `${n - k + 1}! \\cdot ${k}!`,
  };
}

export const solveCommitteeCounts: Solver = (problem) => {
  const t = spelledNumbers(problem.replace(/\s+/g, ' ').trim());
  if (t.length > 400 || !/\bhow many\b|\bnumber of\b|\bways\b|\bcount\b/i.test(t)) return null;
  const c = committee(t);
  if (c) {
    return result('probability', {
      reading: { latex: c.latex, target: { kind: 'value', value: `${c.count}` } },
      steps: [
        {
          title: 'Choose from each group',
          explanation:
            'For each number allowed from the named group, choose it from that group and the rest from the other.',
          latex: `${c.terms.join(' + ')} = ${c.count}`,
        },
      ],
      answer: { value: `${c.count}`, latex: `${c.count}` },
      verified: {
        ok: c.ok,
        method:
          c.listed === null
            ? 'the sums over every number from the group add up to all committees'
            : 'every committee counted one by one',
      },
    });
  }
  const r = together(t);
  if (!r) return null;
  return result('probability', {
    reading: { latex: r.latex, target: { kind: 'value', value: `${r.count}` } },
    steps: [
      {
        title: 'Glue the group together',
        explanation: 'Treat the people kept together as one block, then arrange them inside the block.',
        latex: `${r.formula} = ${r.count}`,
      },
    ],
    answer: { value: `${r.count}`, latex: `${r.count}` },
    verified: { ok: r.ok, method: 'every order listed and checked' },
  });
};

import { type Solver, result } from '../types';
import { spelledNumbers } from '../read/goal-reader';

/**
 * A choice from each of two groups: "4 flavors and 6 toppings; how many combinations of 1 flavor and 2 different
 * toppings?" is C(4, 1)·C(6, 2). Each group's size and the number chosen from it are read by the group's noun;
 * every number of the story must be one of the four. Checked by listing the choices one by one.
 */

const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/(?:ies)$/, 'y')
    .replace(/e?s$/, '')
    .slice(0, 6);

const choose = (n: number, k: number): bigint => {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
};

/** The choices counted one by one: every k-subset of each group, paired (small groups only). */
function listed(groups: { n: number; k: number }[]): bigint {
  const subsets = (n: number, k: number): number => {
    let count = 0;
    for (let mask = 0; mask < 1 << n; mask++) {
      let bits = 0;
      for (let m = mask; m; m &= m - 1) bits++;
      if (bits === k) count++;
    }
    return count;
  };
  return groups.reduce((p, g) => p * BigInt(subsets(g.n, g.k)), 1n);
}

export const solveGroupChoices: Solver = (problem) => {
  const t = spelledNumbers(problem.replace(/\s+/g, ' ').trim());
  if (t.length > 400) return null;
  const asked =
    /\bhow many (?:different |possible )?(?:combinations|choices|ways|meals|sundaes|outfits|orders)\b[^?]*?\b(?:of|with|can)\b\s*(?:you |we |i )?(?:choose |pick |get |have |make )?(?:an? |one |)?(\d+)\s+(?:different\s+)?([a-z]+)\s+and\s+(\d+)\s+(?:different\s+)?([a-z]+)/i.exec(
      t,
    );
  // "choosing 2 appetizers out of 7 and 1 dessert out of 4": each choice with its group's size.
  const outOf = [...t.matchAll(/\b(\d+)\s+(?:different\s+)?([a-z]+)\s+(?:out of|from)\s+(?:the\s+)?(\d+)\b/gi)];
  if (!asked && outOf.length === 2 && /\bhow many (?:different |possible )?[a-z]+\b/i.test(t))
    return counted(
      outOf.map((m) => ({ n: Number(m[3]), k: Number(m[1]) })),
      t,
    );
  if (!asked) return null;
  const picks = [
    { k: Number(asked[1]), noun: stem(asked[2] as string) },
    { k: Number(asked[3]), noun: stem(asked[4] as string) },
  ];
  const story = t.slice(0, asked.index);
  const groups = picks.map((p) => {
    const size = [...story.matchAll(/\b(\d+)\s+(?:different\s+|kinds of\s+|types of\s+)?([a-z]+)/gi)].find(
      (m) => stem(m[2] as string) === p.noun,
    );
    return size ? { n: Number(size[1]), k: p.k } : null;
  });
  if (groups.some((g) => !g)) return null;
  return counted(groups as { n: number; k: number }[], t);
};

function counted(all: { n: number; k: number }[], t: string) {
  if (all.some((g) => g.k < 1 || g.k > g.n || g.n > 20) || (t.match(/\d+/g) ?? []).length !== 4) return null;
  const value = all.reduce((p, g) => p * choose(g.n, g.k), 1n);
  const read = all.map((g) => `\\binom{${g.n}}{${g.k}}`).join(' \\cdot ');
  return result('probability', {
    reading: { latex: read, target: { kind: 'value', value: String(value) } },
    steps: [
      {
        title: 'Choose from each group, then multiply',
        explanation:
          'Any choice from the first group goes with any choice from the second (the order inside a group does not matter).',
        latex: `${read} = ${value}`,
      },
    ],
    answer: { value: String(value), latex: String(value) },
    verified: { ok: listed(all) === value, method: 'the choices from each group listed one by one and counted' },
  });
}

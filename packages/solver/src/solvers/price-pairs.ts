import { type Rational, add, div, eq, mul, parseRational, sub, toDecimal, toLatex, toText } from '../rational';
import { type Solver, result } from '../types';

/**
 * Two unknown prices or counts told in a story, solved as a system of two equations:
 * - two baskets: "3 lattes and 2 muffins cost $19.50, and 1 latte and 4 muffins cost $14.00";
 * - a count and a total: "adult tickets are $12 and child tickets $7; we bought 9 tickets for $88".
 * The letters are the story's own ("Use c for one croissant", "adult tickets (a)"), else each noun's first letter.
 * Checked by putting the answer back into both statements of the story.
 */

const COUNT = String.raw`(\d+|a|an|one|two|three|four|five|six)`;
const MONEY = String.raw`\$?(\d+(?:\.\d+)?)`;
const WORDS: Record<string, string> = {
  a: '1',
  an: '1',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
};
const numberOf = (s: string) => parseRational(WORDS[s.toLowerCase()] ?? s);
const singular = (w: string) =>
  w
    .toLowerCase()
    .replace(/(?:ies)$/, 'y')
    .replace(/(?:ches|shes|xes|ses)$/, (m) => m.slice(0, -2))
    .replace(/s$/, '');

/** The letter the story gives a noun: "latte (L)", "c for one croissant", "a be the number of adult tickets". */
function letterFor(t: string, noun: string): string | null {
  const stem = noun.slice(0, Math.max(3, noun.length - 1));
  const after = new RegExp(String.raw`\b${stem}[a-z]*(?:\s+tickets?)?\s*\(\s*([A-Za-z])\s*\)`, 'i').exec(t)?.[1];
  const use = new RegExp(
    String.raw`\b(?:use|let)\s+([A-Za-z])\s+(?:for|be|stand for|=)\s+(?:the\s+)?(?:(?:price|cost|number) of\s+)?(?:one\s+|an?\s+|each\s+)?${stem}`,
    'i',
  ).exec(t)?.[1];
  const and = new RegExp(
    String.raw`\band\s+([A-Za-z])\s+(?:for|be|the)\s+(?:(?:price|cost|number) of\s+)?(?:one\s+|an?\s+|each\s+)?${stem}`,
    'i',
  ).exec(t)?.[1];
  return after ?? use ?? and ?? null;
}

/** x·a + y·b = p and u·a + v·b = q by Cramer's rule; null when the two statements do not fix a and b. */
function cramer(
  x: Rational,
  y: Rational,
  p: Rational,
  u: Rational,
  v: Rational,
  q: Rational,
): [Rational, Rational] | null {
  const d = sub(mul(x, v), mul(y, u));
  if (d.n === 0n) return null;
  return [div(sub(mul(p, v), mul(y, q)), d), div(sub(mul(x, q), mul(p, u)), d)];
}

function answered(
  names: [string, string],
  nouns: [string, string],
  rows: Rational[][],
  values: [Rational, Rational],
  written: string[][],
) {
  const [a, b] = values;
  const ok = rows.every(([x, y, p]) => eq(add(mul(x as Rational, a), mul(y as Rational, b)), p as Rational));
  // Money as decimals where they end (2.75), counts as whole numbers.
  const shown = (x: Rational) => toDecimal(x) ?? toText(x);
  const value = `${names[0]} = ${shown(a)}, ${names[1]} = ${shown(b)}`;
  // The equations with the story's numbers as written ($19.50 stays 19.50).
  const equations = written.map(
    ([x, y, p]) => `${x ? `${x} \\cdot ` : ''}${names[0]} + ${y ? `${y} \\cdot ` : ''}${names[1]} = ${p}`,
  );
  return result('word-problem', {
    reading: {
      latex: equations.join(',\\ '),
      target: {
        kind: 'system',
        equations: rows.map(
          ([x, y, p]) =>
            `${toText(x as Rational)}*${names[0]} + ${toText(y as Rational)}*${names[1]} = ${toText(p as Rational)}`,
        ),
        variable: names[0],
        value: toText(a),
        values: { [names[0]]: toText(a), [names[1]]: toText(b) },
      },
    },
    steps: [
      {
        title: 'Write the story as two equations',
        explanation: `${names[0]} stands for the ${nouns[0]}s and ${names[1]} for the ${nouns[1]}s.`,
        latex: equations.join(',\\quad '),
      },
      {
        title: 'Solve the system',
        explanation: 'Eliminate one letter, then put the value found back.',
        latex: `${names[0]} = ${toLatex(a)},\\ ${names[1]} = ${toLatex(b)}`,
      },
    ],
    answer: { value, latex: `${names[0]} = ${toLatex(a)},\\ ${names[1]} = ${toLatex(b)}` },
    verified: { ok, method: 'both statements of the story hold with the values put back' },
  });
}

function lettersOf(t: string, nouns: [string, string]): [string, string] | null {
  const given = nouns.map((n) => letterFor(t, n));
  const names = nouns.map((n, i) => given[i] ?? (n[0] as string)) as [string, string];
  return names[0].toLowerCase() === names[1].toLowerCase() ? null : names;
}

export const solvePricePairs: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  if (t.length > 500) return null;
  const numbers = (t.match(/\d+(?:\.\d+)?/g) ?? []).length;
  // Two baskets: "3 lattes and 2 muffins cost $19.50".
  const baskets = [
    ...t.matchAll(
      new RegExp(
        String.raw`\b${COUNT} ([a-z]+) and ${COUNT} ([a-z]+) (?:cost|costs|come to|comes to|sell for|sells for|are|is|total|for)\s+(?:a total of\s+|of\s+)?${MONEY}`,
        'gi',
      ),
    ),
  ];
  if (baskets.length === 2) {
    const [m1, m2] = baskets as [RegExpExecArray, RegExpExecArray];
    const nouns = [singular(m1[2] as string), singular(m1[4] as string)] as [string, string];
    if (singular(m2[2] as string) !== nouns[0] || singular(m2[4] as string) !== nouns[1]) return null;
    // Every number of the story is one of the six read (a letter's name may not hide a number).
    if (numbers !== baskets.reduce((n, m) => n + (m[0].match(/\d+(?:\.\d+)?/g) ?? []).length, 0)) return null;
    const rows = [m1, m2].map((m) => [
      numberOf(m[1] as string),
      numberOf(m[3] as string),
      parseRational(m[5] as string),
    ]);
    const values = cramer(
      ...(rows[0] as [Rational, Rational, Rational]),
      ...(rows[1] as [Rational, Rational, Rational]),
    );
    const names = lettersOf(t, nouns);
    if (!values || !names || values.some((v) => v.n <= 0n)) return null;
    const written = [m1, m2].map((m) => [
      WORDS[(m[1] as string).toLowerCase()] ?? (m[1] as string),
      WORDS[(m[3] as string).toLowerCase()] ?? (m[3] as string),
      m[5] as string,
    ]);
    return answered(names, nouns, rows, values, written);
  }
  // A count and a total: "$8 for adults and $5 for children … 240 tickets … $1575".
  const prices =
    new RegExp(
      String.raw`\$(\d+(?:\.\d+)?) (?:for|per|each for) (?:an? |each )?([a-z]+)s? and \$(\d+(?:\.\d+)?) (?:for|per|each for) (?:an? |each )?([a-z]+)`,
      'i',
    ).exec(t) ??
    new RegExp(
      String.raw`\b([a-z]+)s? tickets? (?:are|cost|costs|were|is) \$(\d+(?:\.\d+)?)(?: each)?,? and ([a-z]+)s? tickets? (?:are |cost |costs |were |is )?\$(\d+(?:\.\d+)?)`,
      'i',
    ).exec(t);
  if (!prices) return null;
  const byPrice = /^\$/.test(prices[0]);
  const [p1, n1, p2, n2] = byPrice
    ? [prices[1], prices[2], prices[3], prices[4]]
    : [prices[2], prices[1], prices[4], prices[3]];
  const rest = t.replace(prices[0], ' ');
  const totals =
    /\b(\d+) (?:tickets|items|people|seats|coins|animals)\b[^$]*?\$(\d+(?:\.\d+)?)/i.exec(rest) ??
    /\$(\d+(?:\.\d+)?)[^\d]*?\b(\d+) (?:tickets|items|people|seats)\b/i.exec(rest);
  if (!totals) return null;
  const [count, money] = /^\$/.test(totals[0]) ? [totals[2], totals[1]] : [totals[1], totals[2]];
  if (numbers !== 4) return null;
  const nouns = [singular(n1 as string), singular(n2 as string)] as [string, string];
  const rows = [
    [parseRational('1'), parseRational('1'), parseRational(count as string)],
    [parseRational(p1 as string), parseRational(p2 as string), parseRational(money as string)],
  ];
  const values = cramer(...(rows[0] as [Rational, Rational, Rational]), ...(rows[1] as [Rational, Rational, Rational]));
  const names = lettersOf(t, nouns);
  // Counts of tickets are whole and not negative.
  if (!values || !names || values.some((v) => v.d !== 1n || v.n < 0n)) return null;
  return answered(names, nouns, rows, values, [
    ['', '', count as string],
    [p1 as string, p2 as string, money as string],
  ]);
};

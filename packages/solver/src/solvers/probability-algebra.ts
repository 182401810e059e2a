import {
  type Rational,
  ONE,
  ZERO,
  add,
  div,
  mul,
  parseRational,
  sub,
  toDecimal,
  toLatex as fractionLatex,
  toNumber,
  toText,
} from '../rational';

// Probabilities shown as given (0.4, not 2/5), so that the reading keeps the problem's numbers.
const toLatex = (x: Rational) => toDecimal(x) ?? fractionLatex(x);
import { type SolveResult, result } from '../types';

/**
 * Probabilities of two events from the ones given: "P(A) = 0.3: P(not A)", "P(A) = 0.5, P(B) = 0.4, P(A and B) =
 * 0.2: P(A or B)", "P(A ∩ B) = 0.12, P(B) = 0.4: P(A | B)". Each given value names one of A, B, not A, not B,
 * A and B, A or B, A given B, B given A; the asked one comes from the complement rule, the addition rule, the
 * product rule (for independent events) or the definition of a conditional probability. Checked by recomputing
 * all four cells of the two-by-two table and testing that they lie in [0, 1] and add up to 1.
 */

const P = String.raw`(\d+\s*/\s*\d+|\d+(?:\.\d+)?%|\d*\.\d+|1(?:\.0+)?|0)`;
const value = (s: string): Rational => {
  const [top = '', bottom] = s.replace(/\s+/g, '').split('/');
  if (bottom !== undefined) return div(parseRational(top), parseRational(bottom));
  return s.endsWith('%') ? mul(parseRational(s.slice(0, -1)), parseRational('0.01')) : parseRational(s);
};

/** "A", "not A", "A'", "A^c", "A and B", "A ∩ B", "A or B", "A | B": one of the canonical names. */
function nameOf(inner: string): string | null {
  const t = inner.replace(/\s+/g, ' ').trim();
  const not = /^(?:not\s+([AB])|([AB])\s*(?:'|′|\^c|\^C|ᶜ)|~\s*([AB])|¬\s*([AB]))$/.exec(t);
  if (not) return `not ${not[1] ?? not[2] ?? not[3] ?? not[4]}`;
  if (/^[AB]$/.test(t)) return t;
  // P(A, B) is the joint probability too.
  if (/^A\s*(?:and|∩|n|,)\s*B$|^B\s*(?:and|∩|n|,)\s*A$/i.test(t)) return 'A and B';
  if (/^A\s*(?:or|∪|u)\s*B$|^B\s*(?:or|∪|u)\s*A$/i.test(t)) return 'A or B';
  const given = /^([AB])\s*(?:\||given)\s*([AB])$/.exec(t);
  if (given && given[1] !== given[2]) return `${given[1]} given ${given[2]}`;
  return null;
}

export function probabilityAlgebra(text: string): SolveResult | null {
  const t = text.replace(/\s+/g, ' ').trim();
  const known = new Map<string, Rational>();
  for (const m of t.matchAll(new RegExp(String.raw`P\s*\(([^()]+)\)\s*=\s*${P}`, 'g'))) {
    const name = nameOf(m[1] as string);
    if (!name) return null;
    known.set(name, value(m[2] as string));
  }
  // Asked as P(…) or in words ("the probability of not A").
  const asked = [
    ...[...t.matchAll(/P\s*\(([^()]+)\)(?!\s*=\s*[\d.])/g)].map((m) => nameOf(m[1] as string)),
    ...[...t.matchAll(/\bprobability (?:of|that) ((?:not )?[AB](?: (?:and|or|given) [AB])?)\b/g)].map((m) =>
      nameOf(m[1] as string),
    ),
  ];
  if (known.size === 0 || asked.length !== 1 || !asked[0] || known.has(asked[0])) return null;
  const independent = /\bindependent\b/i.test(t);
  const exclusive = /\b(?:mutually exclusive|disjoint)\b/i.test(t);
  if (independent && exclusive) return null;
  // Fill in what follows from what is known until nothing changes.
  const v = new Map(known);
  const rules: string[] = [];
  const set = (name: string, x: Rational, rule: string) => {
    if (v.has(name)) return;
    v.set(name, x);
    rules.push(`${rule} = ${toLatex(x)}`);
  };
  for (let round = 0; round < 6; round++) {
    const g = (n: string) => v.get(n);
    for (const e of ['A', 'B']) {
      if (g(e) && !g(`not ${e}`)) set(`not ${e}`, sub(ONE, g(e) as Rational), `P(\\bar{${e}}) = 1 - P(${e})`);
      if (g(`not ${e}`) && !g(e)) set(e, sub(ONE, g(`not ${e}`) as Rational), `P(${e}) = 1 - P(\\bar{${e}})`);
    }
    if (exclusive) set('A and B', ZERO, 'P(A \\cap B) = 0');
    if (independent && g('A') && g('B'))
      set('A and B', mul(g('A') as Rational, g('B') as Rational), 'P(A \\cap B) = P(A)P(B)');
    const [a, b, and, or] = [g('A'), g('B'), g('A and B'), g('A or B')];
    if (a && b && and) set('A or B', sub(add(a, b), and), 'P(A \\cup B) = P(A) + P(B) - P(A \\cap B)');
    if (a && b && or) set('A and B', sub(add(a, b), or), 'P(A \\cap B) = P(A) + P(B) - P(A \\cup B)');
    if (a && and && or) set('B', add(sub(or, a), and), 'P(B) = P(A \\cup B) - P(A) + P(A \\cap B)');
    if (b && and && or) set('A', add(sub(or, b), and), 'P(A) = P(A \\cup B) - P(B) + P(A \\cap B)');
    for (const [x, y] of [
      ['A', 'B'],
      ['B', 'A'],
    ] as const) {
      const cond = g(`${x} given ${y}`);
      if (cond && g(y)) set('A and B', mul(cond, g(y) as Rational), `P(A \\cap B) = P(${x} \\mid ${y})P(${y})`);
      if (g('A and B') && g(y) && toNumber(g(y) as Rational) > 0)
        set(
          `${x} given ${y}`,
          div(g('A and B') as Rational, g(y) as Rational),
          `P(${x} \\mid ${y}) = \\frac{P(A \\cap B)}{P(${y})}`,
        );
      if (cond && g('A and B') && toNumber(cond) > 0)
        set(y, div(g('A and B') as Rational, cond), `P(${y}) = \\frac{P(A \\cap B)}{P(${x} \\mid ${y})}`);
    }
  }
  const out = v.get(asked[0]);
  if (!out) return null;
  // Checked: the four cells of the table (both, A only, B only, neither) lie in [0, 1] and add up to 1.
  const [a, b, and] = [v.get('A'), v.get('B'), v.get('A and B')];
  const cells = a && b && and ? [and, sub(a, and), sub(b, and), sub(sub(add(ONE, and), a), b)].map(toNumber) : null;
  const single = [...v.values()].every((x) => toNumber(x) >= -1e-12 && toNumber(x) <= 1 + 1e-12);
  const ok =
    single &&
    (!cells ||
      (cells.every((c) => c >= -1e-12 && c <= 1 + 1e-12) && Math.abs(cells.reduce((s, c) => s + c, 0) - 1) < 1e-12));
  if (!single) return null;
  return result('probability', {
    reading: {
      latex: `${[...known].map(([k, x]) => `P(${k.replace('not ', '\\bar ').replace(' and ', ' \\cap ').replace(' or ', ' \\cup ').replace(' given ', ' \\mid ')}) = ${toLatex(x)}`).join(',\\ ')}${independent ? ',\\ \\text{independent}' : exclusive ? ',\\ \\text{mutually exclusive}' : ''}`,
      target: { kind: 'value', value: toText(out) },
    },
    steps: rules.map((latex) => ({
      title: 'Apply a rule',
      explanation: 'From the probabilities known so far.',
      latex,
    })),
    answer: { value: toText(out), latex: toLatex(out) },
    verified: { ok, method: 'the four cells of the two-by-two table recomputed: each between 0 and 1, adding up to 1' },
  });
}

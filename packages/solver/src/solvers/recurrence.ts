import { close, evaluate, evaluateExact } from '../numeric';
import { parseExpression } from '../parse';
import { type Rational, bitLength, toLatex, toNumber, toText } from '../rational';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';

/**
 * Sequences given by a recurrence: "a(1) = 2, a(n+1) = 3a(n) - 1. Find a(5)" (the reader writes a_{n+1} as
 * a(n+1)). Terms are computed exactly from the first ones; the check recomputes them in floating point.
 */

const MAX_INDEX = 500;
const TERM = (name: string) => new RegExp(String.raw`(?<![A-Za-z])${name}\(\s*n\s*(?:([+-])\s*(\d+))?\s*\)`, 'g');

interface Recurrence {
  name: string;
  initial: Map<number, Rational>;
  /** The term at n + shift in terms of earlier ones; `back[k]` names the term k places before. */
  rule: ReturnType<typeof parseExpression>;
  /** The left side's shift: the rule is written for the term n + lhs. */
  lhs: number;
  back: string[];
  target: number;
}

const offset = (sign?: string, size?: string) => (size ? (sign === '-' ? -1 : 1) * Number(size) : 0);

function readRecurrence(text: string): Recurrence | null {
  const t = text.replace(/^solve\s+/i, '').replace(/\s+/g, ' ');
  const rule =
    /(?<![A-Za-z])([a-z])\(\s*n\s*(?:([+-])\s*(\d+))?\s*\)\s*=\s*([^,;]+?)(?=\s*(?:[,;]|\.\s|\.?$|\s+for\b|\s+and\b|\s+with\b|\s+(?:what|whats|what's|find|calculate|compute|determine|give)\b))/i.exec(
      t,
    );
  if (!rule) return null;
  const name = rule[1] as string;
  const lhs = offset(rule[2], rule[3]);
  const body = rule[4] as string;
  const back: string[] = [];
  const free = 'pqrstuvw'.split('').filter((c) => c !== name);
  let ok = true;
  const rewritten = body.replace(TERM(name), (_, sign?: string, size?: string) => {
    const k = lhs - offset(sign, size);
    if (k < 1 || k > 3) ok = false;
    back[k] = free[k - 1] as string;
    return `(${free[k - 1]})`;
  });
  if (!ok || back.length === 0 || new RegExp(String.raw`(?<![A-Za-z])${name}\(`).test(rewritten)) return null;
  // "a1 = 3", "find u4": a term's index written straight after its name.
  const u = t.replace(new RegExp(String.raw`(?<![A-Za-z])${name}_?(\d{1,3})(?![\d(]|\.\d)`, 'g'), `${name}($1)`);
  const initial = new Map<number, Rational>();
  for (const m of u.matchAll(
    new RegExp(
      String.raw`(?<![A-Za-z])${name}\(\s*(\d+)\s*\)\s*=\s*(-?\d+(?:\.\d+)?(?:\s*/\s*\d+)?)(?![\d(]|\.\d)`,
      'g',
    ),
  )) {
    const value = evaluateExact(parseExpression(m[2] as string), new Map());
    initial.set(Number(m[1]), value);
  }
  const asked =
    new RegExp(
      String.raw`(?:find|what is|what's|whats|compute|calculate|determine|evaluate|give)\s+(?:the value of\s+)?${name}\(\s*(\d+)\s*\)`,
      'i',
    ).exec(u) ??
    /(?:find|what is|what's|whats|compute|calculate|determine|give)\s+the\s+(\d+)(?:st|nd|rd|th)\s+term/i.exec(u);
  if (!asked) return null;
  try {
    return { name, initial, rule: parseExpression(rewritten), lhs, back, target: Number(asked[1]) };
  } catch {
    return null;
  }
}

export const solveRecurrence: Solver = (problem) => {
  if (problem.length > 400) return null;
  const r = readRecurrence(problem);
  if (!r || r.target > MAX_INDEX || r.initial.size === 0) return null;
  const depth = r.back.length - 1;
  const first = Math.min(...r.initial.keys());
  // The first terms must be given one after another, as many as the rule looks back.
  for (let i = first; i < first + depth; i++) if (!r.initial.has(i)) return null;
  if (r.target < first) return null;
  const exact = new Map(r.initial);
  const approx = new Map([...r.initial].map(([i, v]) => [i, toNumber(v)]));
  for (let i = first + depth; i <= r.target; i++) {
    if (exact.has(i)) continue;
    // n in the rule is the index of the term on the left side, less its shift.
    const at = new Map<string, Rational>([['n', { n: BigInt(i - r.lhs), d: 1n }]]);
    const atFloat: Record<string, number> = { n: i - r.lhs };
    for (let k = 1; k <= depth; k++) {
      const v = exact.get(i - k);
      if (!v) return null;
      at.set(r.back[k] as string, v);
      atFloat[r.back[k] as string] = approx.get(i - k) as number;
    }
    let value: Rational;
    try {
      value = evaluateExact(r.rule, at);
    } catch {
      return null;
    }
    if (bitLength(value.n) + bitLength(value.d) > 20_000) return null;
    exact.set(i, value);
    approx.set(i, evaluate(r.rule, atFloat));
  }
  const answer = exact.get(r.target) as Rational;
  const shown = [...exact.entries()].filter(([i]) => i <= r.target).sort((a, b) => a[0] - b[0]);
  const listed = shown.length > 8 ? [...shown.slice(0, 4), ...shown.slice(-3)] : shown;
  const check = approx.get(r.target) as number;
  const given = [...r.initial].map(([i, v]) => `${r.name}_{${i}} = ${toLatex(v)}`).join(',\\ ');
  // The rule as written, its earlier terms shown as subscripts again.
  const ruleLatex = r.back.reduce(
    (latex, v, k) => latex.replace(new RegExp(String.raw`\b${v}\b`, 'g'), `${r.name}_{n${signed(r.lhs - k)}}`),
    nodeLatex(r.rule),
  );
  return result('sequence', {
    reading: {
      latex: `${given},\\ ${r.name}_{n${signed(r.lhs)}} = ${ruleLatex};\\ ${r.name}_{${r.target}}`,
      target: { kind: 'value', value: toText(answer) },
    },
    steps: [
      {
        title: 'Start from the given terms',
        explanation: 'The rule builds each term from the ones before it.',
        latex: given,
      },
      {
        title: 'Apply the rule term by term',
        explanation:
          shown.length > listed.length ? 'The first and last terms are shown.' : 'Each term from the one before.',
        latex: listed.map(([i, v]) => `${r.name}_{${i}} = ${toLatex(v)}`).join(',\\ '),
      },
    ],
    answer: { value: toText(answer), latex: toLatex(answer) },
    verified: {
      ok: Number.isFinite(check) ? close(toNumber(answer), check) : false,
      method: 'the terms computed again in floating point from the same rule',
    },
  });
};

const signed = (k: number) => (k === 0 ? '' : k > 0 ? `+${k}` : `${k}`);

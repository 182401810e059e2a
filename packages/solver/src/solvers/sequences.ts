import { close, evaluate } from '../numeric';
import { parseExpression } from '../parse';
import {
  type Poly,
  constant,
  plus,
  scale,
  times,
  toLatexPoly,
  toSympy,
  variable,
  asConstant,
  substitute,
} from '../polynomial';
import { type Rational, ONE, add, cmp, div, eq, isZero, mul, rat, sub, toLatex, toNumber, toText } from '../rational';
import { type Given, type Solver, type Step, result } from '../types';
import { valueOf } from './values';

/** A rule that generates the terms: a polynomial in n (found by differences) or a geometric progression. */
export type Rule =
  | { kind: 'polynomial'; degree: number; poly: Poly; differences: Rational[][] }
  | { kind: 'geometric'; first: Rational; ratio: Rational };

const N = 'n';

/** The terms as written: "3, 7, 11, 15, ..." (a trailing ellipsis or "+ ..." allowed). */
function termsOf(text: string, given?: Given): Rational[] | null {
  // A series written with minus signs ("12 - 6 + 3 - ..."): each term keeps its sign.
  const signed = text.includes(',') ? text : text.replace(/([\d)])\s*[-−]\s*(?=[\d(.…])/g, '$1 + -');
  const items = signed
    .replace(/(?:,|\+)?\s*-?\s*(?:\.{3,4}|…\.?)\s*$/, '')
    .split(/\s*[,;+]\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length < 3 || items.length > 30) return null;
  const values = items.map((item) => valueOf(item, given));
  return values.every(Boolean) ? (values as Rational[]) : null;
}

/** The rows of the difference table, the terms first. */
function differenceTable(terms: Rational[]): Rational[][] {
  const rows = [terms];
  while ((rows.at(-1) as Rational[]).length > 1) {
    const last = rows.at(-1) as Rational[];
    rows.push(last.slice(1).map((x, i) => sub(x, last[i] as Rational)));
  }
  return rows;
}

/** C(n - 1, j) as a polynomial in n. */
function chooseFromFirst(j: number): Poly {
  let p = constant(ONE);
  for (let i = 0; i < j; i++) p = times(p, plus(variable(N), constant(rat(BigInt(-1 - i)))));
  let factorial = 1n;
  for (let i = 2; i <= j; i++) factorial *= BigInt(i);
  return scale(p, rat(1n, factorial));
}

/**
 * The simplest rule the terms follow, each with one more term than it needs so the rule is tested by the data:
 * a polynomial of degree d needs d + 2 terms (its d-th differences constant at least twice); a geometric
 * progression three.
 */
export function ruleOf(terms: Rational[]): Rule | null {
  const table = differenceTable(terms);
  for (let d = 0; d + 2 <= terms.length; d++) {
    const row = table[d] as Rational[];
    if (row.every((x) => eq(x, row[0] as Rational))) {
      // Newton's forward form: t(n) = Σ Δʲt₁ · C(n - 1, j).
      let poly: Poly = new Map();
      for (let j = 0; j <= d; j++)
        poly = plus(poly, scale(chooseFromFirst(j), (table[j] as Rational[])[0] as Rational));
      return { kind: 'polynomial', degree: d, poly, differences: table.slice(0, d + 1) };
    }
  }
  if (terms.some(isZero)) return null;
  const ratio = div(terms[1] as Rational, terms[0] as Rational);
  if (terms.slice(1).every((x, i) => eq(div(x, terms[i] as Rational), ratio)))
    return { kind: 'geometric', first: terms[0] as Rational, ratio };
  return null;
}

const wrap = (r: Rational) => (r.n < 0n || r.d !== 1n ? `(${toText(r)})` : toText(r));

/** The rule as plain text in the variable v. */
export function formulaText(rule: Rule, v: string): string {
  if (rule.kind === 'polynomial') return toSympy(renamed(rule.poly, v));
  const first = eq(rule.first, ONE) ? '' : `${wrap(rule.first)}*`;
  return `${first}${wrap(rule.ratio)}**(${v} - 1)`;
}

export function formulaLatex(rule: Rule, v: string): string {
  if (rule.kind === 'polynomial') return toLatexPoly(renamed(rule.poly, v));
  const first = eq(rule.first, ONE) ? '' : `${toLatex(rule.first)} \\cdot `;
  const base = rule.ratio.n < 0n || rule.ratio.d !== 1n ? `\\left(${toLatex(rule.ratio)}\\right)` : toLatex(rule.ratio);
  return `${first}${base}^{${v} - 1}`;
}

const renamed = (p: Poly, v: string): Poly => (v === N ? p : rename(p, v));

function rename(p: Poly, v: string): Poly {
  let out: Poly = new Map();
  for (const { monomial, coefficient } of p.values()) {
    let term = constant(coefficient);
    for (const [name, e] of monomial) for (let k = 0; k < e; k++) term = times(term, variable(name === N ? v : name));
    out = plus(out, term);
  }
  return out;
}

/** The k-th term, exactly. */
export function termAt(rule: Rule, k: number): Rational {
  if (rule.kind === 'polynomial') return asConstant(substitute(rule.poly, new Map([[N, rat(BigInt(k))]]))) as Rational;
  let x = rule.first;
  for (let i = 1; i < k; i++) x = mul(x, rule.ratio);
  return x;
}

/** Checked apart from how the rule was found: the formula, read back as text, evaluated in floating point at 1…k. */
export function reproduces(rule: Rule, terms: Rational[]): boolean {
  const node = parseExpression(formulaText(rule, 'n'));
  return terms.every((t, i) => close(evaluate(node, { n: i + 1 }), toNumber(t)));
}

export function explain(rule: Rule): { title: string; explanation: string; latex: string } {
  if (rule.kind === 'geometric')
    return {
      title: 'Find the common ratio',
      explanation: `Each term is ${toText(rule.ratio)} times the one before, so the sequence is geometric.`,
      latex: `r = ${toLatex(rule.ratio)},\\quad a_n = ${formulaLatex(rule, 'n')}`,
    };
  const rows = rule.differences.map((row) => row.map(toText).join(', '));
  const name = ['constant', 'arithmetic (first differences constant)', 'quadratic (second differences constant)'];
  return {
    title: 'Take differences until they are constant',
    explanation: `The ${rule.degree === 0 ? 'terms are' : `differences of order ${rule.degree} are`} constant, so the rule is ${name[rule.degree] ?? `a polynomial of degree ${rule.degree}`}. Rows: ${rows.join(' | ')}.`,
    latex: `a_n = ${formulaLatex(rule, 'n')}`,
  };
}

const clean = (problem: string, given?: Given) =>
  (given?.question ?? problem)
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?]\s*$/, '')
    .replace(/:\s*/, ': ');

const KIND = String.raw`(?:(?:the|a|an) (?:(?:arithmetic|geometric|following|number) )?(?:sequence|pattern|list|progression|series)\s*:?\s*)?`;
const HOW_MANY = String.raw`(?:(two|three|four|five|\d+) )?`;
const NEXT = [
  new RegExp(
    String.raw`^(?:what is|what's|what are|find|give|determine|calculate|write(?: down)?|list)?\s*(?:the )?next ${HOW_MANY}(?:term|number|value)s?\s*(?:(?:in|of)\s+|:\s*)?${KIND}(.+)$`,
    'i',
  ),
  /^what (?:number |term )?(?:is|comes) next(?: in(?: the sequence)?)?\s*:?\s*(.+)$/i,
  /^(.+?),?\s*(?:\.\.\.|…)?\s*what (?:is|comes) next$/i,
];
const GENERAL = new RegExp(
  String.raw`^(?:(?:what is|what's|find|give|determine|write(?: down)?)\s+)?(?:a formula for |an expression for )?(?:the\s+)?([a-z])(?:'th|th|-th)? term\s*(?:(?:of|in|for)\s+|:\s*)${KIND}(.+)$`,
  'i',
);
const AT = new RegExp(
  String.raw`^(?:what is|what's|find|give|determine|calculate)\s+the\s+(\d+)(?:st|nd|rd|th) term (?:of|in) ${KIND}(.+)$`,
  'i',
);
const SUM = new RegExp(
  String.raw`^(?:what is |find |calculate |determine )?(?:the )?sum of the first (\d+) terms (?:of|in) ${KIND}(.+)$`,
  'i',
);
const DOTS = String.raw`(?:\.\.\.|…|⋯|\\cdots|\\ldots)`;
const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const FINITE = new RegExp(
  String.raw`^(?:(?:what is|find|calculate|compute|evaluate|determine)\s+)?(?:the (?:sum|value)(?: of)?\s*:?\s*)?((?:${NUMBER}\s*\+\s*){2,}${NUMBER})\s*\+\s*${DOTS}\s*\+\s*((?:${NUMBER}\s*\+\s*){0,3}${NUMBER})$`,
  'i',
);
const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };

/** Where the rule reaches the last term written ("1 + 2 + … + 100"): its position, or null. */
function positionOf(rule: Rule, last: Rational, from: number): number | null {
  for (let k = from; k <= 100_000; k++) {
    const c = cmp(termAt(rule, k), last);
    if (c === 0) return k;
    // Past it for good only when the terms only move one way: a polynomial of degree ≤ 1 or a positive ratio.
    if (k > from + 3 && (rule.kind === 'polynomial' ? rule.degree <= 1 : cmp(rule.ratio, ZERO_R) > 0)) {
      const before = cmp(termAt(rule, from), last);
      if (before !== 0 && c !== before) return null;
    }
  }
  return null;
}
const ZERO_R = rat(0n);

const INFINITE =
  /^(?:what is |find |calculate |determine |evaluate )?(?:the )?(?:sum (?:to infinity )?of (?:the )?(?:infinite )?(?:geometric )?series|sum to infinity(?: of)?|infinite sum(?: of)?)\s*:?\s*(.+?)(?:\s+to infinity)?$/i;

/** Next term, n-th term formula, k-th term and sums of sequences given by their first terms. */
export const solveSequence: Solver = (problem, _deadline, given) => {
  const t = clean(problem, given).replace(/(?<!\.)\.$/, '');
  const next = NEXT.map((p) => p.exec(t)).find(Boolean);
  const general = GENERAL.exec(t);
  const at = AT.exec(t);
  const finite = FINITE.exec(t);
  // "1 + 2 + … + 48 + 49": the terms written after the dots; the last one ends the sum.
  const tail = finite ? (finite[2] as string).split(/\s*\+\s*/) : [];
  const last = tail.at(-1) ?? '';
  const sum = finite ? null : SUM.exec(t);
  const infinite = !sum && !finite && /(?:\.\.\.|…)/.test(t) ? INFINITE.exec(t) : null;
  const nextList = next && next.length === 3 ? next[2] : next?.[1];
  const listed = (finite?.[1] ?? nextList ?? general?.[2] ?? at?.[2] ?? sum?.[2] ?? infinite?.[1])?.trim();
  if (!listed) return null;
  const terms = termsOf(listed, given);
  if (!terms) return null;
  const shown = `${listed}${finite ? ` + \\cdots + ${tail.join(' + ')}` : ''}`.replace(/\*\*/g, '^');
  if (infinite) return infiniteSum(terms, shown);
  const rule = ruleOf(terms);
  if (!rule) {
    return result('sequence', {
      reading: { latex: `\\text{the sequence } ${shown}`, target: null },
      reason:
        'The terms follow no polynomial rule and no common ratio that the given terms confirm, so the engine gives no answer.',
    });
  }
  const ok = reproduces(rule, terms);
  const steps = [explain(rule)];
  if (general) {
    const v = (general[1] as string).toLowerCase();
    const expr = formulaText(rule, v);
    return result('sequence', {
      reading: {
        latex: `a_${v} \\text{ for } ${shown}`,
        target: { kind: 'equivalent', expr, variables: [v], form: 'any' },
      },
      steps,
      answer: { value: expr, latex: formulaLatex(rule, v) },
      verified: { ok, method: 'the formula gives back every term given' },
    });
  }
  if (sum || finite) {
    const count = finite ? positionOf(rule, valueOf(last) ?? ONE, terms.length) : Number(sum?.[1]);
    if (count === null || count > 10_000) return null;
    // The terms written before the last must be the rule's terms just before it.
    const before = tail.slice(0, -1).map((x) => valueOf(x));
    if (before.some((x, i) => !x || !eq(x, termAt(rule, count - before.length + i)))) return null;
    let total = rat(0n);
    for (let k = 1; k <= count; k++) total = add(total, termAt(rule, k));
    // Checked against the closed forms: n(a₁ + aₙ)/2 for arithmetic, a(1 - rⁿ)/(1 - r) for geometric.
    const closed =
      rule.kind === 'polynomial' && rule.degree <= 1
        ? mul(rat(BigInt(count), 2n), add(terms[0] as Rational, termAt(rule, count)))
        : rule.kind === 'geometric' && !eq(rule.ratio, ONE)
          ? toNumber(rule.first) * ((1 - toNumber(rule.ratio) ** count) / (1 - toNumber(rule.ratio)))
          : null;
    const agrees =
      closed === null ? ok : typeof closed === 'number' ? close(closed, toNumber(total)) : eq(closed, total);
    steps.push({
      title: 'Add the terms',
      explanation: `The sum of the first ${count} terms.`,
      latex: `\\sum_{n=1}^{${count}} a_n = ${toLatex(total)}`,
    });
    return result('sequence', {
      reading: {
        latex: `\\sum_{n=1}^{${count}} a_n \\text{ for } ${shown}`,
        target: { kind: 'value', value: toText(total) },
      },
      steps,
      answer: { value: toText(total), latex: toLatex(total) },
      verified: {
        ok: ok && agrees,
        method: 'the rule gives back every term given, and the sum agrees with the closed formula',
      },
    });
  }
  const many = next && next.length === 3 && next[1] ? (COUNT_WORDS[next[1].toLowerCase()] ?? Number(next[1])) : 1;
  if (many > 1 && many <= 20) return nextTerms(rule, terms, many, steps, shown, ok);
  const k = at ? Number(at[1]) : terms.length + 1;
  if (k < 1 || k > 100_000 || (rule.kind === 'geometric' && k > 2000)) return null;
  const value = termAt(rule, k);
  // Checked in floating point from the formula read back as text.
  const again = evaluate(parseExpression(formulaText(rule, 'n')), { n: k });
  steps.push({
    title: at ? `Put n = ${k}` : 'Continue the pattern',
    explanation: `Term ${k} of the sequence.`,
    latex: `a_{${k}} = ${toLatex(value)}`,
  });
  return result('sequence', {
    reading: { latex: `a_{${k}} \\text{ for } ${shown}`, target: { kind: 'value', value: toText(value) } },
    steps,
    answer: { value: toText(value), latex: toLatex(value) },
    verified: {
      ok: ok && close(again, toNumber(value)),
      method: 'the rule gives back every term given, and the new term is recomputed from the formula',
    },
  });
};

/** The next few terms, each recomputed from the formula as a check. */
function nextTerms(rule: Rule, terms: Rational[], many: number, steps: Step[], shown: string, ok: boolean) {
  const positions = Array.from({ length: many }, (_, i) => terms.length + 1 + i);
  const values = positions.map((k) => termAt(rule, k));
  const formula = parseExpression(formulaText(rule, 'n'));
  const again = positions.every((k, i) => close(evaluate(formula, { n: k }), toNumber(values[i] as Rational)));
  steps.push({
    title: 'Continue the pattern',
    explanation: `Terms ${positions[0]} to ${positions.at(-1)} of the sequence.`,
    latex: positions.map((k, i) => `a_{${k}} = ${toLatex(values[i] as Rational)}`).join(',\\quad '),
  });
  return result('sequence', {
    reading: {
      latex: `\\text{the next ${many} terms } a_{${positions[0]}}, \\ldots, a_{${positions.at(-1)}} \\text{ for } ${shown}`,
      target: { kind: 'list', items: values.map(toText), ordered: true },
    },
    steps,
    answer: { value: values.map(toText).join(', '), latex: values.map(toLatex).join(', ') },
    verified: {
      ok: ok && again,
      method: 'the rule gives back every term given, and each new term is recomputed from the formula',
    },
  });
}

/** a + ar + ar² + …: a / (1 - r) when |r| < 1. */
function infiniteSum(terms: Rational[], shown: string) {
  const rule = ruleOf(terms);
  if (!rule || rule.kind !== 'geometric' || cmp(mul(rule.ratio, rule.ratio), ONE) >= 0) {
    return result('sequence', {
      reading: { latex: `${shown}`, target: null },
      reason: 'The series is not geometric with a ratio between -1 and 1, so the engine gives no sum to infinity.',
    });
  }
  const value = div(rule.first, sub(ONE, rule.ratio));
  // Checked by adding many terms in floating point.
  let partial = 0;
  for (let k = 0, x = toNumber(rule.first); k < 4000; k++, x *= toNumber(rule.ratio)) partial += x;
  return result('sequence', {
    reading: {
      latex: `\\sum_{n=1}^{\\infty} a_n \\text{ for } ${shown}`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      explain(rule),
      {
        title: 'Sum to infinity',
        explanation: `With |r| < 1 the sum is a / (1 - r).`,
        latex: `S_\\infty = \\frac{${toLatex(rule.first)}}{1 - ${wrap(rule.ratio)}} = ${toLatex(value)}`,
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: {
      ok: Math.abs(partial - toNumber(value)) <= 1e-9 * Math.max(1, Math.abs(partial)),
      method: 'thousands of terms added in floating point',
    },
  });
}

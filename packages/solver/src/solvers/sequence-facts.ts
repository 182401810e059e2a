import { close, evaluate } from '../numeric';
import { parseExpression } from '../parse';
import { type Rational, ONE, add, div, eq, rat, sub, toLatex, toNumber, toText } from '../rational';
import { mathSpan } from '../read/derivative-question';
import { type Solver, type Step, result } from '../types';
import { countOf, POSITION, positionOf } from './sequence-positions';
import { fromFormula } from './sequence-formula';
import { type Facts, ruleFrom, signed, stepped } from './sequence-rules';
import { explain, formulaLatex, formulaText, termAt } from './sequences';
import { valueOf } from './values';

/**
 * A sequence described by its facts rather than listed: "an arithmetic sequence with first term 7 and common
 * difference 4", "a₁ = 2 and a₁₀ = 29", "the first term is 3 and the 5th term is 19", "a geometric sequence with
 * first term 5 and ratio 3", "aₙ = 3n − 1"; or listed, with a question the listing solver does not ask (which
 * term is 101, how many terms up to 151, the common difference). The rule is found from the facts, every fact is
 * checked against it, and the answer is recomputed term by term.
 */

const NUM = String.raw`(-?\d+(?:\.\d+)?(?:\s*/\s*\d+)?)`;
const number = (text: string) => valueOf(text.replace(/\s+/g, ''));

/** The facts stated about the sequence, from the text without the question. */
function factsOf(text: string): Facts | null {
  const kind = /\barithmetic\b/i.test(text) ? 'arithmetic' : /\bgeometric\b/i.test(text) ? 'geometric' : null;
  const terms = new Map<number, Rational>();
  const put = (k: number | null, v: Rational | null) => {
    if (k === null || !v) return false;
    const seen = terms.get(k);
    if (seen && !eq(seen, v)) return false;
    terms.set(k, v);
    return true;
  };
  for (const m of text.matchAll(new RegExp(String.raw`\ba_?\{?\(?(\d+)\)?\}?\s*=\s*${NUM}`, 'g')))
    put(Number(m[1]), number(m[2] as string));
  const stated = String.raw`\b${POSITION} term (?:of (?:an? |the |this )?(?:arithmetic |geometric )?(?:sequence|progression) )?(?:is|=|equals)\s*${NUM}`;
  for (const m of text.matchAll(new RegExp(stated, 'gi'))) put(positionOf(m[1] as string), number(m[2] as string));
  const first = new RegExp(
    String.raw`\b(?:starts (?:at|with)|begins (?:at|with)|first term(?: of| is| =| equals)?) ${NUM}`,
    'i',
  ).exec(text);
  if (first) put(1, number(first[1] as string));
  // "each term is 6 less than the one before", "goes up by 4 each time", "each term is 3 times the previous one".
  const stepWords = new RegExp(
    String.raw`\beach term is ${NUM} (more|greater|larger|less|smaller|fewer) than|\b(?:increases|goes up|rises|grows) by ${NUM}|\b(?:decreases|goes down|drops|falls) by ${NUM}`,
    'i',
  ).exec(text);
  const timesWords = new RegExp(
    String.raw`\beach term is ${NUM} times (?:the (?:one before|previous|last)|its predecessor)`,
    'i',
  ).exec(text);
  const difference = new RegExp(
    String.raw`\b(?:common )?difference (?:is |of |=\s*|equals )?${NUM}|\bd\s*=\s*${NUM}`,
    'i',
  ).exec(text);
  const ratio = new RegExp(String.raw`\b(?:common )?ratio (?:is |of |=\s*|equals )?${NUM}|\br\s*=\s*${NUM}`, 'i').exec(
    text,
  );
  // "3, 7, 11, …", "1 + 3 + 9 + …", "… , 151"; a blank ("__", "?") at the end asks for the next term.
  const list =
    /(-?\d+(?:\.\d+)?(?:\s*(?:,|\+)\s*-?\d+(?:\.\d+)?){2,})(?:\s*(?:,|\+)\s*(?:\.\.\.|…)(?:\s*(?:,|\+)\s*(-?\d+(?:\.\d+)?))?)?/.exec(
      text,
    );
  const listed = list ? (list[1] as string).split(/\s*[,+]\s*/).map((x) => number(x)) : null;
  const formula =
    /\ba\s*(?:_\s*)?\(?n\)?\s*=\s*(.+)$/.exec(text) ??
    /\b(?:nth|n-th|general) term (?:of (?:a|the|this) sequence )?(?:is|=)\s*(.+)$/i.exec(text);
  const body = formula ? mathSpan(formula[1] as string) : null;
  return {
    kind,
    terms,
    listed: listed?.every(Boolean) ? (listed as Rational[]) : null,
    last: list?.[2] ? number(list[2]) : null,
    difference: difference ? number((difference[1] ?? difference[2]) as string) : stepWords ? signed(stepWords) : null,
    ratio: ratio ? number((ratio[1] ?? ratio[2]) as string) : timesWords ? number(timesWords[1] as string) : null,
    formula: body && /n/.test(body) && !/a/.test(body) ? body : null,
  };
}

const QUESTION =
  /(?:^|[.?!,;]\s+)((?:what|which|find|how|determine|calculate|give|write|list|compute|state|is)\b[^.?!]*)[.?!]?\s*$/i;

export const solveSequenceFacts: Solver = (problem) => {
  // An ellipsis is one character, so that it does not end a sentence.
  const t = problem
    .replace(/\s+/g, ' ')
    .replace(/\.\.\./g, '…')
    // "the 5th term of an AP": an arithmetic progression (GP, geometric).
    .replace(/\bA\.?P\.?(?=[\s,.;]|$)/g, 'arithmetic progression')
    .replace(/\bG\.?P\.?(?=[\s,.;]|$)/g, 'geometric progression')
    .trim();
  if (
    t.length > 400 ||
    !/\b(?:sequence|progression|pattern|series|term|terms|arithmetic|geometric|infinity|a_?\(?\d|a\(n\))/i.test(t)
  )
    return null;
  const question = QUESTION.exec(t)?.[1] ?? '';
  if (!question) return null;
  // The facts are read from the whole text: a position asked ("the 10th term") carries no value.
  const f = factsOf(t);
  if (!f) return null;
  // A formula aₙ = … gives its terms directly.
  if (f.formula) return fromFormula(f.formula, question);
  const rule = ruleFrom(f);
  if (!rule || (rule.kind === 'polynomial' && rule.degree > 2)) return null;
  const given: [number, Rational][] = [...f.terms, ...(f.listed ?? []).map((v, i): [number, Rational] => [i + 1, v])];
  // Every fact holds for the rule (a fact it ignores would be a misreading).
  const holds =
    given.every(([k, v]) => eq(termAt(rule, k), v)) &&
    (!f.difference ||
      (rule.kind === 'polynomial' && rule.degree <= 1 && eq(sub(termAt(rule, 2), termAt(rule, 1)), f.difference))) &&
    (!f.ratio || (rule.kind === 'geometric' && eq(rule.ratio, f.ratio)));
  if (!holds) return null;
  const shown = f.listed
    ? `${f.listed.map(toLatex).join(', ')}, \\ldots${f.last ? `, ${toLatex(f.last)}` : ''}${f.difference ? `\\ (d = ${toLatex(f.difference)})` : ''}${f.ratio ? `\\ (r = ${toLatex(f.ratio)})` : ''}`
    : [
        ...given.map(([k, v]) => `a_{${k}} = ${toLatex(v)}`),
        ...(f.difference ? [`d = ${toLatex(f.difference)}`] : []),
        ...(f.ratio ? [`r = ${toLatex(f.ratio)}`] : []),
      ].join(',\\ ');
  const steps: Step[] = [explain(rule)];
  const answer = (value: Rational, asked: string, k?: number) => {
    const ok = k === undefined || close(stepped(rule, k), toNumber(value));
    return result('sequence', {
      reading: { latex: `${asked} \\text{ for } ${shown}`, target: { kind: 'value', value: toText(value) } },
      steps,
      answer: { value: toText(value), latex: toLatex(value) },
      verified: { ok, method: 'every fact given holds for the rule, and the term is recomputed step by step' },
    });
  };
  const q = question.toLowerCase();
  // Two things asked ("the first term and the common difference"): not one answer.
  if (/\bfirst term\b/.test(q) && /\bcommon (?:difference|ratio)\b/.test(q)) return null;
  // A difference or ratio asked, not given ("… whose common difference is −3. Find the 15th term" asks the term).
  if (/common difference/.test(q) && !f.difference && rule.kind === 'polynomial' && rule.degree <= 1)
    return answer(sub(termAt(rule, 2), termAt(rule, 1)), 'd');
  if (/common ratio/.test(q) && !f.ratio && rule.kind === 'geometric') return answer(rule.ratio, 'r');
  const sum = new RegExp(String.raw`sum of the first (\w+) terms`).exec(q) ?? /\bs_?\{?(\d+)\}?\b/.exec(q);
  if (sum) {
    const n = countOf(sum[1] as string);
    if (!n || n > 10_000 || (rule.kind === 'geometric' && n > 2000)) return null;
    let total = rat(0n);
    for (let k = 1; k <= n; k++) total = add(total, termAt(rule, k));
    steps.push({
      title: 'Add the terms',
      explanation: `The first ${n} terms added.`,
      latex: `S_{${n}} = ${toLatex(total)}`,
    });
    const r = answer(total, `S_{${n}}`);
    // Checked against the closed forms: n(a₁ + aₙ)/2, a₁(1 − rⁿ)/(1 − r).
    const closed =
      rule.kind === 'geometric'
        ? eq(rule.ratio, ONE)
          ? n * toNumber(rule.first)
          : (toNumber(rule.first) * (1 - toNumber(rule.ratio) ** n)) / (1 - toNumber(rule.ratio))
        : rule.degree <= 1
          ? (n * (toNumber(termAt(rule, 1)) + toNumber(termAt(rule, n)))) / 2
          : Number.NaN;
    return { ...r, verified: { ok: close(closed, toNumber(total)), method: 'the sum agrees with the closed formula' } };
  }
  // "Which term is 101?", "how many terms" up to the last one listed.
  const target =
    /\b(?:which|what) (?:term|position|place|term number)\b.*?\bis\s+(-?\d+(?:\.\d+)?)|\bterm number (?:is |of )?(-?\d+)/.exec(
      q,
    );
  const goal = target ? number((target[1] ?? target[2]) as string) : /\bhow many terms\b/.test(q) ? f.last : null;
  if (goal) {
    for (let k = 1; k <= 100_000; k++) {
      const v = termAt(rule, k);
      if (eq(v, goal)) {
        steps.push({
          title: 'Find the position',
          explanation: `Term ${k} is ${toText(goal)}.`,
          latex: `a_{${k}} = ${toLatex(goal)}`,
        });
        return {
          ...answer(rat(BigInt(k)), target ? `n \\text{ with } a_n = ${toLatex(goal)}` : '\\text{the number of terms}'),
          verified: {
            ok: close(stepped(rule, k), toNumber(goal)),
            method: 'the term at that position recomputed step by step',
          },
        };
      }
      if (rule.kind === 'geometric' ? k > 2000 : Math.abs(toNumber(v)) > Math.abs(toNumber(goal)) * 4 + 1e6) break;
    }
    return null;
  }
  // "Arithmetic or geometric?": by the listed terms.
  if (/\barithmetic or geometric\b|\bgeometric or arithmetic\b/.test(q) && f.listed) {
    const name = rule.kind === 'geometric' ? 'geometric' : rule.degree === 1 ? 'arithmetic' : 'neither';
    const ratioToo =
      rule.kind === 'polynomial' &&
      rule.degree === 1 &&
      f.listed.every(
        (x, j) =>
          j === 0 ||
          eq(div(x, f.listed?.[j - 1] as Rational), div(f.listed?.[1] as Rational, f.listed?.[0] as Rational)),
      );
    if (ratioToo) return null;
    return result('sequence', {
      reading: { latex: `\\text{arithmetic or geometric: } ${shown}`, target: { kind: 'text', value: name } },
      steps,
      answer: { value: name, latex: `\\text{${name}}` },
      verified: {
        ok: close(stepped(rule, f.listed.length), toNumber(f.listed.at(-1) as Rational)),
        method: 'the rule found gives back the terms listed',
      },
    });
  }
  // The sum to infinity of a geometric series with |r| < 1.
  if (
    /\b(?:sum to infinity|infinite sum|sum of the infinite|sum to ∞|infinite (?:geometric )?series)\b/.test(q) &&
    rule.kind === 'geometric'
  ) {
    if (toNumber(rule.ratio) <= -1 || toNumber(rule.ratio) >= 1) return null;
    const value = div(rule.first, sub(rat(1n), rule.ratio));
    let partial = 0;
    for (let j = 1; j <= 3000; j++) partial += stepped(rule, 1) * toNumber(rule.ratio) ** (j - 1);
    return {
      ...answer(value, 'S_\\infty'),
      verified: { ok: close(partial, toNumber(value)), method: 'thousands of terms added in floating point' },
    };
  }
  // The next term(s) after the ones listed ("1, 4, 9, 16, __").
  const next = /\bnext (?:(two|three|four|five|\d) )?(?:terms?|numbers?)\b|_{2,}|\?\s*$/.exec(q);
  if (next && f.listed && !/\b(?:term|a_?\d)/.test(q.replace(/next (?:\w+ )?terms?/, ''))) {
    const many = next[1] ? (countOf(next[1]) ?? 1) : 1;
    const from = f.listed.length + 1;
    const values = Array.from({ length: many }, (_, j) => termAt(rule, from + j));
    if (many === 1) return answer(values[0] as Rational, `a_{${from}}`, from);
    return result('sequence', {
      reading: {
        latex: `a_{${from}}, \\ldots, a_{${from + many - 1}} \\text{ for } ${shown}`,
        target: { kind: 'list', items: values.map(toText), ordered: true },
      },
      steps,
      answer: { value: values.map(toText).join(', '), latex: values.map(toLatex).join(', ') },
      verified: {
        ok: values.every((v, j) => close(stepped(rule, from + j), toNumber(v))),
        method: 'each term recomputed step by step',
      },
    });
  }
  const at =
    new RegExp(String.raw`\b(?:the )?${POSITION} term\b`, 'i').exec(q) ?? /\ba_?\{?\(?(\d+)\)?\}?(?!\s*=)/.exec(q);
  const k = at ? positionOf(at[1] as string) : null;
  if (k && k <= 100_000 && !(rule.kind === 'geometric' && k > 2000)) {
    const value = termAt(rule, k);
    steps.push({
      title: `Put n = ${k}`,
      explanation: `Term ${k} from the rule.`,
      latex: `a_{${k}} = ${toLatex(value)}`,
    });
    return answer(value, `a_{${k}}`, k);
  }
  if (/\b(?:nth|n-th|general|explicit|formula|rule)\b/.test(q)) {
    const expr = formulaText(rule, 'n');
    const node = parseExpression(expr);
    const ok = [1, 2, 3, 7].every((k) => close(evaluate(node, { n: k }), stepped(rule, k)));
    return result('sequence', {
      reading: {
        latex: `a_n \\text{ for } ${shown}`,
        target: { kind: 'equivalent', expr, variables: ['n'], form: 'any' },
      },
      steps,
      answer: { value: expr, latex: formulaLatex(rule, 'n') },
      verified: { ok, method: 'the formula gives the terms found step by step' },
    });
  }
  return null;
};

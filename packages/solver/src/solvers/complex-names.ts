import { type Solver, type SolveResult, result } from '../types';
import { solveComplex } from './complex';

/**
 * Complex numbers given names ("Z1 = 3 + 4i ohms and Z2 = 1 − 2i ohms", "I = 2 − 3i amps", "Given z = 2 − 3i,
 * w = 4 + i") and an expression of them asked ("|Z1 + Z2|", "find zw", "V = IZ … Find V", "the total is Z1 + Z2 …
 * the modulus of the total"): the values put in, in brackets, and the expression worked out (and checked) by the
 * complex-number solver. Every number of the problem must be a value or part of a name; null otherwise.
 */

const NAME = String.raw`[A-Za-z](?:_\{?\d\}?|\d)?`;
const NUMBER = String.raw`\d+(?:\.\d+)?`;
const VALUE = String.raw`-?\s*(?:${NUMBER}\s*[+-]\s*(?:${NUMBER}\s*\*?\s*)?i|(?:${NUMBER}\s*\*?\s*)?i\s*[+-]\s*${NUMBER}|(?:${NUMBER}\s*\*?\s*)?i|${NUMBER})`;
const UNIT = String.raw`(?:\s+(?:ohms?|Ω|amps?|amperes?|volts?|[VA])\b)?`;
const END = String.raw`(?=\s*(?:[,.;:)]|$|\s(?:and|are|is|in|so|where|with|for|then|find|what|which)\b))`;
const DEFINITION = new RegExp(String.raw`(?<![\w^])(${NAME})\s*=\s*(${VALUE})${UNIT}${END}`, 'g');
/** "V = IZ", "I = V/Z", "the total is Z1 + Z2": a name (or "the total") given as an expression of names. */
const FORMULA = new RegExp(
  String.raw`(?:(?<![\w^])(${NAME})\s*=|\bthe total(?: \w+)? is)\s*((?:${NAME}|[\s+\-*/()])+?)${END}`,
  'g',
);

const nameKey = (name: string) => name.replace(/[_{}]/g, '');
const nameLatex = (name: string) => {
  const m = /^([A-Za-z])(\d)$/.exec(nameKey(name));
  return m ? `${m[1]}_{${m[2]}}` : name;
};

/** Splits an expression of names into names, brackets and signs, with the products it writes side by side. */
function tokens(expression: string, names: Set<string>): string[] | null {
  const out: string[] = [];
  const re = new RegExp(String.raw`\s*(${NAME}|[+\-*/()])`, 'gy');
  let at = 0;
  for (let m = re.exec(expression); m; m = re.exec(expression)) {
    let token = m[1] as string;
    // "IZ" is I times Z: a name of two letters is read as two names when both are given.
    if (/^[A-Za-z]/.test(token)) {
      if (!/^[A-Za-z]$/.test(token) && !names.has(nameKey(token))) return null;
      token = nameKey(token);
    }
    const last = out.at(-1);
    const joins = last !== undefined && /[\w)]$/.test(last) && /^[\w(]/.test(token);
    if (joins) out.push('*');
    out.push(token);
    at = re.lastIndex;
  }
  return at === expression.length || expression.slice(at).trim() === '' ? out : null;
}

export const solveComplexNames: Solver = (problem, deadline) => {
  const t = problem.replace(/[−–]/g, '-').replace(/\s+/g, ' ').trim();
  if (t.length > 600 || !/\di\b|\bi\b/.test(t)) return null;
  const values = new Map<string, { value: string; latex: string }>();
  let rest = t;
  for (const m of t.matchAll(DEFINITION)) {
    const key = nameKey(m[1] as string);
    if (key === 'i' || values.has(key)) return null;
    values.set(key, { value: (m[2] as string).replace(/\s+/g, ' ').trim(), latex: nameLatex(m[1] as string) });
    rest = rest.replace(m[0], ' ');
  }
  if (values.size === 0 || ![...values.values()].some((v) => /i/.test(v.value))) return null;
  const names = new Set(values.keys());
  const formulas = new Map<string, string[]>();
  for (const m of rest.matchAll(FORMULA)) {
    const list = tokens(m[2] as string, names);
    if (!list || !list.some((x) => names.has(x))) continue;
    formulas.set(m[1] ? nameKey(m[1]) : 'total', list);
    rest = rest.replace(m[0], ' ');
  }
  // The question: what is asked of which expression.
  const question =
    /(?:^|[.?!,;]\s)((?:find|what is|what's|calculate|compute|work out|determine|give|evaluate)\b[^.?!]*)[.?!]?\s*$/i.exec(
      rest,
    )?.[1];
  if (!question) return null;
  const ask = /\b(?:magnitude|modulus|absolute value)\b|\||\babs\(/.test(question)
    ? 'modulus'
    : /\bconjugate\b/i.test(question)
      ? 'conjugate'
      : 'value';
  const target = question
    .replace(/^(?:find|what is|what's|calculate|compute|work out|determine|give|evaluate)\s+/i, '')
    .replace(/\s*,?\s*(?:in the form a ?\+ ?bi|in ohms|in volts|in amps|as a complex number|exactly|exact)\b.*$/i, '')
    .replace(/^(?:the\s+)?(?:magnitude|modulus|absolute value|complex conjugate|conjugate)\s+of\s+/i, '')
    .replace(/^\|(.+)\|$|^abs\((.+)\)$/, '$1$2')
    .trim();
  const list = /^the total\b/i.test(target)
    ? (formulas.get('total') ?? null)
    : (formulas.get(nameKey(target)) ?? tokens(target, names));
  if (!list || !list.every((x) => names.has(x) || /^[+\-*/()]$/.test(x))) return null;
  // Every number is a value or part of a name.
  const left = rest.replace(new RegExp(NAME, 'g'), ' ');
  if (/\d/.test(left)) return null;
  const expression = list.map((x) => (names.has(x) ? `(${values.get(x)?.value})` : x)).join(' ');
  const asked =
    ask === 'modulus'
      ? `Find the modulus of ${expression}`
      : ask === 'conjugate'
        ? `Find the conjugate of ${expression}`
        : `Calculate ${expression}`;
  const solved: SolveResult | null = solveComplex(asked, deadline);
  if (!solved?.answer || !solved.reading) return null;
  const given = [...values.values()].map((v) => `${v.latex} = ${v.value.replace(/\s*\*\s*/g, '')}`).join(',\\ ');
  const shown = list.map((x) => (names.has(x) ? (values.get(x)?.latex ?? x) : x === '*' ? ' ' : x)).join('');
  return result(solved.type, {
    reading: { latex: `${given}:\\ ${solved.reading.latex}`, target: solved.reading.target },
    steps: [
      {
        title: 'Put in the values',
        explanation: `Each name replaced by its value, in brackets.`,
        latex: `${ask === 'modulus' ? `\\left|${shown}\\right|` : shown} \\to ${solved.reading.latex}`,
      },
      ...solved.steps,
    ],
    answer: solved.answer,
    verified: solved.verified,
  });
};

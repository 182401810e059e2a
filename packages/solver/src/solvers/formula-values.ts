import { fromNode } from '../expr/expr';
import { latex } from '../expr/latex';
import { evaluate } from '../numeric';
import { FUNCTIONS, parseExpression } from '../parse';
import { type Solver, result } from '../types';
import { solveEquation } from './equations';

/**
 * A formula with values for all its letters but one: "v = u + at, u = 2, a = 3, t = 4, find v", "Use A = lw to find w
 * when A = 48 and l = 8", "a² + b² = c² with a = 6, b = 8: c". The values are put in and the equation solved for the
 * letter asked; a length, a time or a speed is positive, so in a measuring context only the positive root is kept.
 * Checked by putting each answer and the values back into the formula as written.
 */

// The parser's function names, and π, are not products of letters.
const NAMES = new Set([...FUNCTIONS, 'pi']);
// An assignment starts a clause: after a comma, "and", "when", "if"… never after an operator (-3*a = 9 is an equation).
const ASSIGNMENT_START = String.raw`(?<=^|[,;:(]\s*|\b(?:and|if|when|where|given|with|that|let|suppose|is|are|of)\s+)`;
// …and ends the clause: punctuation, a linking word or a unit, not more math ("A = 1/2 bh" is a formula).
const ASSIGNMENT_END = String.raw`(?=\s*(?:$|[,;:?)]|\.(?!\d)|(?:and|or|when|if|where|find|what|then|so|for|is|are|was|with|to|in|of|the|units?|cm|mm|km|m|s|kg|g|meters?|metres?|seconds?|joules?|newtons?|volts?|ohms?|amps?|feet|ft|inches|degrees?)\b))`;
const NUMBER = String.raw`(-?\d+(?:\.\d+)?(?:\s*/\s*\d+)?)`;
const MEASURING =
  /\b(?:triangle|side|length|hypotenuse|leg|height|radius|diameter|distance|speed|time|area|volume|mass|width|perimeter|ladder|wall)\b/i;

/** The math around the formula's "=": tokens that are numbers, operators or products of the problem's letters. */
function formulaAround(text: string, letters: Set<string>): string | null {
  const tokens = text
    .replace(/([=+\-*/^()])/g, ' $1 ')
    .split(/\s+/)
    .filter(Boolean);
  const mathy = (tok: string) =>
    /^[\d.+\-*/^()²³√π=]+$/.test(tok) ||
    NAMES.has(tok.toLowerCase()) ||
    // "2l", "at", "mc²": a number and letters of the problem side by side.
    (/^\d*(?:\.\d+)?[A-Za-z]+[²³]?$/.test(tok) && [...tok.replace(/[\d.²³]/g, '')].every((c) => letters.has(c)));
  // The assignments are taken out already: the one "=" left is the formula's.
  const eqs = tokens.flatMap((tok, i) => (tok === '=' ? [i] : []));
  if (eqs.length !== 1) return null;
  const index = eqs[0] as number;
  let lo = index;
  while (lo > 0 && mathy(tokens[lo - 1] as string)) lo--;
  let hi = index;
  while (hi + 1 < tokens.length && mathy(tokens[hi + 1] as string)) hi++;
  const formula = tokens.slice(lo, hi + 1).join(' ');
  return lo < index && hi > index ? formula : null;
}

export const solveFormulaValues: Solver = (problem, deadline) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  if (t.length > 300) return null;
  const assigned = new Map<string, string>();
  for (const m of t.matchAll(
    new RegExp(String.raw`${ASSIGNMENT_START}([A-Za-z])\s*=\s*${NUMBER}${ASSIGNMENT_END}`, 'gi'),
  )) {
    const letter = m[1] as string;
    if (assigned.has(letter) && assigned.get(letter) !== m[2]) return null;
    assigned.set(letter, (m[2] as string).replace(/\s+/g, ''));
  }
  let asked =
    /\b(?:find|what is|what's|solve for|calculate|determine|work out|compute)\s+(?:the value of\s+)?([A-Za-z])\b(?!\s*=)/i.exec(
      t,
    )?.[1] ??
    /\bfor\s+([A-Za-z])\b\s*[:,]/.exec(t)?.[1] ??
    /^solve\b.*\bfor\s+([A-Za-z])\s*[.?]?$/i.exec(t)?.[1] ??
    // "Find the speed v.": a quantity named, then its letter.
    /\b(?:find|what is|calculate|determine|work out)\s+(?:the\s+)?(?:[a-z]+\s+){1,3}([A-Za-z])\s*[.?]?$/i.exec(t)?.[1];
  if (assigned.size < 1 || (asked && assigned.has(asked))) return null;
  // Without a letter asked ("Solve a² + b² = c² when a = 6, b = 8"), the one letter left unknown is.
  const letters = new Set([
    ...assigned.keys(),
    ...(asked ? [asked] : (t.match(/(?<![A-Za-z])[A-Za-z](?![A-Za-z])/g) ?? [])),
  ]);
  // The text without the assignments: what is left holds the formula.
  let rest = t;
  for (const m of t.matchAll(
    new RegExp(String.raw`${ASSIGNMENT_START}([A-Za-z])\s*=\s*${NUMBER}${ASSIGNMENT_END}`, 'gi'),
  ))
    rest = rest.replace(m[0], ' ; ');
  const formula = formulaAround(rest.replace(/[,;:?]|\.(?!\d)/g, ' ; '), letters);
  if (!formula) return null;
  const written = formula.replace(/[²]/g, '^2').replace(/[³]/g, '^3').replace(/π/g, 'pi');
  // Letters side by side are a product: "at" is a·t, "mc^2" is m·c².
  const spaced = written
    .replace(/(\d)(?=[A-Za-z])/g, '$1*')
    .replace(/\b([A-Za-z]{2,})\b/g, (word) => (NAMES.has(word.toLowerCase()) ? word : [...word].join('*')));
  const used = new Set(spaced.match(/\b[A-Za-z]\b/g) ?? []);
  const unknown = [...used].filter((l) => !assigned.has(l));
  if (!asked && unknown.length === 1 && /^solve\b/i.test(t)) asked = unknown[0];
  if (
    !asked ||
    !used.has(asked) ||
    [...used].some((l) => !letters.has(l)) ||
    [...assigned.keys()].some((l) => !used.has(l))
  )
    return null;
  const substituted = spaced.replace(/\b([A-Za-z])\b/g, (l) => (l === asked ? l : `(${assigned.get(l)})`));
  const solved = solveEquation(`Solve ${substituted} for ${asked}`, deadline);
  const target = solved?.reading?.target;
  if (!solved?.answer || target?.kind !== 'roots') return null;
  let roots = target.roots;
  // A measure is positive: "c = ±10" for a hypotenuse is 10.
  const positive = roots.filter((root) => evaluate(parseExpression(root), {}) > 0);
  // Pythagoras' a² + b² = c² is about the sides of a triangle.
  const pythagoras = /^a\^\(?2\)?\+b\^\(?2\)?=c\^\(?2\)?$/.test(written.replace(/\s+/g, ''));
  if (roots.length > 1 && (MEASURING.test(t) || pythagoras) && positive.length === 1) roots = positive;
  const [left, right] = spaced.split('=') as [string, string];
  const ok = roots.every((root) => {
    const values = Object.fromEntries([...assigned].map(([k, v]) => [k, evaluate(parseExpression(v), {})]));
    values[asked] = evaluate(parseExpression(root), {});
    const [l, r] = [evaluate(parseExpression(left), values), evaluate(parseExpression(right), values)];
    return Math.abs(l - r) <= 1e-9 * Math.max(1, Math.abs(l), Math.abs(r));
  });
  const value = roots.join(', ');
  return result('evaluate', {
    reading: {
      latex: `${formula.replace(/\*/g, '\\cdot ')},\\ ${[...assigned].map(([k, v]) => `${k} = ${v}`).join(',\\ ')}\\text{: find } ${asked}`,
      target: roots.length === target.roots.length ? target : { kind: 'value', value },
    },
    steps: [
      {
        title: 'Put the values in',
        explanation: `Every letter but ${asked} replaced by its value.`,
        latex: substituted.replace(/\*/g, '\\cdot '),
      },
      ...solved.steps,
      ...(roots.length < target.roots.length
        ? [
            {
              title: 'Keep the positive root',
              explanation: 'A measure cannot be negative.',
              latex: `${asked} = ${value}`,
            },
          ]
        : []),
    ],
    answer: { value, latex: roots.map((root) => latex(fromNode(parseExpression(root)))).join(', ') },
    verified: { ok, method: 'each answer put back into the formula with the values given' },
  });
};

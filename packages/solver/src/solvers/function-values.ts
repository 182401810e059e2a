import { evaluateSurd, surdLatex, surdText } from '../expr/surd';
import { evaluate as evaluateExpr, fromNode, toSympy } from '../expr/expr';
import { latex } from '../expr/latex';
import { evaluate } from '../numeric';
import { parseExpression } from '../parse';
import { type Solver, result } from '../types';

/**
 * Values and compositions of functions the problem defines, whatever their form (fractions, roots): "Let f(x) =
 * (x + 1)/(x − 1). What is f(3)?", "f(g(2))", "(g ∘ f)(x)", "f(f(x))". Definitions are substituted into each other
 * as text (each argument in brackets), a number is worked out exactly (rationals and square roots), and an
 * expression is returned as composed. Checked by evaluating the definitions one after another in floating point.
 */

interface Definition {
  name: string;
  variable: string;
  body: string;
}

const MAX_DEPTH = 6;

/** f(arg) with the argument put in for the variable, in brackets. */
function apply(def: Definition, arg: string): string {
  return `(${def.body.replace(new RegExp(String.raw`(?<![A-Za-z])${def.variable}(?![A-Za-z(])`, 'g'), `(${arg})`)})`;
}

/** "f(g(2))", "g(f(x))": each call of a defined function replaced by its body, the argument expanded first. */
function expand(text: string, defs: Map<string, Definition>, depth = 0): string | null {
  if (depth > MAX_DEPTH * 4) return null;
  for (let i = 0; i < text.length; i++) {
    const def = defs.get(text[i] as string);
    if (!def || text[i + 1] !== '(' || /[A-Za-z]/.test(text[i - 1] ?? '')) continue;
    let level = 0;
    let j = i + 1;
    for (; j < text.length; j++) {
      if (text[j] === '(') level++;
      else if (text[j] === ')' && --level === 0) break;
    }
    if (j >= text.length) return null;
    const inner = expand(text.slice(i + 2, j), defs, depth + 1);
    if (inner === null) return null;
    return expand(`${text.slice(0, i)}${apply(def, inner)}${text.slice(j + 1)}`, defs, depth + 1);
  }
  return text;
}

/** The same value step by step in floating point: each call evaluated with its argument's number. */
function numeric(question: string, defs: Map<string, Definition>, x: number): number {
  const call = /^([A-Za-z])\((.*)\)$/.exec(question.trim());
  if (!call) return evaluateExpr(fromNode(parseExpression(question)), { x });
  const def = defs.get(call[1] as string) as Definition;
  const arg = numeric(call[2] as string, defs, x);
  return evaluateExpr(fromNode(parseExpression(def.body)), { [def.variable]: arg });
}

export const solveFunctionValues: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  const m = /^((?:Let [A-Za-z]\([a-z]\) = [^.]+?(?:,? and [A-Za-z]\([a-z]\) = [^.]+?)?\.\s*)+)What is (.+?)\?$/.exec(t);
  if (!m || t.length > 400) return null;
  const defs = new Map<string, Definition>();
  for (const d of (m[1] as string).matchAll(
    /([A-Za-z])\(([a-z])\) = (.+?)(?=,? and [A-Za-z]\([a-z]\) =|\.\s*(?:Let|$)|\.$)/g,
  ))
    defs.set(d[1] as string, { name: d[1] as string, variable: d[2] as string, body: (d[3] as string).trim() });
  if (defs.size === 0 || defs.size > 3) return null;
  // (g ∘ f)(x) is g(f(x)).
  const question = (m[2] as string)
    .replace(/\(\s*([A-Za-z])\s*(?:∘|o)\s*([A-Za-z])\s*\)\s*\(([^()]*)\)/g, '$1($2($3))')
    .trim();
  if (!/^[A-Za-z]\(.*\)$/.test(question)) return null;
  const expanded = expand(question, defs);
  if (!expanded) return null;
  const node = parseExpression(expanded);
  const symbolic = /(?<![A-Za-z])x(?![A-Za-z])/.test(expanded);
  if (symbolic) {
    // An expression of x: returned as composed, checked at sample points against the step-by-step evaluation.
    const expr = fromNode(node);
    const ok = [0.37, 1.91, -2.3].every((x) => {
      const a = evaluate(node, { x });
      const b = numeric(question, defs, x);
      return !Number.isFinite(a) || Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
    });
    return result('evaluate', {
      reading: {
        latex: `${question}\\ \\text{for } ${[...defs.values()].map((d) => `${d.name}(${d.variable}) = ${latex(fromNode(parseExpression(d.body)))}`).join(',\\ ')}`,
        target: { kind: 'equivalent', expr: toSympy(expr), variables: ['x'], form: 'any' },
      },
      steps: [
        {
          title: 'Put one function into the other',
          explanation: 'The inner function takes the place of the outer one’s variable.',
          latex: `${question} = ${latex(expr)}`,
        },
      ],
      answer: { value: toSympy(expr), latex: latex(expr) },
      verified: { ok, method: 'the composition and the functions applied one after another agree at sample points' },
    });
  }
  const value = evaluateSurd(node);
  if (!value) return null;
  const float = numeric(question, defs, 0);
  const exact = Number(surdText(value).length) > 0 ? evaluate(parseExpression(surdText(value)), {}) : Number.NaN;
  const ok = Math.abs(float - exact) <= 1e-9 * Math.max(1, Math.abs(float));
  return result('evaluate', {
    reading: {
      latex: `${question}\\ \\text{for } ${[...defs.values()].map((d) => `${d.name}(${d.variable}) = ${latex(fromNode(parseExpression(d.body)))}`).join(',\\ ')}`,
      target: { kind: 'value', value: surdText(value) },
    },
    steps: [
      {
        title: 'Put the number in',
        explanation: 'Work from the innermost function outward.',
        latex: `${question} = ${surdLatex(value)}`,
      },
    ],
    answer: { value: surdText(value), latex: surdLatex(value) },
    verified: { ok, method: 'the functions applied one after another in floating point' },
  });
};

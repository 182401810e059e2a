import { evaluate, fromNode } from '../expr/expr';
import { parseExpression, toPoly } from '../parse';
import { asConstant, substitute, variables } from '../polynomial';
import { nodeLatex } from '../read/reading';
import { type Rational, toLatex, toNumber, toText } from '../rational';
import { type Solver, result } from '../types';
import { solveEquation } from './equations';
import { valueOf } from './values';

/**
 * "If x + y = 16 and x − y = 2, what is the value of x² − y²?": the system solved (one solution, exactly), then the
 * expression asked evaluated at it. The check puts the solution back into every equation and evaluates the
 * expression again in floating point.
 */
export const solveValueFromSystem: Solver = (problem, deadline) => {
  const m =
    /^(?:if|given(?: that)?|suppose)\s+(.+?),\s*(?:then\s+)?(?:what is|find|compute|evaluate)\s+(?:the value of\s+)?(.+?)\s*[?.]?$/i.exec(
      problem.trim(),
    );
  if (!m || problem.length > 400) return null;
  const equations = (m[1] as string).split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
  const asked = (m[2] as string).trim();
  if (equations.length < 2 || equations.some((e) => (e.match(/=/g) ?? []).length !== 1) || /[=<>]/.test(asked))
    return null;
  // A single unknown asked is the system solver's own question.
  if (/^[a-z]$/i.test(asked)) return null;
  let askedNode;
  try {
    askedNode = parseExpression(asked);
  } catch {
    return null;
  }
  const solved = solveEquation(`Solve ${equations.join(', ')}`, deadline);
  const pairs = solved?.answer?.value.split(/\s*,\s*/).map((p) => /^([a-z])\s*=\s*(.+)$/i.exec(p));
  if (!solved?.verified?.ok || !pairs || pairs.some((p) => !p)) return null;
  const values = new Map<string, Rational>();
  for (const p of pairs as RegExpExecArray[]) {
    const v = valueOf(p[2] as string);
    if (!v) return null;
    values.set(p[1] as string, v);
  }
  const poly = toPoly(askedNode);
  if (variables(poly).some((v) => !values.has(v))) return null;
  const value = asConstant(substitute(poly, values));
  if (!value) return null;
  const float = evaluate(fromNode(askedNode), Object.fromEntries([...values].map(([k, v]) => [k, toNumber(v)])));
  const ok = Math.abs(float - toNumber(value)) <= 1e-9 * Math.max(1, Math.abs(float));
  const at = [...values].map(([k, v]) => `${k} = ${toLatex(v)}`).join(',\\ ');
  return result('evaluate', {
    reading: {
      latex: `${solved.reading?.latex ?? ''};\\quad ${nodeLatex(askedNode)}`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      ...solved.steps,
      {
        title: 'Put the solution in',
        explanation: `With ${[...values].map(([k, v]) => `${k} = ${toText(v)}`).join(', ')}.`,
        latex: `${nodeLatex(askedNode)} = ${toLatex(value)}\\quad(${at})`,
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: { ok, method: `${solved.verified.method}; the expression evaluated again in floating point` },
  });
};

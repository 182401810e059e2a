import { type Rule, differentiate } from '../expr/derivative';
import { fromNode, toSympy } from '../expr/expr';
import { latex } from '../expr/latex';
import { evaluate } from '../numeric';
import { parseExpression, toPoly } from '../parse';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';
import { clean } from './answer-format';
import { solveEquation } from './equations';

/**
 * The critical (stationary) points of a polynomial: where f′(x) = 0, given as x-values. A polynomial's derivative is
 * defined everywhere, so these are all of them. The roots come from the equation solver; each is put back into f′
 * and into a central difference of f.
 */
export const solveCriticalPoints: Solver = (problem, deadline) => {
  const m =
    /^(?:find|what are|determine|locate|give)\s+(?:all\s+)?(?:the\s+)?(?:x-values of the\s+)?(critical (?:points?|numbers?|values?)|stationary points?|turning points?)\s+(?:of|for)\s+(?:the (?:function|curve|graph)\s+)?(?:(?:f\(x\)|y)\s*=\s*)?(.+)$/i.exec(
      clean(problem),
    );
  if (!m) return null;
  const node = parseExpression(m[2] as string);
  toPoly(node);
  const f = fromNode(node);
  const names = [...new Set(toSympy(f).match(/\b[a-z]\b/g) ?? [])];
  if (names.some((n) => n !== 'x')) return null;
  const d = differentiate(f, 'x', new Set<Rule>());
  const derivative = toSympy(d).replace(/\*\*/g, '^');
  const solved = solveEquation(`Solve ${derivative} = 0 for x`, deadline);
  const target = solved?.reading?.target;
  if (!solved?.answer || target?.kind !== 'roots' || !target.complete) return null;
  const roots = target.roots;
  const at = (x: number) => evaluate(parseExpression(m[2] as string), { x });
  const h = 1e-5;
  const ok = roots.every((r) => {
    const x = evaluate(parseExpression(r), {});
    return (
      Math.abs(evaluate(parseExpression(derivative), { x })) < 1e-9 * Math.max(1, Math.abs(x)) &&
      Math.abs((at(x + h) - at(x - h)) / (2 * h)) < 1e-4 * Math.max(1, Math.abs(at(x)))
    );
  });
  return result('derivative', {
    reading: {
      latex: `f'(x) = 0 \\text{ for } f(x) = ${nodeLatex(node)}`,
      target: { kind: 'roots', equation: `${derivative} = 0`, variable: 'x', roots, complete: true },
    },
    steps: [
      {
        title: 'Differentiate',
        explanation: 'A critical point is where the derivative is zero (a polynomial has no others).',
        latex: `f'(x) = ${latex(d)}`,
      },
      ...solved.steps,
    ],
    answer: solved.answer,
    verified: { ok, method: "each x put back into f′, and f's slope there measured by a central difference" },
  });
};

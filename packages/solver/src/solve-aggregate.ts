import { evaluate } from './expr/evaluate';
import { fromNode } from './expr/expr';
import { parseExpression, toPoly } from './parse';
import { asConstant, degreeIn, variables } from './polynomial';
import { type Rational, add, cmp, div, mul, sub, toLatex, toNumber, toText } from './rational';
import { readAnswer } from './read/answer';
import { type SolveResult, result } from './types';

/**
 * "The sum (or product) of the roots of x² − 7x + 10 = 0", "the sum of all values of x such that |x − 3| = 5":
 * the equation solved as any equation (and checked there), then its solutions added or multiplied exactly.
 */
const ASKED =
  /^(?:what is|what's|find|compute|calculate|determine|give)?\s*the\s+(sum|product|positive difference|largest|greatest|smallest|least|larger|smaller|average|mean)\s+(?:(?:of|between)\s+)?(?:all\s+(?:of\s+)?)?(?:the\s+)?(?:(?:two|2)\s+)?(?:(?:possible|real|distinct)\s+)?(?:roots?|solutions?|zeros?|(?:possible\s+)?values of ([a-z]))\s*(?:that satisfy|such that|for which|satisfying|which satisfy|of|to|for|in|if|when|given)?\s*(?:the equation\s*)?:?\s*(.+?)\s*[?.]?$/i;

/** The degree of a polynomial in its one variable (0 for a constant). */
function degreeOf(p: ReturnType<typeof toPoly>): number {
  const names = [...variables(p)];
  if (names.length !== 1) throw new Error('not one variable');
  return degreeIn(p, names[0] as string);
}

/** "If x² = 16, what is the sum of all possible values of x?": the equation first, the question after. */
const AFTER =
  /^(?:if|given(?: that)?|suppose(?: that)?)\s+([^,]+=[^,]+),\s*(what is|what's|find|compute|calculate|determine)\s+(the\s+(?:sum|product|positive difference)\s+(?:of|between)\s+(?:all\s+)?(?:the\s+)?(?:possible\s+|real\s+|distinct\s+)?(?:roots|solutions|values of [a-z]))\s*[?.]?$/i;

/** "Find the largest value of x that satisfies |x − 5| = 12": one of the solutions. */
const EXTREME =
  /^(?:find|what is|what's|which is|determine|give)\s+the\s+(largest|greatest|smallest|least)\s+(?:possible\s+)?(?:real\s+)?(?:value|solution)\s+(?:of|in|for)\s+([a-z])\s+(?:that|which|for which|such that)\s+(?:satisf(?:y|ies)\s+)?(?:the\s+equation\s+)?(.+?=.+?)\s*[?.]?$/i;

export function solveAggregate(problem: string, solveText: (text: string) => SolveResult): SolveResult | null {
  const after = AFTER.exec(problem.trim());
  const extreme = EXTREME.exec(problem.trim());
  const text = after
    ? `${after[2]} ${after[3]} such that ${after[1]}`
    : extreme
      ? `the ${extreme[1]} of all values of ${extreme[2]} such that ${extreme[3]}`
      : problem.trim();
  const m = ASKED.exec(text);
  if (!m || !/=/.test(m[3] as string)) return null;
  const equation = m[3] as string;
  const solved = solveText(`Solve ${equation}${m[2] ? ` for ${m[2]}` : ''}`);
  if (!solved.answer || !solved.verified?.ok || !solved.reading) return null;
  const parts = readAnswer(solved.answer.value).parts;
  if (parts.length === 0) return null;
  // For a polynomial, "the roots" are all of them, complex and repeated ones too: answered only when the real
  // roots found are as many as its degree.
  const [left, right] = equation.split('=');
  const kind = (m[1] as string).toLowerCase();
  const pick = /largest|greatest|larger/.test(kind)
    ? 'largest'
    : /smallest|least|smaller/.test(kind)
      ? 'smallest'
      : null;
  try {
    const degree = degreeOf(toPoly(parseExpression(`(${left}) - (${right})`)));
    // The largest or smallest solution is among the real ones; a sum or product needs all of them.
    if (degree > parts.length && !pick) return null;
  } catch {
    // Not a polynomial (|x − 3| = 5): its solutions are the values asked for.
  }
  const exact: Rational[] = [];
  const approx: number[] = [];
  for (const part of parts) {
    const text = part.text.replace(/^[a-z]\s*=\s*/i, '');
    try {
      const node = parseExpression(text);
      approx.push(evaluate(fromNode(node), {}));
      const value = asConstant(toPoly(node));
      if (!value) return null;
      exact.push(value);
    } catch {
      return null;
    }
  }
  if (pick) return extremeOf(solved, exact, approx, pick);
  if (kind === 'positive difference' && exact.length !== 2) return null;
  const mean = kind === 'average' || kind === 'mean';
  const count = { n: BigInt(exact.length), d: 1n };
  const value =
    kind === 'sum' || mean
      ? ((total) => (mean ? div(total, count) : total))(exact.reduce(add))
      : kind === 'product'
        ? exact.reduce(mul)
        : ((d) => (d.n < 0n ? { n: -d.n, d: d.d } : d))(sub(exact[0] as Rational, exact[1] as Rational));
  const check =
    kind === 'sum' || mean
      ? approx.reduce((a, b) => a + b, 0) / (mean ? approx.length : 1)
      : kind === 'product'
        ? approx.reduce((a, b) => a * b, 1)
        : Math.abs((approx[0] as number) - (approx[1] as number));
  const symbol = kind === 'sum' || mean ? ' + ' : kind === 'product' ? ' \\cdot ' : ' - ';
  return result(solved.type, {
    reading: {
      latex: `\\text{the ${kind} of the solutions of } ${solved.reading.latex}`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      ...solved.steps,
      {
        title: mean
          ? 'Average the solutions'
          : kind === 'sum'
            ? 'Add the solutions'
            : kind === 'product'
              ? 'Multiply the solutions'
              : 'Their difference',
        explanation: `The ${kind} of ${exact.map(toText).join(', ')}.`,
        latex: `${mean ? '\\frac{' : ''}${exact.map((x) => toLatex(x)).join(symbol)}${mean ? `}{${exact.length}}` : ''} = ${toLatex(value)}`,
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: {
      ok: Math.abs(check - toNumber(value)) <= 1e-9 * Math.max(1, Math.abs(check)),
      method: `${solved.verified.method}; the ${kind} recomputed in floating point`,
    },
  });
}

/** The largest (or smallest) of the solutions found, compared exactly and again in floating point. */
function extremeOf(
  solved: SolveResult,
  exact: Rational[],
  approx: number[],
  pick: 'largest' | 'smallest',
): SolveResult {
  const better = (a: Rational, b: Rational) => (pick === 'largest' ? cmp(a, b) > 0 : cmp(a, b) < 0);
  const value = exact.reduce((best, x) => (better(x, best) ? x : best));
  const check = pick === 'largest' ? Math.max(...approx) : Math.min(...approx);
  return result(solved.type, {
    reading: {
      latex: `\\text{the ${pick} solution of } ${solved.reading?.latex ?? ''}`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      ...solved.steps,
      {
        title: `The ${pick}`,
        explanation: `Of ${exact.map(toText).join(', ')}.`,
        latex: toLatex(value),
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: {
      ok: !!solved.verified?.ok && Math.abs(check - toNumber(value)) <= 1e-9 * Math.max(1, Math.abs(check)),
      method: `${solved.verified?.method}; the ${pick} chosen again in floating point`,
    },
  });
}

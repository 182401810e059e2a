import { evaluate } from '../numeric';
import { parseExpression } from '../parse';
import { type Rational, isZero, toNumber, toText } from '../rational';
import { type SolveResult, type Step, result } from '../types';

/**
 * An equation whose unknown cancels: every value solves it (2(x + 3) = 2x + 6) or none does (2x + 1 = 2x + 3).
 * Checked apart from the collected form: both sides as written are evaluated at sample values of the unknown,
 * and their difference must be that same constant at each.
 */
export function identityOrContradiction(
  equation: string,
  v: string,
  read: string,
  steps: Step[],
  constant: Rational,
): SolveResult {
  const [left, right] = equation.split('=').map((side) => parseExpression(side as string));
  const samples = [-3.7, -1, 0.5, 2.25, 11];
  const c = toNumber(constant);
  const ok =
    !!left &&
    !!right &&
    samples.every((x) => {
      const d = evaluate(left, { [v]: x }) - evaluate(right, { [v]: x });
      return Number.isFinite(d) && Math.abs(d - c) <= 1e-9 * Math.max(1, Math.abs(c));
    });
  const every = isZero(constant);
  steps.push({
    title: every ? 'Every value works' : 'No value works',
    explanation: every
      ? `${v} cancels and both sides are the same for every ${v}.`
      : `${v} cancels and the two sides always differ by ${toText(constant)}.`,
    latex: every ? `0 = 0` : `0 = ${toText(constant)}`,
  });
  return result('linear-equation', {
    reading: {
      latex: read,
      target: every
        ? { kind: 'set', variable: v, intervals: [{ low: null, high: null, lowClosed: false, highClosed: false }] }
        : { kind: 'roots', equation, variable: v, roots: [], complete: true },
    },
    steps,
    answer: every
      ? { value: 'all real numbers', latex: '\\text{all real numbers}' }
      : { value: 'no solution', latex: '\\text{no solution}' },
    verified: {
      ok,
      method: every
        ? 'both sides evaluated at five values of the unknown: equal at each'
        : 'both sides evaluated at five values of the unknown: always the same nonzero difference',
    },
  });
}

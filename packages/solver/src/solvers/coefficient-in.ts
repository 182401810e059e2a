import { evaluate } from '../numeric';
import { parseExpression, toPoly } from '../parse';
import { asConstant, coefficientsIn, toLatexPoly, variables } from '../polynomial';
import { ZERO, toLatex, toNumber, toText } from '../rational';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';

/**
 * "The coefficient of x² in (2x − 1)³", "… of x in 3(x − 4) + 4(7 − 2x² + 5x)", "the constant term of …": the
 * expression multiplied out exactly, and the coefficient read off. Checked apart from the expansion: the
 * expression as written, evaluated at k + 1 points and fitted by divided differences, gives the same coefficient.
 */
const ASKED =
  /^(?:find|what is|what's|determine|give)?\s*the\s+(?:(constant) term|coefficient of\s+([a-z])(?:\s*\^\s*\(?(\d+)\)?)?(?:\s+term)?)\s+(?:in|of)\s+(?:the\s+(?:expansion|product|expression|polynomial)\s+(?:of\s+)?)?(.+?)\s*[?.]?$/i;

export const solveCoefficientIn: Solver = (problem) => {
  const m = ASKED.exec(problem.trim());
  if (!m || (m[4] as string).length > 200) return null;
  const node = parseExpression(m[4] as string);
  const p = toPoly(node);
  const names = variables(p);
  const v = m[2] ?? (names.length === 1 ? names[0] : null);
  if (!v || names.some((n) => n !== v)) return null;
  const k = m[1] ? 0 : Number(m[3] ?? 1);
  const coefficients = coefficientsIn(p, v).map((c) => asConstant(c) ?? ZERO);
  if (coefficients.length > 40 || k > 40) return null;
  const value = coefficients[k] ?? ZERO;
  // Divided differences of the written expression at 0, 1, …, n give its coefficients again (Newton form).
  const n = coefficients.length - 1;
  const ys = Array.from({ length: n + 1 }, (_, i) => evaluate(node, { [v]: i }));
  const newton = [...ys];
  for (let j = 1; j <= n; j++)
    for (let i = n; i >= j; i--) newton[i] = ((newton[i] as number) - (newton[i - 1] as number)) / j;
  // Newton form to power form: multiply out ∏(x − i) term by term.
  let power = [0];
  for (let j = n; j >= 0; j--) {
    const shifted = [0, ...power].map((c, i) => c - j * (power[i] ?? 0));
    power = shifted.map((c, i) => (i === 0 ? c + (newton[j] as number) : c));
  }
  const again = power[k] ?? 0;
  const ok = Math.abs(again - toNumber(value)) <= 1e-6 * Math.max(1, Math.abs(again));
  const term = k === 0 ? 'the constant term' : `the coefficient of ${k === 1 ? v : `${v}^${k}`}`;
  return result('coefficient', {
    reading: {
      latex: `\\text{${term} in } ${nodeLatex(node)}`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      {
        title: 'Multiply out',
        explanation: 'Expand and collect like terms.',
        latex: `${nodeLatex(node)} = ${toLatexPoly(p)}`,
      },
      { title: 'Read it off', explanation: `${term[0]?.toUpperCase()}${term.slice(1)}.`, latex: toLatex(value) },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: {
      ok,
      method: 'the expression as written, evaluated at whole numbers and fitted again by divided differences',
    },
  });
};

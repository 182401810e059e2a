import { evaluate, fromNode, product, sum, toLatex, toSympy, type Expr, num, power, int, divide } from '../expr/expr';
import { graphOf } from '../expr/graph';
import { type Coefficients, asQuotient, lowestTerms, trim } from '../expr/coefficients';
import { constant, plus, power as polyPower, times, toSympy as polySympy, variable } from '../polynomial';
import { parseExpression } from '../parse';
import { ONE, ZERO as ZERO_R, div } from '../rational';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';

const toExpr = (c: Coefficients, v: string): Expr =>
  sum(...trim(c).map((k, i) => product(num(k), power({ k: 'var', name: v }, int(i)))));

/** A polynomial's text in SymPy's order (highest power first). */
const polyText = (c: Coefficients, v: string) =>
  polySympy(trim(c).reduce((acc, k, i) => plus(acc, times(constant(k), polyPower(variable(v), i))), constant(ZERO_R)));

function variableOf(x: Expr): string | null {
  const names = new Set(toSympy(x).match(/\b[a-z]\b/g) ?? []);
  return names.size === 1 ? ([...names][0] ?? null) : null;
}

/** Simplifying a quotient of polynomials in one variable: the common factor cancelled. */
export const solveSimplify: Solver = (problem) => {
  const m = /^simplify\s+(.+?)\.?$/i.exec(problem.trim());
  if (!m?.[1]) return null;
  const node = parseExpression(m[1]);
  const x = fromNode(node);
  const v = variableOf(x);
  if (!v) return null;
  const parts = asQuotient(x, v);
  if (!parts) return null;
  const [top, bottom] = parts;
  const { numerator: n, denominator: d, common } = lowestTerms(top, bottom);
  const lead = d.at(-1) ?? ONE;
  const numerator = n.map((c) => div(c, lead));
  const denominator = d.map((c) => div(c, lead));
  const simplified =
    denominator.length === 1 ? toExpr(numerator, v) : divide(toExpr(numerator, v), toExpr(denominator, v));
  const text =
    denominator.length === 1 ? polyText(numerator, v) : `(${polyText(numerator, v)})/(${polyText(denominator, v)})`;
  // Checked on the printed answer: equal to the original wherever both are defined.
  const printed = fromNode(parseExpression(text));
  let compared = 0;
  let ok = true;
  for (const t of [0.37, 1.73, 2.91, -0.61]) {
    const a = evaluate(x, { [v]: t });
    const b = evaluate(printed, { [v]: t });
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    compared++;
    if (Math.abs(a - b) > 1e-9 * Math.max(1, Math.abs(a))) ok = false;
  }
  const cancelled = trim(common).length > 1;
  return result('simplify', {
    reading: {
      latex: `\\text{simplify } ${nodeLatex(node)}`,
      target: { kind: 'equivalent', expr: m[1], variables: [v], form: 'any' },
    },
    steps: [
      {
        title: 'Numerator and denominator',
        explanation: 'Write the expression as one fraction of polynomials.',
        latex: `\\frac{${toLatex(toExpr(top, v))}}{${toLatex(toExpr(bottom, v))}}`,
      },
      {
        title: cancelled ? 'Cancel the common factor' : 'No common factor',
        explanation: cancelled
          ? `Both share the factor ${toSympy(toExpr(common, v))}, found by Euclid's algorithm; it cancels (for ${v} where it is not zero).`
          : 'Numerator and denominator share no factor, so the fraction is already in lowest terms.',
        latex: toLatex(simplified),
      },
    ],
    answer: { value: text, latex: toLatex(simplified) },
    verified: { ok: ok && compared >= 2, method: 'equal to the original at sample points where both are defined' },
    graphs: [
      graphOf(
        x,
        v,
        'The function',
        cancelled
          ? `The cancelled factor leaves a hole where ${toSympy(toExpr(common, v))} = 0.`
          : `The function, plotted against ${v}.`,
      ),
    ],
  });
};

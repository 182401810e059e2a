import { evaluate, fromNode, product, sum, toLatex, toSympy, type Expr, num, power, int, divide } from '../expr/expr';
import { graphOf } from '../expr/graph';
import { type Coefficients, asQuotient, lowestTerms, trim } from '../expr/coefficients';
import { asRationalFunction } from '../expr/rational-normal';
import { evaluate as mathEvaluate } from 'mathjs';
import { latex } from '../expr/latex';
import { constant, plus, power as polyPower, times, toSympy as polySympy, variable } from '../polynomial';
import { gluedProducts, parseExpression } from '../parse';
import { ONE, ZERO as ZERO_R, div, rat } from '../rational';
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
  // Sums of fractions too: 1/x + 1/(x + 1) is one quotient of polynomials.
  const parts = asQuotient(x, v) ?? asRationalFunction(x, v);
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

/** The expression as text mathjs reads (its own parser: the independent check). */
const forMathjs = (text: string) => gluedProducts(text.replace(/\*\*/g, '^').replace(/\bln\(/g, 'log('));

/** mathjs's value of the text at a point, or NaN. */
function mathjsAt(text: string, scope: Record<string, number>): number {
  try {
    const y = mathEvaluate(forMathjs(text), { ...scope });
    return typeof y === 'number' ? y : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Any other expression: collected by the expression constructors (like terms added, powers of one base merged:
 * 12x⁵y³/(4x²y) = 3x³y²), or, when it takes one rational value everywhere (sin²x + cos²x), that value. Checked
 * by mathjs's own reading of the problem at sample points.
 */
export const solveSimplifyGeneral: Solver = (problem) => {
  const m = /^simplify\s+(.+?)\.?$/i.exec(problem.trim());
  if (!m?.[1]) return null;
  const node = parseExpression(m[1]);
  const x = fromNode(node);
  const names = [...new Set(toSympy(x).match(/\b[a-z]\b/g) ?? [])];
  if (names.length === 0 || names.length > 3) return null;
  const points = [0.37, 1.73, -2.91, 0.61, -1.19, 2.47].map((base, k) =>
    Object.fromEntries(names.map((n, i) => [n, base + 0.13 * i + 0.01 * k])),
  );
  const values = points.map((p) => evaluate(x, p));
  // One value everywhere, a simple fraction: an identity (sin²x + cos²x = 1).
  const first = values[0] as number;
  const constant = values.every(
    (y) => Number.isFinite(y) && Math.abs(y - first) < 1e-12 * Math.max(1, Math.abs(first)),
  );
  let simplified: Expr = x;
  if (constant) {
    const q = [1, 2, 3, 4, 5, 6, 8, 10, 12].find((d) => Math.abs(Math.round(first * d) - first * d) < 1e-9);
    if (q === undefined) return null;
    simplified = num(rat(BigInt(Math.round(first * q)), BigInt(q)));
  }
  const text = toSympy(simplified);
  if (text === m[1].replace(/\s+/g, '')) return null;
  const checks = points.map(
    (p) => [mathjsAt(m[1] as string, p), evaluate(fromNode(parseExpression(text)), p)] as const,
  );
  const usable = checks.filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b));
  const ok = usable.length >= 3 && usable.every(([a, b]) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a)));
  return result('simplify', {
    reading: {
      latex: `\\text{simplify } ${nodeLatex(node)}`,
      target: { kind: 'equivalent', expr: m[1], variables: names, form: 'any' },
    },
    steps: [
      constant
        ? {
            title: 'An identity',
            explanation: 'The expression has the same value for every input: it is a constant.',
            latex: `${latex(x)} = ${latex(simplified)}`,
          }
        : {
            title: 'Collect like terms and powers',
            explanation:
              'Powers of the same base multiply by adding exponents and divide by subtracting them; like terms are added.',
            latex: `${nodeLatex(node)} = ${latex(simplified)}`,
          },
    ],
    answer: { value: text, latex: latex(simplified) },
    verified: { ok, method: "equal to mathjs's own reading of the expression at sample points" },
  });
};

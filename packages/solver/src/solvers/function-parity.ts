import { evaluate } from '../expr/evaluate';
import { type Expr, fromNode } from '../expr/expr';
import { evaluateExact } from '../numeric';
import { type Node, parseExpression } from '../parse';
import { type Rational, eq, neg } from '../rational';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';

/**
 * "Is f(x) = x³ − 2x even, odd or neither?": f(−x) compared with f(x) and −f(x). Exactly at a dozen rational
 * points when the function is built from arithmetic alone, in floating point otherwise; one point where neither
 * holds settles "neither", and the check is the same comparison made again at other points.
 */

const POINTS = [1, 2, 3, 0.5, 1.7, 2.9, 4.2, 5, 0.3, 7.1, 1.25, 3.6];
const AGAIN = [0.7, 1.9, 2.3, 3.3, 4.8, 6.1];

type Parity = 'even' | 'odd' | 'neither';

function parityAt(node: Node, v: string, points: number[]): Parity | null {
  const expr: Expr = fromNode(node);
  let even = true;
  let odd = true;
  let seen = 0;
  for (const p of points) {
    let a: number;
    let b: number;
    let exactA: Rational | null;
    let exactB: Rational | null;
    try {
      const at = (x: number) => new Map([[v, { n: BigInt(Math.round(x * 100)), d: 100n } as Rational]]);
      exactA = evaluateExact(node, at(p));
      exactB = evaluateExact(node, at(-p));
    } catch {
      // A function call (sin, √): compared in floating point.
      [exactA, exactB] = [null, null];
    }
    try {
      a = evaluate(expr, { [v]: p });
      b = evaluate(expr, { [v]: -p });
    } catch {
      continue;
    }
    if (!Number.isFinite(a) || !Number.isFinite(b)) {
      // Defined on one side only: the domain is not symmetric, so neither.
      if (Number.isFinite(a) !== Number.isFinite(b)) return 'neither';
      continue;
    }
    seen++;
    if (exactA && exactB) {
      if (!eq(exactA, exactB)) even = false;
      if (!eq(exactA, neg(exactB))) odd = false;
    } else {
      const tolerance = 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
      if (Math.abs(a - b) > tolerance) even = false;
      if (Math.abs(a + b) > tolerance) odd = false;
    }
  }
  if (seen < points.length / 2) return null;
  // The zero function is both: not a question with one answer.
  if (even && odd) return null;
  return even ? 'even' : odd ? 'odd' : 'neither';
}

export const solveFunctionParity: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  if (t.length > 300 || !/\beven\b/i.test(t) || !/\bodd\b/i.test(t)) return null;
  const m = /(?:\b([a-z])\s*\(\s*([a-z])\s*\)|\by)\s*=\s*(.+?)(?=\s+(?:even|is|an?|have|has)\b|[,;?]|\.\s|\.?$)/i.exec(
    t,
  );
  if (!m) return null;
  const v = m[2] ?? 'x';
  let node: Node;
  try {
    node = parseExpression(m[3] as string);
  } catch {
    return null;
  }
  const parity = parityAt(node, v, POINTS);
  const again = parityAt(node, v, AGAIN);
  if (!parity) return null;
  const f = m[1] ?? 'y';
  const body = nodeLatex(node);
  return result('simplify', {
    reading: {
      latex: `${f}(${v}) = ${body}:\\ \\text{even, odd or neither?}`,
      target: { kind: 'text', value: parity },
    },
    steps: [
      {
        title: `Compare ${f}(−${v}) with ${f}(${v})`,
        explanation:
          parity === 'even'
            ? `${f}(−${v}) = ${f}(${v}) at every point tried: the graph is symmetric about the y-axis.`
            : parity === 'odd'
              ? `${f}(−${v}) = −${f}(${v}) at every point tried: the graph is symmetric about the origin.`
              : `At some point ${f}(−${v}) is neither ${f}(${v}) nor −${f}(${v}).`,
        latex: `${f}(-${v}) \\text{ vs } ${f}(${v}) = ${body}`,
      },
    ],
    answer: { value: parity, latex: `\\text{${parity}}` },
    verified: { ok: again === parity, method: 'the same comparison made again at other points' },
  });
};

import { parameterValues } from '../expr/check';
import { type Expr, evaluate as evaluateExpr, fromNode, sum as sumExpr } from '../expr/expr';
import { fromLatex } from '../latex-input';
import { parseExpression } from '../parse';
import { readAnswer } from '../read/answer';

/** Comparisons of answers for the grading scripts and the tests: the same values, or antiderivatives up to a constant. */

/** The values (or expressions) an answer lists, each as a tree; null when any part cannot be read. */
function partsOf(answer: string): Expr[] | null {
  const read = readAnswer(answer);
  if (read.parts.length === 0) return null;
  try {
    return read.parts.map((part) => fromNode(parseExpression(part.text)));
  } catch {
    return null;
  }
}

/**
 * Whether two answers are the same value(s) or expression, read by the one answer reader: as sets of values,
 * compared at sample points of their names (the grading scripts use this).
 */
export function sameAnswer(a: string, b: string): boolean {
  // Words, letters, times and numbers in other bases are the same when written the same.
  const written = (s: string) => s.replace(/\s+/g, '').replace(/\.$/, '').toLowerCase();
  if (written(a) === written(b)) return true;
  const x = partsOf(a);
  const y = partsOf(b);
  if (!x || !y || x.length !== y.length) return false;
  // Single letters and the Greek names written out (theta) are the variables.
  const name = /\b(?:[A-Za-z]|theta|alpha|beta|gamma|phi|omega|lambda|mu)\b/g;
  const names = [...new Set([...a.matchAll(name), ...b.matchAll(name)].map((m) => m[0]))];
  const at = names.length
    ? [0.31, 0.83, 1.37, 2.63].map((base) => Object.fromEntries(names.map((n, i) => [n, base + i * 0.17])))
    : [{}];
  // A formula in n (a sequence's nth term) may be defined only at whole numbers: (−2)^(n − 1).
  const whole = names.length
    ? [1, 2, 3, 5].map((base) => Object.fromEntries(names.map((n, i) => [n, base + i])))
    : [{}];
  const finiteAt = (p: Expr, points: Record<string, number>[]) =>
    points.every((point) => Number.isFinite(evaluateExpr(p, point)));
  // Points where neither is defined (√(4 − x²) at 2.63) say nothing; one defined where the other is not differs.
  const agreeing = (p: Expr, q: Expr, points: Record<string, number>[]) => {
    let compared = 0;
    for (const point of points) {
      const u = evaluateExpr(p, point);
      const w = evaluateExpr(q, point);
      if (!Number.isFinite(u) && !Number.isFinite(w)) continue;
      if (!Number.isFinite(u) || !Number.isFinite(w) || Math.abs(u - w) > 1e-9 * Math.max(1, Math.abs(u))) return -1;
      compared++;
    }
    return compared;
  };
  const enough = (points: Record<string, number>[]) => Math.min(2, points.length);
  const equal = (p: Expr, q: Expr) => {
    if (agreeing(p, q, at) >= enough(at)) return true;
    return !finiteAt(p, at) && !finiteAt(q, at) && finiteAt(p, whole) && agreeing(p, q, whole) >= enough(whole);
  };
  return x.every((p) => y.some((q) => equal(p, q))) && y.every((q) => x.some((p) => equal(p, q)));
}

// Dense enough to land inside short intervals where a root's argument is positive, e.g. (−1, −2/3).
const SAMPLES = Array.from({ length: 61 }, (_, i) => -3.05 + i * 0.1173);

/** Whether two antiderivatives differ by a constant (numerically, at sample points where both are defined). */
export function sameUpToConstant(a: string, b: string, v: string): boolean {
  try {
    const fa = fromNode(parseExpression(fromLatex(a)));
    const fb = fromNode(parseExpression(fromLatex(b)));
    // Parameters (a, b, n) get the same values in both.
    const others = parameterValues(sumExpr(fa, fb), v);
    const differences: number[] = [];
    let magnitude = 0;
    // ln|u| for log u: log(x - 1) and log(1 - x) are the same antiderivative on either side of 1.
    for (const x of SAMPLES) {
      const ya = evaluateExpr(fa, { ...others, [v]: x }, true);
      const yb = evaluateExpr(fb, { ...others, [v]: x }, true);
      if (!Number.isFinite(ya - yb)) continue;
      differences.push(ya - yb);
      // Rounding grows with the values compared, not only with their difference.
      magnitude = Math.max(magnitude, Math.abs(ya), Math.abs(yb));
    }
    if (differences.length < 3) return false;
    const scale = Math.max(1, magnitude);
    return Math.max(...differences) - Math.min(...differences) <= 1e-6 * scale;
  } catch {
    return false;
  }
}

import { evaluate, fromNode } from '../expr/expr';
import { parseExpression } from '../parse';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';
import { solveEquation } from './equations';

/**
 * "For what value of k is the matrix [[k, 2], [3, 6]] singular?": the determinant, a polynomial in the unknown, set to
 * zero and solved. Each value found is put back into the matrix and its determinant computed again numerically.
 */

const ASKS =
  /\b(?:singular|not invertible|non-?invertible|no inverse|not have an inverse|determinant (?:is |equal to |of )?(?:0|zero))\b/i;

/** "[[k, 2], [3, 6]]" → rows of entries as written; 2×2 or 3×3 only. */
function rowsOf(text: string): string[][] | null {
  const m = /\[\s*(\[[^[\]]+\](?:\s*,\s*\[[^[\]]+\]){1,2})\s*\]/.exec(text);
  if (!m) return null;
  const rows = [...(m[1] as string).matchAll(/\[([^[\]]+)\]/g)].map((r) => (r[1] as string).split(/\s*,\s*/));
  const n = rows.length;
  return n >= 2 && n <= 3 && rows.every((r) => r.length === n && r.every((e) => e.trim().length > 0 && e.length < 40))
    ? rows.map((r) => r.map((e) => e.trim()))
    : null;
}

/** The determinant written out by cofactors, each entry in brackets. */
function determinantText(rows: string[][]): string {
  const e = (i: number, j: number) => `(${rows[i]?.[j]})`;
  if (rows.length === 2) return `${e(0, 0)}*${e(1, 1)} - ${e(0, 1)}*${e(1, 0)}`;
  const minor = (j: number) => {
    const [a, b] = [0, 1, 2].filter((c) => c !== j) as [number, number];
    return `(${e(1, a)}*${e(2, b)} - ${e(1, b)}*${e(2, a)})`;
  };
  return `${e(0, 0)}*${minor(0)} - ${e(0, 1)}*${minor(1)} + ${e(0, 2)}*${minor(2)}`;
}

/** The determinant in floating point, by elimination (apart from the cofactor text the equation was built from). */
function numericDeterminant(m: number[][]): number {
  const a = m.map((r) => [...r]);
  let det = 1;
  for (let c = 0; c < a.length; c++) {
    let p = c;
    for (let r = c + 1; r < a.length; r++) if (Math.abs(a[r]?.[c] ?? 0) > Math.abs(a[p]?.[c] ?? 0)) p = r;
    if (Math.abs(a[p]?.[c] ?? 0) < 1e-300) return 0;
    if (p !== c) [a[p], a[c]] = [a[c] as number[], a[p] as number[]];
    if (p !== c) det = -det;
    const pivot = a[c]?.[c] as number;
    det *= pivot;
    for (let r = c + 1; r < a.length; r++) {
      const f = (a[r]?.[c] as number) / pivot;
      for (let k = c; k < a.length; k++) (a[r] as number[])[k] = (a[r]?.[k] as number) - f * (a[c]?.[k] as number);
    }
  }
  return det;
}

export const solveSingularMatrix: Solver = (problem, deadline) => {
  if (problem.length > 400 || !ASKS.test(problem)) return null;
  const unknown = /\b(?:value|values)\s+of\s+([a-z])\b|\bfind\s+([a-z])\b|\b([a-z])\s+(?:such that|so that)\b/i.exec(
    problem,
  );
  const rows = rowsOf(problem);
  if (!rows) return null;
  const entries = rows.flat();
  // The unknown named ("value of k"), else the one letter of the matrix.
  const letters = [...new Set(entries.join(' ').match(/[a-z]/gi) ?? [])];
  const v = (
    unknown?.[1] ??
    unknown?.[2] ??
    unknown?.[3] ??
    (letters.length === 1 ? letters[0] : undefined)
  )?.toLowerCase();
  if (!v || v === 'i' || v === 'e') return null;
  // Every letter of the matrix is the unknown.
  if (!entries.some((x) => new RegExp(`\\b${v}\\b`).test(x))) return null;
  if (entries.some((x) => (x.match(/[a-z]+/gi) ?? []).some((w) => w !== v))) return null;
  let nodes;
  try {
    nodes = rows.map((r) => r.map((x) => parseExpression(x)));
  } catch {
    return null;
  }
  const det = determinantText(rows);
  const solved = solveEquation(`Solve ${det} = 0 for ${v}`, deadline);
  if (!solved?.answer) return null;
  const values = solved.answer.value.split(/\s*,\s*/).map((t) => {
    try {
      return evaluate(fromNode(parseExpression(t.replace(/\*\*/g, '^'))), {});
    } catch {
      return Number.NaN;
    }
  });
  const ok =
    values.length > 0 &&
    values.every((k) => {
      const m = nodes.map((r) => r.map((n) => evaluate(fromNode(n), { [v]: k })));
      const scale = Math.max(1, ...m.flat().map(Math.abs)) ** rows.length;
      return Number.isFinite(k) && Math.abs(numericDeterminant(m)) <= 1e-9 * scale;
    });
  const matrix = `\\begin{pmatrix}${nodes.map((r) => r.map((n) => nodeLatex(n)).join(' & ')).join(' \\\\ ')}\\end{pmatrix}`;
  return result('matrix', {
    reading: { latex: `\\det ${matrix} = 0\\quad\\text{for } ${v}`, target: null },
    steps: [
      {
        title: 'Singular means determinant zero',
        explanation: 'A square matrix has no inverse exactly when its determinant is 0.',
        latex: `\\det ${matrix} = 0`,
      },
      ...solved.steps,
    ],
    answer: solved.answer,
    verified: { ok, method: 'each value put into the matrix, its determinant computed again by elimination' },
  });
};

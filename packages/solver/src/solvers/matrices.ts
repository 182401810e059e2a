import {
  add as mAdd,
  det as mDet,
  inv as mInv,
  multiply as mMultiply,
  pow as mPow,
  trace as mTrace,
  transpose as mTranspose,
} from 'mathjs';
import { usesDecimals } from '../parse';
import { type Rational, toNumber } from '../rational';
import { type ProblemType, type Solver, type Step, result } from '../types';
import { type Value, Refusal, evaluateM, fmt, fmtLatex, matrixLatex, matrixText } from './matrix-ops';
import {
  MAX_SIZE,
  type MExpr,
  type Written,
  namesPutIn,
  parseMatrixExpression,
  readLiterals,
  wordsToExpression,
} from './matrix-read';

/** The type matrix problems report (a dedicated 'matrix' type may replace it once registered). */
const TYPE: ProblemType = 'matrix';

type Float = number | number[][];

/** The same expression by mathjs in floating point: det (by LU), inv, multiply, add, transpose, pow. */
function mathjsValue(e: MExpr, mats: Written[]): Float {
  const go = (x: MExpr) => mathjsValue(x, mats);
  switch (e.k) {
    case 'mat':
      return (mats[e.i] as Written).rows.map((row) => row.map(toNumber));
    case 'num':
      return toNumber(e.v);
    case 'neg':
      return mMultiply(-1, go(e.a) as number[][]) as Float;
    case 'fn':
      if (e.name === 'det') return mDet(go(e.a) as number[][]);
      if (e.name === 'trace') return mTrace(go(e.a) as number[][]);
      return e.name === 'inv' ? (mInv(go(e.a) as number[][]) as Float) : (mTranspose(go(e.a) as number[][]) as Float);
    case 'pow': {
      const a = go(e.a);
      if (e.e === 'T') return typeof a === 'number' ? a : mTranspose(a);
      return (e.e < 0 ? mPow(mInv(a as number[][]), -e.e) : mPow(a as number[][], e.e)) as Float;
    }
    case 'bin': {
      const a = go(e.l);
      const b = go(e.r);
      if (e.op === '+') return mAdd(a as number[][], b as number[][]) as Float;
      if (e.op === '-') return mAdd(a as number[][], mMultiply(-1, b as number[][]) as number[][]) as Float;
      if (e.op === '*') return mMultiply(a as number[][], b as number[][]) as Float;
      return mMultiply(a as number[][], 1 / (b as number)) as Float;
    }
  }
}

function agrees(exact: Value, float: Float): boolean {
  const close = (x: Rational, y: number, scale: number) => Math.abs(toNumber(x) - y) <= 1e-9 * Math.max(1, scale);
  if ('s' in exact) return typeof float === 'number' && close(exact.s, float, Math.abs(float));
  if (!Array.isArray(float) || float.length !== exact.m.length) return false;
  const scale = Math.max(...float.flat().map(Math.abs));
  return exact.m.every((row, i) => {
    const other = float[i] as number[];
    return other.length === row.length && row.every((x, j) => close(x, other[j] as number, scale));
  });
}

/** The expression as read, every entry as written. */
function readingLatex(e: MExpr, mats: Written[]): string {
  const go = (x: MExpr) => readingLatex(x, mats);
  const group = (x: MExpr) => (x.k === 'bin' || x.k === 'neg' ? `\\left(${go(x)}\\right)` : go(x));
  switch (e.k) {
    case 'mat':
      return `\\begin{pmatrix}${(mats[e.i] as Written).raw.map((row) => row.join(' & ')).join(' \\\\ ')}\\end{pmatrix}`;
    case 'num':
      return e.raw;
    case 'neg':
      return `-${group(e.a)}`;
    case 'fn':
      if (e.name === 'trace') return `\\operatorname{tr} ${group(e.a)}`;
      return e.name === 'det' ? `\\det ${group(e.a)}` : `${group(e.a)}^{${e.name === 'inv' ? '-1' : 'T'}}`;
    case 'pow':
      return `${group(e.a)}^{${e.e}}`;
    case 'bin': {
      if (e.op === '/') return `\\frac{${go(e.l)}}{${go(e.r)}}`;
      if (e.op === '*') return `${group(e.l)} ${e.l.k === 'num' ? '' : '\\cdot '}${group(e.r)}`;
      return `${go(e.l)} ${e.op} ${e.r.k === 'bin' && e.r.op !== '*' ? `\\left(${go(e.r)}\\right)` : go(e.r)}`;
    }
  }
}

const usesMatrix = (e: MExpr): boolean =>
  e.k === 'mat' || (e.k === 'bin' ? usesMatrix(e.l) || usesMatrix(e.r) : e.k !== 'num' && usesMatrix(e.a));

/**
 * "3A − I", "A + the identity matrix": I (never defined by the problem) as the identity of the size of the problem's
 * square matrices, written out; left as it is when the matrices are not all square of one size.
 */
function withIdentity(text: string): string {
  const t = text.replace(/\b(?:the\s+)?identity(?:\s+matrix)?\b/gi, 'I');
  // Only an I among signs of math is the matrix ("I have A = …" is the student).
  const alone = /(?<=[-+*\d(]\s*|\+ )I(?![A-Za-z])|(?<![A-Za-z])I(?=\s*[-+*)^]|\s*$|\s*[.?])/g;
  if (!alone.test(t) || /(?<![A-Za-z])I\s*=/.test(t)) return text;
  const sizes = new Set(
    [...t.matchAll(/\[\s*(\[[^[\]]*\](?:\s*,\s*\[[^[\]]*\])*)\s*\]/g)].map((m) => {
      const rows = (m[1] as string).match(/\[[^[\]]*\]/g) ?? [];
      const widths = new Set(rows.map((r) => r.split(',').length));
      return widths.size === 1 && widths.has(rows.length) ? rows.length : -1;
    }),
  );
  const n = sizes.size === 1 ? ([...sizes][0] as number) : -1;
  if (n < 2 || n > 4) return text;
  const identity = `[${Array.from({ length: n }, (_, i) => `[${Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)).join(', ')}]`).join(', ')}]`;
  return t.replace(alone, identity);
}

/** "Find the determinant of [[1, 2], [3, 4]]", "[1 2; 3 4]^-1", "Multiply [[…]] by [[…]]", "Let A = …. Find AB". */
export const solveMatrix: Solver = (problem) => {
  if (problem.length > 2000) return null;
  const literals = readLiterals(withIdentity(problem.replace(/\$/g, '')));
  if (literals.matrices.length === 0) {
    if (!literals.ragged) return null;
    return result(TYPE, { reason: 'The rows of the matrix have different lengths, so it is not a matrix.' });
  }
  const { expr, size } = wordsToExpression(namesPutIn(literals.text));
  const tree = parseMatrixExpression(expr);
  // "Let A = [[…]]. What is 3 + 4?": a question that uses no matrix is not this solver's.
  if (!tree || !usesMatrix(tree)) return null;
  const mats = literals.matrices;
  const stated = size ? ` \\quad (${size[0]}\\times ${size[1]})` : '';
  const latex = readingLatex(tree, mats) + stated;
  const refuse = (reason: string) => result(TYPE, { reading: { latex, target: null }, reason });
  if (literals.ragged) return refuse('The rows of a matrix have different lengths, so it is not a matrix.');
  if (mats.some((m) => m.rows.length > MAX_SIZE || (m.rows[0] as Rational[]).length > MAX_SIZE))
    return refuse(`Matrices larger than ${MAX_SIZE}×${MAX_SIZE} are beyond this solver.`);
  if (size && !mats.some((m) => m.rows.length === size[0] && (m.rows[0] as Rational[]).length === size[1]))
    return refuse(`The problem says ${size[0]}×${size[1]}, but no matrix it gives has that size.`);
  const steps: Step[] = [];
  const checks: boolean[] = [];
  let value: Value;
  try {
    value = evaluateM(tree, mats, steps, checks);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return result(TYPE, { reading: { latex, target: null }, steps, reason: error.message });
  }
  const decimals = usesDecimals(problem);
  let float: Float | null;
  try {
    float = mathjsValue(tree, mats);
  } catch {
    float = null;
  }
  const ok = float !== null && agrees(value, float) && checks.every(Boolean);
  const method = `the expression computed again with mathjs in floating point (det by LU decomposition, inv, multiply, add)${checks.length ? ', and A·A⁻¹ = I checked exactly' : ''}`;
  if ('s' in value) {
    const text = fmt(value.s, decimals);
    return result(TYPE, {
      reading: { latex, target: { kind: 'value', value: text } },
      steps,
      answer: { value: text, latex: fmtLatex(value.s, decimals) },
      verified: { ok, method },
    });
  }
  const text = matrixText(value.m, decimals);
  return result(TYPE, {
    reading: { latex, target: { kind: 'text', value: text } },
    steps,
    answer: { value: text, latex: matrixLatex(value.m, decimals) },
    verified: { ok, method },
  });
};

import { type Rational, ONE, ZERO, add, div, eq, isZero, mul, neg, sub, toDecimal, toLatex, toText } from '../rational';
import type { Step } from '../types';
import type { MExpr, Written } from './matrix-read';

export type Matrix = Rational[][];
export type Value = { s: Rational } | { m: Matrix };

/** A matrix problem refused with a reason a person understands (sizes that do not match, a singular matrix). */
export class Refusal extends Error {}

const MAX_POWER = 20;
const at = (m: Matrix, i: number, j: number) => (m[i] as Rational[])[j] as Rational;
export const shape = (m: Matrix) => `${m.length}×${(m[0] as Rational[]).length}`;
const mapM = (m: Matrix, f: (x: Rational, i: number, j: number) => Rational): Matrix =>
  m.map((row, i) => row.map((x, j) => f(x, i, j)));
const transposeM = (m: Matrix): Matrix => (m[0] as Rational[]).map((_, j) => m.map((row) => row[j] as Rational));
const identity = (n: number): Matrix =>
  Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? ONE : ZERO)));

function times(a: Matrix, b: Matrix): Matrix {
  if ((a[0] as Rational[]).length !== b.length)
    throw new Refusal(`A ${shape(a)} matrix cannot multiply a ${shape(b)} matrix: the inner sizes differ.`);
  return a.map((row) => (b[0] as Rational[]).map((_, j) => row.reduce((s, x, k) => add(s, mul(x, at(b, k, j))), ZERO)));
}

const minor = (m: Matrix, i: number, j: number): Matrix =>
  m.filter((_, r) => r !== i).map((row) => row.filter((_, c) => c !== j));

/** The determinant by cofactor expansion along the first row (mathjs, checking it, uses LU decomposition). */
export function determinant(m: Matrix): Rational {
  if (m.length === 1) return at(m, 0, 0);
  if (m.length === 2) return sub(mul(at(m, 0, 0), at(m, 1, 1)), mul(at(m, 0, 1), at(m, 1, 0)));
  return (m[0] as Rational[]).reduce((s, x, j) => {
    const term = mul(x, determinant(minor(m, 0, j)));
    return j % 2 === 0 ? add(s, term) : sub(s, term);
  }, ZERO);
}

export const fmt = (r: Rational, decimals: boolean) => (decimals ? (toDecimal(r) ?? toText(r)) : toText(r));
export const fmtLatex = (r: Rational, decimals: boolean) => (decimals ? (toDecimal(r) ?? toLatex(r)) : toLatex(r));
export const matrixText = (m: Matrix, decimals = false) =>
  `[${m.map((row) => `[${row.map((x) => fmt(x, decimals)).join(', ')}]`).join(', ')}]`;
export const matrixLatex = (m: Matrix, decimals = false) =>
  `\\begin{pmatrix}${m.map((row) => row.map((x) => fmtLatex(x, decimals)).join(' & ')).join(' \\\\ ')}\\end{pmatrix}`;
const paren = (r: Rational) => (r.n < 0n ? `(${toLatex(r)})` : toLatex(r));

function determinantStep(m: Matrix): Step {
  const d = determinant(m);
  let how: string;
  if (m.length === 1) how = toLatex(d);
  else if (m.length === 2)
    how = `${paren(at(m, 0, 0))} \\cdot ${paren(at(m, 1, 1))} - ${paren(at(m, 0, 1))} \\cdot ${paren(at(m, 1, 0))}`;
  else
    how = (m[0] as Rational[])
      .map((x, j) => `${j === 0 ? '' : j % 2 ? ' - ' : ' + '}${paren(x)} \\cdot ${paren(determinant(minor(m, 0, j)))}`)
      .join('');
  return {
    title: 'Find the determinant',
    explanation:
      m.length === 3
        ? 'Expand along the first row: each entry times the determinant of the 2×2 matrix left when its row and column are crossed out, with signs + − +.'
        : m.length === 2
          ? 'For a 2×2 matrix, det = ad − bc.'
          : 'The determinant of a 1×1 matrix is its entry.',
    latex: `\\det ${matrixLatex(m)} = ${how} = ${toLatex(d)}`,
  };
}

/** The inverse as the adjugate over the determinant; its product with the matrix is checked to be I exactly. */
function inverse(m: Matrix, steps: Step[], checks: boolean[]): Matrix {
  if (m.length !== (m[0] as Rational[]).length)
    throw new Refusal(`Only a square matrix has an inverse; this one is ${shape(m)}.`);
  const d = determinant(m);
  steps.push(determinantStep(m));
  if (isZero(d)) throw new Refusal('The determinant is 0, so the matrix is singular: it has no inverse.');
  const adjugate: Matrix =
    m.length === 1
      ? [[ONE]]
      : transposeM(
          mapM(m, (_, i, j) => {
            const c = m.length === 2 ? at(minor(m, i, j), 0, 0) : determinant(minor(m, i, j));
            return (i + j) % 2 === 0 ? c : neg(c);
          }),
        );
  const out = mapM(adjugate, (x) => div(x, d));
  steps.push({
    title: 'Divide the adjugate by the determinant',
    explanation:
      m.length === 2
        ? 'For [[a, b], [c, d]] the inverse is 1/(ad − bc) · [[d, −b], [−c, a]].'
        : 'The adjugate is the transposed matrix of cofactors (signed 2×2 minors); A⁻¹ = adj(A) / det(A).',
    latex: `A^{-1} = \\frac{1}{${toLatex(d)}} ${matrixLatex(adjugate)} = ${matrixLatex(out)}`,
  });
  const product = times(m, out);
  const ok = product.every((row, i) => row.every((x, j) => eq(x, i === j ? ONE : ZERO)));
  checks.push(ok);
  steps.push({
    title: 'Check: A · A⁻¹ = I',
    explanation: ok ? 'Multiplying back gives the identity matrix exactly.' : 'Multiplying back does not give I.',
    latex: `${matrixLatex(m)} ${matrixLatex(out)} = ${matrixLatex(product)}`,
  });
  return out;
}

function power(m: Matrix, e: number, steps: Step[], checks: boolean[]): Matrix {
  if (m.length !== (m[0] as Rational[]).length)
    throw new Refusal(`Only a square matrix has powers; this one is ${shape(m)}.`);
  if (Math.abs(e) > MAX_POWER) throw new Refusal(`Powers beyond ${MAX_POWER} are refused.`);
  const base = e < 0 ? inverse(m, steps, checks) : m;
  let out = identity(m.length);
  for (let k = 0; k < Math.abs(e); k++) out = times(out, base);
  if (Math.abs(e) > 1)
    steps.push({
      title: 'Multiply repeatedly',
      explanation: `Multiply the matrix by itself ${Math.abs(e)} times (row by column each time).`,
      latex: `${matrixLatex(base)}^{${Math.abs(e)}} = ${matrixLatex(out)}`,
    });
  return out;
}

/** The exact value of a matrix expression; steps and the exact A·A⁻¹ = I checks are recorded on the way. */
export function evaluateM(e: MExpr, mats: Written[], steps: Step[], checks: boolean[]): Value {
  switch (e.k) {
    case 'mat':
      return { m: (mats[e.i] as Written).rows };
    case 'num':
      return { s: e.v };
    case 'neg': {
      const a = evaluateM(e.a, mats, steps, checks);
      return 's' in a ? { s: neg(a.s) } : { m: mapM(a.m, neg) };
    }
    case 'fn': {
      const a = evaluateM(e.a, mats, steps, checks);
      if ('s' in a) throw new Refusal(`${e.name} applies to a matrix, not a number.`);
      if (e.name === 'transpose') return evaluateM({ k: 'pow', a: e.a, e: 'T' }, mats, steps, checks);
      if (e.name === 'inv') return { m: inverse(a.m, steps, checks) };
      if (a.m.length !== (a.m[0] as Rational[]).length)
        throw new Refusal(
          `Only a square matrix has a ${e.name === 'det' ? 'determinant' : 'trace'}; this one is ${shape(a.m)}.`,
        );
      if (e.name === 'trace') {
        const diagonal = a.m.map((_, i) => at(a.m, i, i));
        const sum = diagonal.reduce(add, ZERO);
        steps.push({
          title: 'Add the diagonal',
          explanation: 'The trace is the sum of the entries on the main diagonal.',
          latex: `${diagonal.map(paren).join(' + ')} = ${toLatex(sum)}`,
        });
        return { s: sum };
      }
      steps.push(determinantStep(a.m));
      return { s: determinant(a.m) };
    }
    case 'pow': {
      const a = evaluateM(e.a, mats, steps, checks);
      if ('s' in a) {
        if (e.e === 'T') return a;
        if (isZero(a.s) && e.e < 0) throw new Refusal('The expression divides by zero.');
        let out = ONE;
        for (let k = 0; k < Math.abs(e.e); k++) out = mul(out, a.s);
        return { s: e.e < 0 ? div(ONE, out) : out };
      }
      if (e.e === 'T') {
        const out = transposeM(a.m);
        steps.push({
          title: 'Transpose',
          explanation: 'Rows become columns: the entry in row i, column j moves to row j, column i.',
          latex: `${matrixLatex(a.m)}^{T} = ${matrixLatex(out)}`,
        });
        return { m: out };
      }
      return { m: e.e === -1 ? inverse(a.m, steps, checks) : power(a.m, e.e, steps, checks) };
    }
    case 'bin': {
      const a = evaluateM(e.l, mats, steps, checks);
      const b = evaluateM(e.r, mats, steps, checks);
      if ('s' in a && 's' in b) {
        if (e.op === '/' && isZero(b.s)) throw new Refusal('The expression divides by zero.');
        const f = { '+': add, '-': sub, '*': mul, '/': div }[e.op];
        return { s: f(a.s, b.s) };
      }
      if (e.op === '/') {
        if ('m' in b) throw new Refusal('Dividing by a matrix is not defined; multiply by its inverse instead.');
        if (isZero(b.s)) throw new Refusal('The expression divides by zero.');
        return { m: mapM((a as { m: Matrix }).m, (x) => div(x, b.s)) };
      }
      if (e.op === '*') {
        if ('s' in a || 's' in b) {
          const [k, m] = 's' in a ? [a.s, (b as { m: Matrix }).m] : [(b as { s: Rational }).s, a.m];
          const out = mapM(m, (x) => mul(k, x));
          steps.push({
            title: 'Multiply every entry by the number',
            explanation: `Each entry is multiplied by ${toText(k)}.`,
            latex: `${toLatex(k)} ${matrixLatex(m)} = ${matrixLatex(out)}`,
          });
          return { m: out };
        }
        const out = times(a.m, b.m);
        steps.push({
          title: 'Multiply row by column',
          explanation:
            'The entry in row i, column j is row i of the first matrix times column j of the second, entry by entry, added up.',
          latex: `${matrixLatex(a.m)} ${matrixLatex(b.m)} = ${matrixLatex(out)}`,
        });
        return { m: out };
      }
      if ('s' in a || 's' in b) throw new Refusal('A number and a matrix cannot be added or subtracted.');
      if (shape(a.m) !== shape(b.m))
        throw new Refusal(`Matrices of sizes ${shape(a.m)} and ${shape(b.m)} cannot be added or subtracted.`);
      const out = mapM(a.m, (x, i, j) => (e.op === '+' ? add : sub)(x, at(b.m, i, j)));
      steps.push({
        title: e.op === '+' ? 'Add entry by entry' : 'Subtract entry by entry',
        explanation: 'Matrices of the same size combine entry by entry.',
        latex: `${matrixLatex(a.m)} ${e.op} ${matrixLatex(b.m)} = ${matrixLatex(out)}`,
      });
      return { m: out };
    }
  }
}

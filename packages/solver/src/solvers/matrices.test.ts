import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { fromLatex } from '../latex-input';
import { numbersLeftOut } from '../read/reading';
import { solveMatrix } from './matrices';

// Expected values worked out by hand and confirmed with SymPy (Matrix.det, Matrix.inv, products), never with the
// engine.

function solved(problem: string) {
  const r = solveMatrix(problem, Date.now() + 2000);
  expect(r, problem).not.toBeNull();
  return r!;
}

function expectMatrix(problem: string, value: string, latex?: string) {
  const r = solved(problem);
  expect(r.answer?.value).toBe(value);
  if (latex) expect(r.answer?.latex).toBe(latex);
  expect(r.answer?.latex).toMatch(/^\\begin\{pmatrix\}/);
  expect(r.reading?.target).toEqual({ kind: 'text', value });
  expect(r.verified?.ok).toBe(true);
  expect(r.verified?.method).toMatch(/mathjs/);
  expect(numbersLeftOut(problem, r.reading!.latex)).toEqual([]);
  expect(r.steps.length).toBeGreaterThan(0);
  return r;
}

function expectNumber(problem: string, value: string) {
  const r = solved(problem);
  expect(r.answer?.value).toBe(value);
  expect(r.reading?.target).toEqual({ kind: 'value', value });
  expect(r.verified?.ok).toBe(true);
  expect(r.verified?.method).toMatch(/LU/);
  expect(numbersLeftOut(problem, r.reading!.latex)).toEqual([]);
  return r;
}

describe('determinants', () => {
  it.each([
    ['Find the determinant of [[1, 2], [3, 4]]', '-2'],
    ['det([[2, -1, 0], [1, 3, 2], [0, 1, 4]])', '24'],
    ['What is the determinant of [4 7; 2 6]?', '10'],
    ['Find the determinant of the matrix with rows (3, 8) and (4, 6).', '-14'],
    ['Find the determinant of the matrix whose columns are (3, 4) and (8, 6)', '-14'],
    ['Find the determinant of \\begin{pmatrix}2 & 5\\\\ 1 & 3\\end{pmatrix}', '1'],
    ['\\begin{vmatrix}2 & 1\\\\ 7 & 4\\end{vmatrix}', '1'],
    [fromLatex('Compute the determinant of \\begin{bmatrix}1 & 2\\\\ 3 & 4\\end{bmatrix}'), '-2'],
    ['Find the determinant of the 2x2 matrix [[1/2, 1/3], [1/4, 1/5]]', '1/60'],
    ['Find the determinant of [[0.5, 1], [2, 3]]', '-0.5'],
  ])('%s → %s', (problem, value) => {
    expectNumber(problem, value);
  });

  it('expands a 3×3 determinant along the first row', () => {
    const r = expectNumber('det([[2, -1, 0], [1, 3, 2], [0, 1, 4]])', '24');
    expect(r.steps[0]?.latex).toContain('2 \\cdot 10 - (-1) \\cdot 4 + 0 \\cdot 1 = 24');
  });
});

describe('inverses', () => {
  it.each([
    ['Find the inverse of [4 7; 2 6]', '[[3/5, -7/10], [-1/5, 2/5]]'],
    ['Find the inverse of \\begin{bmatrix}2&1\\\\7&4\\end{bmatrix}', '[[4, -1], [-7, 2]]'],
    ['Invert [[2, -1, 0], [-1, 2, -1], [0, -1, 2]]', '[[3/4, 1/2, 1/4], [1/2, 1, 1/2], [1/4, 1/2, 3/4]]'],
    [
      'Find the inverse of the 3x3 matrix [[1, 2, 3], [0, 1, 4], [5, 6, 0]]',
      '[[-24, 18, 5], [20, -15, -4], [-5, 4, 1]]',
    ],
    ['If A = [[2, 1], [7, 4]], find A^-1.', '[[4, -1], [-7, 2]]'],
    ['[[1, 2], [3, 4]]^(-2)', '[[11/2, -5/2], [-15/4, 7/4]]'],
  ])('%s → %s', (problem, value) => {
    const r = expectMatrix(problem, value);
    expect(r.verified?.method).toMatch(/A·A⁻¹ = I checked exactly/);
    expect(r.steps.some((s) => s.title === 'Check: A · A⁻¹ = I')).toBe(true);
  });

  it('typesets fractions in the inverse', () => {
    expectMatrix(
      'Find the inverse of [4 7; 2 6]',
      '[[3/5, -7/10], [-1/5, 2/5]]',
      '\\begin{pmatrix}\\frac{3}{5} & -\\frac{7}{10} \\\\ -\\frac{1}{5} & \\frac{2}{5}\\end{pmatrix}',
    );
  });

  it('says why a singular matrix has no inverse', () => {
    const r = solved('Find the inverse of [[1, 2], [2, 4]]');
    expect(r.answer).toBeNull();
    expect(r.reason).toMatch(/determinant is 0/);
    expect(r.steps[0]?.latex).toContain('= 0');
    expect(r.reading?.target).toBeNull();
  });
});

describe('products, sums and other operations', () => {
  it.each([
    ['Multiply [[1, 2], [3, 4]] by [[5, 6], [7, 8]]', '[[19, 22], [43, 50]]'],
    ['[[1, 2], [3, 4]] * [[5, 6], [7, 8]]', '[[19, 22], [43, 50]]'],
    ['[[1,2],[3,4]][[5,6],[7,8]]', '[[19, 22], [43, 50]]'],
    ['Find the product of [[1, 0, 2], [0, 1, 0]] and [[1], [2], [3]]', '[[7], [2]]'],
    ['If A = [[2, 1], [5, 3]] and B = [[1, 0], [2, 1]], find AB', '[[4, 1], [11, 3]]'],
    ['[[1, 2], [3, 4]] + [[5, 6], [7, 8]]', '[[6, 8], [10, 12]]'],
    ['Subtract [[1, 1], [1, 1]] from [[5, 6], [7, 8]]', '[[4, 5], [6, 7]]'],
    ['Find the transpose of [[1, 2, 3], [4, 5, 6]]', '[[1, 4], [2, 5], [3, 6]]'],
    ['[[1, 2], [3, 4]]^T', '[[1, 3], [2, 4]]'],
    ['3[[1, -2], [0, 4]]', '[[3, -6], [0, 12]]'],
    ['Multiply [[2, 4], [6, 8]] by 1/2', '[[1, 2], [3, 4]]'],
    ['Compute 2A - B where A = [[1, 2], [3, 4]] and B = [[1, 0], [0, 1]]', '[[1, 4], [6, 7]]'],
    ['[[1, 2], [3, 4]]^3', '[[37, 54], [81, 118]]'],
  ])('%s → %s', (problem, value) => {
    expectMatrix(problem, value);
  });
});

describe('refusals', () => {
  it.each([
    ['[[1, 2], [3, 4]] * [[1, 2, 3]]', /inner sizes differ/],
    ['[[1, 2], [3, 4]] + [[1, 2, 3], [4, 5, 6]]', /cannot be added/],
    ['Find the determinant of [[1, 2, 3], [4, 5, 6]]', /square matrix/],
    ['Find the determinant of [[1,2,3,4],[5,6,7,8],[9,1,2,3],[4,5,6,7]]', /larger than 3×3/],
    ['Find the determinant of the 2x2 matrix [[1, 2, 3], [4, 5, 6], [7, 8, 10]]', /says 2×2/],
    ['[[1, 2], [3, 4]]^50', /Powers beyond 20/],
    ['[[1, 2], [3]]', /different lengths/],
  ])('%s', (problem, reason) => {
    const r = solved(problem);
    expect(r.answer).toBeNull();
    expect(r.reason).toMatch(reason);
  });

  it.each([
    'Solve 2x + 3 = 7',
    'What is 3 + 4?',
    'Simplify sqrt(72)',
    'Sort [3, 1, 2] in ascending order',
    '(3 + 2i)(1 - 4i)',
    'Find the area of a circle with radius 5',
    'Let A = [[1, 2], [3, 4]]. What is 3 + 4?',
    'Find the determinant of [[1, x], [3, 4]]',
    `Find the determinant of [[${'9'.repeat(40)}, 1], [2, 3]]`,
    '[[1, 2], [3, 4]]^9999',
    '[[1, 2], [3, 4]] / [[1, 0], [0, 1]] ((((((((((',
  ])('not a matrix problem it takes: %s', (problem) => {
    expect(solveMatrix(problem, Date.now() + 2000)).toBeNull();
  });

  it('stays quick on long hostile input', () => {
    const start = Date.now();
    expect(solveMatrix(`[[1, 2], [3, 4]]${' * [[1, 2], [3, 4]]'.repeat(200)}`, Date.now() + 2000)).toBeNull();
    expect(solveMatrix('['.repeat(3000), Date.now() + 2000)).toBeNull();
    expect(solveMatrix(`Find the determinant of ${'[['.repeat(990)}`, Date.now() + 2000)).toBeNull();
    expect(Date.now() - start).toBeLessThan(2000);
  });
});

describe('matrix questions as students type them', () => {
  it.each([
    ['PQ = ? where P = [[2, 0], [1, 3]] and Q = [[1, 4], [2, -1]]', '[[2, 8], [7, 1]]'],
    ['Compute M² for M = [[0, 1], [2, 3]]', '[[2, 3], [6, 11]]'],
    ['Find Bᵀ for B = [[1, 5], [7, 2]]', '[[1, 7], [5, 2]]'],
    ['Find the inverse of C where C = [[3, 1], [5, 2]]', '[[2, -1], [-5, 3]]'],
    ['Multiply the matrix [[2, 1], [0, 3]] by the column vector [[4], [5]]', '[[13], [15]]'],
    ['square the matrix [[2, 1], [1, 0]]', '[[5, 2], [2, 1]]'],
  ])('%s', (problem, value) => {
    const r = solveMatrix(problem, Date.now() + 2000);
    expect(r?.answer?.value).toBe(value);
    expect(r?.verified?.ok).toBe(true);
  });

  it.each([
    ['Find the trace of [[4, 1, 0], [2, -6, 3], [9, 9, 1]]', '-1'],
    ['what is tr(A) if A = [[7, 2], [3, 5]]', '12'],
    ['Find the determinant of the 2x2 matrix with rows (4, 1), (6, 3).', '6'],
  ])('the trace: %s', (problem, value) => {
    const r = solveMatrix(problem, Date.now() + 2000);
    expect(r?.answer?.value).toBe(value);
    expect(r?.verified?.ok).toBe(true);
  });

  it('refuses the trace of a matrix that is not square', () => {
    expect(solveMatrix('Find the trace of [[1, 2, 3], [4, 5, 6]]', Date.now() + 2000)?.reason).toMatch(/square/);
  });
});

// By hand: 2[[3, 1], [0, 2]] − I = [[5, 2], [0, 3]]; B² − 4B + 3I for B = [[2, 1], [1, 2]]: [[5, 4], [4, 5]] − [[8, 4], [4, 8]]
// + [[3, 0], [0, 3]] = 0; the inverse of [[5, 2], [2, 1]] (det 1) is [[1, −2], [−2, 5]].
describe('the identity matrix, and matrices named in a story', () => {
  it.each([
    ['A = [[3, 1], [0, 2]]. Compute 2A - I.', '[[5, 2], [0, 3]]'],
    ['Let B = [[2, 1], [1, 2]]. Find B^2 - 4B + 3I.', '[[0, 0], [0, 0]]'],
    ['Find [[1, 0], [2, 5]] plus the identity matrix', '[[2, 0], [2, 6]]'],
    [
      'A spy agency scrambles its letters with the matrix K = [[5, 2], [2, 1]]. To unscramble them it needs K⁻¹. Find K⁻¹.',
      '[[1, -2], [-2, 5]]',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('does not take the pronoun I or an identity of no fixed size for the matrix', () => {
    expect(solve('I think A = [[1, 2], [3, 4]] is invertible. Find I.').answer ?? null).toBeNull();
    expect(solve('Find [[1, 2, 3], [4, 5, 6]] + I').answer ?? null).toBeNull();
  });

  it('leaves a story alone when a number is outside the named matrix', () => {
    expect(
      solve('Each year 10% move, so the matrix is T = [[0.9, 0.2], [0.1, 0.8]]. Find T².').answer ?? null,
    ).toBeNull();
  });
});

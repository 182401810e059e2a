import { describe, expect, it } from 'vitest';
import { namesPutIn, parseMatrixExpression, readLiterals, wordsToExpression } from './matrix-read';

describe('matrix literals', () => {
  it.each([
    [
      '[[1, 2], [3, 4]]',
      [
        ['1', '2'],
        ['3', '4'],
      ],
    ],
    [
      '[[1,2],[3,4]]',
      [
        ['1', '2'],
        ['3', '4'],
      ],
    ],
    [
      '[1 2; 3 4]',
      [
        ['1', '2'],
        ['3', '4'],
      ],
    ],
    [
      '[1, -2; 3/4, 0.5]',
      [
        ['1', '-2'],
        ['3/4', '0.5'],
      ],
    ],
    [
      'the matrix with rows (1, 2) and (3, 4)',
      [
        ['1', '2'],
        ['3', '4'],
      ],
    ],
    [
      'the matrix whose columns are (1, 3) and (2, 4)',
      [
        ['1', '2'],
        ['3', '4'],
      ],
    ],
    [
      '\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}',
      [
        ['1', '2'],
        ['3', '4'],
      ],
    ],
    [
      'begin (bmatrix)1&2 \\ 3&4 end (bmatrix)',
      [
        ['1', '2'],
        ['3', '4'],
      ],
    ],
  ])('%s', (text, raw) => {
    const read = readLiterals(text);
    expect(read.matrices).toHaveLength(1);
    expect(read.matrices[0]?.raw).toEqual(raw);
    expect(read.text.trim()).toBe('⟨0⟩');
  });

  it('turns a vmatrix into a determinant and flags ragged rows', () => {
    expect(readLiterals('\\begin{vmatrix}1&2\\\\3&4\\end{vmatrix}').text).toBe('det(⟨0⟩)');
    const ragged = readLiterals('[[1, 2], [3]]');
    expect(ragged.matrices).toHaveLength(0);
    expect(ragged.ragged).toBe(true);
  });
});

describe('matrix expressions', () => {
  it('reads words, names and operators', () => {
    expect(wordsToExpression('Find the determinant of the 2x2 matrix ⟨0⟩').expr).toBe('det(⟨0⟩)');
    expect(wordsToExpression('Find the determinant of the 2x2 matrix ⟨0⟩').size).toEqual([2, 2]);
    expect(wordsToExpression('Subtract ⟨0⟩ from ⟨1⟩').expr).toBe('(⟨1⟩)-(⟨0⟩)');
    expect(namesPutIn('Let A = ⟨0⟩ and B = ⟨1⟩. Find AB').trim()).toBe('Find (⟨0⟩)(⟨1⟩)');
    expect(parseMatrixExpression('⟨0⟩^-1')).toEqual({ k: 'pow', a: { k: 'mat', i: 0 }, e: -1 });
    expect(parseMatrixExpression('⟨0⟩^{T}')).toEqual({ k: 'pow', a: { k: 'mat', i: 0 }, e: 'T' });
    expect(parseMatrixExpression('2⟨0⟩ - ⟨1⟩')?.k).toBe('bin');
    expect(parseMatrixExpression('⟨0⟩ + banana')).toBeNull();
    expect(parseMatrixExpression('((((⟨0⟩')).toBeNull();
  });
});

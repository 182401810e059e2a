import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { drawnLayout } from './drawn-layout';

describe('math drawn over several lines', () => {
  it('writes a drawn matrix on one line', () => {
    expect(drawnLayout(['B = [ 2  -1 ]', '[ 0  3 ]', 'find B^3'])).toEqual(['B = [[2, -1], [0, 3]]', 'find B^3']);
    // Bars around a square array are its determinant.
    expect(drawnLayout(['Evaluate', '| 1  4 |', '| 2  9 |'])).toEqual(['Evaluate', 'det [[1, 4], [2, 9]]']);
    expect(drawnLayout(['The determinant of', '| 1  4 |', '| 2  9 |'])).toEqual([
      'The determinant of',
      '[[1, 4], [2, 9]]',
    ]);
    // One bracketed row alone, or rows of different widths, are not a matrix.
    expect(drawnLayout(['Find the mean of', '[3 5 7]'])).toEqual(['Find the mean of', '[3 5 7]']);
    expect(drawnLayout(['[1 2]', '[3 4 5]'])).toEqual(['[1 2]', '[3 4 5]']);
  });

  it('moves the variable of a limit from under "lim" beside it', () => {
    expect(drawnLayout(['lim   (x^2 - 1)/(x - 1)', 'x→1'])).toEqual(['lim x→1   (x^2 - 1)/(x - 1)']);
    expect(drawnLayout(['Find lim (1 + 3/x)', 'x->∞'])).toEqual(['Find lim x→∞ (1 + 3/x)']);
  });

  it.each([
    // det [[3, 1, 0], [2, 4, 1], [1, 0, 5]] = 3(20) − 1(10 − 1) + 0 = 51.
    ['Find the determinant of\n| 3  1  0 |\n| 2  4  1 |\n| 1  0  5 |', '51'],
    // [[1, 1], [0, 1]]² = [[1, 2], [0, 1]].
    ['If M = [ 1  1 ]\n       [ 0  1 ]\nfind M^2.', '[[1, 2], [0, 1]]'],
    // (x² − 4)/(x − 2) → 4 at x = 2.
    ['3.\nFind   lim    (x^2 - 4)/(x - 2)\n       x→2', '4'],
    // A sentence broken across lines: y = x³ − 2x has slope 3(1)² − 2 = 1 at x = 1.
    ['Find the gradient of the curve y = x^3 - 2x at the point\nwhere x = 1.', '1'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

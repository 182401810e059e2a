import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// By hand: y = 2x + 5 and 4x − 2y = 1 (y = 2x − 1/2): parallel; y = 3x − 2 and y = −x/3 + 4: slopes 3 and −1/3,
// product −1: perpendicular; y = x + 1 and y = 2x: neither; det [[k, 6], [2, 4]] = 4k − 12 = 0 → k = 3;
// det [[m, 2], [8, m]] = m² − 16 → m = ±4; det [[2, 0, 1], [1, t, 3], [0, 1, 1]] = 2(t − 3) − 0 + 1(1) = 2t − 5 → 5/2.
describe('two lines compared, and a matrix made singular', () => {
  it.each([
    ['Are the lines y = 2x + 5 and 4x − 2y = 1 parallel, perpendicular, or neither?', 'parallel'],
    ['Are the lines y = 3x − 2 and y = −x/3 + 4 parallel, perpendicular or neither?', 'perpendicular'],
    ['Are the lines y = x + 1 and y = 2x parallel, perpendicular, or neither?', 'neither'],
    ['True or false: the lines y = 3x − 2 and y = −x/3 + 4 are perpendicular.', 'True'],
    ['Are the lines y = x + 1 and y = 2x parallel?', 'False'],
    ['For which value of k is the matrix [[k, 6], [2, 4]] not invertible?', '3'],
    ['Find the values of m for which [[m, 2], [8, m]] is singular', '-4, 4'],
    ['For what value of t is [[2, 0, 1], [1, t, 3], [0, 1, 1]] singular?', '5/2'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value.split(', ').sort().join(', '), out.reason ?? '').toBe(value.split(', ').sort().join(', '));
    expect(out.verified?.ok).toBe(true);
  });

  it.each([
    // The same line twice; a vertical line; a matrix with two unknowns.
    'Are the lines y = 2x + 1 and 4x - 2y = -2 parallel, perpendicular, or neither?',
    'Are the lines x = 3 and y = 2 parallel, perpendicular, or neither?',
    'For which k is [[k, m], [2, 4]] singular?',
  ])('%s gets no answer from them', (problem) => {
    const out = solve(problem);
    expect(out.answer === null || !/^(?:parallel|perpendicular|neither)$/.test(out.answer.value)).toBe(true);
  });
});

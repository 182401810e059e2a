import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('a point and a line', () => {
  it.each([
    // |4·2 − 3·1 + 5| / 5 = 10/5 = 2.
    ['Find the distance from the point (2, 1) to the line 4x - 3y + 5 = 0', '2'],
    // y = x + 1 is x − y + 1 = 0: |0 − 0 + 1|/√2 = √2/2.
    ['What is the distance between the line y = x + 1 and the point (0, 0)?', 'sqrt(2)/2'],
    ['dist from (5, -1) to the line x = 2', '3'],
    // A point on the line is at distance 0.
    ['Find the distance from (1, 3) to the line y = 2x + 1', '0'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it.each([
    // Midpoint (3, 4), segment slope 2/4 → bisector slope −2: y = −2x + 10.
    ['Find the perpendicular bisector of the segment joining (1, 3) and (5, 5)', '-2*x + 10'],
    ['perp bisector of (0,0) and (2,2)?', '-x + 2'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('says why a level segment has no bisector of the form y = mx + b', () => {
    const out = solve('Find the perpendicular bisector of (1, 2) and (7, 2)');
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/vertical line/);
  });
});

describe('other wordings of points and lines', () => {
  it.each([
    ['The lines y = 2x + 3 and 4x − 2y = 1, they are parallel, perpendicular or neither?', 'parallel'],
    ['The circle C has equation x^2 + y^2 + 4x - 2y - 4 = 0. Determine the coordinates of the centre of C.', '(-2, 1)'],
    ['Find the point where the lines y = x + 1 and y = -x + 5 are crossing each other.', 'x = 2, y = 3'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

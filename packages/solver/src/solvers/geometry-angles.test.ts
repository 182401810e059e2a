import { describe, expect, it } from 'vitest';
import { numbersLeftOut } from '../read/reading';
import { solvePolygonAngles, solveThirdAngle } from './geometry-angles';

// Expected values by hand: (n − 2)·180, (n − 2)·180/n, 360/n, 180 − a − b (SymPy for 900/7).

describe('angles of polygons', () => {
  it.each([
    ['What is the sum of the interior angles of a hexagon?', '720', '720^\\circ'],
    ['Find the sum of the interior angles of a 12-sided polygon.', '1800', '1800^\\circ'],
    ['sum of the angles in a polygon with 15 sides', '2340', '2340^\\circ'],
    ['What is the interior angle sum of a quadrilateral?', '360', '360^\\circ'],
    ['What is the measure of each interior angle of a regular octagon?', '135', '135^\\circ'],
    ['Find each interior angle of a regular heptagon', '900/7', '\\frac{900}{7}^\\circ \\approx 128.57^\\circ'],
    ['What is the measure of one interior angle of a regular 20-gon?', '162', '162^\\circ'],
    ['What is the measure of one exterior angle of a regular 16-gon?', '22.5', '22.5^\\circ'],
    ['Find each exterior angle of a regular 24-gon', '15', '15^\\circ'],
    ['What is the sum of the exterior angles of a pentagon?', '360', '360^\\circ'],
  ])('%s → %s', (problem, value, latex) => {
    const r = solvePolygonAngles(problem, Date.now() + 2000);
    expect(r).not.toBeNull();
    expect(r!.answer).toEqual({ value, latex });
    expect(r!.reading?.target).toEqual({ kind: 'value', value });
    expect(r!.verified?.ok).toBe(true);
    expect(numbersLeftOut(problem, r!.reading!.latex)).toEqual([]);
  });

  it.each([
    // Each angle is the same only when the polygon is regular.
    'What is each interior angle of a hexagon?',
    'What is the sum of the interior angles of a 2-gon?',
    'Find the sum of the interior angles of a hexagon with side 5',
    'Find the area of a regular hexagon with side 4',
    'What is 3 + 4?',
    'Solve 2x + 3 = 7',
  ])('not taken: %s', (problem) => {
    expect(solvePolygonAngles(problem, Date.now() + 2000)).toBeNull();
  });
});

describe('the third angle of a triangle', () => {
  it.each([
    ['Two angles of a triangle measure 50° and 60°. Find the third angle.', '70', '70^\\circ'],
    ['In triangle ABC, angle A = 40° and angle B = 75°. Find angle C.', '65', '65^\\circ'],
    ['A triangle has angles of 35 degrees and 85 degrees; what is the third angle?', '60', '60^\\circ'],
    ['Two angles of a triangle are 50.5° and 60°. What is the remaining angle?', '69.5', '69.5^\\circ'],
    ['One acute angle of a right triangle is 35°. Find the other acute angle.', '55', '55^\\circ'],
    ['If two angles of a triangle are 45 and 45 degrees, what is the third angle?', '90', '90^\\circ'],
  ])('%s → %s', (problem, value, latex) => {
    const r = solveThirdAngle(problem, Date.now() + 2000);
    expect(r).not.toBeNull();
    expect(r!.answer).toEqual({ value, latex });
    expect(r!.reading?.target).toEqual({ kind: 'value', value });
    expect(r!.verified?.ok).toBe(true);
    expect(r!.verified?.method).toMatch(/added back to 180° exactly/);
    expect(numbersLeftOut(problem, r!.reading!.latex)).toEqual([]);
  });

  it('says why two angles of 100° and 90° make no triangle', () => {
    const r = solveThirdAngle(
      'Two angles of a triangle are 100 and 90 degrees. Find the third angle.',
      Date.now() + 2000,
    );
    expect(r?.answer).toBeNull();
    expect(r?.reason).toMatch(/add up to 190°/);
  });

  it.each([
    'Find the area of a triangle with base 10 and height 6',
    'Two angles of a triangle measure 50°, 60° and 70°. Find the third angle.',
    'A triangle has an angle of 50°. Find the third angle.',
    'What is 3 + 4?',
  ])('not taken: %s', (problem) => {
    expect(solveThirdAngle(problem, Date.now() + 2000)).toBeNull();
  });
});

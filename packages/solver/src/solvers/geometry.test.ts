import { describe, expect, it } from 'vitest';
import { numbersLeftOut } from '../read/reading';
import { solveGeometry, solveRightTriangleCheck } from './geometry';

// Expected values worked out by hand and confirmed with SymPy (pi*r**2, sqrt, Heron's formula), never with the
// engine.

function solved(problem: string) {
  const r = solveGeometry(problem, Date.now() + 2000);
  expect(r, problem).not.toBeNull();
  return r!;
}

function expectMeasure(problem: string, value: string, latex?: string) {
  const r = solved(problem);
  expect(r.answer?.value).toBe(value);
  if (latex !== undefined) expect(r.answer?.latex).toBe(latex);
  expect(r.reading?.target).toEqual({ kind: 'value', value });
  expect(r.verified?.ok).toBe(true);
  expect(r.verified?.method).toBeTruthy();
  expect(numbersLeftOut(problem, r.reading!.latex)).toEqual([]);
  expect(r.steps.length).toBeGreaterThan(0);
  return r;
}

describe('circles', () => {
  it.each([
    ['Find the area of a circle with radius 5', '25*pi', '25\\pi \\approx 78.54'],
    ['area of a circle of diameter 10 cm', '25*pi', '25\\pi\\text{ cm}^2 \\approx 78.54\\text{ cm}^2'],
    ['What is the circumference of a circle whose radius is 3?', '6*pi', '6\\pi \\approx 18.85'],
    ['A circle has a diameter of 7 m. Find its circumference.', '7*pi', '7\\pi\\text{ m} \\approx 21.99\\text{ m}'],
    ['Find the area of a circle with radius 3/2', '9*pi/4', '\\frac{9\\pi}{4} \\approx 7.07'],
    ['Find the area of a circle with radius 2.5', '6.25*pi', '6.25\\pi \\approx 19.63'],
    ['Find the area of a circle with r = 4', '16*pi', '16\\pi \\approx 50.27'],
    [
      'Find the area of a circle with radius 5 cm. Use 3.14 for pi.',
      '78.5',
      '25\\pi\\text{ cm}^2 \\approx 78.5\\text{ cm}^2',
    ],
    ['Find the area of a circle with radius 5, rounded to the nearest hundredth', '78.54', '25\\pi \\approx 78.54'],
    ['What is the area of a circle with a radius of 4 inches? Round to 1 decimal place.', '50.3', undefined],
  ])('%s → %s', (problem, value, latex) => {
    expectMeasure(problem, value, latex);
  });

  it('halves the diameter first and says so', () => {
    const r = solved('area of a circle of diameter 10 cm');
    expect(r.steps[0]?.title).toBe('Halve the diameter');
    expect(r.reading?.latex).toBe('\\text{area of a circle with } d = 10\\text{ cm}\\ \\left(\\text{cm}^2\\right)');
  });
});

describe('rectangles, squares, triangles, trapezoids, parallelograms', () => {
  it.each([
    ['A rectangle is 8 m long and 5 m wide. What is its area?', '40', '40\\text{ m}^2'],
    ['Find the perimeter of a rectangle with length 12 cm and width 7 cm', '38', '38\\text{ cm}'],
    ['perimeter of a rectangle 8 by 5', '26', '26'],
    ['Find the diagonal of a rectangle with length 8 and width 6', '10', '10'],
    ['Find the area of a square with side 7 ft', '49', '49\\text{ ft}^2'],
    ['What is the perimeter of a square with side length 2.5?', '10', '10'],
    ['Find the diagonal of a square with side 6', '6*sqrt(2)', '6\\sqrt{2} \\approx 8.49'],
    ['Find the area of a triangle with base 10 and height 6', '30', '30'],
    ['Find the area of a triangle with sides 13, 14 and 15', '84', '84'],
    ['Find the area of a triangle with sides 4, 5, 6', '15*sqrt(7)/4', '\\frac{15\\sqrt{7}}{4} \\approx 9.92'],
    ['Find the perimeter of a triangle with sides 4 cm, 5 cm and 6 cm', '15', '15\\text{ cm}'],
    ['Find the area of an equilateral triangle with side 6', '9*sqrt(3)', '9\\sqrt{3} \\approx 15.59'],
    ['Find the area of a trapezoid with bases 6 and 10 and height 4', '32', '32'],
    ['A trapezium has parallel sides 5 cm and 9 cm and a height of 3 cm. Find its area.', '21', '21\\text{ cm}^2'],
    ['What is the area of a parallelogram with base 7 cm and height 3 cm?', '21', '21\\text{ cm}^2'],
    ['Find the perimeter of a parallelogram with sides 5 and 8', '26', '26'],
  ])('%s → %s', (problem, value, latex) => {
    expectMeasure(problem, value, latex);
  });
});

describe('the Pythagorean theorem', () => {
  it.each([
    ['Find the hypotenuse of a right triangle with legs 6 and 8', '10'],
    ['The legs of a right triangle are 5 and 12; how long is the hypotenuse?', '13'],
    ['A right triangle has legs of length 7 cm and 24 cm. Find the hypotenuse.', '25'],
    ['Find the length of the hypotenuse of a right-angled triangle with legs 1 and 1', 'sqrt(2)'],
    ['A right triangle has a hypotenuse of 10 and one leg of 6. Find the other leg.', '8'],
    ['The hypotenuse of a right triangle is 9 and a leg is 3. What is the missing leg?', '6*sqrt(2)'],
    ['Find the area of a right triangle with legs 3 and 4', '6'],
    ['Find the perimeter of a right triangle with legs 1 and 2', 'sqrt(5) + 3'],
  ])('%s → %s', (problem, value) => {
    const r = expectMeasure(problem, value);
    expect(r.verified?.method).toMatch(/a² \+ b² = c² substituted back exactly/);
  });

  it('shows the theorem with the numbers', () => {
    const r = solved('Find the hypotenuse of a right triangle with legs 6 and 8');
    expect(r.steps[0]?.latex).toBe('c = \\sqrt{6^2 + 8^2} = \\sqrt{100} = 10');
  });
});

describe('solids', () => {
  it.each([
    ['Find the volume of a cube with side length 4 cm', '64', '64\\text{ cm}^3'],
    ['surface area of a cube with edge 3', '54', '54'],
    ['Find the volume of a box 3 cm by 4 cm by 5 cm', '60', '60\\text{ cm}^3'],
    ['Find the surface area of a rectangular prism with length 2, width 3 and height 4', '52', '52'],
    ['Find the diagonal of a box with length 3, width 4 and height 12', '13', '13'],
    ['volume of a cylinder with radius 3 and height 10', '90*pi', '90\\pi \\approx 282.74'],
    ['Find the surface area of a cylinder with radius 2 and height 5', '28*pi', '28\\pi \\approx 87.96'],
    ['Find the lateral surface area of a cylinder with diameter 4 and height 5', '20*pi', '20\\pi \\approx 62.83'],
    ['Find the volume of a cone with radius 3 and height 4', '12*pi', '12\\pi \\approx 37.7'],
    ['Find the volume of a cone with radius 3 and slant height 9', '18*sqrt(2)*pi', '18\\sqrt{2}\\pi \\approx 79.97'],
    [
      'Find the surface area of a cone with radius 2 and height 3',
      'pi*(2*sqrt(13) + 4)',
      '\\left(2\\sqrt{13} + 4\\right)\\pi \\approx 35.22',
    ],
    ['Find the slant height of a cone with radius 5 and height 12', '13', '13'],
    ['Find the volume of a sphere with radius 3', '36*pi', '36\\pi \\approx 113.1'],
    ['What is the volume of a sphere of diameter 3?', '9*pi/2', '\\frac{9\\pi}{2} \\approx 14.14'],
    [
      'What is the surface area of a sphere of diameter 10 cm?',
      '100*pi',
      '100\\pi\\text{ cm}^2 \\approx 314.16\\text{ cm}^2',
    ],
  ])('%s → %s', (problem, value, latex) => {
    expectMeasure(problem, value, latex);
  });
});

describe('refusals', () => {
  it.each([
    ['Find the area of a triangle with sides 1, 2 and 5', /do not make a triangle/],
    ['A right triangle has hypotenuse 5 and a leg 7. Find the other leg.', /hypotenuse must be longer/],
    ['Find the volume of a cone with radius 5 and slant height 4', /slant height of a cone must be longer/],
    [
      'Find the area of a triangle with sides 123456789012345678901234567890, 123456789012345678901234567891 and 123456789012345678901234567893',
      /too large/,
    ],
  ])('%s', (problem, reason) => {
    const r = solved(problem);
    expect(r.answer).toBeNull();
    expect(r.reason).toMatch(reason);
    expect(r.reading?.target).toBeNull();
  });

  it.each([
    'The area of a square is 49. What is its perimeter?',
    'The area of a rectangle is 40 and its length is 8. Find its width.',
    'A circle has radius 5 and a square has side 3. Find the area.',
    'Find the area of a circle with radius 5 m and height 3',
    'Find the area of a rectangle 3 m by 4 cm',
    'Find the area of a circle',
    'Find the volume of a circle with radius 5',
    'Find the area of 3 circles with radius 5',
    'Is a triangle with sides 5, 12, 13 a right triangle?',
    'Two angles of a triangle measure 50° and 60°. Find the third angle.',
    'Solve 2x + 3 = 7',
    'What is 3 + 4?',
    'Simplify sqrt(72)',
    '(3 + 2i)(1 - 4i)',
    'Find the determinant of [[1, 2], [3, 4]]',
    'Find the area of a circle with radius 1234567890123456789012345678901234',
    `Find the area of a circle with radius ${'5 and '.repeat(200)}5`,
  ])('not a geometry problem it takes: %s', (problem) => {
    expect(solveGeometry(problem, Date.now() + 2000)).toBeNull();
  });
});

describe('is it a right triangle?', () => {
  it.each([
    ['Is a triangle with sides 5, 12, 13 a right triangle?', true],
    ['Do 6, 8 and 11 form a right triangle?', false],
    ['Can 1, 2, 5 be the sides of a right triangle?', false],
    ['Is the triangle with side lengths 7 cm, 24 cm and 25 cm right-angled triangle?', true],
    ['Is (9, 40, 41) a Pythagorean triple?', true],
    ['Are 1.5, 2 and 2.5 a Pythagorean triple?', false],
    ['Is a triangle with sides 1.5, 2 and 2.5 a right triangle?', true],
    ['Are 8, 15, 16 the sides of a right triangle?', false],
  ])('%s → %s', (problem, answer) => {
    const r = solveRightTriangleCheck(problem, Date.now() + 2000);
    expect(r).not.toBeNull();
    expect(r!.reading?.target).toEqual({ kind: 'boolean', value: answer });
    expect(r!.answer?.value).toBe(answer ? 'True' : 'False');
    expect(r!.verified?.ok).toBe(true);
    expect(numbersLeftOut(problem, r!.reading!.latex)).toEqual([]);
  });

  it.each([
    'Find the hypotenuse of a right triangle with legs 6 and 8',
    'Is 7 a prime number?',
    'Is a triangle with sides 5 and 12 a right triangle?',
    'What is 3 + 4?',
  ])('not a right-triangle question: %s', (problem) => {
    expect(solveRightTriangleCheck(problem, Date.now() + 2000)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { readGeometry } from './geometry-read';

const rolesOf = (problem: string) => {
  const g = readGeometry(problem);
  expect(g, problem).not.toBeNull();
  return Object.fromEntries([...g!.roles].map(([role, ls]) => [role, ls.map((l) => l.raw)]));
};

describe('reading a geometry question', () => {
  it('names the shape and what is asked', () => {
    const g = readGeometry('The legs of a right triangle are 5 and 12; how long is the hypotenuse?');
    expect(g?.shape).toBe('right triangle');
    expect(g?.asked).toBe('hypotenuse');
    expect(readGeometry('Find the lateral surface area of a cylinder with radius 2 and height 5')?.asked).toBe(
      'lateral area',
    );
    expect(readGeometry('Find the volume of a rectangular prism 2 by 3 by 4')?.shape).toBe('box');
  });

  it('gives each number the name written before or after it', () => {
    expect(rolesOf('A rectangle is 8 m long and 5 m wide. What is its area?')).toEqual({ length: ['8'], width: ['5'] });
    expect(rolesOf('What is the circumference of a circle whose radius is 3?')).toEqual({ radius: ['3'] });
    expect(rolesOf('a circle 10 cm in diameter: find the area')).toEqual({ diameter: ['10'] });
    expect(rolesOf('Find the area of a trapezoid with bases 6 and 10 and height 4')).toEqual({
      base: ['6', '10'],
      height: ['4'],
    });
    expect(rolesOf('A right triangle has legs of length 7 cm and 24 cm. Find the hypotenuse.')).toEqual({
      leg: ['7', '24'],
    });
    expect(readGeometry('Find the volume of a box 3 cm by 4 cm by 5 cm')?.loose.map((l) => l.raw)).toEqual([
      '3',
      '4',
      '5',
    ]);
  });

  it('reads units, π to use and rounding', () => {
    const g = readGeometry('Find the area of a circle with radius 5 cm. Use 3.14 for pi. Round to 1 decimal place.');
    expect(g?.unit).toBe('cm');
    expect(g?.pi?.raw).toBe('3.14');
    expect(g?.places?.places).toBe(1);
  });

  it.each([
    'The area of a square is 49. What is its perimeter?',
    'Find the area of a rectangle 3 m by 4 cm',
    'Find the area of a circle with radius 5 and the perimeter of a square with side 2',
    'Find the 2nd area of a circle with radius 5',
    'Find the area of a circle with radius -5',
  ])('leaves unread: %s', (problem) => {
    expect(readGeometry(problem)).toBeNull();
  });
});

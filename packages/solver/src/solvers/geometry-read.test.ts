import { describe, expect, it } from 'vitest';
import { readGeometry } from './geometry-read';
import { solve } from '../index';

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

// By hand: (1/3)π·6²·20 = 240π ≈ 753.98 → 754; (5 + 11)/2 · 4 = 32; π·(2.4/2)² = 1.44π ≈ 4.52; π·2²·7 = 28π.
describe('shapes told in a story, with their formula or rounding in words', () => {
  it.each([
    [
      'A party hat (treat it as a solid cone) has base radius 6 cm and height 20 cm. Find its volume to the nearest cm³.',
      '754',
    ],
    ['A trapezium has parallel sides of 5 m and 11 m, and the distance between them is 4 m. Find its area.', '32'],
    ['A round table top has a diameter of 2.4 m. What is its area, in m², to 2 decimal places?', '4.52'],
    ['Find the volume of a cylinder with radius r = 2 and height h = 7, using V = πr²h.', '28*pi'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('shows a stated formula in the reading and refuses one that is not the shape’s', () => {
    expect(
      solve('A cone has radius 3 cm and height 4 cm. Using V = (1/3)πr²h, find its volume.').reading?.latex,
    ).toContain('using');
    expect(readGeometry('Find the volume of a cylinder with radius 2 and height 7, using V = 2πr²h.')).toBeNull();
    // "round" as the verb is not a circle.
    expect(readGeometry('Round the area of a square with side 2.5 cm to the nearest whole number.')?.shape).toBe(
      'square',
    );
  });
});

import type { Asked, Role, Shape } from './geometry-read';

/** The words a geometry question uses for its shape, its lengths, what it asks and how it rounds. */

export const SHAPES: [RegExp, Shape][] = [
  [/\bright triangle\b/, 'right triangle'],
  [/\bequilateral triangle\b/, 'equilateral triangle'],
  [/\btriangle\b/, 'triangle'],
  [/\bcircle\b|\bcircular\b/, 'circle'],
  [/\bsquare\b/, 'square'],
  [/\brectangle\b/, 'rectangle'],
  [/\btrapezoid\b|\btrapezium\b/, 'trapezoid'],
  [/\bparallelogram\b/, 'parallelogram'],
  [/\bcube\b/, 'cube'],
  [/\bbox\b|\b(?:fish )?tank\b|\baquarium\b|\bcrate\b|\bcarton\b/, 'box'],
  [/\bcylinder\b/, 'cylinder'],
  [/\bcone\b/, 'cone'],
  [/\bsphere\b|\bball\b/, 'sphere'],
];

export const PREFIX: Record<string, Role> = {
  radius: 'radius',
  radii: 'radius',
  diameter: 'diameter',
  side: 'side',
  sides: 'side',
  edge: 'side',
  edges: 'side',
  length: 'length',
  lengths: 'length',
  width: 'width',
  breadth: 'width',
  height: 'height',
  altitude: 'height',
  depth: 'height',
  base: 'base',
  bases: 'base',
  leg: 'leg',
  legs: 'leg',
  hypotenuse: 'hypotenuse',
  slant: 'slant',
  area: 'given',
  surfacearea: 'given',
  lateralarea: 'given',
  perimeter: 'given',
  circumference: 'given',
  volume: 'given',
  diagonal: 'given',
};
export const LETTER: Record<string, string> = {
  r: 'radius',
  d: 'diameter',
  s: 'side',
  l: 'length',
  w: 'width',
  h: 'height',
  b: 'base',
};
export const POSTFIX: Record<string, Role> = {
  long: 'length',
  wide: 'width',
  tall: 'height',
  high: 'height',
  deep: 'height',
  radius: 'radius',
  diameter: 'diameter',
};
export const ASKED: Record<string, Asked> = {
  area: 'area',
  surfacearea: 'surface area',
  lateralarea: 'lateral area',
  perimeter: 'perimeter',
  circumference: 'perimeter',
  volume: 'volume',
  diagonal: 'diagonal',
  hypotenuse: 'hypotenuse',
  otherleg: 'leg',
  slant: 'slant height',
};

export const WORD_PLACES: Record<string, number> = {
  whole: 0,
  integer: 0,
  unit: 0,
  one: 0,
  tenth: 1,
  hundredth: 2,
  thousandth: 3,
};
export const SMALL: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** The formulas a question may state for its shape, written without spaces or signs of multiplication. */
export const STANDARD_FORMULAS = new Set([
  'v=pir^2h',
  'v=1/3pir^2h',
  'v=(1/3)pir^2h',
  'v=pir^2h/3',
  'v=4/3pir^3',
  'v=(4/3)pir^3',
  'a=pir^2',
  'c=2pir',
  'c=pid',
  'a=lw',
  'a=1/2bh',
  'a=(1/2)bh',
  'a=bh/2',
  'a=1/2(a+b)h',
  'a=(1/2)(a+b)h',
  'a=(a+b)h/2',
  'a=((a+b)/2)h',
  'v=lwh',
  'v=s^3',
  'a=s^2',
  'p=2l+2w',
  'p=2(l+w)',
]);

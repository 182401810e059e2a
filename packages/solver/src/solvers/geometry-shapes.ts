import { type Rational, add, div, eq, mul, rat, toLatex, toNumber } from '../rational';
import { exact, exactLatex, mathjsNumber, root, simpson } from './geometry-exact';
import type { Asked, Length, Role } from './geometry-read';
import { type Given, type Measure, named, need, p, radius, sq, step } from './geometry-given';

const sum = (xs: Rational[]) => xs.reduce(add, rat(0n));

export function circle(given: Given, asked: Asked): Measure | null {
  const c = radius(given);
  if (!c) return null;
  const d = mul(c.r, rat(2n));
  if (asked === 'area') {
    const value = exact(sq(c.r), true);
    return {
      value,
      dimension: 2,
      given: c.names,
      steps: [
        ...c.steps,
        step('Area of a circle', 'A = πr².', `A = \\pi r^2 = \\pi \\cdot ${p(c.r)}^2 = ${exactLatex(value)}`),
      ],
      check: mathjsNumber('pi * d^2 / 4', { d }),
      how: 'πd²/4 from the diameter, in floating point with mathjs',
    };
  }
  if (asked !== 'perimeter') return null;
  const value = exact(d, true);
  return {
    value,
    dimension: 1,
    given: c.names,
    steps: [
      ...c.steps,
      step('Circumference', 'C = 2πr.', `C = 2\\pi r = 2\\pi \\cdot ${p(c.r)} = ${exactLatex(value)}`),
    ],
    check: mathjsNumber('pi * d', { d }),
    how: 'πd from the diameter, in floating point with mathjs',
  };
}

/** Sides of a rectangle (or a square's side twice): length and width, base and height, or "8 by 5". */
function rectangleSides(given: Given, square: boolean): { a: Length; b: Length; names: string[] } | null {
  if (square) {
    const s = given.one('side') ?? given.one('length');
    const pair = s ? null : given.loose(2);
    if (pair && !eq((pair[0] as Length).value, (pair[1] as Length).value)) return null;
    const side = s ?? pair?.[0];
    return side ? { a: side, b: side, names: [named('s', side)] } : null;
  }
  const pairs: [Role, Role][] = [
    ['length', 'width'],
    ['base', 'height'],
  ];
  for (const [x, y] of pairs) {
    const a = given.one(x);
    const b = a && given.one(y);
    if (a && b) return { a, b, names: [named(x[0] as string, a), named(y === 'width' ? 'w' : 'h', b)] };
  }
  const loose = given.loose(2);
  return loose
    ? {
        a: loose[0] as Length,
        b: loose[1] as Length,
        names: [named('l', loose[0] as Length), named('w', loose[1] as Length)],
      }
    : null;
}

export function rectangle(given: Given, asked: Asked, square: boolean): Measure | null {
  const s = rectangleSides(given, square);
  if (!s) return null;
  const [a, b] = [s.a.value, s.b.value];
  const shown = square ? `${p(a)}^2` : `${p(a)} \\cdot ${p(b)}`;
  if (asked === 'area') {
    const value = exact(mul(a, b));
    return {
      value,
      dimension: 2,
      given: s.names,
      steps: [step('Area', square ? 'A = s².' : 'A = length × width.', `A = ${shown} = ${exactLatex(value)}`)],
      check: mathjsNumber('hypot(a, b)^2 * sin(2 * atan2(b, a)) / 2', { a, b }),
      how: 'the area from the diagonal and its angle, d²·sin(2θ)/2, in floating point with mathjs',
    };
  }
  if (asked === 'perimeter') {
    const value = exact(mul(rat(2n), add(a, b)));
    const latex = square ? `P = 4 \\cdot ${p(a)}` : `P = 2(${toLatex(a)} + ${toLatex(b)})`;
    return {
      value,
      dimension: 1,
      given: s.names,
      steps: [step('Perimeter', 'Add the four sides.', `${latex} = ${exactLatex(value)}`)],
      check: mathjsNumber('a + b + a + b', { a, b }),
      how: 'the four sides added one by one in floating point',
    };
  }
  if (asked !== 'diagonal') return null;
  const value = { c: need(root(add(sq(a), sq(b)))), pi: false };
  return {
    value,
    dimension: 1,
    given: s.names,
    steps: [
      step('Pythagoras on the diagonal', 'd² = a² + b².', `d = \\sqrt{${p(a)}^2 + ${p(b)}^2} = ${exactLatex(value)}`),
    ],
    check: mathjsNumber('hypot(a, b)', { a, b }),
    how: "mathjs's hypot in floating point",
  };
}

export function trapezoid(given: Given, asked: Asked): Measure | null {
  const bases = given.take('base', 2);
  if (asked === 'area') {
    const height = bases && given.one('height');
    if (!bases || !height) return null;
    const [a, b, h] = [(bases[0] as Length).value, (bases[1] as Length).value, height.value];
    const value = exact(div(mul(add(a, b), h), rat(2n)));
    return {
      value,
      dimension: 2,
      given: [named('a', bases[0] as Length), named('b', bases[1] as Length), named('h', height)],
      steps: [
        step(
          'Area of a trapezoid',
          'A = ½(a + b)h: the average of the parallel sides times the height.',
          `A = \\frac{1}{2}(${toLatex(a)} + ${toLatex(b)}) \\cdot ${p(h)} = ${exactLatex(value)}`,
        ),
      ],
      check: mathjsNumber('min(a, b) * h + abs(a - b) * h / 2', { a, b, h }),
      how: 'the trapezoid cut into a rectangle and triangles, in floating point with mathjs',
    };
  }
  const legs = bases && given.take('leg', 2);
  const sides = bases && legs ? [...bases, ...legs] : given.take('side', 4);
  if (asked !== 'perimeter' || !sides) return null;
  return perimeter(sides, 'abcd');
}

function perimeter(sides: Length[], names: string): Measure {
  const values = sides.map((l) => l.value);
  const value = exact(sum(values));
  return {
    value,
    dimension: 1,
    given: sides.map((l, i) => named(names[i] as string, l)),
    steps: [step('Perimeter', 'Add the sides.', `P = ${values.map(toLatex).join(' + ')} = ${exactLatex(value)}`)],
    check: values.map(toNumber).reduce((s, x) => s + x, 0),
    how: 'the sides added again in floating point',
  };
}

export function parallelogram(given: Given, asked: Asked): Measure | null {
  if (asked === 'area') {
    const base = given.one('base');
    const height = base && given.one('height');
    if (!base || !height) return null;
    const value = exact(mul(base.value, height.value));
    return {
      value,
      dimension: 2,
      given: [named('b', base), named('h', height)],
      steps: [
        step(
          'Area of a parallelogram',
          'A = base × height.',
          `A = ${p(base.value)} \\cdot ${p(height.value)} = ${exactLatex(value)}`,
        ),
      ],
      check: simpson(() => toNumber(base.value), 0, toNumber(height.value)),
      how: "its width integrated over its height (Simpson's rule, floating point)",
    };
  }
  const pair = given.take('side', 2) ?? ((b) => (b ? [b, given.one('side')] : null))(given.one('base'));
  if (asked !== 'perimeter' || !pair || !pair[1]) return null;
  return perimeter([...pair, ...pair] as Length[], 'abab');
}

import { plusSurd, surdOf } from '../expr/surd';
import { type Rational, add, cmp, div, mul, rat, sub, toNumber } from '../rational';
import { type Exact, exact, exactLatex, mathjsNumber, root, simpson, times } from './geometry-exact';
import type { Asked, Length } from './geometry-read';
import { type Given, type Measure, ShapeRefusal, named, need, p, radius, sq, step } from './geometry-given';

const PI = Math.PI;

/** Cube and box: the edges, named or "3 by 4 by 5". */
export function box(given: Given, asked: Asked, cube: boolean): Measure | null {
  let edges: Length[] | null;
  if (cube) {
    const s = given.one('side') ?? given.one('length');
    edges = s && [s, s, s];
  } else {
    const l = given.one('length');
    const w = l && given.one('width');
    const h = w && given.one('height');
    edges = h ? [l as Length, w as Length, h] : given.loose(3);
  }
  if (!edges) return null;
  const [l, w, h] = edges.map((x) => x.value) as [Rational, Rational, Rational];
  const names = cube ? [named('s', edges[0] as Length)] : edges.map((x, i) => named('lwh'[i] as string, x));
  const shown = cube
    ? [`${p(l)}^3`, `6 \\cdot ${p(l)}^2`, `\\sqrt{3 \\cdot ${p(l)}^2}`]
    : [
        `${p(l)} \\cdot ${p(w)} \\cdot ${p(h)}`,
        `2(${p(l)} \\cdot ${p(w)} + ${p(l)} \\cdot ${p(h)} + ${p(w)} \\cdot ${p(h)})`,
        `\\sqrt{${p(l)}^2 + ${p(w)}^2 + ${p(h)}^2}`,
      ];
  if (asked === 'volume') {
    const value = exact(mul(mul(l, w), h));
    return {
      value,
      dimension: 3,
      given: names,
      steps: [
        step('Volume', cube ? 'V = s³.' : 'V = length × width × height.', `V = ${shown[0]} = ${exactLatex(value)}`),
      ],
      check: simpson(() => toNumber(l) * toNumber(w), 0, toNumber(h)),
      how: "the cross-sections integrated over the height (Simpson's rule, floating point)",
    };
  }
  if (asked === 'surface area') {
    const value = exact(mul(rat(2n), add(add(mul(l, w), mul(l, h)), mul(w, h))));
    return {
      value,
      dimension: 2,
      given: names,
      steps: [
        step(
          'Surface area',
          'Add the areas of the six faces, in three equal pairs.',
          `S = ${shown[1]} = ${exactLatex(value)}`,
        ),
      ],
      check: mathjsNumber('l*w + w*l + l*h + h*l + w*h + h*w', { l, w, h }),
      how: 'the six faces added one by one in floating point with mathjs',
    };
  }
  if (asked !== 'diagonal') return null;
  const value = { c: need(root(add(add(sq(l), sq(w)), sq(h)))), pi: false };
  return {
    value,
    dimension: 1,
    given: names,
    steps: [step('Space diagonal', 'd² = l² + w² + h² (Pythagoras twice).', `d = ${shown[2]} = ${exactLatex(value)}`)],
    check: mathjsNumber('hypot(l, w, h)', { l, w, h }),
    how: "mathjs's hypot in floating point",
  };
}

export function cylinder(given: Given, asked: Asked): Measure | null {
  const c = radius(given);
  const height = c && given.one('height');
  if (!c || !height) return null;
  const [r, h] = [c.r, height.value];
  const scope = { d: mul(r, rat(2n)), h };
  const names = [...c.names, named('h', height)];
  const rh = mul(r, h);
  const cases: Partial<Record<Asked, [Rational, 2 | 3, string, string, string, string]>> = {
    volume: [mul(sq(r), h), 3, 'V = πr²h.', `V = \\pi \\cdot ${p(r)}^2 \\cdot ${p(h)}`, 'pi * d^2 / 4 * h', 'πd²h/4'],
    'surface area': [
      mul(rat(2n), add(sq(r), rh)),
      2,
      'Two circles and the rectangle that wraps around: S = 2πr² + 2πrh.',
      `S = 2\\pi \\cdot ${p(r)}^2 + 2\\pi \\cdot ${p(r)} \\cdot ${p(h)}`,
      '2 * pi * d^2 / 4 + pi * d * h',
      '2·πd²/4 + πdh',
    ],
    'lateral area': [
      mul(rat(2n), rh),
      2,
      'The curved side unrolls into a rectangle: A = 2πrh.',
      `A = 2\\pi \\cdot ${p(r)} \\cdot ${p(h)}`,
      'pi * d * h',
      'πdh',
    ],
  };
  const found = cases[asked];
  if (!found) return null;
  const [k, dimension, explanation, latex, formula, shown] = found;
  const value = exact(k, true);
  return {
    value,
    dimension,
    given: names,
    steps: [
      ...c.steps,
      step(
        asked === 'volume' ? 'Volume of a cylinder' : 'Surface of a cylinder',
        explanation,
        `${latex} = ${exactLatex(value)}`,
      ),
    ],
    check: mathjsNumber(formula, scope),
    how: `${shown} from the diameter, in floating point with mathjs`,
  };
}

export function cone(given: Given, asked: Asked): Measure | null {
  const c = radius(given);
  if (!c) return null;
  const height = given.one('height');
  const slant = height ? null : given.one('slant');
  if (!height && !slant) return null;
  const r = c.r;
  let h: Exact;
  let l: Exact;
  const steps = [...c.steps];
  // The slant height is needed for the surface, the height for the volume: the other is found by Pythagoras.
  const needed = height ? asked !== 'volume' : asked === 'volume';
  if (height) {
    h = exact(height.value);
    l = { c: need(root(add(sq(r), sq(height.value)))), pi: false };
    if (needed)
      steps.push(
        step(
          'Slant height',
          'l = √(r² + h²) (Pythagoras).',
          `l = \\sqrt{${p(r)}^2 + ${p(height.value)}^2} = ${exactLatex(l)}`,
        ),
      );
  } else {
    const s = (slant as Length).value;
    if (cmp(s, r) <= 0) throw new ShapeRefusal('The slant height of a cone must be longer than its radius.');
    l = exact(s);
    h = { c: need(root(sub(sq(s), sq(r)))), pi: false };
    if (needed)
      steps.push(
        step('Height', 'h = √(l² − r²) (Pythagoras).', `h = \\sqrt{${p(s)}^2 - ${p(r)}^2} = ${exactLatex(h)}`),
      );
  }
  const names = [...c.names, height ? named('h', height) : named('l', slant as Length)];
  const rn = toNumber(r);
  const hn = height ? toNumber(height.value) : mathjsNumber('sqrt(l^2 - r^2)', { l: (slant as Length).value, r });
  const ln = mathjsNumber('hypot(r, h)', { r: rn, h: hn });
  if (asked === 'slant height' && height)
    return { value: l, dimension: 1, given: names, steps, check: ln, how: "mathjs's hypot in floating point" };
  if (asked === 'volume') {
    const value = { c: need(times(surdOf(div(sq(r), rat(3n))), h.c)), pi: true };
    steps.push(
      step(
        'Volume of a cone',
        'V = ⅓πr²h.',
        `V = \\frac{1}{3}\\pi \\cdot ${p(r)}^2 \\cdot ${exactLatex(h)} = ${exactLatex(value)}`,
      ),
    );
    const check = simpson((z) => PI * (rn * (1 - z / hn)) ** 2, 0, hn);
    return {
      value,
      dimension: 3,
      given: names,
      steps,
      check,
      how: "the circular cross-sections integrated over the height (Simpson's rule, floating point)",
    };
  }
  const lateral = need(times(surdOf(r), l.c));
  if (asked === 'lateral area') {
    const value = { c: lateral, pi: true };
    steps.push(
      step('Curved surface', 'A = πrl.', `A = \\pi \\cdot ${p(r)} \\cdot ${exactLatex(l)} = ${exactLatex(value)}`),
    );
    return {
      value,
      dimension: 2,
      given: names,
      steps,
      check: PI * rn * ln,
      how: 'πrl with l found again by mathjs hypot, in floating point',
    };
  }
  if (asked !== 'surface area') return null;
  const value = { c: plusSurd(surdOf(sq(r)), lateral), pi: true };
  steps.push(
    step(
      'Surface area',
      'The base circle and the curved surface: S = πr² + πrl.',
      `S = \\pi \\cdot ${p(r)}^2 + \\pi \\cdot ${p(r)} \\cdot ${exactLatex(l)} = ${exactLatex(value)}`,
    ),
  );
  return {
    value,
    dimension: 2,
    given: names,
    steps,
    check: PI * rn * rn + PI * rn * ln,
    how: 'πr² + πrl with l found again by mathjs hypot, in floating point',
  };
}

export function sphere(given: Given, asked: Asked): Measure | null {
  const c = radius(given);
  if (!c) return null;
  const r = c.r;
  const rn = toNumber(r);
  if (asked === 'volume') {
    const value = exact(mul(rat(4n, 3n), mul(sq(r), r)), true);
    return {
      value,
      dimension: 3,
      given: c.names,
      steps: [
        ...c.steps,
        step('Volume of a sphere', 'V = ⁴⁄₃πr³.', `V = \\frac{4}{3}\\pi \\cdot ${p(r)}^3 = ${exactLatex(value)}`),
      ],
      check: simpson((x) => PI * (rn * rn - x * x), -rn, rn),
      how: "the circular slices π(r² − x²) integrated across the sphere (Simpson's rule, floating point)",
    };
  }
  if (asked !== 'surface area') return null;
  const value = exact(mul(rat(4n), sq(r)), true);
  return {
    value,
    dimension: 2,
    given: c.names,
    steps: [
      ...c.steps,
      step('Surface area of a sphere', 'S = 4πr².', `S = 4\\pi \\cdot ${p(r)}^2 = ${exactLatex(value)}`),
    ],
    check: mathjsNumber('pi * d^2', { d: mul(r, rat(2n)) }),
    how: 'πd² from the diameter, in floating point with mathjs',
  };
}

import { plusSurd, surdOf } from '../expr/surd';
import { type Rational, add, cmp, div, mul, rat, sub, toLatex, toNumber } from '../rational';
import type { Step } from '../types';
import { type Exact, exact, exactLatex, mathjsNumber, root, simpson, times } from './geometry-exact';
import type { Asked, Length } from './geometry-read';
import { type Given, type Measure, ShapeRefusal, chain, named, need, p, sq, step } from './geometry-given';

/** A triangle's area from three sides (Heron), checked by ½ab·sin C with C from the law of cosines. */
function heron(a: Rational, b: Rational, c: Rational, names: string[]): Measure {
  const [x, y, z] = [a, b, c].sort(cmp) as [Rational, Rational, Rational];
  if (cmp(add(x, y), z) <= 0)
    throw new ShapeRefusal(
      'These three lengths do not make a triangle: the two shorter sides must add up to more than the longest.',
    );
  const s = div(add(add(a, b), c), rat(2n));
  const product = mul(mul(s, sub(s, a)), mul(sub(s, b), sub(s, c)));
  const value = { c: need(root(product)), pi: false };
  return {
    value,
    dimension: 2,
    given: names,
    steps: [
      step(
        'Half the perimeter',
        's = (a + b + c)/2.',
        `s = \\frac{${toLatex(a)} + ${toLatex(b)} + ${toLatex(c)}}{2} = ${toLatex(s)}`,
      ),
      step(
        "Heron's formula",
        'A = √(s(s − a)(s − b)(s − c)).',
        `A = \\sqrt{${p(s)} \\cdot ${p(sub(s, a))} \\cdot ${p(sub(s, b))} \\cdot ${p(sub(s, c))}} = \\sqrt{${toLatex(product)}} = ${exactLatex(value)}`,
      ),
    ],
    check: mathjsNumber('a * b * sin(acos((a^2 + b^2 - c^2) / (2 * a * b))) / 2', { a, b, c }),
    how: '½ab·sin C with the angle C from the law of cosines, in floating point with mathjs',
  };
}

function equilateralArea(s: Rational, names: string[]): Measure {
  const value = { c: need(times(need(root(rat(3n))), surdOf(div(sq(s), rat(4n))))), pi: false };
  return {
    value,
    dimension: 2,
    given: names,
    steps: [
      step(
        'Area of an equilateral triangle',
        'Its height is (√3/2)s, so A = ½ · s · (√3/2)s = (√3/4)s².',
        `A = \\frac{\\sqrt{3}}{4} \\cdot ${p(s)}^2 = ${exactLatex(value)}`,
      ),
    ],
    check: mathjsNumber('sqrt((a+b+c)*(-a+b+c)*(a-b+c)*(a+b-c)) / 4', { a: s, b: s, c: s }),
    how: "Heron's formula on the three equal sides, in floating point with mathjs",
  };
}

export function triangle(
  given: Given,
  asked: Asked,
  kind: 'triangle' | 'right triangle' | 'equilateral triangle',
): Measure | null {
  const base = given.one('base');
  const height = base && given.one('height');
  if (base && height && asked === 'area') {
    const [b, h] = [base.value, height.value];
    const value = exact(div(mul(b, h), rat(2n)));
    return {
      value,
      dimension: 2,
      given: [named('b', base), named('h', height)],
      steps: [
        step(
          'Area of a triangle',
          'A = ½ × base × height.',
          `A = \\frac{1}{2} \\cdot ${p(b)} \\cdot ${p(h)} = ${exactLatex(value)}`,
        ),
      ],
      check: simpson((y) => toNumber(b) * (1 - y / toNumber(h)), 0, toNumber(h)),
      how: "the triangle's width integrated over its height (Simpson's rule, floating point)",
    };
  }
  const equilateral = kind === 'equilateral triangle' ? given.one('side') : null;
  const sides = equilateral ? [equilateral, equilateral, equilateral] : given.take('side', 3);
  if (sides) {
    const [a, b, c] = sides.map((l) => l.value) as [Rational, Rational, Rational];
    const names = equilateral ? [named('s', equilateral)] : sides.map((l, i) => named('abc'[i] as string, l));
    if (asked === 'area' && equilateral) return equilateralArea(a, names);
    if (asked === 'area') return heron(a, b, c, names);
    if (asked !== 'perimeter') return null;
    heron(a, b, c, names);
    const value = exact(add(add(a, b), c));
    return {
      value,
      dimension: 1,
      given: names,
      steps: [
        step(
          'Perimeter',
          'Add the three sides.',
          `P = ${toLatex(a)} + ${toLatex(b)} + ${toLatex(c)} = ${exactLatex(value)}`,
        ),
      ],
      check: mathjsNumber('a + b + c', { a, b, c }),
      how: 'the sides added in floating point with mathjs',
    };
  }
  return rightTriangle(given, asked);
}

function rightTriangle(given: Given, asked: Asked): Measure | null {
  const legs = given.take('leg', 2);
  const hyp = legs ? null : given.one('hypotenuse');
  const leg = hyp && given.one('leg');
  if (!legs && !(hyp && leg)) return null;
  const a = (legs ? legs[0] : leg) as Length;
  let b: Exact;
  let c: Exact;
  let names: string[];
  let pythagoras: Step;
  if (legs) {
    const second = (legs[1] as Length).value;
    b = exact(second);
    c = { c: need(root(add(sq(a.value), sq(second)))), pi: false };
    names = [named('a', a), named('b', legs[1] as Length)];
    pythagoras = step(
      'Pythagorean theorem',
      'c² = a² + b², so c = √(a² + b²).',
      `c = \\sqrt{${p(a.value)}^2 + ${p(second)}^2}${chain(add(sq(a.value), sq(second)), c)}`,
    );
  } else {
    const h = (hyp as Length).value;
    if (cmp(h, a.value) <= 0) throw new ShapeRefusal('The hypotenuse must be longer than either leg.');
    c = exact(h);
    b = { c: need(root(sub(sq(h), sq(a.value)))), pi: false };
    names = [named('c', hyp as Length), named('a', a)];
    pythagoras = step(
      'Pythagorean theorem',
      'a² + b² = c², so b = √(c² − a²).',
      `b = \\sqrt{${p(h)}^2 - ${p(a.value)}^2}${chain(sub(sq(h), sq(a.value)), b)}`,
    );
  }
  // Substituted back exactly: a² + b² = c².
  const bb = need(times(b.c, b.c));
  const cc = need(times(c.c, c.c));
  const back = plusSurd(plusSurd(surdOf(sq(a.value)), bb), new Map([...cc].map(([m, x]) => [m, { n: -x.n, d: x.d }])));
  const exactCheck = { ok: back.size === 0, how: 'a² + b² = c² substituted back exactly' };
  const an = toNumber(a.value);
  const bn = mathjsNumber(legs ? 'x' : 'h * sin(acos(a / h))', {
    x: toNumber((legs?.[1] ?? a).value),
    h: legs ? 0 : toNumber((hyp as Length).value),
    a: an,
  });
  const cn = mathjsNumber('hypot(a, b)', { a: an, b: bn });
  const common = { given: names, exactCheck };
  if (asked === 'hypotenuse' && legs)
    return {
      ...common,
      value: c,
      dimension: 1,
      steps: [pythagoras],
      check: cn,
      how: "mathjs's hypot in floating point",
    };
  if (asked === 'leg' && !legs)
    return {
      ...common,
      value: b,
      dimension: 1,
      steps: [pythagoras],
      check: bn,
      how: 'c·sin(arccos(a/c)) in floating point with mathjs',
    };
  if (asked === 'area') {
    const value = { c: need(times(surdOf(div(a.value, rat(2n))), b.c)), pi: false };
    const s = step(
      'Area',
      'The legs are a base and its height: A = ½ab.',
      `A = \\frac{1}{2} \\cdot ${p(a.value)} \\cdot ${exactLatex(b)} = ${exactLatex(value)}`,
    );
    const heronCheck = mathjsNumber('sqrt((a+b+c)*(-a+b+c)*(a-b+c)*(a+b-c)) / 4', { a: an, b: bn, c: cn });
    return {
      ...common,
      value,
      dimension: 2,
      steps: legs ? [s] : [pythagoras, s],
      check: heronCheck,
      how: "Heron's formula on the three sides, in floating point with mathjs",
    };
  }
  if (asked !== 'perimeter') return null;
  const value = { c: plusSurd(plusSurd(surdOf(a.value), b.c), c.c), pi: false };
  const s = step(
    'Perimeter',
    'Add the three sides.',
    `P = ${toLatex(a.value)} + ${exactLatex(b)} + ${exactLatex(c)} = ${exactLatex(value)}`,
  );
  return {
    ...common,
    value,
    dimension: 1,
    steps: [pythagoras, s],
    check: an + bn + cn,
    how: 'the sides found again in floating point with mathjs and added',
  };
}

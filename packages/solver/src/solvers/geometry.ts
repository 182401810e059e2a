import { usesDecimals } from '../parse';
import { type Rational, add, cmp, eq, isInteger, mul, toDecimal, toLatex, toText } from '../rational';
import { rationalOf } from '../expr/surd';
import { type ProblemType, type Solver, result } from '../types';
import {
  agrees,
  exactLatex,
  exactText,
  isPlain,
  mathjsNumber,
  numberOf,
  rawLatex,
  roundRational,
  roundedText,
  unitLatex,
} from './geometry-exact';
import { type Asked, type GeometryText, SEVERAL_SHAPES, lengthValue, readGeometry } from './geometry-read';
import { Given, type Measure, ShapeRefusal } from './geometry-given';
import { circle, parallelogram, rectangle, trapezoid } from './geometry-shapes';
import { triangle } from './geometry-triangles';
import { box, cone, cylinder, sphere } from './geometry-solids';
import { inAskedUnit } from './geometry-units';

/** The type geometry problems report (a dedicated 'geometry' type may replace it once registered). */
const TYPE: ProblemType = 'geometry';

function measure(given: Given, g: GeometryText): Measure | null {
  switch (g.shape) {
    case 'circle':
      return circle(given, g.asked);
    case 'square':
    case 'rectangle':
      return rectangle(given, g.asked, g.shape === 'square');
    case 'triangle':
    case 'right triangle':
    case 'equilateral triangle':
      return triangle(given, g.asked, g.shape);
    case 'trapezoid':
      return trapezoid(given, g.asked);
    case 'parallelogram':
      return parallelogram(given, g.asked);
    case 'cube':
    case 'box':
      return box(given, g.asked, g.shape === 'cube');
    case 'cylinder':
      return cylinder(given, g.asked);
    case 'cone':
      return cone(given, g.asked);
    case 'sphere':
      return sphere(given, g.asked);
  }
}

const LABEL: Record<Asked, string> = {
  area: 'area',
  perimeter: 'perimeter',
  volume: 'volume',
  'surface area': 'surface area',
  'lateral area': 'lateral surface area',
  diagonal: 'diagonal',
  hypotenuse: 'hypotenuse',
  leg: 'other leg',
  'slant height': 'slant height',
};

/** "Find the area of a circle with radius 5", "volume of a cylinder with radius 3 and height 10", "A rectangle is 8 m long and 5 m wide. What is its area?" */
export const solveGeometry: Solver = (problem) => {
  if (SEVERAL_SHAPES.test(problem)) return null;
  const g = readGeometry(problem);
  if (!g) return null;
  // A volume asked from areas ("three faces with areas of 6, 8 and 12"): the numbers are not the lengths.
  if (g.asked === 'volume' && /\bareas?\b/i.test(problem)) return null;
  const given = new Given(g);
  const label = g.shape === 'circle' && g.asked === 'perimeter' ? 'circumference' : LABEL[g.asked];
  const extras = [
    ...(g.pi ? [`\\pi \\approx ${rawLatex(g.pi.raw)}`] : []),
    ...(g.places ? [g.places.latex] : []),
    ...(g.formula ? [`\\text{using } ${g.formula}`] : []),
  ];
  const readingOf = (names: string[], dimension: number) =>
    `\\text{${label} of ${/^[aeiou]/.test(g.shape) ? 'an' : 'a'} ${g.shape} with } ${[...names, ...extras].join(',\\ ')}${g.unit && dimension > 1 ? `\\ \\left(${unitLatex(g.unit, dimension).replace('\\text{ ', '\\text{')}\\right)` : ''}`;
  let m: Measure | null;
  try {
    m = measure(given, g);
  } catch (error) {
    if (!(error instanceof ShapeRefusal)) throw error;
    const all = [...g.roles].flatMap(([role, ls]) => ls.map((l) => `\\text{${role} } ${rawLatex(l.raw)}`));
    return result(TYPE, { reading: { latex: readingOf(all, 1), target: null }, reason: error.message });
  }
  // Every length given must be used: a stray one means the problem was not read as written.
  if (!m || !given.all()) return null;
  const decimals = usesDecimals(problem);
  const unit = unitLatex(g.unit, m.dimension);
  const exactL = `${exactLatex(m.value, decimals)}${unit}`;
  const coefficient = rationalOf(m.value.c);
  let value: string;
  let latex: string;
  const steps = [...m.steps];
  if (g.pi && m.value.pi && coefficient) {
    const approx = mul(coefficient, g.pi.value);
    value = g.places ? roundRational(approx, g.places.places) : (toDecimal(approx) ?? toText(approx));
    latex = `${exactL} \\approx ${value}${unit}`;
    steps.push({
      title: `Use π ≈ ${g.pi.raw}`,
      explanation: `As the problem says, π is taken as ${g.pi.raw}.`,
      latex: `${toLatex(coefficient)} \\times ${rawLatex(g.pi.raw)} ${toDecimal(approx) ? '=' : '\\approx'} ${value}`,
    });
  } else if (g.places) {
    value = roundedText(m.value, g.places.places);
    latex = `${exactL} ${isPlain(m.value) && toDecimal(coefficient as Rational) === value ? '=' : '\\approx'} ${value}${unit}`;
  } else {
    value = exactText(m.value, decimals);
    latex = isPlain(m.value) ? exactL : `${exactL} \\approx ${Number(numberOf(m.value).toFixed(2))}${unit}`;
  }
  const ok = agrees(m.value, m.check) && (m.exactCheck?.ok ?? true);
  const solved = result(TYPE, {
    reading: { latex: readingOf(m.given, m.dimension), target: { kind: 'value', value } },
    steps,
    answer: { value, latex },
    verified: { ok, method: m.exactCheck ? `${m.how}; ${m.exactCheck.how}` : m.how },
  });
  // "What is its volume in litres?": in the unit asked, or no answer at all.
  return inAskedUnit(problem, solved, g.unit, m.dimension);
};

const RIGHT_QUESTION =
  /^(?:is|are|do|does|can|could|will|would|determine whether|decide whether|check whether|check if)\b/i;

/** "Is a triangle with sides 5, 12, 13 a right triangle?", "Do 6, 8 and 11 form a right triangle?", "Is (9, 40, 41) a Pythagorean triple?" */
export const solveRightTriangleCheck: Solver = (problem) => {
  const t = problem.trim().replace(/\s+/g, ' ');
  if (t.length > 300 || !RIGHT_QUESTION.test(t)) return null;
  const triple = /pythagorean triple/i.test(t);
  if (!triple && !/right(?:[- ]angled)? triangle/i.test(t)) return null;
  const raws = t.match(/\d{1,30}(?:\.\d{1,30})?(?:\/\d{1,30})?/g) ?? [];
  const digitRuns = t.match(/\d+/g) ?? [];
  if (raws.length !== 3 || digitRuns.length !== raws.reduce((n, r) => n + (r.match(/\d+/g) ?? []).length, 0))
    return null;
  const sides = raws.map(lengthValue);
  if (sides.some((s) => !s || s.n <= 0n)) return null;
  const [a, b, c] = (sides as Rational[]).slice().sort(cmp) as [Rational, Rational, Rational];
  const isTriangle = cmp(add(a, b), c) > 0;
  const pythagorean = eq(add(mul(a, a), mul(b, b)), mul(c, c));
  const whole = [a, b, c].every(isInteger);
  const answer = isTriangle && pythagorean && (!triple || whole);
  // Checked apart: the largest angle from the law of cosines, in degrees, in floating point with mathjs.
  const angle = mathjsNumber('acos((a^2 + b^2 - c^2) / (2 * a * b)) * 180 / pi', { a, b, c });
  const floatTriangle = mathjsNumber('a + b - c', { a, b, c }) > 0;
  const floatAnswer = floatTriangle && Math.abs(angle - 90) < 1e-9 && (!triple || whole);
  const squares = `${toLatex(a)}^2 + ${toLatex(b)}^2 = ${toLatex(add(mul(a, a), mul(b, b)))}, \\quad ${toLatex(c)}^2 = ${toLatex(mul(c, c))}`;
  const explanation = !isTriangle
    ? `${toText(a)} + ${toText(b)} is not more than ${toText(c)}, so these lengths do not even make a triangle.`
    : pythagorean
      ? triple && !whole
        ? 'a² + b² = c², but a Pythagorean triple is made of whole numbers.'
        : 'The squares of the two shorter sides add up to the square of the longest: by the converse of Pythagoras the angle opposite it is a right angle.'
      : 'The squares of the two shorter sides do not add up to the square of the longest, so no angle is a right angle.';
  return result(TYPE, {
    reading: {
      latex: `${raws.map(rawLatex).join(',\\ ')}\\text{: ${triple ? 'a Pythagorean triple' : 'a right triangle'}?}`,
      target: { kind: 'boolean', value: answer },
    },
    steps: [{ title: 'Compare a² + b² with c²', explanation, latex: squares }],
    answer: { value: answer ? 'True' : 'False', latex: `\\text{${answer ? 'Yes' : 'No'}}` },
    verified: {
      ok: floatAnswer === answer,
      method: 'the largest angle found by the law of cosines with mathjs, in floating point, compared with 90°',
    },
  });
};

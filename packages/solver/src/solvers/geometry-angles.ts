import { type Rational, add, cmp, div, eq, rat, sub, toDecimal, toLatex, toNumber, toText } from '../rational';
import { type ProblemType, type Solver, result } from '../types';
import { mathjsNumber } from './geometry-exact';

/** The type angle problems report (a dedicated 'geometry' type may replace it once registered). */
const TYPE: ProblemType = 'geometry';

const POLYGONS: Record<string, number> = {
  triangle: 3,
  quadrilateral: 4,
  pentagon: 5,
  hexagon: 6,
  heptagon: 7,
  septagon: 7,
  octagon: 8,
  nonagon: 9,
  enneagon: 9,
  decagon: 10,
  hendecagon: 11,
  undecagon: 11,
  dodecagon: 12,
  icosagon: 20,
};

const close = (x: Rational, y: number) =>
  Number.isFinite(y) && Math.abs(toNumber(x) - y) <= 1e-9 * Math.max(1, Math.abs(y));
/** Degrees as a terminating decimal where there is one ("22.5"), else a fraction ("900/7"). */
const plain = (x: Rational) => toDecimal(x) ?? toText(x);
const degrees = (x: Rational) =>
  toDecimal(x) !== null
    ? `${toDecimal(x)}^\\circ`
    : `${toLatex(x)}^\\circ \\approx ${Number(toNumber(x).toFixed(2))}^\\circ`;

/** The polygon named: "hexagon", "12-gon", "a 15-sided polygon", "a polygon with 9 sides". */
function polygonOf(t: string): { n: number; name: string } | null {
  const written =
    /\b(\d{1,7})[- ]?gon\b/.exec(t) ??
    /\b(\d{1,7})[- ]sided\b/.exec(t) ??
    /\bpolygon (?:with|that has|having|of) (\d{1,7}) sides\b/.exec(t);
  if (written) {
    const n = Number(written[1]);
    return n >= 3 ? { n, name: `${n}\\text{-sided polygon}` } : null;
  }
  const named = Object.keys(POLYGONS).filter((name) => new RegExp(String.raw`\b${name}s?\b`).test(t));
  return named.length === 1 ? { n: POLYGONS[named[0] as string] as number, name: `\\text{${named[0]}}` } : null;
}

type Kind = 'sum' | 'each' | 'exterior' | 'exterior sum';

/** "What is the sum of the interior angles of a hexagon?", "each interior angle of a regular octagon", "each exterior angle of a regular 20-gon". */
export const solvePolygonAngles: Solver = (problem) => {
  const t = problem.trim().toLowerCase().replace(/\s+/g, ' ');
  if (t.length > 300) return null;
  let kind: Kind | null = null;
  if (/\bsum of (?:all )?(?:the )?(?:measures of (?:the )?)?exterior angles\b/.test(t)) kind = 'exterior sum';
  else if (
    /\bsum of (?:all )?(?:the )?(?:measures of (?:the )?)?(?:interior |internal )?angles\b|\b(?:interior )?angle sum\b/.test(
      t,
    )
  )
    kind = 'sum';
  else if (/\b(?:each|one|every|an|a single) exterior angle\b/.test(t)) kind = 'exterior';
  else if (/\b(?:each|one|every|an|a single) (?:interior |internal )?angle\b/.test(t)) kind = 'each';
  if (!kind) return null;
  const polygon = polygonOf(t);
  if (!polygon || polygon.n > 1_000_000) return null;
  // Each angle is the same only in a regular polygon (an equilateral triangle).
  if ((kind === 'each' || kind === 'exterior') && !/\bregular\b|\bequilateral\b|\bequiangular\b/.test(t)) return null;
  // The only number written must be the count of sides.
  const numbers = t.match(/\d+(?:\.\d+)?/g) ?? [];
  if (numbers.length > 1 || (numbers.length === 1 && Number(numbers[0]) !== polygon.n)) return null;
  const n = rat(BigInt(polygon.n));
  const interiorSum = rat(BigInt(polygon.n - 2) * 180n);
  let value: Rational;
  let check: number;
  let latex: string;
  let explanation: string;
  switch (kind) {
    case 'sum':
      value = interiorSum;
      latex = `(n - 2) \\cdot 180^\\circ = (${polygon.n} - 2) \\cdot 180^\\circ = ${degrees(value)}`;
      explanation = 'From one vertex the diagonals cut the polygon into n − 2 triangles, each with 180°.';
      check = mathjsNumber('n * 180 - 360', { n });
      break;
    case 'each':
      value = div(interiorSum, n);
      latex = `\\frac{(n - 2) \\cdot 180^\\circ}{n} = \\frac{${toLatex(interiorSum)}^\\circ}{${polygon.n}} = ${degrees(value)}`;
      explanation = `The interior angles add up to ${toText(interiorSum)}°, shared equally among ${polygon.n} angles.`;
      check = mathjsNumber('180 - 360 / n', { n });
      break;
    case 'exterior':
      value = div(rat(360n), n);
      latex = `\\frac{360^\\circ}{n} = \\frac{360^\\circ}{${polygon.n}} = ${degrees(value)}`;
      explanation = `The exterior angles make one full turn, 360°, shared equally among ${polygon.n} angles.`;
      check = mathjsNumber('180 - (n - 2) * 180 / n', { n });
      break;
    case 'exterior sum':
      value = rat(360n);
      latex = `360^\\circ`;
      explanation = 'Walking once around the polygon turns through one full turn, whatever the number of sides.';
      check = mathjsNumber('n * (180 - (n - 2) * 180 / n)', { n });
      break;
  }
  const asked = {
    sum: 'sum of the interior angles',
    each: 'each interior angle',
    exterior: 'each exterior angle',
    'exterior sum': 'sum of the exterior angles',
  }[kind];
  const regular = kind === 'each' || kind === 'exterior' ? 'regular ' : '';
  return result(TYPE, {
    reading: {
      latex: `\\text{${asked} of a ${regular}}${polygon.name}\\ (n = ${polygon.n})`,
      target: { kind: 'value', value: plain(value) },
    },
    steps: [{ title: kind === 'sum' || kind === 'each' ? 'Interior angles' : 'Exterior angles', explanation, latex }],
    answer: { value: plain(value), latex: degrees(value) },
    verified: {
      ok: close(value, check),
      method:
        kind === 'exterior sum'
          ? "the regular polygon's exterior angles added up again in floating point with mathjs"
          : 'found again from the exterior angles (a full turn of 360°) in floating point with mathjs',
    },
  });
};

/** "Two angles of a triangle are 50° and 60°. Find the third angle.", "In triangle ABC, angle A = 40° and angle B = 75°; find angle C." */
export const solveThirdAngle: Solver = (problem) => {
  const t = problem.trim().replace(/\s+/g, ' ');
  if (t.length > 300 || !/\btriangle\b/i.test(t)) return null;
  if (
    !/\b(?:third|remaining|missing|other|last)\b(?: interior)?(?: angle)?|\bangle [a-z]\b\s*\??$|\bfind angle\b|\bwhat is angle\b/i.test(
      t,
    )
  )
    return null;
  if (!/\bangles?\b/i.test(t)) return null;
  const found = t.match(/\d{1,30}(?:\.\d{1,30})?/g) ?? [];
  // In a right triangle one angle is 90°: one more is enough.
  const right = /\bright(?:[- ]angled)? triangle\b/i.test(t) && found.length === 1;
  if (found.length !== (right ? 1 : 2)) return null;
  if ((t.match(/\d+/g) ?? []).length !== found.reduce((k, r) => k + (r.match(/\d+/g) ?? []).length, 0)) return null;
  const [a, b] = [
    ...found.map((raw) => {
      const [w, f = ''] = raw.split('.');
      return rat(BigInt(`${w}${f}`), 10n ** BigInt(f.length));
    }),
    rat(90n),
  ] as [Rational, Rational];
  const shown = right ? [found[0] as string, '90'] : (found as [string, string]);
  const reading = `\\text{third angle of a ${right ? 'right ' : ''}triangle with angles } ${shown[0]}^\\circ,\\ ${shown[1]}^\\circ`;
  const straight = rat(180n);
  if (a.n <= 0n || b.n <= 0n || cmp(add(a, b), straight) >= 0)
    return result(TYPE, {
      reading: { latex: reading, target: null },
      reason: `The two angles add up to ${toText(add(a, b))}°, not less than 180°, so no triangle has them.`,
    });
  const value = sub(sub(straight, a), b);
  // Checked by substituting back (the three angles add up to 180° exactly) and in floating point with mathjs.
  const back = eq(add(add(a, b), value), straight) && value.n > 0n;
  const check = mathjsNumber('180 - a - b', { a, b });
  return result(TYPE, {
    reading: { latex: reading, target: { kind: 'value', value: plain(value) } },
    steps: [
      {
        title: 'The angles of a triangle add up to 180°',
        explanation: right
          ? 'One angle is the right angle, 90°; subtract it and the known angle from 180°.'
          : 'Subtract the two known angles from 180°.',
        latex: `180^\\circ - ${shown[0]}^\\circ - ${shown[1]}^\\circ = ${degrees(value)}`,
      },
    ],
    answer: { value: plain(value), latex: degrees(value) },
    verified: {
      ok: back && close(value, check),
      method: 'the three angles added back to 180° exactly, and 180 − a − b again in floating point with mathjs',
    },
  });
};

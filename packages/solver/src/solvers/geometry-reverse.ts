import { SEVERAL_SHAPES } from './geometry-read';
import {
  type Surd,
  evaluateSurd,
  invertSurd,
  powerSurd,
  rationalOf,
  sqrtOf,
  surdNumber,
  surdOf,
  timesSurd,
} from '../expr/surd';
import { parseExpression } from '../parse';
import { type Rational, pow, rat } from '../rational';
import { type Solver, result } from '../types';
import { clean } from './answer-format';
import { type Exact, exactLatex, exactText, numberOf } from './geometry-exact';

/**
 * A shape known by one of its measures rather than its length: "A circle has circumference 14π. What is its area?",
 * "a square with area 49: its perimeter", "a sphere of volume 36π: its radius", "a cube with surface area 150: its
 * volume". Every measure of these shapes is c·pᵏ (times π for some) in one length p, so the given measure fixes p
 * exactly and p gives the asked one. Checked in floating point through the inverse formula.
 */

interface Formula {
  /** The measure is coef · p^power (· π when pi). */
  coef: Surd;
  power: number;
  pi: boolean;
}

const r = (n: number, d = 1) => surdOf(rat(BigInt(n), BigInt(d)));
const root = (n: number) => sqrtOf(rat(BigInt(n))) as Surd;
const f = (coef: Surd, power: number, pi = false): Formula => ({ coef, power, pi });

const SHAPES: Record<string, Record<string, Formula>> = {
  circle: {
    radius: f(r(1), 1),
    diameter: f(r(2), 1),
    circumference: f(r(2), 1, true),
    area: f(r(1), 2, true),
  },
  square: { side: f(r(1), 1), perimeter: f(r(4), 1), area: f(r(1), 2), diagonal: f(root(2), 1) },
  cube: { edge: f(r(1), 1), volume: f(r(1), 3), 'surface area': f(r(6), 2) },
  sphere: {
    radius: f(r(1), 1),
    diameter: f(r(2), 1),
    volume: f(r(4, 3), 3, true),
    'surface area': f(r(4), 2, true),
  },
};
const SYNONYMS: Record<string, string> = {
  'side length': 'side',
  'length of a side': 'side',
  'length of each side': 'side',
  'side length of the cube': 'edge',
  'edge length': 'edge',
  perimeter: 'perimeter',
  'total surface area': 'surface area',
};
const MEASURES =
  'surface area|total surface area|circumference|perimeter|diameter|radius|diagonal|volume|area|side length|length of (?:a|each) side|edge length|edge|side';
// A number, a root or both (6√2 reads as 6sqrt(2)), then π if the measure is a multiple of it.
const VALUE = String.raw`(?=\d|sqrt)((?:\d+(?:\.\d+)?(?:\s*/\s*\d+)?\s*\*?\s*)?(?:sqrt\(\d+\))?)\s*(π|pi)?`;
const UNIT = String.raw`(?:\s*(?:square |cubic )?(?:cm|m|mm|km|in|inches|ft|feet|yd|units?)(?:\^?[23²³]|s)?)?`;

const nameOf = (word: string, shape: string) => {
  const w = word.toLowerCase();
  const name = SYNONYMS[w] ?? w;
  return shape === 'cube' && name === 'side' ? 'edge' : name;
};

/** p from p^k = x, exactly: a rational, a square root, or null when not exact. */
function rootOf(x: Rational, k: number): { p: Surd; square: Rational | null } | null {
  if (k === 1) return { p: surdOf(x), square: null };
  if (k === 2) {
    const s = sqrtOf(x);
    return s ? { p: s, square: x } : null;
  }
  // k = 3: an exact cube root of numerator and denominator.
  const cbrt = (n: bigint) => {
    const c = BigInt(Math.round(Math.cbrt(Number(n))));
    return c * c * c === n ? c : null;
  };
  const [a, b] = [cbrt(x.n), cbrt(x.d)];
  return a !== null && b !== null ? { p: surdOf(rat(a, b)), square: null } : null;
}

export const solveShapeFromMeasure: Solver = (problem) => {
  if (SEVERAL_SHAPES.test(problem)) return null;
  const t = clean(problem);
  if (t.length > 300) return null;
  // "square units" and "cubic cm" name units, not shapes.
  const words = t.replace(
    /\b(?:square|cubic) (?:units?|cm|m|mm|km|inches|in|feet|ft|meters?|metres?|yards?|yd|miles?)\b/gi,
    'units',
  );
  const shape = /\b(circle|square|cube|sphere)\b/i.exec(words)?.[1]?.toLowerCase();
  if (
    !shape ||
    new Set(words.toLowerCase().match(/\b(?:circle|square|cube|sphere|rectangle|triangle|cylinder|cone)\b/g) ?? [])
      .size > 1
  )
    return null;
  const formulas = SHAPES[shape] as Record<string, Formula>;
  // Given: "circumference 14π", "area of 36π", "volume is 36π cm³", "an area of 49 square units".
  const givenRe = new RegExp(
    String.raw`\b(${MEASURES})(?:\s+of\s+(?:the|a|an|this|its)\s+(?:circle|square|cube|sphere))?\s*(?:of|is|=|equals|measures|:|that is|which is)?\s*(?:of\s+)?${VALUE}${UNIT}`,
    'gi',
  );
  const given = [...t.matchAll(givenRe)];
  if (given.length !== 1) return null;
  const g = given[0] as RegExpMatchArray;
  // Every number of the problem is in the measure given.
  if (/\d/.test(t.replace(g[0], ' '))) return null;
  const known = nameOf(g[1] as string, shape);
  const rest = t.replace(g[0], ' ');
  const asked = [...rest.matchAll(new RegExp(String.raw`\b(${MEASURES})\b`, 'gi'))].map((m) =>
    nameOf(m[1] as string, shape),
  );
  const want = asked.length === 1 ? (asked[0] as string) : null;
  const from = formulas[known];
  const to = want ? formulas[want] : undefined;
  if (!from || !to || want === known) return null;
  const written = (g[2] as string).trim();
  const value = written ? evaluateSurd(parseExpression(written.replace(/(\d)\s*(?=sqrt)/, '$1*'))) : null;
  if (!value) return null;
  // π on one side only (an area of 50 for a circle): the length is not exact; no answer rather than a decimal.
  if (Boolean(g[3]) !== from.pi) return null;
  // p^k = value / coef (coef may be a root: a diagonal is s√2).
  const inverse = invertSurd(from.coef);
  const q = inverse && timesSurd(value, inverse);
  if (!q) return null;
  const qr = rationalOf(q);
  const p =
    from.power === 1 ? { p: q, square: rationalOf(timesSurd(q, q) ?? new Map()) } : qr ? rootOf(qr, from.power) : null;
  if (!p) return null;
  // The asked measure: coef · p^k, with √q squared back to q.
  const pk = p.square && to.power % 2 === 0 ? surdOf(pow(p.square, to.power / 2)) : powerSurd(p.p, to.power);
  const c = pk && timesSurd(to.coef, pk);
  if (!c) return null;
  const answer: Exact = { c, pi: to.pi };
  // Checked in floating point: p from the given measure by the inverse formula, then the asked formula.
  const numericP = (surdNumber(value) / surdNumber(from.coef)) ** (1 / from.power);
  const numeric = surdNumber(to.coef) * numericP ** to.power * (to.pi ? Math.PI : 1);
  const ok = Math.abs(numeric - numberOf(answer)) <= 1e-9 * Math.max(1, Math.abs(numeric));
  const givenLatex = `${g[2]}${g[3] ? '\\pi' : ''}`;
  const pName = shape === 'circle' || shape === 'sphere' ? 'r' : 's';
  return result('geometry', {
    reading: {
      latex: `\\text{${shape} with ${known} } ${givenLatex}\\text{: its ${want}}`,
      target: { kind: 'value', value: exactText(answer) },
    },
    steps: [
      {
        title: `Find the ${pName === 'r' ? 'radius' : 'side'}`,
        explanation: `The ${known} of a ${shape} fixes its ${pName === 'r' ? 'radius' : 'side'}.`,
        latex: `${pName} = ${exactLatex({ c: p.p, pi: false })}`,
      },
      {
        title: `The ${want}`,
        explanation: `From the ${pName === 'r' ? 'radius' : 'side'}, by the formula for the ${want}.`,
        latex: `${want} = ${exactLatex(answer)}`,
      },
    ],
    answer: { value: exactText(answer), latex: exactLatex(answer) },
    verified: { ok, method: 'the length found again in floating point from the inverse formula' },
  });
};

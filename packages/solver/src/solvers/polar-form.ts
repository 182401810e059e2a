import { type Surd, negSurd, surdLatex, surdNumber, surdOf, surdText, timesSurd } from '../expr/surd';
import { type Rational, parseRational, rat, toLatex } from '../rational';
import { type Solver, result } from '../types';

/**
 * A complex number in polar form written out ("2(cos 60° + i sin 60°)", "4 cis 45°", "3(cos(π/6) + i sin(π/6))"),
 * asked in the form a + bi: r·cos θ + (r·sin θ)i, exact for angles that are whole multiples of 30° or 45°. Checked
 * apart with the cosine and sine computed in floating point. Null for any other angle or wording.
 */

const HALF = rat(1n, 2n);
/** cos of k·30°, k = 0…11, as surds: 1, √3/2, 1/2, 0, … */
const COS_30: Surd[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((k) => {
  const table: [bigint, Rational][] = [
    [1n, rat(1n)],
    [3n, HALF],
    [1n, HALF],
    [1n, rat(0n)],
    [1n, rat(-1n, 2n)],
    [3n, rat(-1n, 2n)],
    [1n, rat(-1n)],
    [3n, rat(-1n, 2n)],
    [1n, rat(-1n, 2n)],
    [1n, rat(0n)],
    [1n, HALF],
    [3n, HALF],
  ];
  const [m, c] = table[k] as [bigint, Rational];
  return c.n === 0n ? new Map() : new Map([[m, c]]);
});
/** cos of k·45°, k = 0…7. */
const COS_45: Surd[] = [1, 2, 0, -2, -1, -2, 0, 2].map((v) =>
  v === 0 ? new Map() : Math.abs(v) === 1 ? surdOf(rat(BigInt(v))) : new Map([[2n, rat(BigInt(Math.sign(v)), 2n)]]),
);

function cosOf(degrees: number): Surd | null {
  const d = ((degrees % 360) + 360) % 360;
  if (d % 30 === 0) return COS_30[d / 30] as Surd;
  if (d % 45 === 0) return COS_45[d / 45] as Surd;
  return null;
}

const NUM = String.raw`\d+(?:\.\d+)?(?:\/\d+)?`;
/** An angle in degrees ("60°", "60 degrees") or a multiple of π ("π/6", "2pi/3", "5π/4"). */
const ANGLE = String.raw`(?:(-?\d+(?:\.\d+)?)\s*(?:°|degrees?|deg)|(-?\d*)\s*\*?\s*(?:π|pi)\s*(?:\/\s*(\d+))?)`;

function degreesOf(m: RegExpExecArray, at: number): number | null {
  if (m[at] !== undefined) return Number(m[at]);
  const top = m[at + 1] === '' || m[at + 1] === undefined ? 1 : m[at + 1] === '-' ? -1 : Number(m[at + 1]);
  const bottom = m[at + 2] ? Number(m[at + 2]) : 1;
  const d = (180 * top) / bottom;
  return Number.isInteger(d) ? d : null;
}

export const solvePolarForm: Solver = (problem) => {
  const t = problem
    .replace(/\$|\\left|\\right|\\,/g, '')
    .replace(/\\(cos|sin|pi)\b/g, '$1')
    .replace(/\^\s*\{?\s*\\circ\s*\}?/g, '°')
    .replace(/\s+/g, ' ')
    .trim();
  if (t.length > 200) return null;
  const polar = new RegExp(
    String.raw`(${NUM})?\s*\*?\s*\(\s*cos\s*\(?\s*${ANGLE}\s*\)?\s*\+\s*i\s*\*?\s*sin\s*\(?\s*${ANGLE}\s*\)?\s*\)|(${NUM})\s*cis\s*\(?\s*${ANGLE}\s*\)?`,
    'i',
  ).exec(t);
  if (!polar) return null;
  // The rest asks only for the rectangular form.
  const rest = t
    .replace(polar[0], ' ')
    .replace(
      /\b(?:write|express|convert|change|put|give|find|what is|evaluate|simplify|the number|the complex number|in|into|as|to|the|form|a ?\+ ?bi|a ?\+ ?ib|rectangular|standard|cartesian|algebraic|exact|exactly|values?|please|pls|of)\b/gi,
      ' ',
    )
    .replace(/[.,:?!()]/g, ' ')
    .trim();
  if (rest !== '') return null;
  const cisForm = polar[8] !== undefined;
  const rText = (cisForm ? polar[8] : polar[1]) ?? '1';
  const [first, second] = cisForm
    ? [degreesOf(polar, 9), degreesOf(polar, 9)]
    : [degreesOf(polar, 2), degreesOf(polar, 5)];
  if (first === null || first !== second) return null;
  const [top, bottom] = rText.split('/');
  const r = bottom ? rat(parseRational(top as string).n, parseRational(bottom).n) : parseRational(rText);
  const cos = cosOf(first);
  const sin = cosOf(90 - first);
  if (!cos || !sin) return null;
  const a = timesSurd(surdOf(r), cos);
  const b = timesSurd(surdOf(r), sin);
  if (!a || !b) return null;
  const negative = [...b.values()].some((c) => c.n < 0n);
  const bAbs = negative ? negSurd(b) : b;
  const unit = (s: Surd, text: boolean) => {
    const plain = text ? surdText(s) : surdLatex(s);
    return plain === '1' ? 'i' : text ? `${plain}*i` : `${plain}i`;
  };
  const join = (text: boolean) => {
    const re = text ? surdText(a) : surdLatex(a);
    if (b.size === 0) return re;
    if (a.size === 0) return `${negative ? '-' : ''}${unit(bAbs, text)}`;
    return `${re} ${negative ? '-' : '+'} ${unit(bAbs, text)}`;
  };
  const radians = (first * Math.PI) / 180;
  const rn = Number(r.n) / Number(r.d);
  const ok =
    Math.abs(surdNumber(a) - rn * Math.cos(radians)) <= 1e-9 * Math.max(1, rn) &&
    Math.abs(surdNumber(b) - rn * Math.sin(radians)) <= 1e-9 * Math.max(1, rn);
  const angle =
    polar[2] !== undefined || polar[9] !== undefined ? `${first}^\\circ` : `${toLatex(rat(BigInt(first), 180n))}\\pi`;
  const read = `${toLatex(r)}\\left(\\cos ${angle} + i \\sin ${angle}\\right)`;
  return result('complex', {
    reading: { latex: read, target: { kind: 'value', value: join(true) } },
    steps: [
      {
        title: 'Exact cosine and sine',
        explanation: `cos ${first}° and sin ${first}° are known exactly.`,
        latex: `\\cos ${angle} = ${surdLatex(cos)},\\quad \\sin ${angle} = ${surdLatex(sin)}`,
      },
      {
        title: 'Multiply out: a = r cos θ, b = r sin θ',
        explanation: 'The real part is r cos θ and the imaginary part r sin θ.',
        latex: `${read} = ${join(false)}`,
      },
    ],
    answer: { value: join(true), latex: join(false) },
    verified: { ok, method: 'r cos θ and r sin θ computed again in floating point' },
  });
};

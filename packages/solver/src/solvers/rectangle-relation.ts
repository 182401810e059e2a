import { rationalRoot } from './complex-number';
import { type Rational, add, cmp, div, mul, parseRational, rat, sub, toLatex, toText } from '../rational';
import { type Solver, result } from '../types';

/**
 * A rectangle known by its area (or perimeter) and how its length compares with its width: "area 96 m² and its
 * length is 4 m more than its width", "3 m longer than it is wide, and its area is 70 m²", "its length is twice its
 * width and its perimeter is 54 cm". Solved for the width W with L = k·W + d (the area's quadratic by its positive
 * root, when that root is rational); the side asked given. Checked by the area (or perimeter) and the relation again.
 */

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const UNIT = String.raw`(?:\s*(?:mm|cm|km|m|ft|in|yd|feet|inches|yards|metres|meters|centimetres|centimeters)\b)?`;
const FACTOR: Record<string, number> = { twice: 2, double: 2, three: 3, four: 4, five: 5, thrice: 3 };

function relationOf(t: string): { k: Rational; d: Rational; digits: number } | null {
  const more = new RegExp(
    String.raw`\b(?:(?:its|the) length is ${NUM}${UNIT} (more|longer|greater|less|shorter) than (?:its|the) width|(?:it is |is )?${NUM}${UNIT} (longer|shorter) than it is wide|(?:its|the) width is ${NUM}${UNIT} (less|shorter|more|longer) than (?:its|the) length)\b`,
  ).exec(t);
  if (more) {
    const d = parseRational((more[1] ?? more[3] ?? more[5]) as string);
    const word = (more[2] ?? more[4] ?? more[6]) as string;
    // "the width is 3 less than the length" is the length 3 more than the width.
    const longer = /more|longer|greater/.test(word) !== Boolean(more[5]);
    return { k: rat(1n), d: longer ? d : mul(d, rat(-1n)), digits: 1 };
  }
  const times = new RegExp(
    String.raw`\b(?:(?:its|the) length is (twice|double|(\d+|three|four|five) times) (?:its|the) width|(?:it is )?(twice|(\d+|three|four|five) times) as long as it is wide)\b`,
  ).exec(t);
  if (times) {
    const word = (times[1] ?? times[3]) as string;
    const count = times[2] ?? times[4];
    const k = FACTOR[word] ?? (count ? (/^\d+$/.test(count) ? Number(count) : (FACTOR[count] ?? NaN)) : NaN);
    if (!Number.isInteger(k) || k < 1) return null;
    return { k: rat(BigInt(k)), d: rat(0n), digits: count && /^\d/.test(count) ? 1 : 0 };
  }
  return null;
}

export const solveRectangleRelation: Solver = (problem) => {
  const t = problem
    .toLowerCase()
    .replace(/m²|m\^\(?2\)?/g, 'm')
    .replace(/\s+/g, ' ')
    .trim();
  if (t.length > 400 || !/\brectangle\b|\brectangular\b/.test(t)) return null;
  const area = new RegExp(String.raw`\barea (?:of |is |=\s*)?${NUM}`).exec(t);
  const perimeter = new RegExp(String.raw`\bperimeter (?:of |is |=\s*)?${NUM}`).exec(t);
  if (Boolean(area) === Boolean(perimeter)) return null;
  const relation = relationOf(t);
  if (!relation) return null;
  if ((t.match(/\d+(?:\.\d+)?/g) ?? []).length !== 1 + relation.digits) return null;
  const question = t.replace(/^.*?(?=\b(?:what|find|how|determine|work out|calculate)\b)/, '');
  const asked = /\b(?:width|how wide|wide)\b/.test(question)
    ? 'width'
    : /\b(?:length|how long|long)\b/.test(question)
      ? 'length'
      : /\b(?:dimensions|length and width|width and length|sides)\b/.test(question)
        ? 'both'
        : null;
  if (!asked) return null;
  const { k, d } = relation;
  let w: Rational | null;
  if (area) {
    // W·(kW + d) = A: kW² + dW − A = 0, the positive root.
    const A = parseRational(area[1] as string);
    const disc = add(mul(d, d), mul(rat(4n), mul(k, A)));
    const root = rationalRoot(disc);
    w = root ? div(sub(root, d), mul(rat(2n), k)) : null;
  } else {
    const P = parseRational((perimeter as RegExpExecArray)[1] as string);
    w = div(sub(div(P, rat(2n)), d), add(k, rat(1n)));
  }
  if (!w || w.n <= 0n) return null;
  const l = add(mul(k, w), d);
  if (l.n <= 0n) return null;
  const given = area ? parseRational(area[1] as string) : parseRational((perimeter as RegExpExecArray)[1] as string);
  const ok = cmp(area ? mul(l, w) : mul(rat(2n), add(l, w)), given) === 0 && cmp(l, add(mul(k, w), d)) === 0;
  const value = asked === 'width' ? toText(w) : asked === 'length' ? toText(l) : `${toText(l)}, ${toText(w)}`;
  const rel = `L = ${cmp(k, rat(1n)) === 0 ? '' : toLatex(k)}W${d.n === 0n ? '' : ` ${d.n < 0n ? '-' : '+'} ${toLatex(d.n < 0n ? mul(d, rat(-1n)) : d)}`}`;
  // The area's unit as written ("m²"): shown with the reading.
  const squared = /\b(mm|cm|km|m|ft|in|yd)\s*(?:²|\^\s*\(?2\)?)/.exec(problem)?.[1];
  const equation = area
    ? `W(${rel.slice(4)}) = ${area[1]}${squared ? `\\ \\text{${squared}}^{2}` : ''}`
    : `2(W + ${rel.slice(4)}) = ${(perimeter as RegExpExecArray)[1]}`;
  return result('word-problem', {
    reading: {
      latex: `${rel},\\ ${equation}\\ (\\text{the ${asked === 'both' ? 'length and width' : asked}})`,
      target: asked === 'both' ? null : { kind: 'value', value },
    },
    steps: [
      {
        title: area
          ? 'Area = length × width, as one equation in W'
          : 'Perimeter = 2(length + width), as one equation in W',
        explanation: area
          ? 'The quadratic has one positive root; a width cannot be negative.'
          : 'Half the perimeter is the length plus the width.',
        latex: `${equation} \\Rightarrow W = ${toLatex(w)},\\ L = ${toLatex(l)}`,
      },
    ],
    answer: { value, latex: value },
    verified: { ok, method: `the ${area ? 'area' : 'perimeter'} and the relation worked out again from W and L` },
  });
};

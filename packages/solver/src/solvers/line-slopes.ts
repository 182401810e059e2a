import { parseExpression, toPoly } from '../parse';
import { type Rational, div, isZero, neg, rat, toLatex, toText } from '../rational';
import { splitLetters } from '../read/answer';
import { type Solver, result } from '../types';

/**
 * The slope of a line parallel or perpendicular to a given one ("y = (2/3)x + 4", "2x + y = 5"): the line's slope
 * is read from its equation as −(x coefficient)/(y coefficient); a parallel line has the same, a perpendicular one
 * the negative reciprocal (none for a horizontal line, whose perpendicular is vertical). Checked: perpendicular
 * slopes multiply to −1, parallel ones are equal.
 */
export const solveLineSlopes: Solver = (problem) => {
  const m =
    /^(?:find |what is |determine |give )?(?:the )?slope of (?:a |the |any )?(?:line |lines )?(?:that is |which is |that's )?(parallel|perpendicular) to (?:the line |the graph of )?(.+?=.+?)\s*[?.]?$/i.exec(
      problem.trim(),
    );
  if (!m) return null;
  const [left, right] = (m[2] as string).split('=') as [string, string];
  // The line as a polynomial in x and y: every term of degree one at most.
  const p = toPoly(parseExpression(`(${splitLetters(left)}) - (${splitLetters(right)})`));
  let a: Rational = rat(0n);
  let b: Rational = rat(0n);
  for (const { monomial, coefficient } of p.values()) {
    const names = monomial;
    if (names.length === 0) continue;
    const [name, power] = names[0] as [string, number];
    if (names.length > 1 || power !== 1 || (name !== 'x' && name !== 'y')) return null;
    if (name === 'x') a = coefficient;
    else b = coefficient;
  }
  if (isZero(b)) return null;
  const slope = neg(div(a, b));
  const perpendicular = /perpendicular/i.test(m[1] as string);
  if (perpendicular && isZero(slope)) return null;
  const value = perpendicular ? neg(div(rat(1n), slope)) : slope;
  const num = (r: Rational) => Number(r.n) / Number(r.d);
  const ok = perpendicular ? Math.abs(num(value) * num(slope) + 1) < 1e-12 : num(value) === num(slope);
  return result('geometry', {
    reading: {
      latex: `\\text{slope of a line ${m[1]} to } ${left.trim()} = ${right.trim()}`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      {
        title: 'The slope of the given line',
        explanation: 'Solved for y, the coefficient of x.',
        latex: `m = ${toLatex(slope)}`,
      },
      {
        title: perpendicular ? 'The negative reciprocal' : 'The same slope',
        explanation: perpendicular ? 'Perpendicular slopes multiply to −1.' : 'Parallel lines have equal slopes.',
        latex: `m_{${perpendicular ? '\\perp' : '\\parallel'}} = ${toLatex(value)}`,
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: { ok, method: perpendicular ? 'the two slopes multiply to −1' : 'the slopes are equal' },
  });
};

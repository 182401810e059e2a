import { ONE, cmp, mul, neg, toLatex, toNumber, toText } from '../rational';
import { parseExpression } from '../parse';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';
import { slopeOfEquation } from './coordinate';

/**
 * "Are the lines y = 3x + 2 and 6x − 2y = 7 parallel, perpendicular, or neither?", "True or false: the lines … are
 * perpendicular": each line's slope read from its equation, then compared (equal slopes and different intercepts:
 * parallel; slopes whose product is −1: perpendicular). The same line twice, or a vertical line, gets no answer.
 */

/** An equation as it was read: each side's parse tree printed as written. */
function written(equation: string): string {
  const [left = '', right = ''] = equation.split('=');
  return `${nodeLatex(parseExpression(left))} = ${nodeLatex(parseExpression(right))}`;
}

const LINES =
  /\blines?\s+(.+?=.+?)\s+and\s+(.+?=.+?)\s+(?:(?:are|is)\s+)?(?:parallel|perpendicular|the same)|\blines?\s+(.+?=.+?)\s+and\s+(.+?=.+?)\s+(?:are|is)\b/i;

export const solveLineRelation: Solver = (problem) => {
  const t = problem.trim().replace(/\s+/g, ' ');
  if (t.length > 300 || !/\bparallel\b|\bperpendicular\b/i.test(t)) return null;
  const m = LINES.exec(t.replace(/^true or false\s*[:,.]?\s*/i, ''));
  if (!m) return null;
  const [a, b] = [slopeOfEquation((m[1] ?? m[3]) as string), slopeOfEquation((m[2] ?? m[4]) as string)];
  if (!a || !b) return null;
  const parallel = cmp(a.m, b.m) === 0;
  if (parallel && cmp(a.b, b.b) === 0) return null;
  const perpendicular = cmp(mul(a.m, b.m), neg(ONE)) === 0;
  const kind = parallel ? 'parallel' : perpendicular ? 'perpendicular' : 'neither';
  // "Are they parallel, perpendicular or neither?" asks for the word; "are they perpendicular?" for true or false.
  const choice =
    /\bneither\b|\bor\b.*\?|\bwhich\b/i.test(t) && /parallel.*perpendicular|perpendicular.*parallel/i.test(t);
  const claimed = /\bperpendicular\b/i.test(t.replace(/^.*\bare\b/i, '')) ? 'perpendicular' : 'parallel';
  const value = choice ? kind : kind === claimed ? 'True' : 'False';
  // The check in floating point: the angle between the lines' directions.
  const [u, v] = [toNumber(a.m), toNumber(b.m)];
  const float = Math.abs(u - v) < 1e-12 ? 'parallel' : Math.abs(u * v + 1) < 1e-12 ? 'perpendicular' : 'neither';
  return result('geometry', {
    reading: {
      latex: `\\text{lines } ${written((m[1] ?? m[3]) as string)} \\text{ and } ${written((m[2] ?? m[4]) as string)}`,
      target: { kind: 'text', value },
    },
    steps: [
      {
        title: 'The slopes',
        explanation: `Written as y = mx + b, the slopes are ${toText(a.m)} and ${toText(b.m)}.`,
        latex: `m_1 = ${toLatex(a.m)},\\quad m_2 = ${toLatex(b.m)}`,
      },
      {
        title: 'Compare them',
        explanation: parallel
          ? 'The slopes are equal and the intercepts differ: the lines are parallel.'
          : perpendicular
            ? 'The product of the slopes is −1: the lines are perpendicular.'
            : `The slopes differ and their product is ${toText(mul(a.m, b.m))}, not −1: neither.`,
        latex: `m_1 m_2 = ${toLatex(mul(a.m, b.m))}`,
      },
    ],
    answer: { value, latex: `\\text{${value}}` },
    verified: { ok: float === kind, method: 'the slopes compared again in floating point' },
  });
};

import { evaluate } from '../expr/expr';
import { add, div, mul, neg, rat, toLatex, toText } from '../rational';
import { parseExpression } from '../parse';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';
import { functionOf, quadratic } from './functions';

/**
 * The axis of symmetry and the greatest or least value of a parabola y = ax² + bx + c (in any form: "−2(x − 3)² + 5"
 * is expanded first). A maximum is asked only of a parabola that opens downward and a minimum of one that opens
 * upward; the other way there is none, and no answer is given. Checked: the vertex is on the curve, the slope
 * there is zero, and the value is above (below) the curve's values on either side.
 */
export const solveParabolaFeatures: Solver = (problem) => {
  const m =
    /^(?:find |what is |determine |give |state )?(?:the )?(axis of symmetry|maximum value|minimum value|max value|min value|maximum|minimum|greatest value|least value|smallest value|largest value)\s+of\s+(?:the (?:function|parabola|graph of)\s+)?(.+?)\s*[?.]?(?:\s*(?:give|write|state) (?:the|your|its) (?:answer as (?:an? |the )?)?x[- ]value\.?)?$/i.exec(
      problem.trim(),
    );
  if (!m) return null;
  const read = functionOf(m[2] as string, true);
  const abc = read && quadratic(read.f);
  if (!read || !abc) return null;
  const [a, b, c] = abc;
  const h = div(neg(b), mul(rat(2n), a));
  const k = add(add(mul(a, mul(h, h)), mul(b, h)), c);
  const asked = (m[1] as string).toLowerCase();
  const axis = asked === 'axis of symmetry';
  const wantsMax = /max|greatest|largest/.test(asked);
  const opensUp = a.n > 0n;
  if (!axis && wantsMax === opensUp) return null;
  const hx = Number(h.n) / Number(h.d);
  const kx = Number(k.n) / Number(k.d);
  const y = (x: number) => evaluate(read.f, { x });
  const ok =
    Math.abs(y(hx) - kx) < 1e-9 * Math.max(1, Math.abs(kx)) &&
    Math.abs(y(hx + 1e-4) - y(hx - 1e-4)) < 1e-7 &&
    [1, 2].every((d) => (opensUp ? y(hx + d) > kx && y(hx - d) > kx : y(hx + d) < kx && y(hx - d) < kx));
  const value = axis ? h : k;
  return result('evaluate', {
    reading: {
      latex: `\\text{${axis ? 'axis of symmetry' : wantsMax ? 'maximum value' : 'minimum value'} of } ${nodeLatex(parseExpression(read.shown))}`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      {
        title: 'Find the axis of symmetry',
        explanation: 'x = −b/(2a).',
        latex: `x = -\\frac{${toLatex(b)}}{2 \\cdot ${toLatex(a)}} = ${toLatex(h)}`,
      },
      ...(axis
        ? []
        : [
            {
              title: 'The value at the vertex',
              explanation: `The parabola opens ${opensUp ? 'upward: the vertex is its lowest point' : 'downward: the vertex is its highest point'}.`,
              latex: `y = ${toLatex(k)}`,
            },
          ]),
    ],
    answer: { value: toText(value), latex: axis ? `x = ${toLatex(h)}` : toLatex(k) },
    verified: {
      ok,
      method: 'the vertex lies on the curve, the slope there is zero, and the curve is on one side of it',
    },
  });
};

import { close, evaluate } from '../numeric';
import { parseExpression } from '../parse';
import { type Rational, toLatex, toNumber, toText } from '../rational';
import { type CheckTarget, result } from '../types';
import { countOf, POSITION, positionOf } from './sequence-positions';
import { valueOf } from './values';

/** "The first five terms of aₙ = 3n − 1", "a₇ for aₙ = n² + 1": the terms put in the formula. */
export function fromFormula(formula: string, question: string) {
  const q = question.toLowerCase();
  const many = /\bfirst (\w+) terms\b/.exec(q);
  const at = many ? null : new RegExp(String.raw`\b(?:the )?${POSITION} term\b`, 'i').exec(q);
  const count = many ? countOf(many[1] as string) : null;
  const k0 = at ? positionOf(at[1] as string) : null;
  if (!(count && count <= 50) && !(k0 && k0 <= 1_000_000)) return null;
  const positions = count ? Array.from({ length: count }, (_, i) => i + 1) : [k0 as number];
  const values: Rational[] = [];
  for (const k of positions) {
    const v = valueOf(formula.replace(/n/g, `(${k})`));
    if (!v) return null;
    values.push(v);
  }
  // Checked in floating point from the formula read as an expression of n.
  const node = parseExpression(formula);
  const ok = values.every((v, i) => close(evaluate(node, { n: positions[i] as number }), toNumber(v)));
  const one = values.length === 1 && !count;
  const target: CheckTarget = one
    ? { kind: 'value', value: toText(values[0] as Rational) }
    : { kind: 'list', items: values.map(toText), ordered: true };
  return result('sequence', {
    reading: {
      latex: `${one ? `a_{${k0}}` : `a_1, \\ldots, a_{${count}}`} \\text{ for } a_n = ${formula}`,
      target,
    },
    steps: [
      {
        title: one ? `Put n = ${k0}` : 'Put n = 1, 2, 3, …',
        explanation: 'Each term is the formula at its position.',
        latex: values.map((v, i) => `a_{${positions[i]}} = ${toLatex(v)}`).join(',\\ '),
      },
    ],
    answer: { value: values.map(toText).join(', '), latex: values.map(toLatex).join(', ') },
    verified: { ok, method: 'each term recomputed from the formula in floating point' },
  });
}

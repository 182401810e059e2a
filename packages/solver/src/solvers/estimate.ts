import { evaluate } from '../numeric';
import { parseExpression } from '../parse';
import { toLatex, toNumber, toText } from '../rational';
import { type Solver, result } from '../types';
import { clean } from './answer-format';
import { solveNotation } from './notation';
import { solveRound } from './rounding';
import { valueOf } from './values';

/**
 * "Estimate 498 × 21 by rounding each number to 1 significant figure": each number rounded by the rounding solver,
 * then the rounded expression worked out exactly, and again in floating point as the check.
 */
export const solveEstimate: Solver = (problem, deadline) => {
  const m =
    /^estimate\s+(.+?)\s*,?\s+by (?:first )?rounding (?:each|every|all|both)(?: of the)? (?:numbers?|terms?|values?|factors?|amounts?)(?: first)? to (the nearest [a-z ]+?|\S+ (?:significant figures?|decimal places?))(?: first)?$/i.exec(
      clean(problem),
    );
  if (!m) return null;
  const expression = (m[1] as string).replace(/×|·/g, '*').replace(/÷/g, '/').replace(/−/g, '-');
  const numbers = expression.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];
  if (numbers.length < 2 || numbers.length > 8 || /[a-z]/i.test(expression)) return null;
  const rounded: string[] = [];
  for (const n of numbers) {
    const r = solveRound(`Round ${n} to ${m[2]}`, deadline) ?? solveNotation(`Round ${n} to ${m[2]}`, deadline);
    if (!r?.answer || !r.verified?.ok) return null;
    rounded.push(r.answer.value);
  }
  let i = 0;
  const estimate = expression.replace(/\d[\d,]*(?:\.\d+)?/g, () => `(${rounded[i++]})`);
  const value = valueOf(estimate);
  if (!value) return null;
  const again = evaluate(parseExpression(estimate), {});
  const ok = Math.abs(again - toNumber(value)) <= 1e-9 * Math.max(1, Math.abs(again));
  return result('rounding', {
    reading: {
      latex: `\\text{estimate } ${expression.replace(/\*/g, '\\times ')} \\text{ rounding each number to ${m[2]}}`,
      target: { kind: 'value', value: toText(value), exact: true },
    },
    steps: [
      {
        title: 'Round each number',
        explanation: `Each number to ${m[2]}.`,
        latex: numbers.map((n, k) => `${n} \\approx ${rounded[k]}`).join(',\\quad '),
      },
      {
        title: 'Work out the estimate',
        explanation: 'The rounded numbers are easy to work with.',
        latex: `${estimate.replace(/\*/g, '\\times ')} = ${toLatex(value)}`,
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: { ok, method: 'each rounding checked, and the estimate worked out again in floating point' },
  });
};

import { evaluate as mathEvaluate } from 'mathjs';
import { evaluate } from '../expr/evaluate';
import { fromNode } from '../expr/expr';
import { parseExpression } from '../parse';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';
import { orderWords } from '../read/order-words';
import { text } from './comparison';
import { itemsOf, valueOf } from './values';

/**
 * Comparing numbers that are not all rational (π, √10, e², ln 5): each value in floating point, read twice (by the
 * engine's evaluator and by mathjs from the text), and an order given only when every gap is far above rounding.
 * Rational lists are the exact comparison solvers'.
 */

export interface Real {
  item: string;
  latex: string;
  value: number;
}

const GAP = 1e-9;

export function reals(items: string[]): Real[] | null {
  if (items.length < 2 || items.length > 30) return null;
  const out: Real[] = [];
  for (const written of items) {
    // ln is the natural logarithm, log in both readers.
    const item = written.replace(/\bln\b/g, 'log');
    // Only short plain math reaches mathjs (its own functions, such as ones(10^8), could exhaust memory).
    const names = item.match(/[a-z]+/gi) ?? [];
    if (item.length > 60 || names.some((n) => !/^(?:sqrt|cbrt|pi|e|log|exp|sin|cos|tan|abs)$/.test(n))) return null;
    try {
      const node = parseExpression(item);
      const value = evaluate(fromNode(node), {});
      const again = Number(mathEvaluate(item.replace(/\*\*/g, '^')));
      if (!Number.isFinite(value) || !Number.isFinite(again)) return null;
      if (Math.abs(value - again) > GAP * Math.max(1, Math.abs(value))) return null;
      out.push({ item, latex: nodeLatex(node), value });
    } catch {
      return null;
    }
  }
  // Rational items alone are compared exactly elsewhere; two values this close are not told apart here.
  if (out.every((r) => valueOf(r.item))) return null;
  const sorted = out.map((r) => r.value).sort((a, b) => a - b);
  const apart = sorted.every((v, i) => i === 0 || v - (sorted[i - 1] as number) > GAP * Math.max(1, Math.abs(v)));
  return apart ? out : null;
}

const BIG = /bigger|greater|greatest|larger|largest|biggest|higher|highest/i;

function question(t: string): { items: string[]; kind: 'pick' | 'sort'; biggest: boolean } | null {
  const sort = /^sort\s+(.+?)\s+in\s+(ascending|descending)\s+order$/i.exec(orderWords(t));
  if (sort) return { items: itemsOf(sort[1] as string), kind: 'sort', biggest: /descending/i.test(sort[2] as string) };
  const compared = /^compare (.+?) and (.+?)\s*(?:[:,?;.]|\s[-–—])\s*which (?:one |number )?is (?:the )?(\w+)$/i.exec(
    t,
  );
  if (compared)
    return {
      items: [compared[1] as string, compared[2] as string],
      kind: 'pick',
      biggest: BIG.test(compared[3] as string),
    };
  const which =
    /^(?:which|what) (?:number |one |value )?is (?:the )?(bigger|greater|greatest|larger|largest|biggest|smaller|smallest|less|least|lower|lowest)(?: number| one| value)?(?:\s*[:,]\s*|\s+(?:of|in|among)\s+(?:these:?\s*)?)(.+)$/i.exec(
      t,
    );
  if (which) return { items: itemsOf(which[2] as string), kind: 'pick', biggest: BIG.test(which[1] as string) };
  return null;
}

export const solveCompareReals: Solver = (problem, _deadline, given) => {
  if (given) return null;
  const q = question(text(problem));
  const items = q && reals(q.items);
  if (!q || !items) return null;
  const order = [...items].sort((a, b) => (q.biggest ? b.value - a.value : a.value - b.value));
  const shown = items.map((r) => `${r.latex} \\approx ${r.value.toPrecision(8)}`).join(',\\quad ');
  const answer = q.kind === 'sort' ? order.map((r) => r.item).join(', ') : (order[0] as Real).item;
  const answerLatex = q.kind === 'sort' ? order.map((r) => r.latex).join(',\\ ') : (order[0] as Real).latex;
  const list = items.map((r) => r.latex).join(',\\ ');
  return result(q.kind === 'sort' ? 'sort' : 'comparison', {
    reading: {
      latex:
        q.kind === 'sort'
          ? `\\text{sort } ${list} \\text{ ${q.biggest ? 'decreasing' : 'increasing'}}`
          : `\\text{the ${q.biggest ? 'greatest' : 'smallest'} of } ${list}`,
      target:
        q.kind === 'sort'
          ? { kind: 'list', items: order.map((r) => r.item), values: order.map((r) => String(r.value)) }
          : { kind: 'choice', letter: null, item: (order[0] as Real).item, value: String((order[0] as Real).value) },
    },
    steps: [
      { title: 'Their values', explanation: 'Each number as a decimal, to 8 significant figures.', latex: shown },
      {
        title: q.kind === 'sort' ? 'In order' : 'Compare',
        explanation: 'The gaps between them are far larger than any rounding.',
        latex: answerLatex,
      },
    ],
    answer: { value: answer, latex: answerLatex },
    verified: {
      ok: true,
      method: 'every value computed twice (by the engine and by mathjs from the text) and every gap far above rounding',
    },
  });
};

import { close, evaluate, evaluateExact } from '../numeric';
import { type Node, parseExpression } from '../parse';
import {
  type Rational,
  ONE,
  ZERO,
  add,
  cmp,
  div,
  eq,
  isZero,
  mul,
  neg,
  rat,
  sub,
  toLatex,
  toNumber,
  toText,
} from '../rational';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';

// Finite sums are added term by term, exactly; past this many terms the engine says so.
const MAX_TERMS = 5000;

const SUM = /^Sum of (.+) for ([a-z]) from (-?\d+) to (-?\d+|oo)$/;

function termAt(node: Node, v: string, k: number): Rational | null {
  try {
    return evaluateExact(node, new Map([[v, rat(BigInt(k))]]));
  } catch {
    return null;
  }
}

/** Σ f(k) for k from a to b, exact, term by term; Σ of a geometric term to infinity by a/(1 − r). */
export const solveSeries: Solver = (problem) => {
  const m = SUM.exec(problem.trim().replace(/\s+/g, ' ').replace(/[?.]$/, ''));
  if (!m) return null;
  const v = m[2] as string;
  let node: Node;
  try {
    node = parseExpression(m[1] as string);
  } catch {
    return null;
  }
  const from = Number(m[3]);
  const infinite = m[4] === 'oo';
  // A sum summed is bracketed: Σ (2k + 1), not (Σ 2k) + 1.
  const summand =
    node.kind === 'bin' && (node.op === '+' || node.op === '-') ? `\\left(${nodeLatex(node)}\\right)` : nodeLatex(node);
  const read = `\\sum_{${v}=${from}}^{${infinite ? '\\infty' : m[4]}} ${summand}`;
  if (infinite) return geometricToInfinity(node, v, from, read);
  const to = Number(m[4]);
  if (to < from) {
    return result('sequence', {
      reading: { latex: read, target: { kind: 'value', value: '0' } },
      steps: [
        {
          title: 'An empty sum',
          explanation: 'The upper limit is below the lower one: no terms.',
          latex: `${read} = 0`,
        },
      ],
      answer: { value: '0', latex: '0' },
      verified: { ok: true, method: 'no term lies between the limits' },
    });
  }
  if (to - from + 1 > MAX_TERMS)
    return result('sequence', {
      reading: { latex: read, target: null },
      reason: `The sum has ${to - from + 1} terms; the engine adds at most ${MAX_TERMS} one by one.`,
    });
  let total = ZERO;
  let approx = 0;
  const shown: string[] = [];
  for (let k = from; k <= to; k++) {
    const term = termAt(node, v, k);
    if (!term) return null;
    total = add(total, term);
    approx += evaluate(node, { [v]: k });
    if (shown.length < 6) shown.push(toLatex(term));
  }
  const count = to - from + 1;
  const listed = count <= 6 ? shown.join(' + ') : `${shown.slice(0, 3).join(' + ')} + \\cdots`;
  return result('sequence', {
    reading: { latex: read, target: { kind: 'value', value: toText(total) } },
    steps: [
      {
        title: 'Write out the terms',
        explanation: `Put ${v} = ${from}, ${from + 1}, …, ${to} into ${m[1]}: ${count} terms.`,
        latex: `${read} = ${listed}`,
      },
      { title: 'Add them', explanation: 'Added exactly, as fractions.', latex: `${read} = ${toLatex(total)}` },
    ],
    answer: { value: toText(total), latex: toLatex(total) },
    verified: { ok: close(approx, toNumber(total)), method: 'the terms added again in floating point' },
  });
};

/** a + ar + ar² + … = a / (1 − r) when every term is r times the one before and |r| < 1. */
function geometricToInfinity(node: Node, v: string, from: number, read: string) {
  const terms = [0, 1, 2, 3, 4].map((i) => termAt(node, v, from + i));
  const refuse = (reason: string) => result('sequence', { reading: { latex: read, target: null }, reason });
  if (terms.some((t) => !t)) return refuse('The terms of this series could not be computed exactly.');
  const [first, ...rest] = terms as Rational[];
  if (isZero(first as Rational)) return refuse('The first term is 0; the engine sums geometric series only.');
  const ratio = div(rest[0] as Rational, first as Rational);
  const geometric = rest.every((t, i) => eq(t, mul(i === 0 ? (first as Rational) : (rest[i - 1] as Rational), ratio)));
  if (!geometric)
    return refuse(
      'The terms do not have a common ratio; the engine sums infinite series only when they are geometric.',
    );
  if (cmp(ratio, ONE) >= 0 || cmp(ratio, neg(ONE)) <= 0)
    return result('sequence', {
      reading: { latex: read, target: null },
      steps: [
        {
          title: 'Find the common ratio',
          explanation: `Each term is ${toText(ratio)} times the one before; |r| ≥ 1, so the terms do not shrink.`,
          latex: `r = ${toLatex(ratio)}`,
        },
      ],
      reason: 'The series diverges: its common ratio is not between −1 and 1.',
    });
  const total = div(first as Rational, sub(ONE, ratio));
  // Checked apart from the formula: the partial sums, in floating point, approach the answer.
  let partial = 0;
  for (let k = from; k < from + 200; k++) partial += evaluate(node, { [v]: k });
  const tail = Math.abs(toNumber(first as Rational)) * Math.abs(toNumber(ratio)) ** 200;
  return result('sequence', {
    reading: { latex: read, target: { kind: 'value', value: toText(total) } },
    steps: [
      {
        title: 'Find the first term and the common ratio',
        explanation: `The first term is ${toText(first as Rational)} and each term is ${toText(ratio)} times the one before.`,
        latex: `a = ${toLatex(first as Rational)},\\quad r = ${toLatex(ratio)}`,
      },
      {
        title: 'Sum to infinity',
        explanation: '|r| < 1, so the series converges to a / (1 − r).',
        latex: `${read} = \\frac{${toLatex(first as Rational)}}{1 - ${toLatex(ratio)}} = ${toLatex(total)}`,
      },
    ],
    answer: { value: toText(total), latex: toLatex(total) },
    verified: {
      ok: Math.abs(partial - toNumber(total)) <= 1e-9 * Math.max(1, Math.abs(partial)) + tail * 10,
      method: 'the first 200 partial sums added in floating point approach it',
    },
  });
}

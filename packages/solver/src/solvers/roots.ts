import { evaluate as evaluateExpr, fromNode } from '../expr/expr';
import { evaluateSurd, rationalOf, surdLatex, surdNumber, surdRoots, surdText } from '../expr/surd';
import { parseExpression } from '../parse';
import { nodeLatex } from '../read/reading';
import { type Given, type Solver, result } from '../types';
import { ORDINAL, valueOf } from './values';

const ROOT_NAMES: Record<string, number> = { square: 2, cube: 3, ...ORDINAL };

/** ⌊n^(1/k)⌋ for n ≥ 0, by Newton's method on integers. */
function floorRoot(n: bigint, k: number): bigint {
  if (n < 2n) return n;
  const K = BigInt(k);
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / k) + 1);
  for (;;) {
    const y = ((K - 1n) * x + n / x ** (K - 1n)) / K;
    if (y >= x) break;
    x = y;
  }
  while (x ** K > n) x--;
  while ((x + 1n) ** K <= n) x++;
  return x;
}

const question = (problem: string, given?: Given) =>
  (given?.question ?? problem)
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.]\s*$/, '');

const NEAREST = String.raw`,?\s*(?:rounded\s+)?to the nearest (?:integer|whole number)`;
const PATTERNS: [RegExp, 'power' | 'named'][] = [
  [new RegExp(String.raw`^what is (.+?) to the power of 1/(\d+)${NEAREST}$`, 'i'), 'power'],
  [new RegExp(String.raw`^what is the (\w+) root of (.+?)${NEAREST}$`, 'i'), 'named'],
  [new RegExp(String.raw`^(?:find|calculate|estimate) the (\w+) root of (.+?)${NEAREST}$`, 'i'), 'named'],
];

/** "What is the tenth root of 256449 to the nearest integer?", "What is 191292 to the power of 1/2, to the nearest integer?" */
export const solveNearestRoot: Solver = (problem, _deadline, given) => {
  const t = question(problem, given);
  for (const [pattern, shape] of PATTERNS) {
    const m = pattern.exec(t);
    if (!m) continue;
    const [xText, kText] = shape === 'power' ? [m[1] as string, m[2] as string] : [m[2] as string, m[1] as string];
    const k = /^\d+(?:st|nd|rd|th)?$/.test(kText) ? Number.parseInt(kText, 10) : ROOT_NAMES[kText.toLowerCase()];
    const x = valueOf(xText, given);
    if (!k || k < 2 || k > 64 || !x || x.d !== 1n || x.n < 0n || x.n.toString().length > 300) return null;
    const r = floorRoot(x.n, k);
    // r + 1 is nearer when x lies past the midpoint: 2ᵏ·x ≥ (2r + 1)ᵏ.
    const up = 2n ** BigInt(k) * x.n >= (2n * r + 1n) ** BigInt(k);
    const nearest = up ? r + 1n : r;
    const float = Math.round(Number(x.n) ** (1 / k));
    const exactlyHalf = 2n ** BigInt(k) * x.n === (2n * r + 1n) ** BigInt(k);
    return result('surd', {
      reading: {
        latex: `${shape === 'power' ? `\\left(${xText}\\right)^{1/${k}}` : `\\sqrt[${k}]{${xText}}`} \\text{ to the nearest integer}`,
        target: { kind: 'value', value: `${nearest}` },
      },
      steps: [
        {
          title: 'Find the whole numbers on either side',
          explanation: `${r}^${k} ≤ ${x.n} < ${r + 1n}^${k}.`,
          latex: `${r}^{${k}} \\le ${x.n} < ${r + 1n}^{${k}}`,
        },
        {
          title: 'Pick the nearer one',
          explanation: `The midpoint ${r}.5 raised to the power ${k} is ${up ? 'at most' : 'more than'} ${x.n}, so the root is nearer ${nearest}.`,
          latex: `\\sqrt[${k}]{${x.n}} \\approx ${nearest}`,
        },
      ],
      answer: { value: `${nearest}`, latex: `${nearest}` },
      verified: {
        ok: exactlyHalf || !Number.isFinite(float) || BigInt(float) === nearest,
        method: 'the root taken again in floating point and rounded',
      },
    });
  }
  return null;
};

/** Simplifying or evaluating numbers with square roots: "Simplify sqrt(72)", "(sqrt(3) + 1)^2", "1/(2 - sqrt(3))". */
export const solveSurd: Solver = (problem) => {
  const m =
    /^(?:(?:simplify|evaluate|calculate|compute|what is|find|rationali[sz]e(?: the denominator of)?)\s*:?\s*)?(?:the value of\s+)?(.+?)\s*[?.]?$/i.exec(
      problem.trim(),
    );
  // Variables make it algebra (evaluateSurd refuses them); the simplifier takes those.
  if (!m || !/sqrt|\^\s*\(\s*-?\d+\s*\/\s*\d+\s*\)|\^\s*\(?\s*-\s*\d/.test(m[1] as string)) return null;
  let node;
  try {
    node = parseExpression(m[1] as string);
  } catch {
    return null; // Not an expression on its own: another solver reads it.
  }
  const value = evaluateSurd(node);
  if (!value) return null;
  const text = surdText(value);
  // Checked in floating point straight from the expression as read.
  const direct = evaluateExpr(fromNode(node), {});
  const ok = Number.isFinite(direct) && Math.abs(direct - surdNumber(value)) <= 1e-9 * Math.max(1, Math.abs(direct));
  const rational = rationalOf(value);
  return result('surd', {
    reading: { latex: nodeLatex(node), target: { kind: 'value', value: text } },
    steps: [
      {
        title: 'Take square factors out of each root',
        explanation:
          'Write each root as a whole number times the root of a square-free number (√72 = 6√2), then combine like roots.',
        latex: `${nodeLatex(node)} = ${surdLatex(value)}`,
      },
      ...(rational || surdRoots(value) === 0
        ? []
        : [
            {
              title: 'Simplest form',
              explanation: 'No root has a square factor left, and like roots are collected.',
              latex: surdLatex(value),
            },
          ]),
    ],
    answer: { value: text, latex: surdLatex(value) },
    verified: { ok, method: 'the expression evaluated again in floating point, straight from how it was read' },
  });
};

import { type Rule, differentiate } from '../expr/derivative';
import {
  type Expr,
  dependsOn,
  divide,
  evaluate,
  fromNode,
  minus,
  neg,
  num,
  substitute,
  sum,
  toSympy,
} from '../expr/expr';
import { latex } from '../expr/latex';
import { parseExpression } from '../parse';
import { ZERO } from '../rational';
import { splitLetters } from '../read/answer';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';

const WORDINGS = [
  // "Solve P = 2l + 2w for w" (also what "Solve for w: …" becomes).
  /^solve\s+(?<eq>[^=]+=[^=]+?)\s+for\s+(?<v>[A-Za-z])\s*[?.]?$/i,
  // "Make t the subject of v = u + at", "make t the subject of the formula v = u + at".
  /^make\s+(?<v>[A-Za-z])\s+the subject of\s+(?:the (?:formula|equation)\s+)?(?<eq>[^=]+=[^=]+?)\s*[?.]?$/i,
  // "Rearrange v = u + at to make t the subject", "Rearrange v = u + at for t".
  /^rearrange\s+(?:the (?:formula|equation)\s+)?(?<eq>[^=]+=[^=]+?)\s+(?:to make\s+(?<v>[A-Za-z])\s+the subject|for\s+(?<w>[A-Za-z]))\s*[?.]?$/i,
  // "Isolate w in P = 2l + 2w", "Express w in terms of P and l if P = 2l + 2w".
  /^(?:isolate|solve for)\s+(?<v>[A-Za-z])\s+in\s+(?:the (?:formula|equation)\s+)?(?<eq>[^=]+=[^=]+?)\s*[?.]?$/i,
  /^express\s+(?<v>[A-Za-z])\s+in terms of\s+[A-Za-z ,]+?\s*(?:,\s*)?(?:if|given|when|where|from)\s+(?<eq>[^=]+=[^=]+?)\s*[?.]?$/i,
];

const lettersOf = (e: Expr) => [...new Set(toSympy(e).match(/(?<![A-Za-z_])[A-Za-z](?![A-Za-z_(])/g) ?? [])];

/**
 * A formula solved for one of its letters (a literal equation): when the letter appears to the first power only,
 * F = a·v + b with a and b free of v, so v = −b/a. Checked by putting the answer back at sample values.
 */
export const solveLiteral: Solver = (problem) => {
  const found = WORDINGS.map((w) => w.exec(problem.trim())).find(Boolean);
  const eq = found?.groups?.eq;
  const v = found?.groups?.v ?? found?.groups?.w;
  if (!eq || !v) return null;
  const [leftText, rightText] = eq.split('=') as [string, string];
  const left = parseExpression(splitLetters(leftText));
  const right = parseExpression(splitLetters(rightText));
  const F = minus(fromNode(left), fromNode(right));
  const others = lettersOf(F).filter((n) => n !== v);
  if (!dependsOn(F, v) || others.length === 0 || others.length > 6) return null;
  const a = differentiate(F, v, new Set<Rule>());
  if (dependsOn(a, v) || (a.k === 'num' && a.v.n === ZERO.n)) return null;
  const b = substitute(F, { k: 'var', name: v }, num(ZERO));
  // −b term by term: (c − b)/a reads better than −(b − c)/a.
  const negative = a.k === 'num' && a.v.n < 0n;
  const minusB = negative ? b : b.k === 'add' ? sum(...b.xs.map(neg)) : neg(b);
  const coefficient = negative ? neg(a) : a;
  const answer = divide(minusB, coefficient);
  // Checked apart from the algebra: the answer put back into the formula as written, at sample values.
  const samples = [1.37, 2.91, 0.53, 4.2, 1.9, 3.3];
  const ok = [0, 1, 2].every((k) => {
    const at = Object.fromEntries(others.map((n, i) => [n, (samples[(i + k) % samples.length] as number) + k]));
    const value = evaluate(answer, at);
    const residual = evaluate(F, { ...at, [v]: value });
    const scale = Math.max(1, Math.abs(evaluate(fromNode(left), { ...at, [v]: value })));
    return Number.isFinite(value) && Math.abs(residual) <= 1e-9 * scale;
  });
  return result('linear-equation', {
    reading: {
      latex: `${nodeLatex(left)} = ${nodeLatex(right)}\\ \\text{for } ${v}`,
      target: { kind: 'equivalent', expr: toSympy(answer), variables: others, form: 'any' },
    },
    steps: [
      {
        title: `Gather the terms with ${v}`,
        explanation: `${v} appears only to the first power: its terms go to one side, every other term to the other.`,
        latex: `${latex(coefficient)}\\,${v} = ${latex(minusB)}`,
      },
      {
        title: `Divide by the coefficient of ${v}`,
        explanation: `Assuming ${latex(coefficient)} ≠ 0.`,
        latex: `${v} = ${latex(answer)}`,
      },
    ],
    answer: { value: toSympy(answer), latex: `${v} = ${latex(answer)}` },
    verified: { ok, method: 'the answer put back into the formula at sample values of the other letters' },
  });
};

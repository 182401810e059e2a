import { evaluate, fromNode, power, sum, int } from '../expr/expr';
import { sqrtOf, surdLatex, surdNumber, surdText } from '../expr/surd';
import { parseExpression } from '../parse';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';
import { piText } from './complex-argument';

/**
 * "Convert the point (1, −√3) in rectangular coordinates to polar coordinates": r = √(x² + y²) exactly and θ in
 * [0, 2π) (or (−π, π] when asked), given exactly when it is a multiple of π/12; otherwise no answer. Checked by
 * turning (r, θ) back into x and y.
 */
export const solvePolarPoint: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  const m =
    /\bconvert (?:the point )?\(\s*([^,()]+(?:\([^()]*\))?[^,()]*)\s*,\s*([^()]+(?:\([^()]*\))?[^()]*?)\s*\)\s*(?:in|from) (?:rectangular|cartesian) (?:coordinates )?(?:in)?to polar(?: coordinates)?/i.exec(
      t,
    );
  if (!m) return null;
  const [xNode, yNode] = [parseExpression(m[1] as string), parseExpression(m[2] as string)];
  const [x, y] = [fromNode(xNode), fromNode(yNode)];
  const squared = sum(power(x, int(2)), power(y, int(2)));
  const r = squared.k === 'num' ? sqrtOf(squared.v) : null;
  const [xf, yf] = [evaluate(x, {}), evaluate(y, {})];
  if (!r || !Number.isFinite(xf) || !Number.isFinite(yf) || Math.hypot(xf, yf) < 1e-12) return null;
  const symmetric = /-\s*\\?pi\s*<\s*\\?theta\s*\\?(?:le|≤|<=)/i.test(t);
  let angle = Math.atan2(yf, xf);
  if (!symmetric && angle < 0) angle += 2 * Math.PI;
  const k = Math.round((angle * 12) / Math.PI);
  if (Math.abs(angle - (k * Math.PI) / 12) > 1e-12) return null;
  const turn = !symmetric && k === 24 ? 0 : symmetric && k === -12 ? 12 : k;
  const theta = piText(turn);
  const rv = surdNumber(r);
  const back = (turn * Math.PI) / 12;
  const ok =
    Math.abs(rv * Math.cos(back) - xf) < 1e-9 * Math.max(1, rv) &&
    Math.abs(rv * Math.sin(back) - yf) < 1e-9 * Math.max(1, rv);
  const value = `(${surdText(r)}, ${theta.value})`;
  return result('geometry', {
    reading: {
      latex: `\\left(${nodeLatex(xNode)}, ${nodeLatex(yNode)}\\right) \\to (r, \\theta),\\ r > 0,\\ ${symmetric ? '-\\pi < \\theta \\le \\pi' : '0 \\le \\theta < 2\\pi'}`,
      target: { kind: 'text', value },
    },
    steps: [
      {
        title: 'The distance from the origin',
        explanation: 'r = √(x² + y²).',
        latex: `r = \\sqrt{(${nodeLatex(xNode)})^2 + (${nodeLatex(yNode)})^2} = ${surdLatex(r)}`,
      },
      {
        title: 'The angle from the positive x-axis',
        explanation: `The point is at the angle θ with cos θ = x/r and sin θ = y/r, taken in ${symmetric ? '(−π, π]' : '[0, 2π)'}.`,
        latex: `\\theta = ${theta.latex}`,
      },
    ],
    answer: { value, latex: `\\left(${surdLatex(r)}, ${theta.latex}\\right)` },
    verified: { ok, method: 'r·cos θ and r·sin θ give back x and y' },
  });
};

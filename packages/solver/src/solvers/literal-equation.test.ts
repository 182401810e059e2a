import { describe, expect, it } from 'vitest';
import { evaluate, fromNode } from '../expr/expr';
import { solve } from '../index';
import { parseExpression } from '../parse';

/** The answer at sample values, against the formula solved by hand. */
const sameAt = (answer: string, byHand: string, values: Record<string, number>) =>
  Math.abs(evaluate(fromNode(parseExpression(answer)), values) - evaluate(fromNode(parseExpression(byHand)), values)) <
  1e-9;

describe('a formula solved for one of its letters', () => {
  it.each([
    // Area of a trapezoid A = (a + b)h/2 for h: h = 2A/(a + b).
    ['Solve A = (a + b)*h/2 for h', '2*A/(a + b)', { A: 12, a: 2, b: 4 }],
    // Perimeter P = 2l + 2w for l: l = (P − 2w)/2.
    ['Solve for l: P = 2l + 2w', '(P - 2*w)/2', { P: 20, w: 3 }],
    // Kinematics v = u + at, t the subject: t = (v − u)/a.
    ['Rearrange v = u + at to make t the subject', '(v - u)/a', { v: 9, u: 3, a: 2 }],
    // Temperature F = 9C/5 + 32 for C: C = 5(F − 32)/9.
    ['Make C the subject of F = 9C/5 + 32', '5*(F - 32)/9', { F: 50 }],
    // A line 4x − 3y = 12 for y: y = (4x − 12)/3.
    ['Solve 4x - 3y = 12 for y', '(4*x - 12)/3', { x: 6 }],
    // Simple interest I = Prt for r.
    ['Isolate r in I = Prt', 'I/(P*t)', { I: 60, P: 500, t: 3 }],
  ])('%s', (problem, byHand, values) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBeTruthy();
    expect(sameAt(out.answer?.value as string, byHand, values)).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it('writes the answer without a leading minus over a negative coefficient', () => {
    // 10 − 2k = m: k = (10 − m)/2, not −(m − 10)/2.
    expect(solve('Solve 10 - 2k = m for k').answer?.value).toBe('(-m + 10)/2');
  });

  it('gives no answer where the letter is not to the first power', () => {
    // x² + y = 4 for x has two answers, ±√(4 − y): not a literal equation this solver settles.
    expect(solve('Solve x^2 + y = 4 for x').answer).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { type SolveResult, solve, verifyAnswer } from '../index';

// 2(x + 3) = 2x + 6 holds for every x (both sides are 2x + 6); 2x + 1 = 2x + 3 for none (1 ≠ 3).
const IDENTITY = 'Solve 2(x + 3) = 2x + 6';
const CONTRADICTION = 'Solve 2x + 1 = 2x + 3';

// What the equation solver should return for them (issue 15): the reading with a target the checker can use.
const identitySolved: SolveResult = {
  type: 'linear-equation',
  reading: {
    latex: '2\\left(x + 3\\right) = 2x + 6',
    target: { kind: 'set', variable: 'x', intervals: [{ low: null, high: null, lowClosed: false, highClosed: false }] },
  },
  steps: [],
  answer: { value: 'all real numbers', latex: '\\mathbb{R}' },
  verified: { ok: true, method: 'both sides are the same polynomial' },
  graphs: [],
  reason: null,
};
const contradictionSolved: SolveResult = {
  type: 'linear-equation',
  reading: {
    latex: '2x + 1 = 2x + 3',
    target: { kind: 'roots', equation: '2x + 1 = 2x + 3', variable: 'x', roots: [], complete: true },
  },
  steps: [],
  answer: { value: 'no solution', latex: '\\varnothing' },
  verified: { ok: true, method: 'the two sides differ by a nonzero constant' },
  graphs: [],
  reason: null,
};

describe('"all real numbers" for an identity, "no solution" for a contradiction (given the reading)', () => {
  it.each([['all real numbers'], ['All real numbers.'], ['infinitely many solutions'], ['x ∈ ℝ'], ['(-∞, ∞)']])(
    'an identity: %s is verified',
    (claim) => {
      expect(verifyAnswer(IDENTITY, claim, identitySolved).status).toBe('verified');
    },
  );

  it('an identity: "no solution" and a single value are refuted, saying which number solves it', () => {
    expect(verifyAnswer(IDENTITY, 'no solution', identitySolved)).toMatchObject({
      status: 'refuted',
      detail: 'x = -1000000 solves the equation, but the claim leaves it out.',
    });
    expect(verifyAnswer(IDENTITY, 'x = 3', identitySolved)).toMatchObject({ status: 'refuted' });
    expect(verifyAnswer(IDENTITY, 'x > 0', identitySolved).detail).toMatch(/solves the equation, but the claim/);
    expect(verifyAnswer(IDENTITY, 'all of them, roughly', identitySolved).status).toBe('not-checkable');
  });

  it.each([['no solution'], ['No real solutions.'], ['∅'], ['$\\varnothing$']])(
    'a contradiction: %s is verified',
    (claim) => {
      expect(verifyAnswer(CONTRADICTION, claim, contradictionSolved).status).toBe('verified');
    },
  );

  it('a contradiction: "all real numbers" and a value are refuted by substituting a number', () => {
    expect(verifyAnswer(CONTRADICTION, 'all real numbers', contradictionSolved)).toMatchObject({
      status: 'refuted',
      detail: 'Not every number solves it: substituting x = 0 gives 1 on the left and 3 on the right.',
    });
    expect(verifyAnswer(CONTRADICTION, 'x = 3', contradictionSolved)).toMatchObject({
      status: 'refuted',
      detail: 'Substituting x = 3 gives 7 on the left and 9 on the right. The equation has no real solution.',
    });
  });
});

describe('the same from the engine itself', () => {
  // "no solution" for an equation with roots, "all real numbers" for one without every number: already right.
  it('judges them where the reading has a target', () => {
    expect(verifyAnswer('Solve x^2 + 1 = 0', 'no solution').status).toBe('verified');
    expect(verifyAnswer('Solve x^2 + 1 = 0', 'all real numbers').status).toBe('refuted');
    expect(verifyAnswer('Solve x^2 + 1 > 0', 'all real numbers').status).toBe('verified');
    expect(verifyAnswer('Solve x^2 + 1 < 0', 'no solution').status).toBe('verified');
    expect(verifyAnswer('Solve x^2 + 1 < 0', 'all real numbers').status).toBe('refuted');
  });

  // The equation solver itself answers both, with the targets built above, checked by evaluating the two sides.
  it('Solve 2(x + 3) = 2x + 6: "all real numbers" is verified; 2x + 1 = 2x + 3: "no solution"', () => {
    expect(solve(IDENTITY)).toMatchObject({ answer: { value: 'all real numbers' }, verified: { ok: true } });
    expect(solve(CONTRADICTION)).toMatchObject({ answer: { value: 'no solution' }, verified: { ok: true } });
    expect(verifyAnswer(IDENTITY, 'all real numbers').status).toBe('verified');
    expect(verifyAnswer(IDENTITY, 'x = 3').status).toBe('refuted');
    expect(verifyAnswer(CONTRADICTION, 'no solution').status).toBe('verified');
    expect(verifyAnswer(CONTRADICTION, 'x = 1').status).toBe('refuted');
  });
});

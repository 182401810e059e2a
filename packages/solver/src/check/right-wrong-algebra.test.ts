import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

// One row per answer format of issue 15: a right claim must be verified and a wrong claim written the same way
// refuted, with a reason that says why. Answers worked by hand: x² − 5x + 6 = (x − 2)(x − 3); x² = 2 at ±√2;
// x³ = 8 at 2 (x² + 2x + 4 has no real root); (2/3) ÷ (4/9) = 3/2; 6 · 7 = 42; 2 − 5 = −3; 3x = 1 at 1/3;
// x + y = −1, x − y = 7 at (3, −4); 2x + 3 < 7 for x < 2; x² − 4 ≤ 0 on [−2, 2]; x² + 1 > 0 everywhere.
interface Row {
  format: string;
  problem: string;
  right: string;
  wrong: string;
  /** What the refutation must say. */
  why: RegExp;
  /** A problem where the same kind of claim is wrong, when it cannot be wrong for `problem` ("no solution"). */
  wrongProblem?: string;
}

const QUADRATIC = 'Solve x^2 - 5x + 6 = 0';
const SYSTEM = 'Solve x + y = -1 and x - y = 7';
const substituted = /^Substituting x = .+ gives .+ on the left and .+ on the right\. The solutions are 2, 3\.$/;

const ROWS: Row[] = [
  { format: 'x = 2, x = 3', problem: QUADRATIC, right: 'x = 2, x = 3', wrong: 'x = 2, x = 4', why: substituted },
  { format: 'x = 2 or x = 3', problem: QUADRATIC, right: 'x = 2 or x = 3', wrong: 'x = 1 or x = 3', why: substituted },
  { format: '2 and 3', problem: QUADRATIC, right: '3 and 2', wrong: '2 and 5', why: substituted },
  { format: 'x ∈ {2, 3}', problem: QUADRATIC, right: 'x ∈ {2, 3}', wrong: 'x ∈ {2, 6}', why: substituted },
  { format: 'one root of two', problem: QUADRATIC, right: '2, 3', wrong: 'x = 2', why: /^x = 3 also solves/ },
  {
    format: '\\boxed{…}',
    problem: QUADRATIC,
    right: '\\boxed{x = 2,\\ x = 3}',
    wrong: '\\boxed{x = 2,\\ x = -3}',
    why: substituted,
  },
  { format: '$…$', problem: QUADRATIC, right: '$x = 2, x = 3$', wrong: '$x = 0, x = 3$', why: substituted },
  {
    format: '\\(…\\)',
    problem: QUADRATIC,
    right: '\\(x=2\\) and \\(x=3\\)',
    wrong: '\\(x=2\\) and \\(x=7\\)',
    why: substituted,
  },
  { format: '$$…$$', problem: QUADRATIC, right: '$$x = 3, x = 2$$', wrong: '$$x = 3, x = 8$$', why: substituted },
  {
    format: '\\frac',
    problem: 'What is 2/3 divided by 4/9?',
    right: '\\frac{3}{2}',
    wrong: '\\frac{2}{3}',
    why: /^The problem's value is 3\/2; the claimed .+ is not equal to it/,
  },
  {
    format: '\\dfrac',
    problem: 'What is 2/3 divided by 4/9?',
    right: '$\\dfrac{3}{2}$',
    wrong: '$\\dfrac{8}{27}$',
    why: /^The problem's value is 3\/2/,
  },
  {
    format: '\\sqrt',
    problem: 'Solve x^2 = 2',
    right: 'x = \\sqrt{2}, x = -\\sqrt{2}',
    wrong: 'x = \\sqrt{3}, x = -\\sqrt{3}',
    why: /^Substituting x = .+ gives 3 on the left and 2 on the right/,
  },
  {
    format: '\\sqrt[3]',
    problem: 'Solve x^3 = 8',
    right: '\\sqrt[3]{8}',
    wrong: '\\sqrt[3]{9}',
    why: /^Substituting x = .+ gives 9 on the left and 8 on the right/,
  },
  {
    format: 'Unicode √ and −',
    problem: 'Solve x^2 = 2',
    right: '√2, −√2',
    wrong: '√2, −√3',
    why: /gives 3 on the left and 2 on the right/,
  },
  {
    format: 'Unicode ×',
    problem: 'Calculate 6 * 7',
    right: '6 × 7',
    wrong: '6 × 8',
    why: /^The problem's value is 42/,
  },
  { format: 'Unicode −', problem: 'Calculate 2 - 5', right: '−3', wrong: '−7', why: /^The problem's value is -3/ },
  {
    format: 'π',
    problem: 'Integrate 2 from 0 to pi',
    right: '2π',
    wrong: 'π',
    why: /^The problem's value is 2\*pi/,
  },
  {
    format: 'a decimal for an exact value',
    problem: 'Calculate 1/3',
    right: '0.333',
    wrong: '0.334',
    why: /checked to the 3 decimal places given/,
  },
  {
    format: 'a decimal root',
    problem: 'Solve 3x = 1',
    right: 'x = 0.3333',
    wrong: 'x = 0.3334',
    why: /not a solution, to the digits given/,
  },
  {
    format: 'no solution',
    problem: 'Solve x^2 + 1 = 0',
    right: 'no real solution',
    wrongProblem: 'Solve x^2 - 1 = 0',
    wrong: 'No solution.',
    why: /^x = -1 solves the equation/,
  },
  {
    format: 'all real numbers',
    problem: 'Solve x^2 + 1 > 0',
    right: 'all real numbers',
    wrongProblem: 'Solve x^2 - 1 = 0',
    wrong: 'All real numbers',
    why: /^Not every number solves it/,
  },
  {
    format: 'x = 2, y = 1 (a system)',
    problem: SYSTEM,
    right: 'x = 3, y = -4',
    wrong: 'x = 3, y = 4',
    why: /^The values do not satisfy x \+ y = -1/,
  },
  {
    format: '(3, -4) (a system)',
    problem: SYSTEM,
    right: '(3, -4)',
    wrong: '(-4, 3)',
    why: /^The point gives x = -4, y = 3, which does not satisfy x - y = 7/,
  },
  {
    format: 'an inequality',
    problem: 'Solve 2x + 3 < 7',
    right: 'x < 2',
    wrong: 'x > 2',
    why: /^x = .+ (?:solves|does not solve) the inequality, but the claim/,
  },
  {
    format: '≤ (Unicode)',
    problem: 'Solve x^2 - 4 <= 0',
    right: '−2 ≤ x ≤ 2',
    wrong: '−2 ≤ x < 2',
    why: /^x = 2 solves the inequality, but the claim leaves it out/,
  },
  {
    format: 'an interval',
    problem: 'Solve 2x + 3 < 7',
    right: '(-\\infty, 2)',
    wrong: '(-\\infty, 2]',
    why: /^x = 2 does not solve the inequality, but the claim includes it/,
  },
  {
    format: 'a union of intervals',
    problem: 'Solve x^2 - 4 > 0',
    right: '(-∞, -2) ∪ (2, ∞)',
    wrong: '(-∞, -2) ∪ (3, ∞)',
    why: /solves the inequality, but the claim leaves it out/,
  },
];

describe('every format: right verified, wrong refuted with the reason', () => {
  it('the engine solves and checks every problem of the table itself', () => {
    for (const row of ROWS) {
      for (const problem of [row.problem, row.wrongProblem ?? row.problem]) {
        const solved = solve(problem);
        expect(solved.reading?.target, problem).toBeTruthy();
        expect(solved.verified?.ok, problem).toBe(true);
      }
    }
  });

  it.each(ROWS.map((row) => [row.format, row] as const))('%s', (_, row) => {
    expect(verifyAnswer(row.problem, row.right), row.right).toMatchObject({ status: 'verified' });
    const wrong = verifyAnswer(row.wrongProblem ?? row.problem, row.wrong);
    expect(wrong.status, row.wrong).toBe('refuted');
    expect(wrong.detail, row.wrong).toMatch(row.why);
  });
});

describe('an answer it cannot read is not checkable, never refuted', () => {
  it.each([
    [QUADRATIC, 'x = ?'],
    [QUADRATIC, '\\frac{3}{'],
    [QUADRATIC, 'the roots are positive'],
    ['What is 2/3 divided by 4/9?', 'three halves-ish'],
    ['Calculate 1/3', '\\boxed{}'],
    [SYSTEM, '(3, -4'],
    [SYSTEM, 'x is three'],
    ['Solve 2x + 3 < 7', 'x ≤≤ 2'],
    ['Solve 2x + 3 < 7', 'banana'],
  ])('%s ← %s', (problem, claim) => {
    expect(verifyAnswer(problem, claim).status).toBe('not-checkable');
  });
});

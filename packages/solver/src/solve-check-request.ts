import { verifyAgainst } from './check/verify-answer';
import type { CheckRequest } from './read/check-request';
import type { SolveResult } from './types';

const VERDICT = {
  verified: 'It is right',
  refuted: 'It is not right',
  'not-checkable': 'It could not be checked',
} as const;

/**
 * The task of a "can you check his answer" question solved as any problem; the answer the child gave is then
 * checked against the problem's reading by the independent checker, and the verdict shown as a step.
 */
export function solveCheckRequest(
  request: CheckRequest,
  solveQuestion: (question: string) => SolveResult,
): SolveResult | null {
  const solved = solveQuestion(request.question);
  if (!solved.answer || !solved.reading) return null;
  if (request.claims.length === 0) return solved;
  // Written in text mode: the marks TeX would read as commands are spelled out.
  const shown = (claim: string) =>
    claim
      .replace(/[{}\\$%&#~]/g, '')
      .replace(/_/g, '\\_')
      .replace(/\^/g, '\\textasciicircum{}');
  const given = request.claims.map((claim) => ({ claim, checked: verifyAgainst(solved, claim) }));
  return {
    ...solved,
    reading: {
      ...solved.reading,
      latex: `${solved.reading.latex};\\quad \\text{answer${given.length > 1 ? 's' : ''} given to check: ${given.map((g) => shown(g.claim)).join('; ')}}`,
    },
    steps: [
      ...solved.steps,
      ...given.map(({ claim, checked }) => ({
        title: 'The answer given',
        explanation: `${VERDICT[checked.status]}: ${checked.detail}`,
        latex: `\\text{${shown(claim)}}`,
      })),
    ],
  };
}

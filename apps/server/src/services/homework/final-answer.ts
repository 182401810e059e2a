import type { Verification } from '@zhi/contract';
import { type SolveResult, verifyAnswer } from '@zhi/solver';

/** The answer on a solution's "Final answer:" line, with Markdown and TeX wrappers taken off; null when absent. */
export function finalAnswerOf(solution: string): string | null {
  const lines = [...solution.matchAll(/^[\s>*#_-]*final answer\s*[:：]\s*(.+)$/gim)];
  const raw = lines.at(-1)?.[1];
  if (!raw) return null;
  const answer = raw
    .replace(/\*\*|__/g, '')
    .replace(/^\s*\$+|\$+\s*$/g, '')
    .replace(/\\boxed\{(.*)\}/, '$1')
    .replace(/^\\\(|\\\)$/g, '')
    .replace(/^[a-z]\s*=\s*/i, '')
    .replace(/[.\s]+$/, '')
    .trim();
  return answer || null;
}

/**
 * The math engine's judgement of a solution's final answer: verified, refuted (with why), or not checkable. A
 * caller that has the engine's own solve of the problem passes it, so the engine solves once.
 */
export function judgeSolution(problem: string, solution: string, solved?: SolveResult): Verification {
  const claimed = finalAnswerOf(solution);
  if (!claimed) {
    return { status: 'no-answer', claimed: null, detail: 'The solution has no "Final answer:" line to check.' };
  }
  const judged = verifyAnswer(problem, claimed, solved);
  return { status: judged.status, claimed, detail: judged.detail };
}

/** The line shown under a solution: what the engine found, in words. */
export function verificationLine(v: Verification): string {
  switch (v.status) {
    case 'verified':
      return `**✓ Verified by the math engine.** ${v.detail}`;
    case 'refuted':
      return `**✗ Check failed.** ${v.detail}`;
    case 'not-checkable':
      return `**Could not verify.** ${v.detail}`;
    case 'no-answer':
      return `**Could not verify.** ${v.detail}`;
  }
}

import type { Verification } from '@zhi/contract';
import { type SolveResult, readAnswer, verifyAnswer } from '@zhi/solver';

/** The claim as shown: "x = 2, x = 3" as "2, 3"; anything else as written, without its TeX dollars. */
function shownClaim(answer: string): string {
  const read = readAnswer(answer);
  const names = new Set(read.parts.map((p) => p.name));
  const plainValues = read.parts.length > 0 && names.size === 1 && read.parts.every((p) => p.relation === '=');
  return plainValues && /^[a-z]$/i.test(read.parts[0]?.name ?? '')
    ? read.parts.map((p) => p.text).join(', ')
    : answer.replace(/\$+/g, '').trim();
}

/** The answer on a solution's last "Final answer:" line, as written (the checker's reader reads it); null when absent. */
export function finalAnswerOf(solution: string): string | null {
  const lines = [...solution.matchAll(/^[\s>*#_-]*final answer\s*[:：]\s*(.+)$/gim)];
  const raw = lines.at(-1)?.[1];
  if (!raw) return null;
  const answer = raw
    .replace(/^\*\*\s*|\s*\*\*$/g, '')
    .replace(/[.\s]+$/, '')
    .trim();
  return answer || null;
}

/**
 * The math engine's judgement of a solution's final answer: verified, refuted (with why), or not checkable,
 * against the engine's own solve of the problem. That solve is required, so the checker never solves again.
 */
export function judgeSolution(problem: string, solution: string, solved: SolveResult): Verification {
  const claimed = finalAnswerOf(solution);
  if (!claimed) {
    return { status: 'no-answer', claimed: null, detail: 'The solution has no "Final answer:" line to check.' };
  }
  const judged = verifyAnswer(problem, claimed, solved);
  return { status: judged.status, claimed: shownClaim(claimed), detail: judged.detail };
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

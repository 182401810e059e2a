import type { Verification } from '@zhi/contract';
import type { SolveResult } from '@zhi/solver';

/** The engine's solution as Markdown with LaTeX, in pieces that stream one step at a time. */
export function engineMarkdown(result: SolveResult): string[] {
  if (!result.answer) {
    return [
      `**The offline math engine could not solve this.** ${result.reason ?? ''}\n\n` +
        'Choose an AI provider (ZHI 1 to ZHI 5) in the header for problems beyond the engine; ' +
        'their final answers are still checked by the engine where it can.',
    ];
  }
  const pieces = result.steps.map(
    (step, i) => `**Step ${i + 1}: ${step.title}.** ${step.explanation}\n\n$$${step.latex}$$\n\n`,
  );
  pieces.push(`Final answer: ${result.answer.value}\n\n$$${result.answer.latex}$$\n\n`);
  return pieces;
}

/** The engine's own check, in the shape every provider's check takes. */
export function engineVerification(result: SolveResult): Verification {
  if (!result.answer) return { status: 'no-answer', claimed: null, detail: result.reason ?? 'No answer.' };
  return result.verified?.ok
    ? { status: 'verified', claimed: result.answer.value, detail: `Checked: ${result.verified.method}.` }
    : { status: 'not-checkable', claimed: result.answer.value, detail: "The engine's own check did not confirm it." };
}

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

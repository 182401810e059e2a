import type { Verification } from '@zhi/contract';
import type { SolveResult } from '@zhi/solver';

/** What a visitor short of tokens is shown of the engine's solution, and told. */
export const PARTIAL_SHARE = 0.3;
export const PARTIAL_NOTE =
  "Partial Solution Generated: You've received 30% of the solution due to insufficient credits";

/** What to suggest when the engine cannot solve a problem: an AI provider only when this server has one. */
export const beyondEngine = (aiAvailable: boolean) =>
  aiAvailable
    ? 'Choose an AI provider in the header for problems beyond the engine; their final answers are still checked by the engine where it can.'
    : 'No AI provider is configured on this server, so problems beyond the offline engine cannot be answered here.';

/** How the engine read the problem, first, the way Wolfram|Alpha states its input interpretation. */
export const interpretationLine = (result: SolveResult) =>
  result.reading ? `**Input interpretation:** $${result.reading.latex}$\n\n` : '';

/** The engine's solution as Markdown with LaTeX, in pieces that stream one step at a time. */
export function engineMarkdown(result: SolveResult, aiAvailable = false): string[] {
  if (!result.answer) {
    return [
      `${interpretationLine(result)}**The offline math engine could not solve this.** ${result.reason ?? ''}\n\n${beyondEngine(aiAvailable)}`,
    ];
  }
  const pieces = result.steps.map(
    (step, i) => `**Step ${i + 1}: ${step.title}.** ${step.explanation}\n\n$$${step.latex}$$\n\n`,
  );
  pieces.push(`Final answer: ${result.answer.value}\n\n$$${result.answer.latex}$$\n\n`);
  const interpretation = interpretationLine(result);
  return interpretation ? [interpretation, ...pieces] : pieces;
}

/**
 * How the problem was read, the first 30% of the solution's steps (at least one), and the note saying why the
 * rest is missing.
 */
export function partialMarkdown(result: SolveResult): string {
  const pieces = engineMarkdown(result).slice(result.reading ? 1 : 0);
  const shown = pieces.slice(0, Math.max(1, Math.floor(pieces.length * PARTIAL_SHARE)));
  return `${interpretationLine(result)}${shown.join('')}\n\n**${PARTIAL_NOTE}**`;
}

/** The engine's own check, in the shape every provider's check takes. */
export function engineVerification(result: SolveResult): Verification {
  if (!result.answer) return { status: 'no-answer', claimed: null, detail: result.reason ?? 'No answer.' };
  return result.verified?.ok
    ? { status: 'verified', claimed: result.answer.value, detail: `Checked: ${result.verified.method}.` }
    : { status: 'not-checkable', claimed: result.answer.value, detail: "The engine's own check did not confirm it." };
}

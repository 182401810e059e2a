import { solve } from '@zhi/solver';
import { engineMarkdown } from './solution-markdown';

/** What the local provider can do in a chat: solve and explain a math problem it is given, and say so otherwise. */
export function answerLocally(message: string): string {
  const result = solve(message);
  if (result.answer) {
    const check = result.verified?.ok ? `Checked: ${result.verified.method}.` : 'The engine could not check this one.';
    return `${engineMarkdown(result).join('')}${check}`;
  }
  return [
    'The offline engine (ZHI Local) can solve and explain math you give it: equations and systems, factoring,',
    'expanding, simplifying, derivatives, integrals, limits, gcd and lcm, and exact arithmetic.',
    `It could not work with this message${result.reason ? ` (${result.reason.replace(/\.$/, '')})` : ''}.`,
    'For questions in words, or to discuss the solution, choose an AI provider (ZHI 1 to ZHI 5) in the header.',
  ].join(' ');
}

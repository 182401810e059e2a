import type { SolveResult } from '@zhi/solver';
import { engineMarkdown } from './solution-markdown';

/** The engine's check of its own answer, in a sentence. */
export const engineCheckLine = (result: SolveResult) =>
  result.verified?.ok ? `Checked: ${result.verified.method}.` : 'The engine could not check this one.';

/** What the local provider says in a chat when the message is not a math problem it can solve. */
export function localChatRefusal(result: SolveResult, aiAvailable: boolean): string {
  return [
    'The offline engine (ZHI Local) can solve and explain math you give it: arithmetic, percentages, units and time,',
    'number theory, sequences, counting and probability, statistics, equations, inequalities and systems, functions',
    'and graphs, geometry, complex numbers, matrices, derivatives, integrals and limits.',
    `It could not work with this message${result.reason ? ` (${result.reason.replace(/\.$/, '')})` : ''}.`,
    aiAvailable
      ? 'For questions in words, or to discuss the solution, choose an AI provider in the header.'
      : 'No AI provider is configured on this server for questions in words.',
  ].join(' ');
}

/** The local provider's full chat answer to a problem it solved: its steps and its check. */
export const localChatAnswer = (result: SolveResult) => `${engineMarkdown(result).join('')}${engineCheckLine(result)}`;

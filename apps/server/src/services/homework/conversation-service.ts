import type { ChatRequest, RefineRequest, RefineResponse } from '@zhi/contract';
import { solve } from '@zhi/solver';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-errors';
import { countWords } from '../../lib/words';
import type { BillingService, Owner } from '../billing/billing-service';
import { judgeSolution, verificationLine } from './final-answer';
import { answerLocally } from './local-chat';
import { CHAT_SYSTEM, REFINE_SYSTEM } from './prompts';
import type { ProviderStreamer } from './provider-stream';
import { engineMarkdown, engineVerification } from './solution-markdown';

/** Refining a solution from feedback, and the chat about it. */
export function createConversationService(deps: {
  config: Config;
  billing: BillingService;
  streamer: ProviderStreamer;
}) {
  const { config, billing, streamer } = deps;
  const { modelFor, hold, streamFrom, failureText } = streamer;
  return {
    async refine(owner: Owner, request: RefineRequest): Promise<RefineResponse> {
      const started = performance.now();
      const chosen = await modelFor(request.provider);
      const elapsed = () => Math.round(performance.now() - started);
      if (!chosen) {
        // The engine cannot take feedback: it can only solve afresh, which it says rather than pretend.
        const engine = solve(request.originalProblem);
        if (!engine.answer) {
          return {
            success: false,
            refinedSolution: request.currentSolution,
            processingTime: elapsed(),
            error: 'The offline engine cannot rework a solution from feedback; choose an AI provider to refine it.',
          };
        }
        const fresh = engineMarkdown(engine).join('') + verificationLine(engineVerification(engine));
        return {
          success: true,
          refinedSolution: `_The offline engine does not take feedback; here is its own solution, checked again._\n\n${fresh}`,
          processingTime: elapsed(),
          error: null,
        };
      }
      const words = countWords(`${request.currentSolution} ${request.feedback}`);
      const tokens = await hold(owner, request.provider, words, 'refine');
      let text = '';
      try {
        const prompt = `Problem:\n${request.originalProblem}\n\nCurrent solution:\n${request.currentSolution}\n\nFeedback:\n${request.feedback}`;
        await streamFrom(
          chosen,
          { system: REFINE_SYSTEM, prompt },
          (s) => (text += s),
          AbortSignal.timeout(config.aiTimeoutMs),
        );
      } catch (failure) {
        await billing.refund(tokens);
        return {
          success: false,
          refinedSolution: request.currentSolution,
          processingTime: elapsed(),
          error: `Failed to refine solution: ${failureText(failure)}.`,
        };
      }
      await billing.settle(tokens, { provider: request.provider, words });
      const verification = judgeSolution(request.originalProblem, text);
      return {
        success: true,
        refinedSolution: `${text}\n\n${verificationLine(verification)}`,
        processingTime: elapsed(),
        error: null,
      };
    },

    async chat(owner: Owner, request: ChatRequest): Promise<string> {
      const chosen = await modelFor(request.provider);
      if (!chosen) return answerLocally(request.message);
      const history = request.conversationHistory
        .slice(-20)
        .map((t) => `${t.role === 'user' ? 'Student' : 'Tutor'}: ${t.content}`)
        .join('\n\n');
      const prompt = [
        request.context.trim() ? `The problem and solution on screen:\n${request.context.slice(-20_000)}` : '',
        history ? `The conversation so far:\n${history}` : '',
        `Student: ${request.message}`,
      ]
        .filter(Boolean)
        .join('\n\n');
      const words = countWords(`${request.message} ${history}`);
      const tokens = await hold(owner, request.provider, words, 'chat');
      let text = '';
      try {
        await streamFrom(
          chosen,
          { system: CHAT_SYSTEM, prompt },
          (s) => (text += s),
          AbortSignal.timeout(config.aiTimeoutMs),
        );
      } catch (failure) {
        await billing.refund(tokens);
        throw new HttpError(502, `The chat failed: ${failureText(failure)}.`);
      }
      await billing.settle(tokens, { provider: request.provider, words });
      return text.trim();
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;

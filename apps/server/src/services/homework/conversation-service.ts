import type { ChatRequest, ChatResponse, RefineRequest, RefineResponse } from '@zhi/contract';
import type { SolveResult } from '@zhi/solver';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-errors';
import { countWords } from '../../lib/words';
import { ANSWER_WORDS } from '../billing/answer-limits';
import type { BillingService, Owner } from '../billing/billing-service';
import type { MathEngine } from '../solver/math-engine';
import { verificationLine } from './final-answer';
import { localChatAnswer, localChatRefusal } from './local-chat';
import { CHAT_SYSTEM, REFINE_SYSTEM } from './prompts';
import type { ProviderStreamer } from './provider-stream';
import { PARTIAL_NOTE, engineMarkdown, engineVerification, partialMarkdown } from './solution-markdown';

/** Refining a solution from feedback, and the chat about it. */
export function createConversationService(deps: {
  config: Config;
  billing: BillingService;
  streamer: ProviderStreamer;
  engine: MathEngine;
  aiAvailable: boolean;
}) {
  const { config, billing, streamer, engine, aiAvailable } = deps;
  const { modelFor, hold, streamFrom, failureText } = streamer;

  /**
   * The engine's full answer when the owner can pay for the problem and the answer (charged exactly that), else
   * its first 30% and the note: the same credit rule as solving a problem (/api/process-text).
   */
  async function engineAnswer(owner: Owner, inputWords: number, full: string, solved: SolveResult, purpose: string) {
    const words = inputWords + countWords(full);
    const reserved = await billing.reserve(owner, { provider: 'local', words, purpose });
    if (!reserved.ok) return { text: partialMarkdown(solved), creditLimited: true, tokensCharged: 0 };
    const { charged } = await billing.settle(reserved.reservation, { provider: 'local', words });
    return { text: full, creditLimited: false, tokensCharged: charged };
  }

  /** Asks a provider, holding the input and the longest answer; charges input and answer, refunds a failure. */
  async function ask(
    owner: Owner,
    request: {
      provider: RefineRequest['provider'];
      system: string;
      prompt: string;
      inputWords: number;
      limits: { max: number; min: number };
      purpose: string;
    },
  ) {
    const chosen = await modelFor(request.provider);
    if (!chosen) throw new Error('ask() is for AI providers');
    const held = await hold(owner, {
      provider: request.provider,
      inputWords: request.inputWords,
      maxAnswerWords: request.limits.max,
      minAnswerWords: request.limits.min,
      purpose: request.purpose,
    });
    let text = '';
    try {
      await streamFrom(
        chosen,
        { system: request.system, prompt: request.prompt, answerWords: held.answerWords },
        (s) => (text += s),
        AbortSignal.timeout(config.aiTimeoutMs),
      );
    } catch (failure) {
      await billing.refund(held.tokens);
      return { ok: false as const, why: failureText(failure) };
    }
    const words = request.inputWords + countWords(text);
    const { charged } = await billing.settle(held.tokens, { provider: request.provider, words });
    return { ok: true as const, text: text.trim(), tokensCharged: charged };
  }

  return {
    async refine(owner: Owner, request: RefineRequest): Promise<RefineResponse> {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      const inputWords = countWords(`${request.originalProblem} ${request.currentSolution} ${request.feedback}`);
      if (request.provider === 'local') {
        // The engine cannot take feedback: it can only solve afresh, which it says rather than pretend.
        const solved = await engine.solve(request.originalProblem);
        if (!solved.answer) {
          return {
            success: false,
            refinedSolution: request.currentSolution,
            processingTime: elapsed(),
            error: aiAvailable
              ? 'The offline engine cannot rework a solution from feedback; choose an AI provider to refine it.'
              : 'The offline engine cannot rework a solution from feedback, and no AI provider is configured on this server.',
            creditLimited: false,
            tokensCharged: 0,
          };
        }
        const pieces = engineMarkdown(solved);
        const fresh = `_The offline engine does not take feedback; here is its own solution, checked again._\n\n${pieces.join('')}${verificationLine(engineVerification(solved))}`;
        const answer = await engineAnswer(owner, inputWords, fresh, solved, 'refine');
        return {
          success: !answer.creditLimited,
          refinedSolution: answer.text,
          processingTime: elapsed(),
          error: answer.creditLimited ? PARTIAL_NOTE : null,
          creditLimited: answer.creditLimited,
          tokensCharged: answer.tokensCharged,
        };
      }
      const prompt = `Problem:\n${request.originalProblem}\n\nCurrent solution:\n${request.currentSolution}\n\nFeedback:\n${request.feedback}`;
      const asked = await ask(owner, {
        provider: request.provider,
        system: REFINE_SYSTEM,
        prompt,
        inputWords,
        limits: ANSWER_WORDS.refine,
        purpose: 'refine',
      });
      if (!asked.ok) {
        return {
          success: false,
          refinedSolution: request.currentSolution,
          processingTime: elapsed(),
          error: `Failed to refine solution: ${asked.why}.`,
          creditLimited: false,
          tokensCharged: 0,
        };
      }
      const { verification } = await engine.checkSolution(request.originalProblem, asked.text);
      return {
        success: true,
        refinedSolution: `${asked.text}\n\n${verificationLine(verification)}`,
        processingTime: elapsed(),
        error: null,
        creditLimited: false,
        tokensCharged: asked.tokensCharged,
      };
    },

    async chat(owner: Owner, request: ChatRequest): Promise<ChatResponse> {
      if (request.provider === 'local') {
        const solved = await engine.solve(request.message);
        if (!solved.answer) {
          return { response: localChatRefusal(solved, aiAvailable), creditLimited: false, tokensCharged: 0 };
        }
        const answer = await engineAnswer(owner, countWords(request.message), localChatAnswer(solved), solved, 'chat');
        return { response: answer.text, creditLimited: answer.creditLimited, tokensCharged: answer.tokensCharged };
      }
      const history = request.conversationHistory
        .slice(-20)
        .map((t) => `${t.role === 'user' ? 'Student' : 'Tutor'}: ${t.content}`)
        .join('\n\n');
      const context = request.context.trim() ? request.context.slice(-20_000) : '';
      const prompt = [
        context ? `The problem and solution on screen:\n${context}` : '',
        history ? `The conversation so far:\n${history}` : '',
        `Student: ${request.message}`,
      ]
        .filter(Boolean)
        .join('\n\n');
      const asked = await ask(owner, {
        provider: request.provider,
        system: CHAT_SYSTEM,
        prompt,
        // What is sent is what is billed: the message, the recent conversation and the solution on screen.
        inputWords: countWords(prompt),
        limits: ANSWER_WORDS.chat,
        purpose: 'chat',
      });
      if (!asked.ok) throw new HttpError(502, `The chat failed: ${asked.why}.`);
      return { response: asked.text, creditLimited: false, tokensCharged: asked.tokensCharged };
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;

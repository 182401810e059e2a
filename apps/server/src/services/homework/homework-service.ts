import {
  type ChatRequest,
  type ProcessTextRequest,
  type ProviderId,
  type RefineRequest,
  type RefineResponse,
  type StreamMetadata,
  type Verification,
  providerLabels,
} from '@zhi/contract';
import { type SolveResult, solve } from '@zhi/solver';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-errors';
import { countWords } from '../../lib/words';
import type { BillingService, Owner, TokenHold } from '../billing/billing-service';
import { renderGraphs } from '../graphs/graph-renderer';
import { type ChosenModel, languageModelFor } from '../humanizer/language-models';
import { describeProviderFailure } from '../humanizer/provider-errors';
import type { AssignmentStore } from './assignment-store';
import { judgeSolution, verificationLine } from './final-answer';
import { CHAT_SYSTEM, REFINE_SYSTEM, SOLVE_SYSTEM, solvePrompt } from './prompts';
import { answerLocally } from './local-chat';
import { engineMarkdown } from './solution-markdown';

/** A solve that passed its checks and holds its tokens; `run` streams the text and returns the metadata. */
export interface SolveJob {
  run(onText: (chunk: string) => void, signal: AbortSignal): Promise<StreamMetadata>;
}

class CutOff extends Error {
  override name = 'CutOff';
}

const insufficient = (required: number, balance: number) =>
  new HttpError(
    402,
    `Insufficient tokens: this costs ${required.toLocaleString('en-US')} tokens and you have ${balance.toLocaleString('en-US')}.`,
  );

/** The engine's own check, in the shape every provider's check takes. */
function engineVerification(result: SolveResult): Verification {
  if (!result.answer) return { status: 'no-answer', claimed: null, detail: result.reason ?? 'No answer.' };
  return result.verified?.ok
    ? { status: 'verified', claimed: result.answer.value, detail: `Checked: ${result.verified.method}.` }
    : { status: 'not-checkable', claimed: result.answer.value, detail: "The engine's own check did not confirm it." };
}

export function createHomeworkService(deps: {
  config: Config;
  billing: BillingService;
  assignments: AssignmentStore;
  log?: FastifyBaseLogger;
}) {
  const { config, billing, assignments } = deps;

  async function modelFor(provider: ProviderId): Promise<ChosenModel | null> {
    if (provider === 'local') return null;
    const chosen = await languageModelFor(provider, config);
    if (!chosen) throw new HttpError(400, `${providerLabels[provider]} is not configured on this server.`);
    return chosen;
  }

  async function hold(owner: Owner, provider: ProviderId, words: number, purpose: string): Promise<TokenHold> {
    const reserved = await billing.reserve(owner, { provider, words: Math.max(1, words), purpose });
    if (!reserved.ok) throw insufficient(reserved.required, reserved.balance);
    return reserved.reservation;
  }

  /** Streams a provider's text into `emit`; throws what went wrong, with the text so far already emitted. */
  async function streamFrom(
    chosen: ChosenModel,
    request: { system: string; prompt: string },
    emit: (s: string) => void,
    signal: AbortSignal,
  ) {
    const { streamText } = await import('ai');
    const result = streamText({
      model: chosen.model,
      system: request.system,
      prompt: request.prompt,
      maxRetries: 1,
      abortSignal: AbortSignal.any([signal, AbortSignal.timeout(config.aiTimeoutMs)]),
      // Errors arrive as 'error' parts below; the SDK's default would also print them to the console.
      onError: () => {},
    });
    let finished = false;
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') emit(part.text);
      else if (part.type === 'error') throw part.error;
      else if (part.type === 'abort') throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      else if (part.type === 'finish') finished = part.finishReason === 'stop' || part.finishReason === 'length';
    }
    if (!finished) throw new CutOff('the stream ended before the provider finished');
  }

  const failureText = (error: unknown) =>
    error instanceof CutOff
      ? "the AI provider's answer was cut off before it finished"
      : describeProviderFailure(error, config.aiTimeoutMs);

  return {
    /** Checks the provider and reserves tokens before anything streams, so those failures are plain HTTP errors. */
    async prepare(owner: Owner, request: ProcessTextRequest): Promise<SolveJob> {
      const problem = request.inputText.trim();
      const provider = request.llmProvider;
      const chosen = await modelFor(provider);
      const words = countWords(`${problem} ${request.specialInstructions}`);
      const tokens = await hold(owner, provider, words, 'homework');
      return {
        async run(onText, signal) {
          const started = performance.now();
          let text = '';
          const emit = (s: string) => {
            text += s;
            onText(s);
          };
          // The engine draws the graphs from the real function, whoever writes the solution; the pictures are
          // made while the text streams.
          const engine = solve(problem);
          const pictures = renderGraphs(engine.graphs, { max: 2, log: deps.log });
          let verification: Verification | null = null;
          let error: string | null = null;
          let partial = false;
          let success = true;
          if (!chosen) {
            for (const piece of engineMarkdown(engine)) emit(piece);
            verification = engineVerification(engine);
            if (engine.answer) emit(verificationLine(verification));
            else {
              success = false;
              error = engine.reason;
            }
          } else {
            try {
              const prompt = solvePrompt(problem, request.specialInstructions);
              await streamFrom(chosen, { system: SOLVE_SYSTEM, prompt }, emit, signal);
              verification = judgeSolution(problem, text);
              emit(`\n\n${verificationLine(verification)}`);
            } catch (failure) {
              success = false;
              partial = text.trim().length > 0;
              error = signal.aborted ? 'Stream cancelled' : `Processing failed: ${failureText(failure)}.`;
            }
          }
          const { charged } = success
            ? await billing.settle(tokens, { provider, words })
            : await billing.refund(tokens);
          // Partial work is kept: whatever text arrived is saved with the assignment.
          const assignmentId = text.trim()
            ? await assignments.record(owner, {
                id: request.assignmentId,
                inputText: problem,
                solution: text,
                provider,
                verification,
              })
            : null;
          return {
            assignmentId,
            graphData: engine.graphs,
            graphImages: await pictures,
            processingTime: Math.round(performance.now() - started),
            success,
            partial,
            error,
            answer: verification?.claimed ?? null,
            verification,
            tokensCharged: charged,
          };
        },
      };
    },

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

export type HomeworkService = ReturnType<typeof createHomeworkService>;

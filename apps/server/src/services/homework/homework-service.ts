import type { ProcessTextRequest, StreamMetadata, Verification } from '@zhi/contract';
import { type SolveResult, solve } from '@zhi/solver';
import type { FastifyBaseLogger } from 'fastify';
import { countWords } from '../../lib/words';
import type { BillingService, Owner } from '../billing/billing-service';
import { renderGraphs } from '../graphs/graph-renderer';
import type { ChosenModel } from '../humanizer/language-models';
import type { AssignmentStore } from './assignment-store';
import { CHUNK_CONTEXT_CHARS, CHUNK_THRESHOLD_WORDS, partHeading, splitIntoChunks } from './chunks';
import { judgeSolution, verificationLine } from './final-answer';
import { SOLVE_SYSTEM, solvePrompt } from './prompts';
import { type ProviderStreamer, insufficient } from './provider-stream';
import { engineMarkdown, engineVerification } from './solution-markdown';

/** A solve that passed its checks and holds its tokens; `run` streams the text and returns the metadata. */
export interface SolveJob {
  run(onText: (chunk: string) => void, signal: AbortSignal): Promise<StreamMetadata>;
}

/** What a visitor short of tokens is shown of a solution, and told. */
const PARTIAL_SHARE = 0.3;
const PARTIAL_NOTE = "Partial Solution Generated: You've received 30% of the solution due to insufficient credits";

export function createHomeworkService(deps: {
  billing: BillingService;
  assignments: AssignmentStore;
  streamer: ProviderStreamer;
  log?: FastifyBaseLogger;
}) {
  const { billing, assignments } = deps;

  const { modelFor, streamFrom, failureText } = deps.streamer;

  /**
   * Streams a provider's solution; over CHUNK_THRESHOLD_WORDS the problem goes part by part, each with the end of
   * the previous part's solution, and a failed part is said and skipped. Returns how many parts failed and why.
   */
  async function solveWithProvider(
    chosen: ChosenModel,
    problem: string,
    instructions: string,
    emit: (s: string) => void,
    signal: AbortSignal,
  ): Promise<{ parts: number; failed: number; error: string | null }> {
    const parts = countWords(problem) > CHUNK_THRESHOLD_WORDS ? splitIntoChunks(problem) : [problem];
    let failed = 0;
    let error: string | null = null;
    let written = '';
    const record = (s: string) => {
      written += s;
      emit(s);
    };
    for (const [i, part] of parts.entries()) {
      if (signal.aborted) {
        failed += parts.length - i;
        break;
      }
      if (parts.length > 1) record(`${i ? '\n\n' : ''}${partHeading(i + 1, parts.length)}`);
      const context = i ? written.slice(-CHUNK_CONTEXT_CHARS) : undefined;
      try {
        await streamFrom(
          chosen,
          { system: SOLVE_SYSTEM, prompt: solvePrompt(part, instructions, context) },
          record,
          signal,
        );
      } catch (failure) {
        failed++;
        error = failureText(failure);
        if (parts.length > 1 && !signal.aborted) {
          record(`\n\n**Chunk ${i + 1} failed: Continuing with remaining chunks...** (${error})\n\n`);
        }
      }
    }
    return { parts: parts.length, failed, error };
  }

  /**
   * Too few tokens: the offline engine's solution, cut to its first 30% and free, so the student sees where it
   * goes; with nothing the engine can solve, the plain 'insufficient tokens' error.
   */
  function creditLimited(owner: Owner, request: ProcessTextRequest, short: { required: number; balance: number }) {
    const problem = request.inputText.trim();
    const engine = solve(problem);
    if (!engine.answer) throw insufficient(short.required, short.balance);
    const pieces = engineMarkdown(engine);
    const shown = pieces.slice(0, Math.max(1, Math.floor(pieces.length * PARTIAL_SHARE)));
    const job: SolveJob = {
      async run(onText) {
        const started = performance.now();
        const text = `${shown.join('')}\n\n**${PARTIAL_NOTE}**`;
        onText(text);
        const assignmentId = await assignments.record(owner, {
          id: request.assignmentId,
          inputText: problem,
          solution: text,
          provider: request.llmProvider,
          verification: null,
        });
        return {
          assignmentId,
          graphData: [],
          graphImages: [],
          processingTime: Math.round(performance.now() - started),
          success: false,
          partial: true,
          creditLimited: true,
          error: PARTIAL_NOTE,
          answer: null,
          verification: null,
          tokensCharged: 0,
        };
      },
    };
    return job;
  }

  return {
    /** Checks the provider and reserves tokens before anything streams, so those failures are plain HTTP errors. */
    async prepare(owner: Owner, request: ProcessTextRequest): Promise<SolveJob> {
      const problem = request.inputText.trim();
      const provider = request.llmProvider;
      const chosen = await modelFor(provider);
      const words = countWords(`${problem} ${request.specialInstructions}`);
      const reserved = await billing.reserve(owner, { provider, words: Math.max(1, words), purpose: 'homework' });
      if (!reserved.ok) return creditLimited(owner, request, reserved);
      const tokens = reserved.reservation;
      return {
        async run(onText, signal) {
          const started = performance.now();
          let text = '';
          const emit = (s: string) => {
            text += s;
            onText(s);
          };
          let verification: Verification | null = null;
          let error: string | null = null;
          let partial = false;
          let success = true;
          let billedWords = words;
          let engine: SolveResult;
          if (!chosen) {
            engine = solve(problem);
            for (const piece of engineMarkdown(engine)) emit(piece);
            verification = engineVerification(engine);
            if (engine.answer) emit(verificationLine(verification));
            else {
              success = false;
              error = engine.reason;
            }
          } else {
            const outcome = await solveWithProvider(chosen, problem, request.specialInstructions, emit, signal);
            // The engine draws the graphs from the real function whoever wrote the solution; it runs after the
            // stream, so a provider's first words never wait for it.
            engine = solve(problem);
            if (outcome.failed < outcome.parts) {
              verification = judgeSolution(problem, text);
              emit(`\n\n${verificationLine(verification)}`);
            }
            if (outcome.error) {
              success = outcome.failed < outcome.parts;
              partial = text.trim().length > 0;
              error = signal.aborted ? 'Stream cancelled' : `Processing failed: ${outcome.error}.`;
            }
            // Parts that failed are not charged.
            billedWords = Math.round((words * (outcome.parts - outcome.failed)) / outcome.parts);
          }
          const { charged } =
            success && !signal.aborted
              ? await billing.settle(tokens, { provider, words: billedWords })
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
            // Drawn after the text, so a provider's first words are not held up by the drawing.
            graphImages: await renderGraphs(engine.graphs, { max: 2, log: deps.log }),
            processingTime: Math.round(performance.now() - started),
            success,
            partial,
            creditLimited: false,
            error,
            answer: verification?.claimed ?? null,
            verification,
            tokensCharged: charged,
          };
        },
      };
    },
  };
}

export type HomeworkService = ReturnType<typeof createHomeworkService>;

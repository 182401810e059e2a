import type { ProcessTextRequest, StreamMetadata, Verification } from '@zhi/contract';
import type { SolveResult } from '@zhi/solver';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { countWords } from '../../lib/words';
import { ANSWER_WORDS } from '../billing/answer-limits';
import type { BillingService, Owner, TokenHold } from '../billing/billing-service';
import type { ChosenModel } from '../humanizer/language-models';
import type { MathEngine } from '../solver/math-engine';
import type { AssignmentStore } from './assignment-store';
import { CHUNK_CONTEXT_CHARS, CHUNK_THRESHOLD_WORDS, partHeading, splitIntoChunks } from './chunks';
import { verificationLine } from './final-answer';
import { SOLVE_SYSTEM, solvePrompt } from './prompts';
import type { ProviderStreamer } from './provider-stream';
import {
  PARTIAL_NOTE,
  engineMarkdown,
  engineVerification,
  interpretationLine,
  partialMarkdown,
} from './solution-markdown';

/** A solve that passed its checks and holds its tokens; `run` streams the text and returns the metadata. */
export interface SolveJob {
  run(onText: (chunk: string) => void, signal: AbortSignal): Promise<StreamMetadata>;
}

/** Runs a job without streaming: the whole text and the metadata (the upload and non-streaming routes). */
export async function runToEnd(job: SolveJob, signal: AbortSignal): Promise<{ text: string; meta: StreamMetadata }> {
  let text = '';
  const meta = await job.run((chunk) => (text += chunk), signal);
  return { text, meta };
}

/** One part of a problem sent to a provider: the words sent, the text it delivered, whether it failed. */
interface PartOutcome {
  inputWords: number;
  delivered: string;
  failed: boolean;
}

/** Words to charge for: the input and answer of every part that delivered an answer and did not fail. */
const billedWords = (parts: PartOutcome[]) =>
  parts
    .filter((p) => !p.failed && p.delivered.trim())
    .reduce((sum, p) => sum + p.inputWords + countWords(p.delivered), 0);

export function createHomeworkService(deps: {
  billing: BillingService;
  assignments: AssignmentStore;
  streamer: ProviderStreamer;
  engine: MathEngine;
  /** Whether any AI provider is configured: the engine's refusals only suggest one when there is. */
  aiAvailable: boolean;
  log?: FastifyBaseLogger;
}) {
  const { billing, assignments, engine, aiAvailable } = deps;
  const { modelFor, hold, streamFrom, failureText } = deps.streamer;

  /** Saves the solve; at the owner's cap it is not saved, and the student is told why instead. */
  async function save(
    owner: Owner,
    request: ProcessTextRequest,
    solution: string,
    verification: Verification | null,
  ): Promise<{ assignmentId: string | null; notice: string | null }> {
    if (!solution.trim()) return { assignmentId: null, notice: null };
    try {
      const assignmentId = await assignments.record(owner, {
        id: request.assignmentId,
        inputText: request.inputText.trim(),
        solution,
        provider: request.llmProvider,
        verification,
      });
      return { assignmentId, notice: null };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) return { assignmentId: null, notice: error.message };
      throw error;
    }
  }

  /**
   * Streams a provider's solution; over CHUNK_THRESHOLD_WORDS the problem goes part by part, each with the end of
   * the previous part's solution, and a failed part is said and skipped. The reader leaving stops it: what was
   * delivered until then is kept (and charged), not counted as a failure.
   */
  async function solveWithProvider(
    chosen: ChosenModel,
    request: ProcessTextRequest,
    answerWords: number,
    emit: (s: string) => void,
    signal: AbortSignal,
  ): Promise<{ parts: PartOutcome[]; error: string | null }> {
    const problem = request.inputText.trim();
    const texts = countWords(problem) > CHUNK_THRESHOLD_WORDS ? splitIntoChunks(problem) : [problem];
    const perPart = Math.max(1, Math.floor(answerWords / texts.length));
    const instructionWords = countWords(request.specialInstructions);
    const parts: PartOutcome[] = [];
    let error: string | null = null;
    let written = '';
    const record = (s: string) => {
      written += s;
      emit(s);
    };
    for (const [i, text] of texts.entries()) {
      if (signal.aborted) break;
      if (texts.length > 1) record(`${i ? '\n\n' : ''}${partHeading(i + 1, texts.length)}`);
      const part: PartOutcome = { inputWords: countWords(text) + instructionWords, delivered: '', failed: false };
      parts.push(part);
      const context = i ? written.slice(-CHUNK_CONTEXT_CHARS) : undefined;
      try {
        const prompt = solvePrompt(text, request.specialInstructions, context);
        const deliver = (s: string) => {
          part.delivered += s;
          record(s);
        };
        await streamFrom(chosen, { system: SOLVE_SYSTEM, prompt, answerWords: perPart }, deliver, signal);
      } catch (failure) {
        if (signal.aborted) break;
        part.failed = true;
        error = failureText(failure);
        if (texts.length > 1)
          record(`\n\n**Chunk ${i + 1} failed: Continuing with remaining chunks...** (${error})\n\n`);
      }
    }
    return { parts, error };
  }

  /** Too few tokens: the first 30% of the engine's solution, free, and the note saying why (a job that says so). */
  function creditLimited(owner: Owner, request: ProcessTextRequest, solved: SolveResult): SolveJob {
    return {
      async run(onText) {
        const started = performance.now();
        const text = partialMarkdown(solved);
        onText(text);
        const saved = await save(owner, request, text, null);
        return {
          ...saved,
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
          interpretation: solved.reading?.latex ?? null,
        };
      },
    };
  }

  /** The offline engine: solved in a worker first, so the charge is exactly the problem and the answer given. */
  function withEngine(owner: Owner, request: ProcessTextRequest): SolveJob {
    return {
      async run(onText, signal) {
        const started = performance.now();
        const problem = request.inputText.trim();
        const solved = await engine.solve(problem, signal);
        if (!solved.answer) {
          const text = engineMarkdown(solved, aiAvailable).join('');
          onText(text);
          return {
            ...(await save(owner, request, text, null)),
            graphData: [],
            graphImages: [],
            processingTime: Math.round(performance.now() - started),
            success: false,
            partial: false,
            creditLimited: false,
            error: solved.reason,
            answer: null,
            verification: null,
            tokensCharged: 0,
            interpretation: solved.reading?.latex ?? null,
          };
        }
        const pieces = engineMarkdown(solved);
        const verification = engineVerification(solved);
        const full = pieces.join('') + verificationLine(verification);
        const words = countWords(`${problem} ${request.specialInstructions}`) + countWords(full);
        const reserved = await billing.reserve(owner, { provider: 'local', words, purpose: 'homework' });
        if (!reserved.ok) return creditLimited(owner, request, solved).run(onText, signal);
        for (const piece of pieces) onText(piece);
        onText(verificationLine(verification));
        const { charged } = await billing.settle(reserved.reservation, { provider: 'local', words });
        return {
          ...(await save(owner, request, full, verification)),
          graphData: solved.graphs,
          graphImages: await engine.drawGraphs(solved.graphs, 2),
          processingTime: Math.round(performance.now() - started),
          success: true,
          partial: false,
          creditLimited: false,
          error: null,
          answer: verification.claimed,
          verification,
          tokensCharged: charged,
          interpretation: solved.reading?.latex ?? null,
        };
      },
    };
  }

  function withProvider(
    owner: Owner,
    request: ProcessTextRequest,
    chosen: ChosenModel,
    held: { tokens: TokenHold; answerWords: number },
  ): SolveJob {
    return {
      async run(onText, signal) {
        const started = performance.now();
        const problem = request.inputText.trim();
        let text = '';
        const emit = (s: string) => {
          text += s;
          onText(s);
        };
        const outcome = await solveWithProvider(chosen, request, held.answerWords, emit, signal);
        const answered = outcome.parts.some((p) => !p.failed && p.delivered.trim());
        const words = billedWords(outcome.parts);
        const { charged } =
          words > 0
            ? await billing.settle(held.tokens, { provider: request.llmProvider, words })
            : await billing.refund(held.tokens);
        // The engine checks the answer and draws the graphs after the text, so a provider's first words never
        // wait for it; for a reader who has left, neither is worth doing.
        let verification: Verification | null = null;
        let solved: SolveResult | null = null;
        if (answered && !signal.aborted) {
          const checked = await engine.checkSolution(problem, text);
          verification = checked.verification;
          solved = checked.engine;
          emit(`\n\n${interpretationLine(solved)}${verificationLine(verification)}`);
        }
        const complete = outcome.error === null && !signal.aborted;
        return {
          // Partial work is kept: whatever text arrived is saved with the assignment.
          ...(await save(owner, request, text, verification)),
          graphData: solved?.graphs ?? [],
          graphImages: solved ? await engine.drawGraphs(solved.graphs, 2) : [],
          processingTime: Math.round(performance.now() - started),
          success: answered,
          partial: !complete && text.trim().length > 0,
          creditLimited: false,
          error: signal.aborted ? 'Stream cancelled' : outcome.error ? `Processing failed: ${outcome.error}.` : null,
          answer: verification?.claimed ?? null,
          verification,
          tokensCharged: charged,
          interpretation: solved?.reading?.latex ?? null,
        };
      },
    };
  }

  return {
    /** Checks the provider and reserves tokens before anything streams, so those failures are plain HTTP errors. */
    async prepare(owner: Owner, request: ProcessTextRequest): Promise<SolveJob> {
      const chosen = await modelFor(request.llmProvider);
      if (!chosen) return withEngine(owner, request);
      try {
        const held = await hold(owner, {
          provider: request.llmProvider,
          inputWords: countWords(`${request.inputText} ${request.specialInstructions}`),
          maxAnswerWords: ANSWER_WORDS.homework.max * partsOf(request.inputText),
          minAnswerWords: ANSWER_WORDS.homework.min,
          purpose: 'homework',
        });
        return withProvider(owner, request, chosen, held);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 402) throw error;
        // Too few tokens: a free 30% of the engine's solution, or the plain 402 when the engine cannot solve it.
        const solved = await engine.solve(request.inputText.trim());
        if (!solved.answer) throw error;
        return creditLimited(owner, request, solved);
      }
    },
  };
}

const partsOf = (problem: string) =>
  countWords(problem) > CHUNK_THRESHOLD_WORDS ? splitIntoChunks(problem.trim()).length : 1;

export type HomeworkService = ReturnType<typeof createHomeworkService>;

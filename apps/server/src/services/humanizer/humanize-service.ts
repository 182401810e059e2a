import { type RewriteRequest, type RewriteResponse, providerLabels } from '@zhi/contract';
import type { DetectionResult } from '@zhi/detector/engine';
import { expandSelection, techniqueById } from '@zhi/rewriter';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-errors';
import { countWords } from '../../lib/words';
import type { ComputeTasks } from '../../workers/compute-worker';
import type { WorkPool } from '../../workers/work-pool';
import { maxOutputTokensFor, rewriteAnswerWords } from '../billing/answer-limits';
import type { BillingService, Owner } from '../billing/billing-service';
import type { DetectionService } from '../detection/detection-service';
import { type ChosenModel, languageModelFor } from './language-models';
import type { LocalOutcome } from './local-rewrite';
import { buildPrompt } from './prompt';
import { describeProviderFailure } from './provider-errors';

export interface HumanizeService {
  rewrite(owner: Owner, request: RewriteRequest): Promise<RewriteResponse>;
}

/** Sentences the detector scores 50 or more (with at least 5 words), as offsets into the text. */
const flaggedOf = (judgement: DetectionResult) => judgement.sentences.filter((s) => s.aiScore >= 50 && s.words >= 5);

/** Hard limits per job in a worker: rewriting 100,000 characters takes well under a second. */
const REWRITE_MS = 10_000;
const MEANING_MS = 5_000;

class EmptyAnswer extends Error {
  override name = 'EmptyAnswer';
}

class CutShort extends Error {
  override name = 'CutShort';
}

type Outcome = LocalOutcome & { model: string | null };

export function createHumanizeService(deps: {
  config: Config;
  billing: BillingService;
  detection: DetectionService;
  pool: WorkPool<ComputeTasks>;
}): HumanizeService {
  const { config, billing, detection, pool } = deps;

  async function viaProvider(
    chosen: ChosenModel,
    request: RewriteRequest,
    flagged: string[] | null,
    answerWords: number,
  ): Promise<Outcome> {
    const { generateText } = await import('ai');
    const techniques = expandSelection(request.selectedPresets).techniques;
    const { system, prompt } = buildPrompt({
      inputText: request.inputText,
      styleText: request.styleText,
      profile: request.styleText.trim()
        ? await pool.run('styleProfile', request.styleText, { timeMs: MEANING_MS })
        : null,
      techniques,
      customInstructions: request.customInstructions,
      flagged,
    });
    const result = await generateText({
      model: chosen.model,
      system,
      prompt,
      maxOutputTokens: maxOutputTokensFor(answerWords),
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(config.aiTimeoutMs),
    });
    const text = result.text.trim();
    if (!text) throw new EmptyAnswer();
    // A rewrite that stopped at the length cap is missing its end: never shown as the whole text.
    if (result.finishReason === 'length') throw new CutShort();
    const report = (id: string) => ({ id, name: techniqueById.get(id)?.name ?? id, changes: 0 });
    return { text, model: chosen.name, techniques: techniques.map(report), needsProvider: [] };
  }

  const failure = (error: unknown) =>
    error instanceof CutShort
      ? "the AI provider's rewrite was cut off before the end of the text"
      : describeProviderFailure(error, config.aiTimeoutMs);

  return {
    async rewrite(owner, request) {
      const provider = request.provider;
      // The provider's model is made once, before any token is held.
      const chosen = provider === 'local' ? null : await languageModelFor(provider, config);
      if (provider !== 'local' && !chosen) {
        throw new HttpError(400, `${providerLabels[provider]} is not configured on this server.`);
      }
      // What the rewrite works from is billed (the text, the style sample, and for a provider the instructions),
      // then the rewrite itself.
      const inputWords = countWords(
        `${request.inputText} ${request.styleText} ${chosen ? request.customInstructions : ''}`,
      );
      const answerWords = rewriteAnswerWords(countWords(request.inputText));
      const reserved = await billing.reserveForAnswer(owner, {
        provider,
        inputWords,
        maxAnswerWords: answerWords,
        purpose: 'humanize',
      });
      if (!reserved.ok) {
        throw new HttpError(
          402,
          `Not enough tokens: this rewrite costs up to ${reserved.required.toLocaleString('en-US')} tokens and you have ${reserved.balance.toLocaleString('en-US')}.`,
        );
      }
      const hold = reserved.reservation;
      let outcome: Outcome;
      let inputJudgement: DetectionResult;
      let flagged: number | null;
      let outputJudgement: DetectionResult;
      let meaning: RewriteResponse['meaning'];
      try {
        inputJudgement = await detection.judge(request.inputText);
        const sentences = request.onlyFlagged ? flaggedOf(inputJudgement) : null;
        flagged = sentences ? sentences.length : null;
        if (sentences && sentences.length === 0) {
          // Nothing the detector flags: nothing to rewrite, nothing to pay.
          outcome = { text: request.inputText, model: null, techniques: [], needsProvider: [] };
        } else if (!chosen) {
          const spans = sentences?.map(({ start, end }) => ({ start, end })) ?? null;
          const local = await pool.run('rewriteWithEngine', { request, flagged: spans }, { timeMs: REWRITE_MS });
          outcome = { ...local, model: null };
        } else {
          const verbatim = sentences?.map((s) => request.inputText.slice(s.start, s.end)) ?? null;
          outcome = await viaProvider(chosen, request, verbatim, reserved.answerWords);
        }
        // Scored before anything is charged: a rewrite the student cannot be shown the score of is not paid for.
        [outputJudgement, meaning] = await Promise.all([
          detection.judge(outcome.text),
          pool.run('checkMeaning', { before: request.inputText, after: outcome.text }, { timeMs: MEANING_MS }),
        ]);
      } catch (error) {
        await billing.refund(hold);
        if (error instanceof HttpError) throw error;
        throw new HttpError(502, `Humanization failed: ${failure(error)}.`);
      }
      const nothingDone = flagged === 0;
      const words = inputWords + countWords(outcome.text);
      const { charged } = nothingDone ? await billing.refund(hold) : await billing.settle(hold, { provider, words });
      return {
        rewrittenText: outcome.text,
        inputAiScore: inputJudgement.aiScore,
        outputAiScore: outputJudgement.aiScore,
        meaning,
        provider,
        model: outcome.model,
        techniques: outcome.techniques,
        needsProvider: outcome.needsProvider,
        flaggedSentences: flagged,
        tokensCharged: charged,
      };
    },
  };
}

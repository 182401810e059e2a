import { type RewriteRequest, type RewriteResponse, providerLabels } from '@zhi/contract';
import type { DetectionResult } from '@zhi/detector/engine';
import { checkMeaning, expandSelection, profileOf, rewriteLocally, techniqueById } from '@zhi/rewriter';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-errors';
import { countWords } from '../../lib/words';
import type { BillingService, Owner } from '../billing/billing-service';
import type { DetectionService } from '../detection/detection-service';
import { type ChosenModel, languageModelFor } from './language-models';
import { buildPrompt } from './prompt';
import { describeProviderFailure } from './provider-errors';

export interface HumanizeService {
  rewrite(owner: Owner, request: RewriteRequest): Promise<RewriteResponse>;
}

/** Sentences the detector scores 50 or more (with at least 5 words), as offsets into the text. */
const flaggedOf = (judgement: DetectionResult) => judgement.sentences.filter((s) => s.aiScore >= 50 && s.words >= 5);

class EmptyAnswer extends Error {
  override name = 'EmptyAnswer';
}

export function createHumanizeService(deps: {
  config: Config;
  billing: BillingService;
  detection: DetectionService;
}): HumanizeService {
  const { config, billing, detection } = deps;

  async function viaProvider(chosen: ChosenModel, request: RewriteRequest, flagged: string[] | null) {
    const { generateText } = await import('ai');
    const techniques = expandSelection(request.selectedPresets).techniques;
    const { system, prompt } = buildPrompt({
      inputText: request.inputText,
      styleText: request.styleText,
      profile: profileOf(request.styleText),
      techniques,
      customInstructions: request.customInstructions,
      flagged,
    });
    const result = await generateText({
      model: chosen.model,
      system,
      prompt,
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(config.aiTimeoutMs),
    });
    const text = result.text.trim();
    if (!text) throw new EmptyAnswer();
    const report = (id: string) => ({ id, name: techniqueById.get(id)?.name ?? id, changes: 0 });
    return { text, model: chosen.name, techniques: techniques.map(report), needsProvider: [] };
  }

  function locally(request: RewriteRequest, judgement: DetectionResult) {
    const options = { techniques: request.selectedPresets, styleSample: request.styleText, seed: request.seed };
    if (!request.onlyFlagged) {
      const result = rewriteLocally(request.inputText, options);
      return { text: result.text, model: null, techniques: result.applied, needsProvider: result.needsProvider };
    }
    // Each flagged sentence is rewritten on its own and put back in its place; the rest stays as written.
    let text = request.inputText;
    const totals = new Map<string, { id: string; name: string; changes: number }>();
    let needsProvider: { id: string; name: string; changes: number }[] = [];
    for (const s of [...flaggedOf(judgement)].reverse()) {
      const result = rewriteLocally(request.inputText.slice(s.start, s.end), options);
      text = text.slice(0, s.start) + result.text + text.slice(s.end);
      for (const a of result.applied) {
        const t = totals.get(a.id) ?? { ...a, changes: 0 };
        t.changes += a.changes;
        totals.set(a.id, t);
      }
      needsProvider = result.needsProvider;
    }
    return { text, model: null, techniques: [...totals.values()], needsProvider };
  }

  return {
    async rewrite(owner, request) {
      const provider = request.provider;
      // The provider's model is made once, before any token is held.
      const chosen = provider === 'local' ? null : await languageModelFor(provider, config);
      if (provider !== 'local' && !chosen) {
        throw new HttpError(400, `${providerLabels[provider]} is not configured on this server.`);
      }
      const words = countWords(request.inputText);
      const reserved = await billing.reserve(owner, { provider, words, purpose: 'humanize' });
      if (!reserved.ok) {
        throw new HttpError(
          402,
          `Not enough tokens: this rewrite costs ${reserved.required.toLocaleString('en-US')} tokens and you have ${reserved.balance.toLocaleString('en-US')}.`,
        );
      }
      const hold = reserved.reservation;
      let outcome: Awaited<ReturnType<typeof viaProvider>> | ReturnType<typeof locally>;
      let inputJudgement: DetectionResult;
      let flagged: number | null;
      try {
        inputJudgement = await detection.judge(request.inputText);
        const sentences = request.onlyFlagged ? flaggedOf(inputJudgement) : null;
        flagged = sentences ? sentences.length : null;
        if (sentences && sentences.length === 0) {
          // Nothing the detector flags: nothing to rewrite, nothing to pay.
          outcome = { text: request.inputText, model: null, techniques: [], needsProvider: [] };
        } else if (!chosen) {
          outcome = locally(request, inputJudgement);
        } else {
          const verbatim = sentences?.map((s) => request.inputText.slice(s.start, s.end)) ?? null;
          outcome = await viaProvider(chosen, request, verbatim);
        }
      } catch (error) {
        await billing.refund(hold);
        if (error instanceof HttpError) throw error;
        throw new HttpError(502, `Humanization failed: ${describeProviderFailure(error, config.aiTimeoutMs)}.`);
      }
      const nothingDone = flagged === 0;
      const { charged } = nothingDone ? await billing.refund(hold) : await billing.settle(hold, { provider, words });
      const outputJudgement = await detection.judge(outcome.text);
      return {
        rewrittenText: outcome.text,
        inputAiScore: inputJudgement.aiScore,
        outputAiScore: outputJudgement.aiScore,
        meaning: checkMeaning(request.inputText, outcome.text),
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

import { type AnalyzeResponse, tokensForWords } from '@zhi/contract';
import type { DetectionResult } from '@zhi/detector/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-errors';
import { countWords } from '../../lib/words';
import type { ComputeTasks } from '../../workers/compute-worker';
import type { WorkPool } from '../../workers/work-pool';
import type { BillingService, Owner } from '../billing/billing-service';
import { askGptZero } from './gptzero-client';

// Every text is scored in a compute worker: even building the detector takes a third of a second.
const DETECT_MS = 10_000;

export interface DetectionService {
  /** Our detector's verdict; with `secondOpinion`, GPTZero's beside it, paid by that owner's tokens. */
  analyze(text: string, secondOpinion?: Owner | null): Promise<AnalyzeResponse>;
  /** Our detector alone: for scoring a rewrite's input and output. */
  judge(text: string): Promise<DetectionResult>;
  /** Tokens a second opinion on this many words costs, or null when no second-opinion detector is configured. */
  secondOpinionQuote(words: number): number | null;
  /** Starts the workers, which build the detector as they start, ahead of the first request. */
  warm(): void;
}

export function createDetectionService(deps: {
  config: Config;
  log: FastifyBaseLogger;
  pool: WorkPool<ComputeTasks>;
  billing: BillingService;
}): DetectionService {
  const { config, log, pool, billing } = deps;
  const { apiKey, apiBase, timeoutMs, wordsPerDollar } = config.gptzero;
  const gptzero = apiKey ? { apiKey, apiBase, timeoutMs } : null;
  const quote = (words: number) => (gptzero ? tokensForWords(Math.max(1, words), wordsPerDollar) : null);

  const judge = (text: string): Promise<DetectionResult> => pool.run('detect', text, { timeMs: DETECT_MS });

  /** GPTZero's opinion, its cost held first and charged only when it answered. */
  async function askSecond(owner: Owner, text: string) {
    if (!gptzero) throw new HttpError(400, 'No second-opinion detector is configured on this server.');
    const tokens = quote(countWords(text)) ?? 0;
    const reserved = await billing.reserveTokens(owner, tokens, { purpose: 'second-opinion', provider: 'gptzero' });
    if (!reserved.ok) {
      throw new HttpError(
        402,
        `Insufficient tokens: a second opinion on this text costs ${tokens.toLocaleString('en-US')} tokens and you have ${reserved.balance.toLocaleString('en-US')}.`,
      );
    }
    const opinion = await askGptZero(gptzero, text);
    if (opinion.status === 'ok') await billing.settleTokens(reserved.reservation, tokens);
    else {
      await billing.refund(reserved.reservation);
      log.warn({ reason: opinion.message }, 'GPTZero second opinion failed');
    }
    return opinion;
  }

  return {
    async analyze(text, secondOpinion) {
      // Both at once: the second opinion's round trip overlaps our own scoring.
      const [ours, second] = await Promise.all([
        judge(text),
        secondOpinion && text.trim() ? askSecond(secondOpinion, text) : null,
      ]);
      return { ...ours, secondOpinion: second };
    },
    judge,
    secondOpinionQuote: quote,
    warm: () => pool.warm(),
  };
}

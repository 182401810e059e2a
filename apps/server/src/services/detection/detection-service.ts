import type { AnalyzeResponse } from '@zhi/contract';
import type { createDetector } from '@zhi/detector';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { askGptZero } from './gptzero-client';

type Detector = ReturnType<typeof createDetector>;

export interface DetectionService {
  analyze(text: string): Promise<AnalyzeResponse>;
  /** Loads the detector's weights ahead of the first request. */
  warm(): Promise<void>;
}

export function createDetectionService(config: Config, log: FastifyBaseLogger): DetectionService {
  // Loaded on first use: the weights are megabytes the server's start need not wait for.
  let detector: Promise<Detector> | undefined;
  const load = () => {
    detector ??= import('@zhi/detector').then((engine) => engine.createDetector());
    return detector;
  };
  const { apiKey, apiBase, timeoutMs } = config.gptzero;
  const gptzero = apiKey ? { apiKey, apiBase, timeoutMs } : null;

  return {
    async analyze(text) {
      // The second opinion is asked first so its round trip overlaps our own scoring.
      const second = gptzero && text.trim() ? askGptZero(gptzero, text) : null;
      const ours = (await load()).analyze(text);
      const secondOpinion = second ? await second : null;
      if (secondOpinion?.status === 'failed')
        log.warn({ reason: secondOpinion.message }, 'GPTZero second opinion failed');
      return { ...ours, secondOpinion };
    },
    async warm() {
      await load();
    },
  };
}

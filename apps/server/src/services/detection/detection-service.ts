import type { AnalyzeResponse } from '@zhi/contract';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { DetectionResult, DetectorWeights, createDetector } from '@zhi/detector/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { askGptZero } from './gptzero-client';

type Detector = ReturnType<typeof createDetector>;

export interface DetectionService {
  analyze(text: string): Promise<AnalyzeResponse>;
  /** Our detector alone (no second opinion): for scoring a rewrite's input and output. */
  judge(text: string): Promise<DetectionResult>;
  /** Loads the detector's weights ahead of the first request. */
  warm(): Promise<void>;
}

export function createDetectionService(config: Config, log: FastifyBaseLogger): DetectionService {
  // Loaded on first use: the weights are megabytes the server's start need not wait for. They are read from
  // the file rather than imported, so the parsed counts can be freed once the detector has compiled them.
  let detector: Promise<Detector> | undefined;
  const load = () => {
    detector ??= (async () => {
      const [engine, text] = await Promise.all([
        import('@zhi/detector/engine'),
        readFile(createRequire(import.meta.url).resolve('@zhi/detector/weights.json'), 'utf8'),
      ]);
      return engine.createDetector(JSON.parse(text) as DetectorWeights);
    })();
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
    async judge(text) {
      return (await load()).analyze(text);
    },
    async warm() {
      await load();
    },
  };
}

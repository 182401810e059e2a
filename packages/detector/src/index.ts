import { type DetectionResult, createDetector } from './detector';
import type { DetectorWeights } from './model';
import trainedWeights from './weights.json' with { type: 'json' };

export * from './detector';

/** The committed weights. */
export const defaultWeights = trainedWeights as unknown as DetectorWeights;

let shared: ReturnType<typeof createDetector> | undefined;

/** Analyses a text with the committed weights. */
export function analyze(text: string): DetectionResult {
  shared ??= createDetector(defaultWeights);
  return shared.analyze(text);
}

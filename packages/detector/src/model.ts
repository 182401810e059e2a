import { FEATURES, type FeatureName, type FeatureVector, type Models } from './features';
import { type NgramCounts, type WordCounts, compileNgrams, compileWordRatios } from './language-model';

/** Everything the trained detector knows; written by `npm run train:detector`, read at start. */
export interface DetectorWeights {
  version: string;
  trainedOn: string;
  vocabulary: string[];
  languageModels: { ai: NgramCounts; human: NgramCounts; vocabularySize: number };
  wordModels: { ai: WordCounts; human: WordCounts; vocabularySize: number };
  features: FeatureName[];
  means: number[];
  scales: number[];
  coefficients: number[];
  intercept: number;
  /** Sentence scores: logistic over a sentence's mean ratios and its share of model-favoured words. */
  sentence: { ratio: number; wordRatio: number; favoured: number; intercept: number };
}

export interface Contribution {
  feature: FeatureName;
  value: number;
  /** How far this signal moved the score, in log-odds: positive towards AI. */
  weight: number;
  /** Whether the score weighs this signal at all (others are shown for context). */
  scored: boolean;
}

export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Standardised signals are clipped here: one extreme value (an odd e-mail's colons) cannot decide a score. */
export const Z_LIMIT = 2.5;
export const clipZ = (z: number) => Math.max(-Z_LIMIT, Math.min(Z_LIMIT, z));

/** The stored counts of both classes, as saved in the weights file. */
export interface StoredModels {
  languageModels: DetectorWeights['languageModels'];
  wordModels: DetectorWeights['wordModels'];
}

/** Compiles stored counts into the lookup form the signals read (once per detector, not per text). */
export function modelsOf(stored: StoredModels): Models {
  const { ai, human, vocabularySize } = stored.languageModels;
  const words = stored.wordModels;
  return {
    ngrams: compileNgrams(ai, human, vocabularySize),
    wordRatios: compileWordRatios(words.ai, words.human, words.vocabularySize),
  };
}

/** The model's log-odds that the text is AI, with each signal's share of it. */
export function score(
  weights: DetectorWeights,
  vector: FeatureVector,
): { logit: number; contributions: Contribution[] } {
  let logit = weights.intercept;
  const contributions: Contribution[] = [];
  weights.features.forEach((feature, i) => {
    const value = vector[feature];
    const z = clipZ((value - (weights.means[i] ?? 0)) / (weights.scales[i] || 1));
    const weight = (weights.coefficients[i] ?? 0) * z;
    logit += weight;
    contributions.push({ feature, value, weight, scored: (weights.coefficients[i] ?? 0) !== 0 });
  });
  return { logit, contributions };
}

export function checkWeights(weights: DetectorWeights): void {
  const known = new Set<string>(FEATURES);
  for (const feature of weights.features) {
    if (!known.has(feature)) throw new Error(`The detector weights name an unknown signal: ${feature}`);
  }
}

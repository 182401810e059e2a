import {
  FEATURES,
  type Extracted,
  type FeatureVector,
  type Models,
  type Prepared,
  SCORED_FEATURES,
  SIGNAL_DIRECTIONS,
  extract,
  prepare,
} from '../features';
import { type WordCounts, countNgrams, isStyleWord, pruneNgrams } from '../language-model';
import { type DetectorWeights, type StoredModels, clipZ, modelsOf, sigmoid } from '../model';
import { tokenize } from '../text';
import { assignFolds } from './folds';
import { fitLogistic } from './logistic';
import { thresholdAtFpr } from './metrics';

export interface LabelledText {
  text: string;
  label: 'ai' | 'human';
  domain?: string;
  generator?: string | null;
}

export interface TrainOptions {
  vocabularySize: number;
  folds: number;
  lambda: number;
  /** N-grams seen fewer times than this are dropped from the stored models (size; they add noise, not signal). */
  minNgramCount: number;
  /**
   * The word-choice model keeps only words seen in texts of at least this many training domains (texts without
   * a domain count as one): a word of one domain is that domain's topic, not the author's kind.
   */
  minDomains: number;
  /** The signals the regression weighs; the others get no weight and are shown for context only. */
  scoredFeatures: readonly string[];
  /** Signals whose weight must point one way (+1 AI, −1 human); one fitted the other way is dropped. */
  directions: Partial<Record<string, 1 | -1>>;
  /** The share of human training texts allowed at or above the 50-point line (calibration). */
  targetFalsePositiveRate: number;
  description: string;
}

export const defaultTrainOptions: TrainOptions = {
  vocabularySize: 200,
  folds: 5,
  lambda: 1,
  minNgramCount: 1,
  minDomains: 2,
  scoredFeatures: SCORED_FEATURES,
  directions: SIGNAL_DIRECTIONS,
  targetFalsePositiveRate: 0.002,
  description: '',
};

/** The most common words by the share of texts they appear in: mostly function words, whatever the topic. */
export function buildVocabulary(texts: readonly string[], size: number): string[] {
  const documentFrequency = new Map<string, number>();
  for (const text of texts) {
    const seen = new Set<string>();
    for (const token of tokenize(text)) if (token.kind === 'word') seen.add(token.text.toLowerCase());
    for (const word of seen) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  }
  return [...documentFrequency.entries()]
    .filter(([, df]) => df >= texts.length * 0.01)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, size)
    .map(([word]) => word);
}

/** Lower-case word counts of one class, over the words in `keep`. */
function countWords(docs: readonly Prepared[], keep: ReadonlySet<string>): WordCounts {
  const counts: Record<string, number> = {};
  let total = 0;
  for (const doc of docs) {
    doc.tokens.forEach((token, i) => {
      if (!isStyleWord(token, doc.stream[i]?.opens ?? false)) return;
      const word = token.text.toLowerCase().replaceAll('’', "'");
      total++;
      if (keep.has(word)) counts[word] = (counts[word] ?? 0) + 1;
    });
  }
  return { counts, total };
}

function countModels(
  docs: readonly Prepared[],
  labels: readonly ('ai' | 'human')[],
  vocabularySize: number,
  minimum: number,
  shared: ReadonlySet<string> | null,
): StoredModels {
  const of = (label: 'ai' | 'human') => docs.filter((_, i) => labels[i] === label);
  // Every abstract symbol the n-gram models can meet: the vocabulary, the shapes and the punctuation classes.
  const size = vocabularySize + 32;
  // The word models know the words used at least three times overall: rarer ones are names and noise.
  const frequency = new Map<string, number>();
  for (const doc of docs) {
    doc.tokens.forEach((token, i) => {
      if (!isStyleWord(token, doc.stream[i]?.opens ?? false)) return;
      const word = token.text.toLowerCase().replaceAll('’', "'");
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
    });
  }
  const keep = new Set([...frequency].filter(([w, n]) => n >= 3 && (!shared || shared.has(w))).map(([word]) => word));
  return {
    languageModels: {
      ai: pruneNgrams(countNgrams(of('ai').map((d) => d.stream)), minimum),
      human: pruneNgrams(countNgrams(of('human').map((d) => d.stream)), minimum),
      vocabularySize: size,
    },
    wordModels: { ai: countWords(of('ai'), keep), human: countWords(of('human'), keep), vocabularySize: keep.size },
  };
}

const toRow = (vector: FeatureVector) => FEATURES.map((f) => vector[f]);

/**
 * Trains the detector on labelled texts. The language models behind `languageModelRatio` are cross-fitted:
 * each text's ratio comes from models that never saw it, so the regression learns how much the ratio is worth
 * on unseen text instead of trusting an in-sample ratio that would look better than it is.
 */
export function trainModel(texts: readonly LabelledText[], options: Partial<TrainOptions> = {}): DetectorWeights {
  const o = { ...defaultTrainOptions, ...options };
  const vocabulary = buildVocabulary(
    texts.map((t) => t.text),
    o.vocabularySize,
  );
  const vocabularySet = new Set(vocabulary);
  const docs = texts.map((t) => prepare(t.text, vocabularySet));
  const labels = texts.map((t) => t.label);
  const y = labels.map((label) => (label === 'ai' ? 1 : 0));

  const folds = assignFolds(texts.length, o.folds);
  const domainOf = texts.map((t) => t.domain ?? '');
  const domainCount = new Set(domainOf).size;
  const need = Math.min(o.minDomains, domainCount);
  // Words seen in at least `need` domains: the rest are one domain's topic.
  const wordDomains = new Map<string, Set<string>>();
  docs.forEach((doc, i) => {
    for (const token of doc.words) {
      const word = token.text.toLowerCase().replaceAll('’', "'");
      const set = wordDomains.get(word) ?? new Set<string>();
      set.add(domainOf[i] ?? '');
      wordDomains.set(word, set);
    }
  });
  const sharedWords = need > 1 ? new Set([...wordDomains].filter(([, d]) => d.size >= need).map(([w]) => w)) : null;
  const extracted: Extracted[] = new Array(texts.length);
  for (let k = 0; k < o.folds; k++) {
    const trainIdx = docs.map((_, i) => i).filter((i) => folds[i] !== k);
    const models: Models = modelsOf(
      countModels(
        trainIdx.map((i) => docs[i] as Prepared),
        trainIdx.map((i) => labels[i] as 'ai' | 'human'),
        vocabulary.length,
        o.minNgramCount,
        sharedWords,
      ),
    );
    docs.forEach((doc, i) => {
      if (folds[i] === k) extracted[i] = extract(doc, models);
    });
  }

  const rows = extracted.map((e) => toRow(e.features));
  const means = FEATURES.map((_, j) => rows.reduce((sum, r) => sum + (r[j] ?? 0), 0) / rows.length);
  const scales = FEATURES.map((_, j) => {
    const variance = rows.reduce((sum, r) => sum + ((r[j] ?? 0) - (means[j] ?? 0)) ** 2, 0) / rows.length;
    return Math.sqrt(variance) || 1;
  });
  // A signal left out for an experiment is a column of zeros: the penalty keeps its coefficient at 0.
  const used = FEATURES.map((f) => o.scoredFeatures.includes(f));
  const z = rows.map((r) => r.map((v, j) => clipZ((v - (means[j] ?? 0)) / (scales[j] ?? 1))));
  const columns = (keep: boolean[]) => z.map((r) => r.map((v, j) => (keep[j] ? v : 0)));
  let standardised = columns(used);
  let fit = fitLogistic(standardised, y, o.lambda);
  // Drop the signals fitted against their known direction, one at a time (the worst first), and refit.
  for (;;) {
    const wrong = FEATURES.map((f, j) => (fit.coefficients[j] ?? 0) * (o.directions[f] ?? 0)).map((v, j) =>
      used[j] && v < 0 ? v : 0,
    );
    const worst = wrong.indexOf(Math.min(...wrong));
    if ((wrong[worst] ?? 0) >= 0) break;
    used[worst] = false;
    standardised = columns(used);
    fit = fitLogistic(standardised, y, o.lambda);
  }

  // Calibrate: move the 50-point line to where at most the target share of human training texts reach it.
  const logits = standardised.map((r) => r.reduce((sum, v, j) => sum + v * (fit.coefficients[j] ?? 0), fit.intercept));
  const cut = thresholdAtFpr(logits, y.map(Boolean), o.targetFalsePositiveRate);
  const intercept = fit.intercept - (Number.isFinite(cut) ? cut : 0);

  // Sentence scores: a small logistic over each sentence's own signals, labelled by its text's label.
  const sentenceX: number[][] = [];
  const sentenceY: number[] = [];
  extracted.forEach((e, i) => {
    for (const s of e.sentences) {
      if (s.words < 5) continue;
      sentenceX.push([s.ratio, s.wordRatio, s.modelFavoured / s.words]);
      sentenceY.push(y[i] ?? 0);
    }
  });
  const sentenceFit = fitLogistic(sentenceX, sentenceY, 1);

  const final = countModels(docs, labels, vocabulary.length, o.minNgramCount, sharedWords);
  return {
    version: '1',
    trainedOn: o.description,
    vocabulary,
    ...final,
    features: [...FEATURES],
    means,
    scales,
    coefficients: fit.coefficients,
    intercept,
    sentence: {
      ratio: sentenceFit.coefficients[0] ?? 0,
      wordRatio: sentenceFit.coefficients[1] ?? 0,
      favoured: sentenceFit.coefficients[2] ?? 0,
      intercept: sentenceFit.intercept,
    },
  };
}

/** The probability the model gives a feature vector (for evaluation without the rest of `analyze`). */
export function probability(weights: DetectorWeights, vector: FeatureVector): number {
  let logit = weights.intercept;
  weights.features.forEach((f, j) => {
    logit += (weights.coefficients[j] ?? 0) * clipZ((vector[f] - (weights.means[j] ?? 0)) / (weights.scales[j] || 1));
  });
  return sigmoid(logit);
}

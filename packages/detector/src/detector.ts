import { type FeatureName, extract, functionWordShare, prepare } from './features';
import { type DetectorWeights, checkWeights, modelsOf, score, sigmoid } from './model';
import { describeSignal } from './signals';

export type { DetectorWeights } from './model';
export type { FeatureName } from './features';

export type Label = 'human' | 'mixed' | 'ai';
export type Confidence = 'low' | 'medium' | 'high';

export interface SentenceScore {
  /** Offsets into the analysed text: text.slice(start, end) is the sentence. */
  start: number;
  end: number;
  aiScore: number;
  words: number;
}

export interface Signal {
  id: FeatureName;
  name: string;
  /** The measured value, as a person would read it ("18.4 words", "12%"). */
  value: string;
  /** Its push on the score in log-odds: positive towards AI, negative towards human. */
  effect: number;
  leansTowards: 'ai' | 'human';
  /** Whether the score weighs this signal; the others are shown for context only. */
  scored: boolean;
  explanation: string;
}

export interface DetectionResult {
  /** Percent AI, 0 to 100; null when the text cannot be judged (see `reason`). */
  aiScore: number | null;
  humanScore: number | null;
  label: Label | null;
  confidence: Confidence;
  reliable: boolean;
  /** Why the result is not reliable, in words for the user; null when it is. */
  reason: string | null;
  wordCount: number;
  sentences: SentenceScore[];
  /** The signals behind the score, strongest first. */
  signals: Signal[];
  /** Words and phrases language models favour that were found in the text. */
  modelFavouredTerms: string[];
  detector: { name: string; version: string };
}

/** Below this many words there is too little text to score at all. */
export const MIN_WORDS = 15;
/** Below this many words a score is given but marked unreliable. */
export const RELIABLE_WORDS = 50;
/** Scores at or above this are labelled AI; the calibration puts 1% of human training texts here. */
export const AI_THRESHOLD = 50;
/** Scores below this are labelled human; between the two, mixed. */
export const HUMAN_THRESHOLD = 30;

const NAME = 'ZHI detector';

function unjudged(wordCount: number, reason: string, version: string): DetectionResult {
  return {
    aiScore: null,
    humanScore: null,
    label: null,
    confidence: 'low',
    reliable: false,
    reason,
    wordCount,
    sentences: [],
    signals: [],
    modelFavouredTerms: [],
    detector: { name: NAME, version },
  };
}

/** Why a text is not English prose that can be judged, or null. */
function unjudgeable(text: string, words: number, tokens: number, functionShare: number): string | null {
  if (tokens === 0) return 'There is no text to judge.';
  const symbols = (text.match(/[{}();=<>[\]]/g) ?? []).length;
  if (symbols / Math.max(1, text.length) > 0.04 || /^\s*(import|def|function|class|const|#include)\b/m.test(text)) {
    if (functionShare < 0.3) return 'This looks like code, not prose; the detector judges prose.';
  }
  if (words / Math.max(1, tokens) < 0.4) return 'This is mostly numbers and symbols, not prose.';
  if (words < MIN_WORDS) return `Too short to judge: ${words} words; at least ${RELIABLE_WORDS} are needed.`;
  if (functionShare < 0.15) return 'This does not look like English; the detector judges English prose only.';
  return null;
}

function confidenceOf(aiScore: number, words: number): Confidence {
  const distance = Math.abs(aiScore - AI_THRESHOLD);
  if (words >= 150 && distance >= 35) return 'high';
  if (words >= 80 && distance >= 20) return 'medium';
  return 'low';
}

/** A detector over given weights. Pure: text in, result out; the weights can be dropped once it is made. */
export function createDetector(weights: DetectorWeights) {
  checkWeights(weights);
  const vocabulary = new Set(weights.vocabulary);
  const models = modelsOf(weights);

  return {
    analyze(text: string): DetectionResult {
      const doc = prepare(text, vocabulary);
      const words = doc.words.length;
      const problem = unjudgeable(text, words, doc.tokens.length, functionWordShare(doc));
      if (problem) return unjudged(words, problem, weights.version);

      const extracted = extract(doc, models);
      const { logit, contributions } = score(weights, extracted.features);
      const aiScore = Math.round(sigmoid(logit) * 100);
      const sentences = doc.sentences.map((sentence, i) => {
        const s = extracted.sentences[i] ?? { ratio: 0, wordRatio: 0, modelFavoured: 0, words: 0 };
        const favoured = s.words > 0 ? s.modelFavoured / s.words : 0;
        const w = weights.sentence;
        const p = sigmoid(w.intercept + w.ratio * s.ratio + w.wordRatio * s.wordRatio + w.favoured * favoured);
        return { start: sentence.start, end: sentence.end, aiScore: Math.round(p * 100), words: s.words };
      });
      // Scored signals first, strongest first; the context-only ones after them.
      const signals = contributions
        .map((c) => describeSignal(c))
        .sort((a, b) => Number(b.scored) - Number(a.scored) || Math.abs(b.effect) - Math.abs(a.effect));
      const short = words < RELIABLE_WORDS;
      return {
        aiScore,
        humanScore: 100 - aiScore,
        label: aiScore >= AI_THRESHOLD ? 'ai' : aiScore < HUMAN_THRESHOLD ? 'human' : 'mixed',
        confidence: short ? 'low' : confidenceOf(aiScore, words),
        reliable: !short,
        reason: short ? `Short text: ${words} words. Scores under ${RELIABLE_WORDS} words are unreliable.` : null,
        wordCount: words,
        sentences,
        signals,
        modelFavouredTerms: [...new Set(extracted.modelFavouredHits)],
        detector: { name: NAME, version: weights.version },
      };
    },
  };
}

import {
  type CompiledNgrams,
  type StreamToken,
  abstractToken,
  isStyleWord,
  tokenProbabilities,
} from './language-model';
import {
  FIRST_PERSON,
  FUNCTION_WORDS,
  MODEL_FAVOURED_PHRASES,
  MODEL_FAVOURED_WORDS,
  TRANSITION_OPENERS,
} from './lexicon';
import { type Sentence, type Token, splitSentences, tokenize } from './text';

/** A text cut into what every signal reads. */
export interface Prepared {
  text: string;
  tokens: Token[];
  words: Token[];
  sentences: Sentence[];
  /** For each token, the index of its sentence. */
  sentenceOf: Int32Array;
  stream: StreamToken[];
}

export function prepare(text: string, vocabulary: ReadonlySet<string>): Prepared {
  const tokens = tokenize(text);
  const sentences = splitSentences(text);
  const sentenceOf = new Int32Array(tokens.length);
  const stream: StreamToken[] = [];
  let s = 0;
  let lastSentence = -1;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    while (s < sentences.length - 1 && token.start >= (sentences[s] as Sentence).end) s++;
    sentenceOf[i] = s;
    const opens = s !== lastSentence;
    lastSentence = s;
    stream.push({ symbol: abstractToken(token, vocabulary, opens), opens });
  }
  return { text, tokens, words: tokens.filter((t) => t.kind === 'word'), sentences, sentenceOf, stream };
}

/**
 * Every signal measured and shown, in a fixed order (the weights file lists them by name). The score weighs
 * only `SCORED_FEATURES`; the rest are context for the reader (see docs/decisions/009).
 */
export const FEATURES = [
  'languageModelRatio',
  'wordChoiceRatio',
  'predictability',
  'surprisalSpread',
  'lexicalDiversity',
  'meanWordLength',
  'sentenceLengthMean',
  'sentenceLengthVariation',
  'commaRate',
  'semicolonColonRate',
  'dashRate',
  'parenthesisRate',
  'quoteRate',
  'exclamationQuestionRate',
  'contractionRate',
  'firstPersonRate',
  'modelFavouredRate',
  'transitionOpenerRate',
  'informalityRate',
  'digitRate',
  'repetitionRate',
] as const;

export type FeatureName = (typeof FEATURES)[number];

/**
 * The signals the score weighs: their direction holds in every training domain, and none of them counts plain,
 * simple writing (a narrow vocabulary, repeated phrases, no contractions, predictable wording) as a sign of AI.
 * Predictability is what flags non-native writers in perplexity detectors; leaving it out cost 0.003 AUROC.
 */
export const SCORED_FEATURES: readonly FeatureName[] = [
  'languageModelRatio',
  'wordChoiceRatio',
  'meanWordLength',
  'commaRate',
  'quoteRate',
  'firstPersonRate',
  'modelFavouredRate',
  'transitionOpenerRate',
  'informalityRate',
];

/**
 * The direction each scored signal must push (+1 towards AI, −1 towards human), fixed in advance from what is
 * known of model writing. Training drops a signal whose fitted weight points the other way: such a weight is an
 * artefact of the training mix (shorter words meaning AI, say) and is what misjudges writers it never saw.
 */
export const SIGNAL_DIRECTIONS: Partial<Record<FeatureName, 1 | -1>> = {
  languageModelRatio: 1,
  wordChoiceRatio: 1,
  meanWordLength: 1,
  firstPersonRate: -1,
  modelFavouredRate: 1,
  transitionOpenerRate: 1,
  informalityRate: -1,
};
export type FeatureVector = Record<FeatureName, number>;

/** Moving-average type-token ratio: diversity that does not fall just because a text is longer. */
function movingTypeTokenRatio(words: string[], window = 50): number {
  if (words.length === 0) return 0;
  if (words.length <= window) return new Set(words).size / words.length;
  const counts = new Map<string, number>();
  let distinct = 0;
  for (let i = 0; i < window; i++) {
    const w = words[i] as string;
    const c = counts.get(w) ?? 0;
    if (c === 0) distinct++;
    counts.set(w, c + 1);
  }
  let sum = distinct;
  for (let i = window; i < words.length; i++) {
    const out = words[i - window] as string;
    const left = (counts.get(out) ?? 0) - 1;
    counts.set(out, left);
    if (left === 0) distinct--;
    const w = words[i] as string;
    const c = counts.get(w) ?? 0;
    if (c === 0) distinct++;
    counts.set(w, c + 1);
    sum += distinct;
  }
  return sum / (words.length - window + 1) / window;
}

/** Everything the signals need beyond the text: both classes' n-gram models and the word-choice ratios. */
export interface Models {
  ngrams: CompiledNgrams;
  /** log P_ai(word) − log P_human(word) for the words the models know. */
  wordRatios: ReadonlyMap<string, number>;
}

export interface SentenceSignals {
  /** Mean per-token model ratio in the sentence. */
  ratio: number;
  /** Mean word-choice ratio in the sentence. */
  wordRatio: number;
  modelFavoured: number;
  words: number;
}

export interface Extracted {
  features: FeatureVector;
  sentences: SentenceSignals[];
  modelFavouredHits: string[];
}

/** Every signal of a prepared text, plus per-sentence signals for the sentence view. */
export function extract(doc: Prepared, models: Models): Extracted {
  const wordCount = Math.max(1, doc.words.length);
  const lowerWords = doc.words.map((w) => w.text.toLowerCase().replaceAll('’', "'"));
  // Predictability under both models together: model text is more expected, human text spikier.
  const { ratios, expected: logProbs } = tokenProbabilities(doc.stream, models.ngrams);
  const meanLogProb = logProbs.reduce((a, b) => a + b, 0) / Math.max(1, logProbs.length);
  const spread = Math.sqrt(logProbs.reduce((a, b) => a + (b - meanLogProb) ** 2, 0) / Math.max(1, logProbs.length));

  const perSentence: SentenceSignals[] = doc.sentences.map(() => ({
    ratio: 0,
    wordRatio: 0,
    modelFavoured: 0,
    words: 0,
  }));
  let wordRatioSum = 0;
  let wordRatioCount = 0;
  const ratioCount = new Int32Array(doc.sentences.length);

  const punct = { comma: 0, semi: 0, dash: 0, paren: 0, quote: 0, excl: 0 };
  let letters = 0;
  let contractions = 0;
  let firstPerson = 0;
  let favoured = 0;
  let informal = 0;
  let digits = 0;
  const hits: string[] = [];
  let w = 0;
  for (let i = 0; i < doc.tokens.length; i++) {
    const token = doc.tokens[i] as Token;
    const s = doc.sentenceOf[i] as number;
    const signals = perSentence[s];
    if (signals) {
      signals.ratio += ratios[i] as number;
      ratioCount[s] = (ratioCount[s] ?? 0) + 1;
    }
    if (token.kind === 'punct') {
      const p = token.text;
      if (p === ',') punct.comma++;
      else if (p === ';' || p === ':') punct.semi++;
      else if (p === '—' || p === '–' || p === '-') punct.dash++;
      else if (p === '(' || p === ')') punct.paren++;
      else if (p === '"' || p === '“' || p === '”') punct.quote++;
      else if (p === '!' || p === '?') punct.excl++;
      continue;
    }
    if (token.kind === 'number') {
      digits++;
      continue;
    }
    const lower = lowerWords[w++] as string;
    letters += token.text.length;
    if (isStyleWord(token, doc.stream[i]?.opens ?? false)) {
      const r = models.wordRatios.get(lower) ?? 0;
      wordRatioSum += r;
      wordRatioCount++;
      if (signals) signals.wordRatio += r;
    }
    if (lower.includes("'")) contractions++;
    if (FIRST_PERSON.has(lower)) firstPerson++;
    if (MODEL_FAVOURED_WORDS.has(lower)) {
      favoured++;
      if (signals) signals.modelFavoured++;
      if (hits.length < 20) hits.push(lower);
    }
    if (signals) signals.words++;
    // Informal habits people have and models do not: a lower-case "i", all-capitals shouting.
    if (
      token.text === 'i' ||
      (token.text.length > 2 && token.text === token.text.toUpperCase() && /\p{Lu}/u.test(token.text))
    ) {
      informal++;
    }
  }
  perSentence.forEach((signals, s) => {
    signals.ratio = (ratioCount[s] ?? 0) > 0 ? signals.ratio / (ratioCount[s] as number) : 0;
    signals.wordRatio = signals.words > 0 ? signals.wordRatio / signals.words : 0;
  });

  const lowerText = doc.text.toLowerCase();
  for (const phrase of MODEL_FAVOURED_PHRASES) {
    for (let at = lowerText.indexOf(phrase); at !== -1; at = lowerText.indexOf(phrase, at + phrase.length)) {
      favoured++;
      if (hits.length < 20) hits.push(phrase.trim().replace(/,$/, ''));
    }
  }
  // Sentences that open with a lower-case letter or run punctuation together ("!!", "...") read as casual.
  let transitions = 0;
  for (const sentence of doc.sentences) {
    const first = /[\p{L}]+/u.exec(sentence.text)?.[0] ?? '';
    if (TRANSITION_OPENERS.has(first.toLowerCase())) transitions++;
    if (/^\p{Ll}/u.test(sentence.text)) informal++;
  }
  informal += (doc.text.match(/[!?]{2,}|\.{3,}/g) ?? []).length;

  const lengths = perSentence.map((s) => s.words).filter((n) => n > 0);
  const mean = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
  const variance = lengths.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, lengths.length);
  const sentenceCount = Math.max(1, doc.sentences.length);

  const trigrams = new Map<string, number>();
  for (let i = 2; i < lowerWords.length; i++) {
    const key = `${lowerWords[i - 2]} ${lowerWords[i - 1]} ${lowerWords[i]}`;
    trigrams.set(key, (trigrams.get(key) ?? 0) + 1);
  }
  let repeated = 0;
  for (const c of trigrams.values()) if (c > 1) repeated += c;

  const features: FeatureVector = {
    languageModelRatio: ratios.length ? ratios.reduce((a, b) => a + b, 0) / ratios.length : 0,
    wordChoiceRatio: wordRatioCount ? wordRatioSum / wordRatioCount : 0,
    predictability: meanLogProb,
    surprisalSpread: spread,
    lexicalDiversity: movingTypeTokenRatio(lowerWords),
    meanWordLength: letters / wordCount,
    sentenceLengthMean: mean,
    sentenceLengthVariation: lengths.length >= 3 && mean > 0 ? Math.sqrt(variance) / mean : 0,
    commaRate: punct.comma / wordCount,
    semicolonColonRate: punct.semi / wordCount,
    dashRate: punct.dash / wordCount,
    parenthesisRate: punct.paren / wordCount,
    quoteRate: punct.quote / wordCount,
    exclamationQuestionRate: punct.excl / sentenceCount,
    contractionRate: contractions / wordCount,
    firstPersonRate: firstPerson / wordCount,
    modelFavouredRate: favoured / wordCount,
    transitionOpenerRate: transitions / sentenceCount,
    informalityRate: informal / sentenceCount,
    digitRate: digits / Math.max(1, wordCount + digits),
    repetitionRate: repeated / Math.max(1, lowerWords.length - 2),
  };
  return { features, sentences: perSentence, modelFavouredHits: hits };
}

/** How much of the text is common English function words (prose in English: roughly 0.35 to 0.6). */
export function functionWordShare(doc: Prepared): number {
  if (doc.words.length === 0) return 0;
  let hits = 0;
  for (const word of doc.words) if (FUNCTION_WORDS.has(word.text.toLowerCase())) hits++;
  return hits / doc.words.length;
}

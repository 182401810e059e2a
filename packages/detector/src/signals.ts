import type { FeatureName } from './features';
import type { Contribution } from './model';

interface SignalText {
  name: string;
  format: (value: number) => string;
  /** What the signal measures and which way it points, in one sentence. */
  explanation: string;
}

const percent = (v: number) => `${(v * 100).toFixed(1)}%`;
const perHundred = (v: number) => `${(v * 100).toFixed(1)} per 100 words`;
const perSentence = (v: number) => `${v.toFixed(2)} per sentence`;

const TEXTS: Record<FeatureName, SignalText> = {
  languageModelRatio: {
    name: 'Word-pattern likelihood',
    format: (v) => `${v >= 0 ? '+' : ''}${v.toFixed(3)} per token`,
    explanation:
      'How much likelier the sequence of function words, punctuation and word shapes is under a model of AI writing than under a model of human writing.',
  },
  wordChoiceRatio: {
    name: 'Word-choice likelihood',
    format: (v) => `${v >= 0 ? '+' : ''}${v.toFixed(3)} per word`,
    explanation:
      'How much likelier the choice of everyday words is in AI writing than in human writing (names, numbers and words neither model knows count as neutral).',
  },
  predictability: {
    name: 'Predictability',
    format: (v) => `${v.toFixed(2)} log-probability per token`,
    explanation: 'How expected each next word pattern is; model text is smoother and more predictable.',
  },
  surprisalSpread: {
    name: 'Surprise spread',
    format: (v) => v.toFixed(2),
    explanation: 'How unevenly surprising the word patterns are; human writing has more sudden turns.',
  },
  lexicalDiversity: {
    name: 'Vocabulary variety',
    format: percent,
    explanation: 'Distinct words per 50-word window; models tend to reuse a narrower vocabulary than people.',
  },
  meanWordLength: {
    name: 'Average word length',
    format: (v) => `${v.toFixed(2)} letters`,
    explanation: 'Models favour longer, more formal words than most people use for the same content.',
  },
  sentenceLengthMean: {
    name: 'Average sentence length',
    format: (v) => `${v.toFixed(1)} words`,
    explanation: 'Typical sentence length in words.',
  },
  sentenceLengthVariation: {
    name: 'Sentence-length burstiness',
    format: percent,
    explanation: 'How much sentence lengths vary; people mix short and long sentences more than models do.',
  },
  commaRate: { name: 'Commas', format: perHundred, explanation: 'Commas per 100 words.' },
  semicolonColonRate: {
    name: 'Semicolons and colons',
    format: perHundred,
    explanation: 'Semicolons and colons per 100 words.',
  },
  dashRate: { name: 'Dashes', format: perHundred, explanation: 'Dashes per 100 words.' },
  parenthesisRate: { name: 'Parentheses', format: perHundred, explanation: 'Parentheses per 100 words.' },
  quoteRate: { name: 'Quotation marks', format: perHundred, explanation: 'Quotation marks per 100 words.' },
  exclamationQuestionRate: {
    name: 'Questions and exclamations',
    format: perSentence,
    explanation: 'Question and exclamation marks per sentence.',
  },
  contractionRate: {
    name: 'Contractions',
    format: perHundred,
    explanation: "Words like don't and it's per 100 words; models write them out more often than people.",
  },
  firstPersonRate: {
    name: 'First person',
    format: perHundred,
    explanation: 'I, me, my, we, our per 100 words.',
  },
  modelFavouredRate: {
    name: 'Model-favoured words',
    format: perHundred,
    explanation:
      'Words and phrases language models overuse ("delve", "crucial", "it is important to note") per 100 words.',
  },
  transitionOpenerRate: {
    name: 'Transition openers',
    format: perSentence,
    explanation: 'Sentences opening with connectives like "Moreover," or "Additionally," per sentence.',
  },
  informalityRate: {
    name: 'Informal habits',
    format: perSentence,
    explanation: 'A lower-case "i", sentences starting in lower case, "!!" or "...": habits of people, not models.',
  },
  digitRate: { name: 'Numbers', format: percent, explanation: 'Share of tokens that are numbers.' },
  repetitionRate: {
    name: 'Repeated phrases',
    format: percent,
    explanation: 'Share of three-word sequences that occur more than once.',
  },
};

export function describeSignal(c: Contribution) {
  const text = TEXTS[c.feature];
  return {
    id: c.feature,
    name: text.name,
    value: text.format(c.value),
    effect: Math.round(c.weight * 1000) / 1000 || 0,
    leansTowards: (c.weight >= 0 ? 'ai' : 'human') as 'ai' | 'human',
    scored: c.scored,
    explanation: text.explanation,
  };
}

/**
 * The longest answer each AI feature allows, in words: what a hold covers beside the input (docs/pricing.md).
 * With fewer tokens than that, a call still runs when the balance pays for the input and `min` words of answer;
 * the provider is then told to stop sooner.
 */
export const ANSWER_WORDS = {
  /** Per part of a problem (long problems go part by part). */
  homework: { max: 4000, min: 200 },
  refine: { max: 4000, min: 200 },
  chat: { max: 1500, min: 100 },
} as const;

/** A rewrite is about as long as its input: room for half again, and for a short text to grow. */
export const rewriteAnswerWords = (inputWords: number) => Math.ceil(inputWords * 1.5) + 100;

/** The provider's output cap for an answer of this many words (about 1.3 tokens a word in English; LaTeX more). */
export const maxOutputTokensFor = (words: number) => Math.max(16, Math.ceil(words * 1.5));

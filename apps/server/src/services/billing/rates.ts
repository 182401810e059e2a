import {
  CHEAPEST_WORDS_PER_DOLLAR,
  type ProviderId,
  TOKENS_PER_DOLLAR,
  tokensForWords,
  vendorWordsPerDollar,
} from '@zhi/contract';
import type { Config } from '../../config';

export type RateConfig = Pick<Config, 'wordsPerDollar'>;

/** Words per $1 for a provider: the vendor's published rate, or the operator's, defaulting to the cheapest. */
export function wordsPerDollar(provider: ProviderId, config: RateConfig): number {
  switch (provider) {
    case 'azure':
      return config.wordsPerDollar.azure ?? CHEAPEST_WORDS_PER_DOLLAR;
    case 'local':
      return config.wordsPerDollar.local ?? CHEAPEST_WORDS_PER_DOLLAR;
    case 'openai-compatible':
      return config.wordsPerDollar.openaiCompatible ?? CHEAPEST_WORDS_PER_DOLLAR;
    default:
      return vendorWordsPerDollar[provider];
  }
}

/** The tokens a request of this many words costs with this provider (see docs/pricing.md). */
export const quoteTokens = (provider: ProviderId, words: number, config: RateConfig): number =>
  tokensForWords(words, wordsPerDollar(provider, config));

/** The most words `tokens` pay for with this provider: the inverse of quoteTokens, never past it. */
export function wordsForTokens(provider: ProviderId, tokens: number, config: RateConfig): number {
  let words = Math.floor((tokens * wordsPerDollar(provider, config)) / TOKENS_PER_DOLLAR);
  while (words > 0 && quoteTokens(provider, words, config) > tokens) words--;
  return words;
}

import type { ProviderId } from './provider-ids';

/** A token's base price: the $1 pack's 2,000 tokens. Larger packs add tokens, not value per token used. */
export const TOKENS_PER_DOLLAR = 2000;

export interface TokenPack {
  /** Price in US dollars. */
  amount: number;
  tokens: number;
  popular: boolean;
}

export const tokenPacks: readonly TokenPack[] = [
  { amount: 1, tokens: 2_000, popular: false },
  { amount: 10, tokens: 30_000, popular: true },
  { amount: 100, tokens: 600_000, popular: false },
  { amount: 1000, tokens: 10_000_000, popular: false },
];

export const findTokenPack = (amount: number): TokenPack | undefined => tokenPacks.find((p) => p.amount === amount);

/** What each vendor's words cost: words per $1. Azure, the local engines and a self-hosted server are configurable. */
export const vendorWordsPerDollar = {
  anthropic: 1_154_250,
  openai: 28_834,
  deepseek: 189_540,
  perplexity: 1_731_769,
} as const satisfies Partial<Record<ProviderId, number>>;

/** The cheapest vendor rate: the default for the local engines and for providers the operator prices. */
export const CHEAPEST_WORDS_PER_DOLLAR = Math.max(...Object.values(vendorWordsPerDollar));

/**
 * Tokens for a number of words at a rate: dollars = words / wordsPerDollar; tokens = dollars × 2,000,
 * rounded up, at least 1 for any work at all.
 */
export function tokensForWords(words: number, wordsPerDollar: number): number {
  if (!(words > 0)) return 0;
  return Math.max(1, Math.ceil((words / wordsPerDollar) * TOKENS_PER_DOLLAR));
}

/** Counts words the way the billing does: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

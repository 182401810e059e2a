import { describe, expect, it } from 'vitest';
import { CHEAPEST_WORDS_PER_DOLLAR, countWords, findTokenPack, tokensForWords, vendorWordsPerDollar } from './pricing';

describe('pricing', () => {
  it('turns words into tokens: dollars × 2,000, rounded up, at least 1', () => {
    expect(tokensForWords(1000, vendorWordsPerDollar.openai)).toBe(70); // $0.03468 → 69.36 → 70
    expect(tokensForWords(10_000, vendorWordsPerDollar.openai)).toBe(694);
    expect(tokensForWords(1000, vendorWordsPerDollar.deepseek)).toBe(11); // $0.005276 → 10.55 → 11
    expect(tokensForWords(1, vendorWordsPerDollar.perplexity)).toBe(1);
    expect(tokensForWords(0, vendorWordsPerDollar.openai)).toBe(0);
    expect(tokensForWords(Number.NaN, vendorWordsPerDollar.openai)).toBe(0);
  });

  it('makes perplexity the cheapest vendor, the default for the local engines', () => {
    expect(CHEAPEST_WORDS_PER_DOLLAR).toBe(1_731_769);
  });

  it('knows only the four packs', () => {
    expect(findTokenPack(10)).toEqual({ amount: 10, tokens: 30_000, popular: true });
    expect(findTokenPack(5)).toBeUndefined();
  });

  it('counts words as runs of non-space characters', () => {
    expect(countWords('  Solve  2x + 3 = 7\nfor x ')).toBe(8);
    expect(countWords('   ')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { tidyOcrText, wordWithExponents } from './ocr-pool';

const symbol = (text: string, y0: number, y1: number) => ({ text, bbox: { x0: 0, x1: 0, y0, y1 } });

describe('reading math out of OCR results', () => {
  it('marks characters raised above the baseline as an exponent', () => {
    const word = { text: '23', symbols: [symbol('2', 110, 150), symbol('3', 104, 134)] };
    expect(wordWithExponents(word as never)).toBe('2^3');
  });

  it('leaves level words alone, and does not mark a degree sign or a caret', () => {
    expect(wordWithExponents({ text: 'ab', symbols: [symbol('a', 120, 150), symbol('b', 110, 151)] } as never)).toBe(
      'ab',
    );
    expect(
      wordWithExponents({
        text: '30°',
        symbols: [symbol('3', 110, 150), symbol('0', 110, 150), symbol('°', 104, 125)],
      } as never),
    ).toBe('30°');
  });

  it('turns a caret read as a trade-mark sign back into a caret, and dashes between numbers into minus signs', () => {
    expect(tidyOcrText('y™3 and 7 — 2  \n\n\n\nnext')).toBe('y^3 and 7 - 2\n\nnext');
  });
});

import { describe, expect, it } from 'vitest';
import { chunkText, countWords, meanScore } from './chunks';

const sentence = (i: number) => `Sentence number ${i} has exactly eight words here.`;

describe('chunks', () => {
  it('cuts 2,000 words into chunks of at most 700 words at sentence ends, losing nothing', () => {
    const paragraphs = Array.from({ length: 10 }, (_, p) =>
      Array.from({ length: 25 }, (_, i) => sentence(p * 25 + i)).join(' '),
    );
    const text = paragraphs.join('\n\n');
    expect(countWords(text)).toBe(2000);
    const chunks = chunkText(text);
    expect(chunks.map(countWords)).toEqual([600, 600, 600, 200]);
    for (const chunk of chunks) {
      expect(countWords(chunk)).toBeLessThanOrEqual(700);
      expect(chunk).toMatch(/\.$/);
    }
    expect(chunks.join('\n\n')).toBe(text);
  });

  it('splits one very long paragraph by sentences', () => {
    const text = Array.from({ length: 200 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkText(text);
    expect(chunks.map(countWords)).toEqual([696, 696, 208]);
    expect(chunks.join(' ')).toBe(text);
  });

  it('averages the scores that exist', () => {
    expect(meanScore([10, 21, null, 30])).toBe(20);
    expect(meanScore([null, undefined])).toBeNull();
  });
});

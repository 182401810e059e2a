import { describe, expect, it } from 'vitest';
import { splitSentences, tokenize } from './text';

describe('tokenize', () => {
  it('keeps contractions, hyphenated words and numbers whole, with offsets into the text', () => {
    const text = "It's a well-known fact: 3.14 isn't 22/7!";
    const tokens = tokenize(text);
    expect(tokens.map((t) => t.text)).toEqual([
      "It's",
      'a',
      'well-known',
      'fact',
      ':',
      '3.14',
      "isn't",
      '22',
      '/',
      '7',
      '!',
    ]);
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.text);
    expect(tokens.find((t) => t.text === '3.14')?.kind).toBe('number');
  });
});

describe('splitSentences', () => {
  it('splits at sentence ends but not after abbreviations or initials', () => {
    const text = 'Dr. Smith met J. R. Jones at 5 p.m. on Monday. They talked! Did it help? "Yes," she said.';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual([
      'Dr. Smith met J. R. Jones at 5 p.m. on Monday.',
      'They talked!',
      'Did it help?',
      '"Yes," she said.',
    ]);
    for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('treats a blank line as a sentence end even without punctuation', () => {
    expect(splitSentences('A heading\n\nThe first paragraph starts here.').map((s) => s.text)).toEqual([
      'A heading',
      'The first paragraph starts here.',
    ]);
  });
});

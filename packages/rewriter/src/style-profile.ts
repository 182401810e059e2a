import { FIRST_PERSON } from '@zhi/detector/lexicon';
import { parse, wordsOf } from './document';

/** How a sample is written, measured: what the rewrite steers towards and what the AI prompt describes. */
export interface StyleProfile {
  words: number;
  sentenceLength: { mean: number; sd: number };
  /** Contractions per word. */
  contractionRate: number;
  /** Per sentence. */
  commaRate: number;
  semicolonRate: number;
  dashRate: number;
  parenthesisRate: number;
  questionRate: number;
  person: 'first' | 'second' | 'third';
  register: 'plain' | 'academic' | 'conversational';
  meanWordLength: number;
  sentencesPerParagraph: number;
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/** Measures a writing sample; null when it is too short to say anything (under 40 words). */
export function profileOf(sample: string): StyleProfile | null {
  const words = wordsOf(sample);
  if (words.length < 40) return null;
  const paragraphs = parse(sample).filter((p) => p.kind === 'prose');
  const sentences = paragraphs.flatMap((p) => (p.kind === 'prose' ? p.sentences : []));
  const lengths = sentences.map((s) => wordsOf(s).length).filter((n) => n > 0);
  const mean = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
  const sd = Math.sqrt(lengths.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, lengths.length));
  const n = Math.max(1, sentences.length);
  const lower = words.map((w) => w.toLowerCase().replaceAll('’', "'"));
  const first = lower.filter((w) => FIRST_PERSON.has(w)).length / words.length;
  const second = lower.filter((w) => w === 'you' || w === 'your' || w === 'yours').length / words.length;
  const contractionRate = lower.filter((w) => /'(t|s|re|ve|ll|d|m)$/.test(w)).length / words.length;
  const meanWordLength = words.reduce((a, w) => a + w.length, 0) / words.length;
  return {
    words: words.length,
    sentenceLength: { mean: Math.round(mean * 10) / 10, sd: Math.round(sd * 10) / 10 },
    contractionRate: Math.round(contractionRate * 1000) / 1000,
    commaRate: Math.round((count(sample, /,/g) / n) * 100) / 100,
    semicolonRate: Math.round((count(sample, /;/g) / n) * 100) / 100,
    dashRate: Math.round((count(sample, /\s[—–-]\s|—/g) / n) * 100) / 100,
    parenthesisRate: Math.round((count(sample, /\(/g) / n) * 100) / 100,
    questionRate: Math.round((count(sample, /\?/g) / n) * 100) / 100,
    person: first > 0.02 ? 'first' : second > 0.015 ? 'second' : 'third',
    register: meanWordLength > 5.1 ? 'academic' : contractionRate > 0.01 ? 'conversational' : 'plain',
    meanWordLength: Math.round(meanWordLength * 100) / 100,
    sentencesPerParagraph: Math.round((sentences.length / Math.max(1, paragraphs.length)) * 10) / 10,
  };
}

/** The profile in words, for the AI prompt and for the page. */
export function describeProfile(p: StyleProfile): string {
  return [
    `sentences average ${p.sentenceLength.mean} words (spread ${p.sentenceLength.sd})`,
    `${p.contractionRate >= 0.01 ? 'uses contractions' : p.contractionRate > 0 ? 'uses contractions rarely' : 'uses no contractions'}`,
    `${p.commaRate} commas, ${p.semicolonRate} semicolons and ${p.dashRate} dashes per sentence`,
    `${p.person}-person voice`,
    `${p.register} register (words average ${p.meanWordLength} letters)`,
    `about ${p.sentencesPerParagraph} sentences per paragraph`,
  ].join('; ');
}

import type { Token } from './text';

// Suffixes that mark a word's part of speech well enough for style: nominalisations, adverbs, participles…
const SUFFIX_CLASSES: [RegExp, string][] = [
  [/(tion|sion)s?$/, '<-tion>'],
  [/ments?$/, '<-ment>'],
  [/(ness|ity|ities)$/, '<-ness>'],
  [/ly$/, '<-ly>'],
  [/ing$/, '<-ing>'],
  [/ed$/, '<-ed>'],
  [/(ous|ive|al|ful|less|able|ible|ic|ical|ant|ent)$/, '<-adj>'],
  [/(er|or|ist|ian)s?$/, '<-er>'],
  [/s$/, '<-s>'],
];

/**
 * A token of the abstracted stream both language models read: a frequent word as itself, any other word as its
 * shape (capitalised; else by suffix, a rough part of speech; else by length), numbers and punctuation as
 * classes. Topic words vanish into shapes, so the models learn how a text is written, not what it is about.
 */
export function abstractToken(token: Token, vocabulary: ReadonlySet<string>, sentenceStart: boolean): string {
  if (token.kind === 'number') return '<num>';
  if (token.kind === 'punct') {
    const p = token.text;
    if (p === '“' || p === '”') return '"';
    if (p === '‘' || p === '’') return "'";
    if (p === '—' || p === '–') return '<dash>';
    return p;
  }
  const lower = token.text.toLowerCase();
  if (vocabulary.has(lower)) return lower;
  const first = token.text[0] ?? '';
  if (!sentenceStart && first !== first.toLowerCase()) return '<cap>';
  for (const [pattern, symbol] of SUFFIX_CLASSES) if (lower.length > 4 && pattern.test(lower)) return symbol;
  return lower.length >= 8 ? '<long>' : '<short>';
}

/** Counts of every n-gram of order 1 to 3 in one class of texts; keys are space-joined symbols (as stored). */
export interface NgramCounts {
  counts: Record<string, number>;
  total: number;
}

/** One symbol of the abstracted stream; `opens` marks the first token of a sentence. */
export interface StreamToken {
  symbol: string;
  opens: boolean;
}

// Symbols become small integers so n-gram keys are arithmetic, not strings: 2^10 symbols at most.
const SHIFT = 1024;

/** Both classes' n-gram models, compiled for fast lookups: integer symbols and numeric keys. */
export interface CompiledNgrams {
  ids: Map<string, number>;
  ai: CompiledClass;
  human: CompiledClass;
  vocabularySize: number;
}

interface CompiledClass {
  counts: Map<number, number>;
  total: number;
}

const START = 1;
const UNKNOWN = 0;

const key1 = (c: number) => c;
const key2 = (b: number, c: number) => SHIFT + b * SHIFT + c;
const key3 = (a: number, b: number, c: number) => SHIFT + SHIFT * SHIFT + (a * SHIFT + b) * SHIFT + c;

/** Turns stored counts into the compiled form; symbols beyond the table's room share the unknown id. */
export function compileNgrams(ai: NgramCounts, human: NgramCounts, vocabularySize: number): CompiledNgrams {
  const ids = new Map<string, number>([['<s>', START]]);
  const idOf = (symbol: string) => {
    let id = ids.get(symbol);
    if (id === undefined) {
      id = ids.size + 1 < SHIFT ? ids.size + 1 : UNKNOWN;
      if (id !== UNKNOWN) ids.set(symbol, id);
    }
    return id;
  };
  const compile = (source: NgramCounts): CompiledClass => {
    const counts = new Map<number, number>();
    for (const [key, count] of Object.entries(source.counts)) {
      const parts = key.split(' ').map(idOf);
      const k =
        parts.length === 1
          ? key1(parts[0] ?? UNKNOWN)
          : parts.length === 2
            ? key2(parts[0] ?? UNKNOWN, parts[1] ?? UNKNOWN)
            : key3(parts[0] ?? UNKNOWN, parts[1] ?? UNKNOWN, parts[2] ?? UNKNOWN);
      counts.set(k, (counts.get(k) ?? 0) + count);
    }
    return { counts, total: source.total };
  };
  return { ids, ai: compile(ai), human: compile(human), vocabularySize };
}

// Interpolation weights of the trigram, bigram and unigram estimates (Jelinek–Mercer smoothing).
const W3 = 0.5;
const W2 = 0.3;
const W1 = 0.2;

/** log P(c | a, b) interpolated over orders 3, 2, 1; a missing context lends its weight to the lower orders. */
function logProb(model: CompiledClass, size: number, a: number, b: number, c: number): number {
  const counts = model.counts;
  const unigram = ((counts.get(key1(c)) ?? 0) + 1) / (model.total + size);
  let p = 0;
  let spare = 0;
  const contextAB = counts.get(key2(a, b)) ?? 0;
  if (contextAB > 0) p += (W3 * (counts.get(key3(a, b, c)) ?? 0)) / contextAB;
  else spare += W3;
  const contextB = counts.get(key1(b)) ?? 0;
  if (contextB > 0) p += (W2 * (counts.get(key2(b, c)) ?? 0)) / contextB;
  else spare += W2;
  p += (W1 + spare) * unigram;
  return Math.log(p);
}

export interface TokenProbabilities {
  /** log P_ai − log P_human per token: positive where the text reads like model output. */
  ratios: Float64Array;
  /** log of the two models' average probability per token: how expected each token is, whoever wrote it. */
  expected: Float64Array;
}

/** Both per-token measures in one pass over the stream. */
export function tokenProbabilities(stream: StreamToken[], models: CompiledNgrams): TokenProbabilities {
  const ratios = new Float64Array(stream.length);
  const expected = new Float64Array(stream.length);
  const size = models.vocabularySize;
  let a = START;
  let b = START;
  for (let i = 0; i < stream.length; i++) {
    const token = stream[i] as StreamToken;
    if (token.opens) {
      a = START;
      b = START;
    }
    const c = models.ids.get(token.symbol) ?? UNKNOWN;
    const lpAi = logProb(models.ai, size, a, b, c);
    const lpHuman = logProb(models.human, size, a, b, c);
    ratios[i] = lpAi - lpHuman;
    const high = Math.max(lpAi, lpHuman);
    expected[i] = high + Math.log((Math.exp(lpAi - high) + Math.exp(lpHuman - high)) / 2);
    a = b;
    b = c;
  }
  return { ratios, expected };
}

/** Counts for one class of texts, each an abstracted stream; sentences start with two <s>. */
export function countNgrams(streams: StreamToken[][]): NgramCounts {
  const counts: Record<string, number> = {};
  let total = 0;
  const add = (key: string) => {
    counts[key] = (counts[key] ?? 0) + 1;
  };
  for (const stream of streams) {
    let a = '<s>';
    let b = '<s>';
    for (const { symbol, opens } of stream) {
      if (opens) {
        a = '<s>';
        b = '<s>';
        add('<s>');
        add('<s> <s>');
      }
      add(symbol);
      add(`${b} ${symbol}`);
      add(`${a} ${b} ${symbol}`);
      total++;
      a = b;
      b = symbol;
    }
  }
  return { counts, total };
}

/** Drops n-grams (order 2 and up) seen fewer than `minimum` times: they are mostly noise, and size. */
export function pruneNgrams(ngrams: NgramCounts, minimum: number): NgramCounts {
  const counts: Record<string, number> = {};
  for (const [key, count] of Object.entries(ngrams.counts)) {
    if (count >= minimum || !key.includes(' ')) counts[key] = count;
  }
  return { counts, total: ngrams.total };
}

/** Word counts per class for the word-choice ratio: lower-case words only (names and numbers say nothing of style). */
export interface WordCounts {
  counts: Record<string, number>;
  total: number;
}

/** Whether a word token takes part in the word-choice ratio: lower-case words, not capitalised names. */
export const isStyleWord = (token: Token, sentenceStart: boolean) =>
  token.kind === 'word' && (sentenceStart || token.text[0] === token.text[0]?.toLowerCase());

// Add-k smoothing for the word models: a word one class never used is not infinitely telling.
const WORD_K = 0.5;

/** log P_ai(word) − log P_human(word) for every word the models know; other words are neutral (0). */
export function compileWordRatios(ai: WordCounts, human: WordCounts, vocabularySize: number): Map<string, number> {
  const ratios = new Map<string, number>();
  for (const word of new Set([...Object.keys(ai.counts), ...Object.keys(human.counts)])) {
    ratios.set(
      word,
      Math.log(((ai.counts[word] ?? 0) + WORD_K) / (ai.total + WORD_K * vocabularySize)) -
        Math.log(((human.counts[word] ?? 0) + WORD_K) / (human.total + WORD_K * vocabularySize)),
    );
  }
  return ratios;
}

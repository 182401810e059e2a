import { wordsOf } from './document';
import { STOPWORDS } from './stopwords';

/** What survived a rewrite: the things that must not change, and how much of the rest is still there. */
export interface MeaningCheck {
  numbers: Kept;
  names: Kept;
  citations: Kept;
  quotes: Kept;
  formulas: Kept;
  /** Share of the input's distinct content words still in the output (0 to 1). */
  contentWordsKept: number;
  /** Output words ÷ input words − 1 (−0.3 means 30% shorter). */
  lengthChange: number;
  inputWords: number;
  outputWords: number;
}

export interface Kept {
  total: number;
  kept: number;
  /** The ones missing from the output, as written in the input. */
  missing: string[];
}

const PATTERNS = {
  numbers: /[-+]?\d+(?:[.,]\d+)*%?/g,
  citations:
    /\((?:[A-Z][\p{L}'’-]+(?: et al\.)?(?:,? (?:and|&) [A-Z][\p{L}'’-]+)?,? \d{4}[a-z]?)\)|\[\d+(?:[,–-]\s?\d+)*\]/gu,
  quotes: /["“][^"”\n]{1,400}["”]/g,
  formulas: /\$\$[\s\S]+?\$\$|\$[^$\n]+\$|\\\([\s\S]+?\\\)|\\\[[\s\S]+?\\\]/g,
};
// A name: a capitalised word that does not start a sentence (or a run of them).
// Names do not cross line breaks, and a capitalised common word ("When", "Although") is not a name.
const NAMES = /(?<=[\p{Ll}\p{N},;:][ \t]+)\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+)*/gu;
const isName = (candidate: string) => !STOPWORDS.has(candidate.toLowerCase()) && !COMMON_OPENERS.has(candidate);
const COMMON_OPENERS = new Set(['Although', 'Though', 'While', 'Because', 'Since', 'Unless', 'However', 'Yes', 'No']);

function kept(input: string, output: string, pattern: RegExp): Kept {
  const wanted = (input.match(pattern) ?? []).filter((m) => pattern !== NAMES || isName(m));
  const pool = output.match(pattern) ?? [];
  const available = new Map<string, number>();
  for (const item of pool) available.set(item, (available.get(item) ?? 0) + 1);
  const missing: string[] = [];
  for (const item of wanted) {
    const n = available.get(item) ?? 0;
    // A name may have moved to the start of a sentence: then it only needs to appear in the text.
    if (n > 0) available.set(item, n - 1);
    else if (!(pattern === NAMES && output.includes(item))) missing.push(item);
  }
  return { total: wanted.length, kept: wanted.length - missing.length, missing };
}

const content = (text: string) =>
  new Set(wordsOf(text.toLowerCase()).filter((w) => w.length > 2 && !STOPWORDS.has(w) && !/^\d/.test(w)));

export function checkMeaning(input: string, output: string): MeaningCheck {
  const before = content(input);
  const after = content(output);
  let still = 0;
  for (const w of before) if (after.has(w)) still++;
  const inputWords = wordsOf(input).length;
  const outputWords = wordsOf(output).length;
  return {
    numbers: kept(input, output, PATTERNS.numbers),
    names: kept(input, output, NAMES),
    citations: kept(input, output, PATTERNS.citations),
    quotes: kept(input, output, PATTERNS.quotes),
    formulas: kept(input, output, PATTERNS.formulas),
    contentWordsKept: before.size ? Math.round((still / before.size) * 1000) / 1000 : 1,
    lengthChange: inputWords ? Math.round((outputWords / inputWords - 1) * 1000) / 1000 : 0,
    inputWords,
    outputWords,
  };
}

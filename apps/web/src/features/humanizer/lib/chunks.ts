import type { MeaningCheckResult } from '@zhi/contract';

/** Above this many words the page works in chunks. */
export const CHUNK_MODE_WORDS = 800;
/** Words per chunk. */
export const CHUNK_WORDS = 700;

export const countWords = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);

interface Unit {
  text: string;
  /** Whether the unit starts a paragraph (joined with a blank line, not a space). */
  opens: boolean;
}

/**
 * Cuts a text into chunks of about `size` words at paragraph ends, or at sentence ends inside a long paragraph,
 * so no sentence is split. Joining the chunks with blank lines gives the text back (paragraph breaks kept).
 */
export function chunkText(text: string, size = CHUNK_WORDS): string[] {
  const units: Unit[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const trimmed = paragraph.trim();
    if (!trimmed) continue;
    if (countWords(trimmed) <= size) {
      units.push({ text: trimmed, opens: true });
      continue;
    }
    trimmed.split(/(?<=[.!?]["”’)]?)\s+/).forEach((sentence, i) => units.push({ text: sentence, opens: i === 0 }));
  }
  const chunks: string[] = [];
  let current = '';
  let words = 0;
  for (const unit of units) {
    const n = countWords(unit.text);
    if (current && words + n > size) {
      chunks.push(current);
      current = '';
      words = 0;
    }
    current = current ? `${current}${unit.opens ? '\n\n' : ' '}${unit.text}` : unit.text;
    words += n;
  }
  if (current) chunks.push(current);
  return chunks;
}

/** The rounded mean of the scores that exist, or null when none does. */
export function meanScore(scores: (number | null | undefined)[]): number | null {
  const present = scores.filter((s): s is number => typeof s === 'number');
  return present.length ? Math.round(present.reduce((a, b) => a + b, 0) / present.length) : null;
}

type Meaning = MeaningCheckResult;
type Kept = Meaning['numbers'];

/** One summary for the chunks of a run: scores are the rounded means, the meaning checks are added up. */
export function combineResults<
  R extends { inputAiScore: number | null; outputAiScore: number | null; meaning: Meaning; tokensCharged: number },
>(results: R[]): R | null {
  const [first] = results;
  if (!first) return null;
  const sum = (key: 'numbers' | 'names' | 'citations' | 'quotes' | 'formulas'): Kept => ({
    total: results.reduce((n, r) => n + r.meaning[key].total, 0),
    kept: results.reduce((n, r) => n + r.meaning[key].kept, 0),
    missing: results.flatMap((r) => r.meaning[key].missing),
  });
  const inputWords = results.reduce((n, r) => n + r.meaning.inputWords, 0);
  const outputWords = results.reduce((n, r) => n + r.meaning.outputWords, 0);
  const kept =
    results.reduce((n, r) => n + r.meaning.contentWordsKept * r.meaning.inputWords, 0) / Math.max(1, inputWords);
  return {
    ...first,
    inputAiScore: meanScore(results.map((r) => r.inputAiScore)),
    outputAiScore: meanScore(results.map((r) => r.outputAiScore)),
    tokensCharged: results.reduce((n, r) => n + r.tokensCharged, 0),
    meaning: {
      numbers: sum('numbers'),
      names: sum('names'),
      citations: sum('citations'),
      quotes: sum('quotes'),
      formulas: sum('formulas'),
      contentWordsKept: Math.round(kept * 1000) / 1000,
      lengthChange: inputWords ? Math.round((outputWords / inputWords - 1) * 1000) / 1000 : 0,
      inputWords,
      outputWords,
    },
  };
}

import type { Context, Transform } from '../context';
import { type Paragraph, wordsOf } from '../document';
import { carriesLocked } from '../locks';
import { STOPWORDS } from '../stopwords';
import { deflateJargon, dropIntensifiers, killStockTransitions, noMeta } from './wording';

const countWords = (paragraphs: Paragraph[]) =>
  paragraphs.reduce(
    (sum, p) => sum + (p.kind === 'prose' ? p.sentences : p.items).reduce((n, s) => n + wordsOf(s).length, 0),
    0,
  );

// A rough stem, enough to see "converted" and "convert" as one word when looking for repeats.
const stem = (w: string) => (w.length > 5 ? w.replace(/(ing|ed|es|s)$/, '') : w);
const contentWords = (s: string) =>
  wordsOf(s.toLowerCase())
    .filter((w) => !STOPWORDS.has(w) && w.length > 2)
    .map(stem);

/** Cull repeats: a sentence whose content words were nearly all said before goes (unless it carries a lock). */
export const cullRepeats: Transform = (paragraphs, context) => {
  const seen = new Set<string>();
  return paragraphs.map((p) => {
    if (p.kind !== 'prose') return p;
    const kept = p.sentences.filter((sentence) => {
      const words = contentWords(sentence);
      const known = words.filter((w) => seen.has(w)).length;
      for (const w of words) seen.add(w);
      const repeat = words.length >= 4 && known / words.length >= 0.85 && !carriesLocked(sentence, context.locks);
      if (repeat) context.note('cull-repeats', 1);
      return !repeat;
    });
    return { ...p, sentences: kept.length ? kept : p.sentences.slice(0, 1) };
  });
};

/** No lists: each list becomes one sentence of prose ("A, B and C.") or, for long items, a run of sentences. */
export const noLists: Transform = (paragraphs, context) =>
  paragraphs.map((p): Paragraph => {
    if (p.kind !== 'list') return p;
    context.note('no-lists', 1);
    const items = p.items.map((item) => item.replace(/[.;,]\s*$/, ''));
    const short = items.every((item) => wordsOf(item).length <= 6);
    if (short) {
      const last = items.pop() ?? '';
      const joined = items.length
        ? `${items.join(', ')} and ${last.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase())}`
        : last;
      return { kind: 'prose', sentences: [`${joined.replace(/^\p{Ll}/u, (c) => c.toUpperCase())}.`] };
    }
    return { kind: 'prose', sentences: items.map((item) => `${item.replace(/^\p{Ll}/u, (c) => c.toUpperCase())}.`) };
  });

/**
 * Shortens to `keep` of the original words: first the honest cuts (filler, stock openers, intensifiers, meta,
 * repeats), then, if still long, the sentences that carry least of the text's vocabulary. A sentence holding a
 * number, formula, quotation, citation or name stays; so does each paragraph's first sentence. The reached
 * length is reported, never claimed.
 */
export function compress(keep: number, id: string): Transform {
  return (paragraphs, context: Context) => {
    const before = countWords(paragraphs);
    const quiet: Context = { ...context, note: () => {} };
    let out = cullRepeats(
      noMeta(dropIntensifiers(killStockTransitions(deflateJargon(paragraphs, quiet), quiet), quiet), quiet),
      quiet,
    );
    const target = Math.round(before * keep);
    if (countWords(out) > target) {
      const frequency = new Map<string, number>();
      for (const p of out)
        if (p.kind === 'prose')
          for (const s of p.sentences) for (const w of contentWords(s)) frequency.set(w, (frequency.get(w) ?? 0) + 1);
      const candidates: { p: number; s: number; score: number; words: number }[] = [];
      out.forEach((p, pi) => {
        if (p.kind !== 'prose') return;
        p.sentences.forEach((sentence, si) => {
          if (si === 0 || carriesLocked(sentence, context.locks)) return;
          const words = contentWords(sentence);
          const score = words.reduce((sum, w) => sum + (frequency.get(w) ?? 0), 0) / Math.max(1, words.length);
          candidates.push({ p: pi, s: si, score, words: wordsOf(sentence).length });
        });
      });
      candidates.sort((a, b) => a.score - b.score);
      const drop = new Set<string>();
      let words = countWords(out);
      for (const c of candidates) {
        if (words <= target) break;
        drop.add(`${c.p}:${c.s}`);
        words -= c.words;
      }
      out = out.map((p, pi) =>
        p.kind === 'prose' ? { ...p, sentences: p.sentences.filter((_, si) => !drop.has(`${pi}:${si}`)) } : p,
      );
    }
    const after = countWords(out);
    context.note(id, Math.max(0, before - after));
    return out;
  };
}

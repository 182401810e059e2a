/**
 * What a rewrite may not change (Claim lock, Entity lock): numbers and units, formulas, quotations, citations,
 * and names. Transforms check `touches` before editing a span.
 */
export interface Locks {
  claims: boolean;
  entities: boolean;
}

const CLAIM_PATTERNS = [
  /\$\$[\s\S]+?\$\$|\$[^$\n]+\$|\\\([\s\S]+?\\\)|\\\[[\s\S]+?\\\]/g, // LaTeX
  /["“][^"”\n]{1,400}["”]/g, // quotations
  /\((?:[A-Z][\p{L}'’-]+(?: et al\.)?(?:,? (?:and|&) [A-Z][\p{L}'’-]+)?,? \d{4}[a-z]?(?:[,;] ?[^)]{0,40})?)\)|\[\d+(?:[,–-]\s?\d+)*\]/gu, // citations
  /[-+]?\d[\d,.]*(?:\s?(?:%|percent|per cent|[a-zµ°]{1,4}\b))?/gu, // numbers and units
];
const NAME = /(?<=[\p{Ll}\p{N},;:][ \t]+)\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+)*/gu;

export function lockedSpans(text: string, locks: Locks): [number, number][] {
  const spans: [number, number][] = [];
  const patterns = [...(locks.claims ? CLAIM_PATTERNS : []), ...(locks.entities ? [NAME] : [])];
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}

/** Whether [start, end) overlaps anything locked in `text`. */
export const touches = (spans: [number, number][], start: number, end: number) =>
  spans.some(([a, b]) => start < b && end > a);

/** Whether a sentence carries something locked (it may then be reworded around, never dropped). */
export const carriesLocked = (sentence: string, locks: Locks) => lockedSpans(sentence, locks).length > 0;

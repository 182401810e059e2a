/** A span of the original text: [start, end) in UTF-16 code units, as String.slice counts. */
export interface Span {
  start: number;
  end: number;
}

export interface Sentence extends Span {
  text: string;
}

export type TokenKind = 'word' | 'number' | 'punct';

export interface Token extends Span {
  text: string;
  kind: TokenKind;
}

// Words with inner apostrophes (don't, it's) and hyphens (well-known) stay whole; numbers keep their separators.
const TOKEN = /[\p{L}\p{M}]+(?:['’][\p{L}]+)*(?:-[\p{L}\p{M}]+)*|\d+(?:[.,:]\d+)*%?|[^\s\p{L}\p{M}\d]/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const value = match[0];
    const start = match.index;
    const first = value.charCodeAt(0);
    const kind: TokenKind =
      first >= 48 && first <= 57 ? 'number' : /[\p{L}\p{M}]/u.test(value[0] ?? '') ? 'word' : 'punct';
    tokens.push({ text: value, kind, start, end: start + value.length });
  }
  return tokens;
}

// A period after these does not end a sentence.
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'fig',
  'no',
  'vol',
  'al',
  'approx',
  'inc',
  'ltd',
  'co',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'u.s',
  'u.k',
]);

/** Sentences with their offsets: ends at . ! ? (and line breaks between paragraphs), not after abbreviations. */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    let s = start;
    let e = end;
    while (s < e && /\s/.test(text[s] ?? '')) s++;
    while (e > s && /\s/.test(text[e - 1] ?? '')) e--;
    if (e > s) sentences.push({ start: s, end: e, text: text.slice(s, e) });
    start = end;
  };
  const boundary = /([.!?…]+)(["'”’)\]]*)(?=\s+|$)|\n\s*\n/g;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].length;
    if (match[1]?.startsWith('.') && match[1].length === 1) {
      const before = /([\p{L}.]+)$/u.exec(text.slice(Math.max(start, match.index - 12), match.index))?.[1] ?? '';
      const word = before.toLowerCase();
      // Abbreviations ("Dr.", "p.m.", "e.g.") and single initials ("J. Smith") do not end a sentence.
      if (ABBREVIATIONS.has(word) || word.includes('.') || /^\p{Lu}$/u.test(before)) continue;
    }
    push(end);
  }
  push(text.length);
  return sentences;
}

import { splitSentences } from '@zhi/detector/text';
import { STOPWORDS } from './stopwords';

/** A paragraph of prose (sentences), or a list kept line by line. */
export type Paragraph = { kind: 'prose'; sentences: string[] } | { kind: 'list'; items: string[]; ordered: boolean };

const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/;

/** Text → paragraphs (split at blank lines) → sentences. */
export function parse(text: string): Paragraph[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): Paragraph => {
      const lines = block.split('\n').filter((line) => line.trim());
      if (lines.length > 1 && lines.every((line) => LIST_ITEM.test(line))) {
        return {
          kind: 'list',
          ordered: /^\s*\d/.test(lines[0] ?? ''),
          items: lines.map((line) => line.replace(LIST_ITEM, '').trim()),
        };
      }
      const prose = block.replace(/\s*\n\s*/g, ' ');
      return { kind: 'prose', sentences: splitSentences(prose).map((s) => s.text.trim()) };
    });
}

export function render(paragraphs: Paragraph[]): string {
  return paragraphs
    .map((p) =>
      p.kind === 'list'
        ? p.items.map((item, i) => (p.ordered ? `${i + 1}. ${item}` : `- ${item}`)).join('\n')
        : p.sentences.filter((s) => s.trim()).join(' '),
    )
    .filter(Boolean)
    .join('\n\n');
}

export const wordsOf = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

/** The first letter upper-cased (a sentence start after an edit). */
export const capitalise = (s: string) =>
  s.replace(/^(\s*["“'‘(]?)(\p{Ll})/u, (_, lead: string, ch: string) => lead + ch.toUpperCase());

/**
 * The first letter lower-cased for a sentence that now follows a comma: not for "I", an acronym, or a word the
 * text uses as a name (capitalised in mid-sentence somewhere; `names`), nor, without that list, for anything
 * but a common word.
 */
export function decapitalise(s: string, names?: ReadonlySet<string>): string {
  const first = /^\s*["“'‘(]?(\p{L}[\p{L}'’]*)/u.exec(s)?.[1] ?? '';
  if (first === 'I' || /^\p{Lu}{2,}/u.test(first)) return s;
  if (names ? names.has(first) : !STOPWORDS.has(first.toLowerCase())) return s;
  return s.replace(/^(\s*["“'‘(]?)(\p{Lu})/u, (_, lead: string, ch: string) => lead + ch.toLowerCase());
}

/** A sentence without its end punctuation, and that punctuation. */
export function splitEnd(sentence: string): [string, string] {
  const m = /([.!?…]+["”’)]*)\s*$/.exec(sentence);
  return m ? [sentence.slice(0, m.index), m[1] ?? '.'] : [sentence, '.'];
}

/** Words the text capitalises in mid-sentence: its names ("Hungerford", "Germany"). */
export function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/(?<=[\p{Ll}\p{N},;:][ \t]+)\p{Lu}[\p{L}'’-]*/gu)) names.add(m[0]);
  return names;
}

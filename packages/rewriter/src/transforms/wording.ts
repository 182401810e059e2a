import { type Context, type Transform, eachSentence } from '../context';
import { capitalise } from '../document';
import { lockedSpans, touches } from '../locks';
import { pick } from '../random';
import { CONTRACTIONS, INTENSIFIERS, META_SENTENCE, PLAIN_PHRASES, PLAIN_WORDS, STOCK_OPENERS } from '../vocabulary';

const keepCase = (original: string, replacement: string) =>
  /^\p{Lu}/u.test(original) ? capitalise(replacement) : replacement;

/** Replaces regex matches in a sentence, except where they touch something locked. Returns the count too. */
function replaceUnlocked(
  sentence: string,
  pattern: RegExp,
  context: Context,
  replacement: (match: RegExpExecArray) => string,
): [string, number] {
  const spans = lockedSpans(sentence, context.locks);
  let out = '';
  let last = 0;
  let count = 0;
  for (const m of sentence.matchAll(pattern)) {
    if (touches(spans, m.index, m.index + m[0].length)) continue;
    out += sentence.slice(last, m.index) + replacement(m as RegExpExecArray);
    last = m.index + m[0].length;
    count++;
  }
  return [out + sentence.slice(last), count];
}

const WORD_PATTERN = new RegExp(`\\b(${Object.keys(PLAIN_WORDS).join('|')})\\b`, 'gi');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Deflate jargon: inflated words and phrases models overuse become plain ones. */
export const deflateJargon: Transform = (paragraphs, context) =>
  eachSentence(paragraphs, (sentence) => {
    let text = sentence;
    let changes = 0;
    for (const [phrase, plain] of PLAIN_PHRASES) {
      const [next, n] = replaceUnlocked(text, new RegExp(`\\b${escape(phrase)}`, 'gi'), context, (m) =>
        m.index === 0 ? capitalise(plain) : plain,
      );
      text = next;
      changes += n;
    }
    const [next, n] = replaceUnlocked(text, WORD_PATTERN, context, (m) =>
      keepCase(m[0], PLAIN_WORDS[m[0].toLowerCase()] ?? m[0]),
    );
    context.note('deflate-jargon', changes + n);
    return capitalise(next);
  });

/** Kill stock transitions: "Moreover," "Furthermore," "In conclusion," and their like lose their place. */
export const killStockTransitions: Transform = (paragraphs, context) =>
  eachSentence(paragraphs, (sentence) => {
    for (const [pattern, choices] of STOCK_OPENERS) {
      if (pattern.test(sentence)) {
        context.note('kill-stock-transitions', 1);
        return capitalise(sentence.replace(pattern, pick(context.random, choices)));
      }
    }
    return sentence;
  });

/** Drop intensifiers: "very", "extremely", "truly"… */
export const dropIntensifiers: Transform = (paragraphs, context) =>
  eachSentence(paragraphs, (sentence) => {
    const [next, n] = replaceUnlocked(sentence, INTENSIFIERS, context, () => '');
    context.note('drop-intensifiers', n);
    return capitalise(next);
  });

/** No meta: sentences about the text itself go, unless they carry something locked. */
export const noMeta: Transform = (paragraphs, context) =>
  paragraphs.map((p) => {
    if (p.kind !== 'prose') return p;
    const kept = p.sentences.filter((s) => !META_SENTENCE.test(s) || lockedSpans(s, context.locks).length > 0);
    context.note('no-meta', p.sentences.length - kept.length);
    return { ...p, sentences: kept };
  });

/** Low-heat voice: contractions where a person would use them, no exclamation marks, no intensifiers. */
export const lowHeatVoice: Transform = (paragraphs, context) => {
  // A style sample written without contractions keeps the text without them.
  if (context.profile && context.profile.contractionRate < 0.002) return dropIntensifiers(paragraphs, context);
  const calm = eachSentence(dropIntensifiers(paragraphs, context), (sentence) => {
    let text = sentence;
    let changes = 0;
    for (const [pattern, replacement] of CONTRACTIONS) {
      const [next, n] = replaceUnlocked(text, pattern, context, (m) =>
        keepCase(m[0], m[0].replace(new RegExp(pattern.source, 'i'), replacement)),
      );
      text = next;
      changes += n;
    }
    const calmer = text.replace(/!+(?=["”’)]?\s*$)/, '.');
    context.note('low-heat-voice', changes + (calmer === text ? 0 : 1));
    return calmer;
  });
  return calm;
};

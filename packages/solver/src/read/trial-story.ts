import { SMALL } from './number-words';

/**
 * Repeated independent trials told as a story ("She makes 80% of her free throws. She takes 3 shots. … exactly 2?",
 * "It rains on any given day with probability 0.3. … rains on neither of two days?"): the binomial question
 * "X ~ B(n, p), find P(X ⊙ k)", where X counts the event whose chance the story gives. Every number of the story
 * must be the chance, the number of trials or the count asked; anything else (a second chance, a miss counted, a
 * price) leaves the story unread. Null otherwise.
 */

const COUNT_WORD = Object.keys(SMALL)
  .filter((w) => SMALL[w] !== undefined && (SMALL[w] as number) >= 1 && (SMALL[w] as number) <= 20 && !/^an?$/.test(w))
  .join('|');
const COUNT = String.raw`(\d{1,3}|${COUNT_WORD})`;
const countOf = (word: string): number => (/^\d/.test(word) ? Number(word) : (SMALL[word.toLowerCase()] ?? NaN));

/** The chance of one trial: "80% of her free throws", "a 70% chance", "probability 0.3", "the probability … is 1/4". */
const CHANCE = [
  /(\d{1,3}(?:\.\d+)?)\s*%(?=\s+(?:of\s+(?:the\s+time|(?:her|his|their|its|the|all)\b)|chance\b|probability\b|likely\b))/i,
  /\bprobability\s+(?:that\s+[^.?]{1,80}?\s+is|of\s+[^.?]{1,80}?\s+is|is|of)\s+(0?\.\d+|\d+\s*\/\s*\d+)\b/i,
  /\bwith\s+(?:a\s+)?probability\s+(?:of\s+)?(0?\.\d+|\d+\s*\/\s*\d+)\b/i,
  /\b(0?\.\d+|\d+\s*\/\s*\d+)\s+(?:chance|probability)\b/i,
];

/** A count of trials: "takes 3 shots", "5 free throws", "two particular days", "4 times" (a count before a plural). */
const TRIALS = new RegExp(String.raw`\b${COUNT}\s+(?:[a-z-]+\s+){0,2}?[a-z]+s\b`, 'gi');

/** The one count of trials the text states: in the story, else in the question; null when there are more. */
function trialCount(story: string, question: string): { n: number; digits: boolean } | null {
  for (const part of [story, question]) {
    const counts = [...new Set([...part.matchAll(TRIALS)].map((m) => (m[1] as string).toLowerCase()))];
    if (counts.length > 1) return null;
    if (counts.length === 1) return { n: countOf(counts[0] as string), digits: /^\d/.test(counts[0] as string) };
  }
  return /\btwice\b/i.test(story) ? { n: 2, digits: false } : null;
}

const SIGN: [RegExp, string][] = [
  [/\bexactly\s+COUNT\b/i, '='],
  [/\bat\s+least\s+COUNT\b|\bCOUNT\s+or\s+more\b/i, '>='],
  [/\bat\s+most\s+COUNT\b|\bno\s+more\s+than\s+COUNT\b|\bCOUNT\s+or\s+(?:fewer|less)\b/i, '<='],
  [/\bmore\s+than\s+COUNT\b/i, '>'],
  [/\b(?:fewer|less)\s+than\s+COUNT\b/i, '<'],
].map(([re, sign]) => [new RegExp((re as RegExp).source.replaceAll('COUNT', COUNT), 'i'), sign as string]);

export function trialStory(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length > 500 || !/\bprobability\b/i.test(t)) return null;
  const chances = CHANCE.map((re) => re.exec(t)).filter((m): m is RegExpExecArray => m !== null);
  if (chances.length === 0) return null;
  const chance = chances.sort((a, b) => a.index - b.index)[0] as RegExpExecArray;
  const written = (chance[1] as string).replace(/\s+/g, '');
  const percent = chance[0].includes('%');
  const p = percent ? Number(written) / 100 : written.includes('/') ? fractionValue(written) : Number(written);
  if (!(p > 0 && p < 1)) return null;
  // The question: the last sentence that asks for a probability.
  const question = /([^.?!]*\bprobability\b[^.?!]*)[.?!]?[^.?!]*$/i.exec(t)?.[1] ?? '';
  const story = t.slice(0, t.lastIndexOf(question));
  const trials = trialCount(story.replace(chance[0], ' '), question);
  const n = trials?.n ?? NaN;
  if (!Number.isInteger(n) || n < 1 || n > 100) return null;
  const asked = goal(question, n);
  if (!asked) return null;
  // Every number of the text is the chance, the trials or the count asked: nothing else may be in the story.
  const numbers = (t.match(/\d+(?:\.\d+)?/g) ?? []).length;
  const known = (written.match(/\d+(?:\.\d+)?/g) ?? []).length + (trials?.digits ? 1 : 0);
  if (numbers !== known + (asked.digits ? 1 : 0)) return null;
  return `X ~ B(${n}, ${percent ? `${written}%` : written}), find P(X ${asked.sign} ${asked.k})`;
}

const fractionValue = (fraction: string) => {
  const [a, b] = fraction.split('/').map(Number);
  return (a as number) / (b as number);
};

/** The count asked of the event: a comparison with a number, all, both, none, neither, at least one. */
function goal(question: string, n: number): { sign: string; k: number; digits: boolean } | null {
  // A miss, a failure or a "not" other than none/neither/either counts the other event: not read here.
  const q = question.replace(/\bnot\s+(?:\w+\s+){0,3}?(?:on|in|at)?\s*(?:either|any)\b/i, 'NONE');
  if (/\b(?:miss\w*|fail\w*|not|n't|lose\w*|wrong)\b/i.test(q)) return null;
  for (const [re, sign] of SIGN) {
    const m = re.exec(q);
    if (m) {
      const k = countOf(m[1] as string);
      return k >= 0 && k <= n ? { sign, k, digits: /^\d/.test(m[1] as string) } : null;
    }
  }
  if (/\bNONE\b|\b(?:none|neither|no)\b/i.test(q)) return { sign: '=', k: 0, digits: false };
  if (/\bat\s+least\s+(?:one|once)\b/i.test(q)) return { sign: '>=', k: 1, digits: false };
  if (/\b(?:all|both|every|each)\b/i.test(q) && (n === 2 || !/\bboth\b/i.test(q)))
    return { sign: '=', k: n, digits: false };
  return null;
}

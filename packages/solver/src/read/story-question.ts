import type { ProblemType, SolveResult } from '../types';

/**
 * A story whose last question holds all its own math: "On a road trip the Garcias drive 150 miles and spend $48 on
 * fuel. How many kilometres is 150 miles? Use 1 mile = 1.609344 km.", "The hall has 391 seats. Is 391 prime or
 * composite?". The question (with the instructions after it) alone is the problem, for kinds of question whose
 * answer no part of a story can change: a conversion, a numeral in another base, a rounding, a fact about a whole
 * number, an order of numbers. A story that states a rule ("use …", "=", "assume") is never left out.
 */

const SELF_CONTAINED: ProblemType[] = [
  'base',
  'rounding',
  'number-theory',
  'gcd',
  'lcm',
  'measurement',
  'comparison',
  'sort',
  'percent',
];
const RULE =
  /=|\b(?:use|using|take|taking|assume|assuming|let|where|if|given|suppose|instead|each|per|every|after|then|now)\b|%/i;

/** The question at the end and the instructions after it, and the story before it; null without a story. */
export function storyQuestion(text: string): { story: string; question: string } | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length > 1000) return null;
  const sentences = t.split(/(?<=[.?!])\s+(?=[A-Z])/);
  let at = sentences.length - 1;
  // "… ? Use lowercase letters.", "… ? Give your answer to 1 d.p.": instructions after the question stay with it.
  while (at > 0 && /^(?:use|give|round|write|answer|express|leave)\b/i.test(sentences[at] as string)) at--;
  if (
    at < 1 ||
    !/\?$|^(?:find|work out|determine|calculate|convert|write|express|what|how|is|which)\b/i.test(
      sentences[at] as string,
    )
  )
    return null;
  const question = sentences.slice(at).join(' ');
  const story = sentences.slice(0, at).join(' ');
  if (!/\d/.test(question) || RULE.test(story)) return null;
  return { story, question };
}

/** The question's own answer, when its kind is one no story can change. */
export function selfContained(solved: SolveResult): boolean {
  return Boolean(solved.answer && solved.verified?.ok && SELF_CONTAINED.includes(solved.type));
}

import { type Rational, parseRational } from '../rational';
import { type Step, result } from '../types';
import { numberAnswer } from './answer-format';

/** What the story solvers share: a number in a story, its exact value, and the answer with its check. */

export const NUM = String.raw`(\d+(?:\.\d+)?)`;
export const q = (s: string): Rational => parseRational(s.replace(/[$,]/g, ''));

export function answered(reading: string, value: Rational, steps: Step[], ok: boolean, method: string, unit = '') {
  const answer = numberAnswer(value);
  return result('word-problem', {
    reading: { latex: reading, target: { kind: 'value', value: answer.value } },
    steps,
    answer: unit ? { value: answer.value, latex: `${answer.latex}\\ \\text{${unit}}` } : answer,
    verified: { ok, method },
  });
}

/** Words that change an amount without a number of their own ("90 miles and back", "each way", "a round trip"). */
export const CHANGES_AMOUNT =
  /\b(?:and back|there and back|round[- ]trips?|each way|both ways|return (?:trip|journey)|doubles?|doubling|triples?|halves|halving|half-?\s?life|exponentially|fewer|than the (?:day|week|month|year|time|one) before|more (?:each|every) (?:day|week|month|year))\b/i;

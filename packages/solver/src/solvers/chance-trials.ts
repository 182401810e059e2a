import { type Rational, rat, toLatex, toText } from '../rational';
import { type Solver, result } from '../types';
import { clean } from './answer-format';
import { type Event, eventOf } from './trial-events';
import { type Space, spaceOf } from './trial-space';

/**
 * A chance question over equally likely outcomes that the story describes (see trial-space.ts) and an event read
 * word by word (see trial-events.ts): "Two dice are rolled. Find P(sum = 8)", "a coin and a die: heads and an even
 * number", "a family of 3 children: at least one girl", "two drawn with replacement: one of each colour", "given
 * that the first die shows 3, the sum is 8". Every outcome is listed and counted. Nothing apart from the reading of
 * the event produces the count, so the answer is given as counted, not as verified.
 */

const TAIL = /\s+(?:in|on|with|when|if|from|after|out of|using)\b[^]*$/;

/** The event, read whole or with a trailing "when two dice are rolled" taken off. */
function readEvent(phrase: string, space: Space): Event | null {
  let p = phrase.trim().replace(/[?.]+$/, '');
  for (let i = 0; i < 3 && p; i++) {
    const e = eventOf(p, space);
    if (e) return e;
    const cut = p.replace(TAIL, '');
    if (cut === p) return null;
    p = cut;
  }
  return null;
}

export const solveChanceTrials: Solver = (problem) => {
  const t = clean(problem);
  if (t.length > 500) return null;
  // "P(sum = 8)", "the probability that …", "the chance of …"; a condition "given that …" or "if …, what is …".
  const notation = /\bP\s*\(\s*([^()]*?[a-z][^()]*?)\s*\)/.exec(t);
  const worded = /\b(?:probability|chance|chances|likelihood)\s+(?:is\s+)?(?:that|of)\s+(.+?)\s*(?:=\s*\?)?$/i.exec(t);
  let asked = notation?.[1] ?? worded?.[1];
  if (!asked) return null;
  let condition =
    /\bgiven(?: that)?\s+(.+?)\s*[,.;]\s*(?:what|find|calculate|determine)\b/i.exec(t)?.[1] ??
    /\bif\s+(the\s+(?:first|second)\b.+?)\s*[,.;]\s*(?:what|find)\b/i.exec(t)?.[1];
  const after = /^(.+?)\s+given(?: that)?\s+(.+)$/i.exec(asked);
  if (after) [asked, condition] = [after[1] as string, after[2] as string];
  // The story without the question: the trials come from it.
  // (When the question holds the setting, "P(sum ≥ 9) when rolling two dice", the whole text does.)
  const space = spaceOf(t.replace(asked, ' ')) ?? spaceOf(t);
  if (!space) return null;
  const event = readEvent(asked, space);
  const given = condition ? readEvent(condition, space) : null;
  if (!event || (condition && !given)) return null;
  const results = (o: number[]) => o.map((i, j) => space.trials[j]?.results[i] as never);
  const within = given ? space.outcomes.filter((o) => given(results(o))) : space.outcomes;
  const yes = within.filter((o) => event(results(o))).length;
  const no = within.filter((o) => !event(results(o))).length;
  if (within.length === 0) return null;
  const value: Rational = rat(BigInt(yes), BigInt(within.length));
  const latex = toLatex(value);
  return result('probability', {
    reading: {
      latex: `P\\left(\\text{${asked.replace(/[{}\\]/g, '')}}${condition ? `\\mid \\text{${condition.replace(/[{}\\]/g, '')}}` : ''}\\right)\\ \\text{for ${space.shown}}`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      {
        title: 'List the outcomes',
        explanation: `${space.outcomes.length} equally likely outcomes for ${space.shown}${space.distinct ? ' (no item drawn twice)' : ''}${condition ? `; ${within.length} of them meet the condition` : ''}.`,
        latex: `${within.length}`,
      },
      {
        title: 'Count the favourable ones',
        explanation: `${yes} of the ${within.length} outcomes are in the event.`,
        latex: `P = \\frac{${yes}}{${within.length}} = ${latex}`,
      },
    ],
    answer: { value: toText(value), latex },
    // The count is exact, but only the reading of the event produced it: nothing independent checks it, so it is not
    // marked verified (a count that does not add up is a failed check).
    verified:
      yes + no === within.length ? null : { ok: false, method: 'the outcomes for and against the event do not add up' },
  });
};

import { type Solver, result } from '../types';
import { clean } from './answer-format';
import { TIME, minutesOf, timeText } from './clock';

/**
 * Stories whose answer is a least common multiple or a greatest common divisor: lights flashing every 12 and 20
 * seconds, buses every 15 and 25 minutes, packs of 10 and of 8 ("the same number"); 48 roses and 60 tulips in
 * identical bouquets with none left over. Read from the story's cues, not one wording; the question must ask for
 * the common time or amount (or the number of groups), and every number of the story must be one of the amounts.
 * Checked by brute force: no smaller common multiple, no larger common divisor.
 */

const MAX = 1_000_000;
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

const TOGETHER =
  /\b(?:together|at the same time|same time|simultaneously|at once|again|coincide|both|same number|equal numbers?|the same amount|same amount|line up|meet)\b/i;
const LEAST =
  /\b(?:smallest|least|fewest|minimum|first|next|soonest|earliest|how (?:long|soon|many (?:minutes|seconds|hours|days|weeks)))\b/i;
const GREATEST = /\b(?:greatest|largest|most|maximum|biggest)\b/i;
const ALL_USED =
  /\b(?:none left over|no(?:thing)?(?: [a-z]+)? left(?: over)?|no leftovers?|without (?:any )?(?:left ?overs?|leftovers|any left)|using all|use all|all of the)\b/i;
const SAME_GROUPS = /\b(?:identical|equal|the same|same)\b/i;

export const solveGcdLcmStory: Solver = (problem) => {
  const t = clean(problem);
  if (t.length > 400 || !/[a-z]{3,}.*[a-z]{3,}/i.test(t)) return null;
  // A clock time ("both leave at 8:00") says when, not how many.
  const numbers = (t.replace(/\b\d{1,2}:\d{2}\s*(?:[ap]\.?m\.?)?/gi, ' ').match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  if (numbers.length < 2 || numbers.length > 3 || numbers.some((n) => !Number.isInteger(n) || n < 1 || n > MAX))
    return null;
  const question = /[^.?!]*$/.exec(t)?.[0] ?? t;
  // A cycle or a pack size for each number: "every 12 seconds", "packs of 10", "in groups of 6", "12-minute".
  const cycles: number[] = [
    ...t.matchAll(
      /\b(?:every|each|once every|packs? of|packages? of|boxes? of|bags? of|sets? of|groups? of|rows? of|in (?:packs|groups|rows|bags|boxes) of)\s+(\d+)\b|\b(\d+)[- ](?:minute|second|hour|day|week)s? (?:intervals?|cycles?|laps?)\b/gi,
    ),
  ].map((m) => Number(m[1] ?? m[2]));
  // "every 4, 6 and 10 seconds": one cycle per number of the list.
  const listed = /\bevery (\d+(?:\s*,\s*\d+)*,?\s*(?:and|or)\s*\d+)\b/i.exec(t);
  if (listed && cycles.length < 2)
    cycles.splice(0, cycles.length, ...(listed[1] as string).split(/\s*,\s*|\s*,?\s*(?:and|or)\s*/).map(Number));
  const asksHowManyPacks = /\bhow many (?:packs|packages|boxes|bags|sets|laps|times|cycles)\b/i.test(question);
  if (
    cycles.length === numbers.length &&
    TOGETHER.test(t) &&
    LEAST.test(question) &&
    !asksHowManyPacks &&
    !GREATEST.test(question)
  ) {
    const value = cycles.reduce(lcm);
    if (value > MAX) return null;
    // Checked by brute force: every amount divides it, and no smaller number is a multiple of all.
    let smallest = 0;
    for (let k = 1; k <= value && !smallest; k++) if (cycles.every((c) => k % c === 0)) smallest = k;
    // A starting clock time is kept in the reading (it says when they were together, not how often).
    const start = /\b\d{1,2}:\d{2}\s*(?:[ap]\.?m\.?)?/i.exec(t)?.[0];
    // "When do they next leave together?" after "both leave at 8:00": a time of day is asked, not a count.
    if (start && /^\s*(?:when|at what time|what time)\b/i.test(question))
      return nextTime(start, t, value, cycles, smallest === value);
    return answer(
      `\\operatorname{lcm}(${cycles.join(', ')})${start ? `\\ \\text{after ${start}}` : ''}`,
      value,
      'the least common multiple',
      smallest === value,
      'no smaller number is a multiple of every amount (checked one by one)',
    );
  }
  // Groups made alike from every amount, nothing left: the greatest common divisor is the most groups.
  const eachIn = /\bhow many\b.*\b(?:in each|per|each (?:bouquet|group|bag|box|basket|team|row|pack))\b/i.test(
    question,
  );
  // "… and 5 hours of free time", "… with 3 friends": a number that is not an amount shared may not join the gcd.
  const aside =
    /\b\d+\s+(?:hours?|minutes?|days?|weeks?|years?|friends?|people|persons?|students?|children|kids|boxes|bags|baskets|tables|teams?|helpers?|classes|shelves|trays)\b/i.test(
      t,
    );
  // "… use up all the beads": only the amounts of the things named are shared; without a name, every number must be one.
  const named = /\b(?:all|every one)\s+(?:of\s+)?the\s+([a-z]+)(?:\s*(?:,|and)\s+(?:the\s+)?([a-z]+))?/i.exec(t);
  const nouns = named
    ? [named[1], named[2]].filter((n): n is string => Boolean(n)).map((n) => n.replace(/s$/, ''))
    : [];
  const namedAmounts = nouns.length
    ? [...t.matchAll(/\b(\d+)\s+([a-z]+)(?:\s+([a-z]+))?/gi)]
        // The thing counted is the word after the number, or the next one after an adjective ("72 red beads").
        .filter((m) => [m[2], m[3]].some((w) => w && nouns.includes(w.toLowerCase().replace(/s$/, ''))))
        .map((m) => Number(m[1]))
    : [];
  // "all of the fruit" names no amount: then every number must be one (and none may be a time or a container).
  const amounts = namedAmounts.length >= 2 ? namedAmounts : aside ? [] : numbers;
  if (
    GREATEST.test(question) &&
    SAME_GROUPS.test(t) &&
    ALL_USED.test(t) &&
    !eachIn &&
    cycles.length === 0 &&
    amounts.length >= 2
  ) {
    const value = amounts.reduce(gcd);
    let largest = 0;
    for (let k = Math.min(...amounts); k >= 1 && !largest; k--) if (amounts.every((n) => n % k === 0)) largest = k;
    const others = numbers.filter((n) => !amounts.includes(n));
    return answer(
      `\\gcd(${amounts.join(', ')})${others.length ? `\\ (\\text{not shared: ${others.join(', ')}})` : ''}`,
      value,
      'the greatest common divisor',
      largest === value,
      'no larger number divides every amount (checked one by one)',
    );
  }
  return null;
};

function answer(latex: string, value: number, name: string, ok: boolean, method: string) {
  return result('number-theory', {
    reading: { latex, target: { kind: 'value', value: String(value) } },
    steps: [
      {
        title: `Find ${name}`,
        explanation: `The story asks for ${name} of its amounts.`,
        latex: `${latex} = ${value}`,
      },
    ],
    answer: { value: String(value), latex: String(value) },
    verified: { ok, method },
  });
}

/** The time of day they are together again: the start plus the least common multiple (minutes or hours). */
function nextTime(start: string, t: string, value: number, cycles: number[], ok: boolean) {
  const unit = /\bevery\b[^.?]*?\b(minutes?|mins?|hours?|seconds?|secs?)\b/i.exec(t)?.[1]?.toLowerCase();
  if (unit?.startsWith('s')) return null;
  const at = new RegExp(`^${TIME}$`, 'i').exec(start.trim());
  const from = at ? minutesOf(at[1] as string, at[2], at[3]) : null;
  if (!unit || from === null) return null;
  const minutes = unit.startsWith('h') ? value * 60 : value;
  const text = timeText(from + minutes, Boolean(at?.[3]));
  return result('number-theory', {
    reading: {
      latex: `${start} + \\operatorname{lcm}(${cycles.join(', ')})\\text{ ${unit.startsWith('h') ? 'hours' : 'minutes'}}`,
      target: { kind: 'text', value: text },
    },
    steps: [
      {
        title: 'Find the least common multiple',
        explanation: `They are together again every lcm(${cycles.join(', ')}) = ${value} ${unit.startsWith('h') ? 'hours' : 'minutes'}.`,
        latex: `\\operatorname{lcm}(${cycles.join(', ')}) = ${value}`,
      },
      {
        title: 'Add it to the start',
        explanation: `${start} plus ${minutes} minutes is ${text}.`,
        latex: `\\text{${text}}`,
      },
    ],
    answer: { value: text, latex: `\\text{${text}}` },
    verified: { ok, method: 'no smaller number is a multiple of every amount (checked one by one)' },
  });
}

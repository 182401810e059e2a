import { cardinal } from '../read/number-words';
import { type Solver } from '../types';
import { clean, keepingNumbers } from './answer-format';
import { chance, dieEvent, smallCount } from './chance';
import { choose } from './counting';

/**
 * Equally likely outcomes beyond one or two dice: several rolls of a die ("at least one 6 in four rolls", "exactly
 * two sixes when 5 dice are rolled", "the product is even"), and one number drawn from 1 to n (a spinner numbered
 * 1 to 8, a number picked from 1 to 50). Each count comes from a formula and is checked by listing every outcome.
 */

const COUNT = String.raw`(\d+|two|three|four|five|six|seven|eight|nine|ten)`;
const SIDED = String.raw`(?:fair\s+)?(?:(\d+|[a-z]+)[- ]sided\s+)?(?:fair\s+)?`;
const ROLLS = [
  new RegExp(String.raw`\b(?:a|one|1)\s+${SIDED}(?:die|number cube) is (?:rolled|thrown|tossed) ${COUNT} times\b`, 'i'),
  new RegExp(String.raw`\b${COUNT} (?:rolls|throws|tosses) of (?:a|one|the)\s+${SIDED}(?:die|number cube)\b`, 'i'),
  new RegExp(
    String.raw`\b(?:rolls?|rolling|throws?|throwing) (?:a|one|the)\s+${SIDED}(?:die|number cube) ${COUNT} times\b`,
    'i',
  ),
  new RegExp(String.raw`\b${COUNT}\s+${SIDED}dice (?:are |is )?(?:rolled|thrown|tossed)\b`, 'i'),
  new RegExp(
    String.raw`\b(?:roll|rolling|throw|throwing|with|rolled|when rolling|if you roll)\s+${COUNT}\s+${SIDED}dice\b`,
    'i',
  ),
];
const MAX_LISTED = 200_000;

function rollsOf(t: string): { k: number; sides: number; at: RegExpExecArray } | null {
  for (const pattern of ROLLS) {
    const m = pattern.exec(t);
    if (!m) continue;
    // The two captures are the sides and the count, in the order the wording puts them.
    const [first, second] = [m[1], m[2]];
    const sidesWord = pattern === ROLLS[1] || pattern === ROLLS[3] || pattern === ROLLS[4] ? second : first;
    const countWord = pattern === ROLLS[1] || pattern === ROLLS[3] || pattern === ROLLS[4] ? first : second;
    const k = smallCount(countWord as string);
    const sides = sidesWord ? smallCount(sidesWord) : 6;
    if (!k || !sides || k < 2 || sides < 2 || sides > 20 || sides ** k > MAX_LISTED) return null;
    return { k, sides, at: m };
  }
  return null;
}

/** The event asked: after "probability of/that", "chance(s) of/that", the roll wording taken out. */
function eventOf(t: string, without: string): string | null {
  const q = t.replace(without, ' ').replace(/\s+/g, ' ');
  const m = /\b(?:probability|chances?|odds)\b(?: is| are)?(?: that| of)?\s+(.+?)\s*[?.]?$/i.exec(q);
  if (!m) return null;
  return (m[1] as string)
    .replace(/^(?:you |we |i |they |he |she )?(?:roll|get|rolling|getting|throw|throwing|see|seeing)\s+/i, '')
    .replace(
      /\s+(?:in|on|with|when|if|from|after|over|across)\s*(?:the|all|those|these)?\s*(?:rolls?|throws?|tosses|dice)?\s*$/i,
      '',
    )
    .replace(/\s+(?:is rolled|are rolled|rolled|thrown)$/i, '')
    .trim();
}

/** Every outcome of k dice with the given number of sides, counted where `test` holds. */
function listed(k: number, sides: number, test: (faces: number[]) => boolean): number {
  const faces = Array.from({ length: k }, () => 1);
  let count = 0;
  for (;;) {
    if (test(faces)) count++;
    let i = 0;
    while (i < k && ++(faces[i] as number) > sides) faces[i++] = 1;
    if (i === k) return count;
  }
}

const readRolls: Solver = (problem) => {
  if (problem.length > 400) return null;
  const t = clean(problem);
  const rolls = rollsOf(t);
  if (!rolls) return null;
  const { k, sides } = rolls;
  const event = eventOf(t, rolls.at[0]);
  if (!event) return null;
  const total = sides ** k;
  const space = `all ${total} outcomes of ${k} rolls`;
  const product = /^(?:the |their )?product (?:is |being )?(even|odd)$|^an? (even|odd) product$/i.exec(event);
  if (product) {
    const odd = (product[1] ?? product[2])?.toLowerCase() === 'odd';
    const odds = Math.ceil(sides / 2);
    // The product is odd only when every face is odd.
    const favourable = odd ? odds ** k : total - odds ** k;
    const test = (f: number[]) => (f.reduce((a, b) => a * b, 1) % 2 === 1) === odd;
    return chance(
      `P(\\text{product ${odd ? 'odd' : 'even'}}) \\text{ with ${k} dice of ${sides} sides}`,
      [
        {
          title: odd ? 'Every face must be odd' : 'Count the products that are odd, then take them away',
          explanation: `${odds} of the ${sides} faces are odd; the product is odd only when all ${k} are.`,
          latex: odd ? `${odds}^{${k}} = ${favourable}` : `${sides}^{${k}} - ${odds}^{${k}} = ${favourable}`,
        },
      ],
      BigInt(favourable),
      BigInt(total),
      { favourable: listed(k, sides, test), total: listed(k, sides, () => true) },
      space,
    );
  }
  const each =
    /^(at least one|no|none of them|not a single|exactly (\w+)|all|every roll|each roll|all of them)\s+(?:(?:of the )?(?:dice|die|rolls?) )?(?:(?:shows?|showing|is|are|being)\s+)?(?:an?\s+)?(.+?)$/i.exec(
      event
        .replace(/\bsixes\b/gi, 'six')
        .replace(/\bfives\b/gi, 'five')
        .replace(/\b(\d)'?s\b/g, '$1'),
    );
  if (!each) return null;
  const face = dieEvent((each[3] as string).replace(/\s+(?:numbers?|faces?|rolls?)$/i, ''), sides);
  if (!face) return null;
  const c = face.count;
  const which = (each[1] as string).toLowerCase();
  const m = each[2] ? Number(cardinal(each[2]) ?? each[2]) : null;
  let favourable: bigint;
  let test: (f: number[]) => boolean;
  let words: string;
  let latex: string;
  const hits = (f: number[]) => f.filter(face.test).length;
  if (which === 'at least one') {
    favourable = BigInt(total - (sides - c) ** k);
    test = (f) => hits(f) >= 1;
    words = 'at least one';
    latex = `${sides}^{${k}} - ${sides - c}^{${k}} = ${favourable}`;
  } else if (/^(?:no|none of them|not a single)$/.test(which)) {
    favourable = BigInt((sides - c) ** k);
    test = (f) => hits(f) === 0;
    words = 'no';
    latex = `${sides - c}^{${k}} = ${favourable}`;
  } else if (m !== null) {
    if (!Number.isInteger(m) || m < 0 || m > k) return null;
    favourable = choose(k, m) * BigInt(c ** m * (sides - c) ** (k - m));
    test = (f) => hits(f) === m;
    words = `exactly ${m}`;
    latex = `\\binom{${k}}{${m}} \\cdot ${c}^{${m}} \\cdot ${sides - c}^{${k - m}} = ${favourable}`;
  } else {
    favourable = BigInt(c ** k);
    test = (f) => hits(f) === k;
    words = 'every roll';
    latex = `${c}^{${k}} = ${favourable}`;
  }
  return chance(
    `P(\\text{${words} } ${face.latex}) \\text{ in ${k} rolls of a die with ${sides} sides}`,
    [
      {
        title: 'Count the favourable outcomes',
        explanation: `${c} of the ${sides} faces are favourable on each roll; the ${k} rolls give ${total} equally likely outcomes.`,
        latex,
      },
    ],
    favourable,
    BigInt(total),
    { favourable: listed(k, sides, test), total: listed(k, sides, () => true) },
    space,
  );
};

/** "A spinner numbered 1 to 8", "a number is picked at random from 1 to 50", "cards numbered 1 through 20". */
const RANGE =
  /\b(?:numbered|labell?ed|marked)\s+(?:from\s+)?1\s*(?:to|through|-|–)\s*(\d+)\b|\b(?:number|integer|whole number)\s+(?:is\s+)?(?:chosen|picked|selected|drawn)\s+(?:at random\s+)?from\s+(?:the (?:numbers|integers)\s+)?1\s*(?:to|through|-|–)\s*(\d+)\b|\bfrom the (?:whole )?(?:numbers|integers)\s+1\s*(?:to|through|-|–)\s*(\d+)\b/i;

const readRange: Solver = (problem) => {
  if (problem.length > 400) return null;
  const t = clean(problem);
  const range = RANGE.exec(t);
  if (!range) return null;
  const n = Number(range[1] ?? range[2] ?? range[3]);
  if (!Number.isInteger(n) || n < 2 || n > MAX_LISTED) return null;
  // "8 equal sections numbered 1 to 8": a count of parts must agree with the numbering.
  const parts =
    /\b(\d+)\s+(?:equal\s+)?(?:sections|sectors|parts|spaces|regions|slices|cards|balls|tickets|marbles|tiles|chips)\b/i.exec(
      t,
    );
  if (parts && Number(parts[1]) !== n) return null;
  const asked = eventOf(t, range[0]);
  if (!asked) return null;
  const event = dieEvent(
    asked
      .replace(
        /^(?:spinning|landing on|drawing|picking|choosing|selecting|it (?:is|lands on)|it's|the (?:number|spinner|card|ball|ticket) (?:is|shows|lands on))\s+/i,
        '',
      )
      .replace(/^(?:an?|the)\s+/i, '')
      .replace(/\s+(?:number|integer)$/i, ''),
    n,
  );
  if (!event) return null;
  const values = Array.from({ length: n }, (_, i) => i + 1);
  return chance(
    `P(${event.latex}) \\text{ for a number from 1 to ${n}}`,
    [
      {
        title: 'Count the favourable numbers',
        explanation: `The ${n} numbers from 1 to ${n} are equally likely.`,
        latex: `${event.count} \\text{ of } ${n}`,
      },
    ],
    BigInt(event.count),
    BigInt(n),
    { favourable: values.filter(event.test).length, total: values.length },
    `the numbers 1 to ${n}`,
  );
};

/** The solvers, answering only when their reading keeps every number of the problem. */
export const solveRolls: Solver = keepingNumbers(readRolls);
export const solveNumberDraw: Solver = keepingNumbers(readRange);

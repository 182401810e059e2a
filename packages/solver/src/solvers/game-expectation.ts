import {
  type Rational,
  ONE,
  ZERO,
  add,
  cmp,
  div,
  isZero,
  mul,
  neg,
  rat,
  sub,
  toLatex,
  toNumber,
  toText,
} from '../rational';
import { type Solver, result } from '../types';
import { valueOf } from './values';

/**
 * The expected value of a game told in words: prizes and losses with their chances ("win $10 with probability 1/5 and
 * lose $3 otherwise"), or by the faces of a fair die ("a 6 wins $10, a 5 wins $3, any other number wins nothing"),
 * less a stated cost to play when the gain is asked. Every number of the problem must be a prize, a chance, a face or
 * the cost; the chances must cover every outcome. Checked apart by listing the outcomes one by one (each face of the
 * die, or the chances summing to 1) and summing again in floating point.
 */

const MONEY = String.raw`(?:[$£€]\s?(\d+(?:\.\d{1,2})?)|(\d+(?:\.\d{1,2})?)\s?(?:dollars?|pounds?|euros?|points?|tokens?|cents?))`;
const CHANCE = String.raw`(\d+\s*\/\s*\d+|0?\.\d+|\d{1,3}(?:\.\d+)?\s*%)`;
const WIN = String.raw`(win|wins|winning|won|gain|gains|get|gets|receive|receives|lose|loses|losing|lost|pay|pays|paying)`;

type Outcome = { amount: Rational; chance: Rational | null; said: string };

const moneyOf = (a?: string, b?: string) => valueOf((a ?? b) as string);
const chanceOf = (text: string): Rational | null => {
  const t = text.replace(/\s+/g, '');
  if (t.endsWith('%')) {
    const v = valueOf(t.slice(0, -1));
    return v && div(v, rat(100n));
  }
  return valueOf(t);
};
/**
 * The sign of an amount by who pays whom: a loss, or "you pay", is the player's money going out; "the booth pays $20"
 * or "a 6 pays $10" is a prize; "pay" with no one said to pay is not read (null).
 */
function signOf(verb: string, m: RegExpExecArray): 1 | -1 | null {
  if (/^los/i.test(verb)) return -1;
  if (!/^pay/i.test(verb)) return 1;
  const at = (m.index ?? 0) + Math.max(0, m[0].search(new RegExp(String.raw`\b${verb}\b`, 'i')));
  const before = m.input.slice(Math.max(0, at - 30), at);
  if (/\b(?:you|players?|they|we|i|must|to)\s+$/i.test(before)) return -1;
  return /^pays$/i.test(verb) && !/\b(?:you|players?|they|we|i|must|to)\s+\w+\s+$/i.test(before) ? 1 : null;
}
const signed = (verb: string, m: RegExpExecArray, amount: Rational): Rational | null => {
  const sign = signOf(verb, m);
  return sign === null ? null : sign < 0 ? neg(amount) : amount;
};

/** Prizes with a chance each: "win $10 with probability 1/5", "a 30% chance of winning $4", "lose $3 otherwise". */
function chanceOutcomes(
  t: string,
): { outcomes: Outcome[]; rest: Rational | null; numbers: number; restSaid: string } | null {
  const outcomes: Outcome[] = [];
  let numbers = 0;
  const withChance = new RegExp(
    String.raw`\b${WIN}\s+${MONEY}\s+(?:with\s+(?:a\s+)?(?:probability|prob\.?|chance)\s+(?:of\s+)?${CHANCE}|with\s+(?:a\s+)?${CHANCE}\s+(?:chance|probability))`,
    'gi',
  );
  for (const m of t.matchAll(withChance)) {
    const amount = moneyOf(m[2], m[3]);
    const chance = chanceOf((m[4] ?? m[5]) as string);
    if (!amount || !chance) return null;
    const value = signed(m[1] as string, m, amount);
    if (!value) return null;
    outcomes.push({ amount: value, chance, said: m[0] });
    numbers += 2;
  }
  const chanceFirst = new RegExp(
    String.raw`\b(?:an?\s+)?${CHANCE}\s+(?:chance|probability)\s+(?:of|to)\s+${WIN}\s+${MONEY}`,
    'gi',
  );
  for (const m of t.matchAll(chanceFirst)) {
    const amount = moneyOf(m[3], m[4]);
    const chance = chanceOf(m[1] as string);
    if (!amount || !chance) return null;
    const value = signed(m[2] as string, m, amount);
    if (!value) return null;
    outcomes.push({ amount: value, chance, said: m[0] });
    numbers += 2;
  }
  if (outcomes.length === 0) return null;
  // "… and lose $3 otherwise", "otherwise you win nothing": what every other outcome brings.
  const otherwise = new RegExp(
    String.raw`\b${WIN}\s+${MONEY}\s+(?:otherwise|if not|in every other case)\b|\botherwise,?\s+(?:you\s+)?${WIN}\s+${MONEY}`,
    'i',
  ).exec(t);
  let rest: Rational | null = null;
  if (otherwise) {
    const verb = (otherwise[1] ?? otherwise[4]) as string;
    const amount = moneyOf(otherwise[2] ?? otherwise[5], otherwise[3] ?? otherwise[6]);
    if (!amount) return null;
    rest = signed(verb, otherwise, amount);
    if (!rest) return null;
    numbers += 1;
  } else if (/\b(?:otherwise|else)\b[^.?]{0,30}\bnothing\b|\bnothing\s+(?:otherwise|else)\b/i.test(t)) rest = ZERO;
  return { outcomes, rest, numbers, restSaid: otherwise?.[0] ?? 'nothing otherwise' };
}

/** Prizes by the faces of a fair die: "a 6 wins $10", "$3 for a 5", "any other number wins nothing". */
function dieOutcomes(
  t: string,
): { faces: number; prizes: Map<number, Outcome>; rest: Rational | null; numbers: number } | null {
  const die =
    /\b(?:a|one)\s+(?:fair\s+)?(?:(\d{1,2})[- ]sided\s+|six-sided\s+|standard\s+)?(?:fair\s+)?(?:die|dice)\b/i.exec(t);
  if (!die) return null;
  const faces = die[1] ? Number(die[1]) : 6;
  if (faces < 2 || faces > 20) return null;
  let numbers = die[1] ? 1 : 0;
  const prizes = new Map<number, Outcome>();
  const faceFirst = new RegExp(
    String.raw`\b(?:a|an|rolling\s+an?|on\s+an?|if\s+(?:you|it|they)\s+rolls?\s+an?)\s+(\d{1,2})(?:\s+or\s+(?:an?\s+)?(\d{1,2}))?,?\s+(?:you\s+)?${WIN}\s+${MONEY}`,
    'gi',
  );
  const moneyFirst = new RegExp(
    String.raw`(?:\b${WIN}\s+)?${MONEY}\s+(?:on|for|if you roll|when you roll)\s+an?\s+(\d{1,2})(?:\s+or\s+(?:an?\s+)?(\d{1,2}))?`,
    'gi',
  );
  const put = (face: number, amount: Rational, said: string) => {
    if (face < 1 || face > faces || prizes.has(face)) return false;
    prizes.set(face, { amount, chance: rat(1n, BigInt(faces)), said });
    return true;
  };
  for (const m of t.matchAll(faceFirst)) {
    const amount = moneyOf(m[4], m[5]);
    if (!amount) return null;
    const value = signed(m[3] as string, m, amount);
    if (!value) return null;
    for (const f of [m[1], m[2]].filter(Boolean)) if (!put(Number(f), value, m[0])) return null;
    numbers += 2 + (m[2] ? 1 : 0);
  }
  // "win $10 on a 6, $3 on a 5": a prize after the first takes its verb's sign.
  let sign: 1 | -1 | null = null;
  for (const m of t.matchAll(moneyFirst)) {
    const amount = moneyOf(m[2], m[3]);
    sign = m[1] ? signOf(m[1], m) : sign;
    if (!amount || !sign) return null;
    const value = sign < 0 ? neg(amount) : amount;
    for (const f of [m[4], m[5]].filter(Boolean)) if (!put(Number(f), value, m[0])) return null;
    numbers += 2 + (m[5] ? 1 : 0);
  }
  if (prizes.size === 0) return null;
  const nothing =
    /\b(?:any\s+other|every\s+other|all\s+other|other)\s+(?:number|roll|face|result|outcome)s?\s+(?:wins?|gets?|pays?)\s+(?:nothing|\$0|0)\b|\b(?:otherwise|else)\b[^.?]{0,30}\bnothing\b|\bnothing\s+(?:otherwise|else)\b/i.test(
      t,
    );
  return { faces, prizes, rest: nothing ? ZERO : prizes.size === faces ? ZERO : null, numbers };
}

export const solveGameExpectation: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  if (t.length > 500 || !/\bexpect(?:ed|ation)\b|\bEV\b/.test(t)) return null;
  const gainAsked = /\bexpected\s+(?:net\s+)?(?:gain|profit|loss|value|return|payoff|net)\b|\bEV\b/i.test(t);
  const winningsAsked =
    /\bexpected\s+(?:winnings?|prize|amount won|payout|(?:number\s+of\s+)?(?:points|score))\b/i.test(t);
  if (!gainAsked && !winningsAsked) return null;
  // A cost to play: taken off every outcome when the gain is asked.
  const costMatch = new RegExp(
    String.raw`\b(?:it\s+)?(?:costs?|pays?|pay)\s+${MONEY}\s+(?:to\s+play|per\s+(?:game|play|turn|ticket)|each\s+time|to\s+enter)|\b(?:entry\s+fee|fee|ticket)\s+(?:is|of|costs?)\s+${MONEY}`,
    'i',
  ).exec(t);
  const cost = costMatch ? moneyOf(costMatch[1] ?? costMatch[3], costMatch[2] ?? costMatch[4]) : ZERO;
  if (!cost || (costMatch && !gainAsked)) return null;
  const byDie = dieOutcomes(costMatch ? t.replace(costMatch[0], ' ') : t);
  const byChance = byDie ? null : chanceOutcomes(costMatch ? t.replace(costMatch[0], ' ') : t);
  const outcomes: Outcome[] = byDie ? [...byDie.prizes.values()] : (byChance?.outcomes ?? []);
  const rest = byDie ? byDie.rest : (byChance?.rest ?? null);
  if (outcomes.length === 0) return null;
  const covered = outcomes.reduce((s, o) => add(s, o.chance as Rational), ZERO);
  if (cmp(covered, ONE) > 0) return null;
  const left = sub(ONE, covered);
  if (!isZero(left) && rest === null) return null;
  // Every number is accounted for: the prizes, their chances or faces, the die's sides, the cost.
  const counted = (byDie?.numbers ?? byChance?.numbers ?? 0) + (costMatch ? 1 : 0);
  const all = (t.match(/\d+(?:\.\d+)?/g) ?? []).length;
  const fractionParts = outcomes.filter((o) => /\d\s*\/\s*\d/.test(o.said)).length;
  if (all !== counted + fractionParts) return null;
  const lines = [
    ...outcomes,
    ...(isZero(left)
      ? []
      : [{ amount: rest as Rational, chance: left, said: byChance?.restSaid ?? 'any other face wins nothing' }]),
  ];
  const expected = sub(
    lines.reduce((s, o) => add(s, mul(o.amount, o.chance as Rational)), ZERO),
    cost,
  );
  // Checked apart: each outcome listed one by one (each face, or each chance), summed again in floating point.
  const again = byDie
    ? Array.from({ length: byDie.faces }, (_, i) => {
        const prize = byDie.prizes.get(i + 1);
        return toNumber(prize ? prize.amount : (rest as Rational)) / byDie.faces;
      }).reduce((a, b) => a + b, 0) - toNumber(cost)
    : lines.reduce((s, o) => s + toNumber(o.amount) * toNumber(o.chance as Rational), 0) - toNumber(cost);
  const total = lines.reduce((s, o) => s + toNumber(o.chance as Rational), 0);
  const ok = Math.abs(again - toNumber(expected)) <= 1e-9 && Math.abs(total - 1) <= 1e-12;
  const terms = lines.map((o) => `(${toLatex(o.amount)}) \\cdot ${toLatex(o.chance as Rational)}`).join(' + ');
  const escaped = (said: string) => said.replace(/([$%])/g, '\\$1');
  const listed = lines.map((o) => escaped(o.said)).join('; ');
  return result('probability', {
    reading: {
      latex: `E = ${terms}${costMatch ? ` - ${toLatex(cost)}` : ''}\\ (\\text{${listed}${costMatch ? `; cost: ${escaped(costMatch[0])}` : ''}})`,
      target: { kind: 'value', value: toText(expected) },
    },
    steps: [
      {
        title: 'Each outcome times its chance',
        explanation: `The chances add up to 1${byDie ? ` (each face of the die has chance 1/${byDie.faces})` : ''}; a loss counts as a negative amount.`,
        latex: `${terms} = ${toLatex(add(expected, cost))}`,
      },
      ...(costMatch
        ? [
            {
              title: 'Take off the cost to play',
              explanation: `The gain is the expected prize less the ${toText(cost)} paid.`,
              latex: `${toLatex(add(expected, cost))} - ${toLatex(cost)} = ${toLatex(expected)}`,
            },
          ]
        : []),
    ],
    answer: { value: toText(expected), latex: toLatex(expected) },
    verified: { ok, method: 'the outcomes listed one by one and summed again in floating point' },
  });
};

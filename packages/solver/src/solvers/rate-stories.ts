import {
  type Rational,
  ONE,
  add,
  div,
  eq,
  mul,
  neg,
  rat,
  sub,
  toDecimal,
  toLatex,
  toNumber,
  toText,
} from '../rational';
import { type SolveResult, type Solver, result } from '../types';
import { clean } from './answer-format';
import { numberOf } from '../read/number-words';
import { type Quantity, quantitiesOf, unitOf } from './rate-quantities';
import { CHANGES_AMOUNT } from './story-parts';

/**
 * Stories of amounts and rates, read by their units rather than their wording: "Apples cost $0.45 each. How much do
 * 12 apples cost?", "Maya reads 35 pages a day: days for a 420-page book", "$3.60 a gallon and 30 miles per gallon:
 * the cost of 450 miles", "5 pens cost $7.50: 8 pens"; and a start plus a rate: "$40 and saves $15 a week: weeks to
 * $220", "$2.50 plus $1.75 per mile, the fare was $23.50: miles", "500 liters, drains 20 liters per minute: minutes
 * until empty". The answer is the one way to combine every quantity whose units give the unit asked (two ways with
 * different values: no answer), checked by putting it back into the story's equation in floating point.
 */

/** The unit the question asks for: "how much" (money), "how many pages", "how long" (the time unit of a rate). */
function askedUnit(question: string, qs: Quantity[], text: string): string | null {
  const units = new Set(qs.flatMap((x) => [x.num, x.den ?? x.num]));
  const many = /\bhow many\s+([A-Za-z]+)/i.exec(question);
  if (many) return unitOf(many[1] as string);
  if (
    /\bhow much\b.*\b(?:cost|pay|spend|earn|money|charge|fare|bill|save|owe)|\bhow much (?:money|will|does|did|do|would|is|are)\b|\bwhat (?:is|was|will be) the (?:cost|total cost|price|bill|fare|charge)\b/i.test(
      question,
    ) &&
    units.has('money')
  )
    return 'money';
  if (/\bhow (?:far|many miles)\b/i.test(question))
    return ['mile', 'km', 'm', 'foot'].find((u) => units.has(u)) ?? null;
  if (/\bhow long\b/i.test(question))
    return ['hour', 'minute', 'day', 'week', 'month', 'year', 'second'].find((u) => units.has(u)) ?? null;
  const much = /\bhow much\s+([A-Za-z]+)/i.exec(question);
  if (!much) return null;
  // "How much flour" after "3 cups of flour": the unit the material is measured in.
  const measured = new RegExp(String.raw`\b([A-Za-z]+) of ${much[1]}\b`, 'i').exec(text)?.[1];
  const unit = unitOf(much[1] as string);
  return unit && units.has(unit) ? unit : measured ? unitOf(measured) : null;
}

type Units = Map<string, number>;
const unitsOf = (x: Quantity, e: number): Units => {
  const u: Units = new Map([[x.num, e]]);
  if (x.den) u.set(x.den, (u.get(x.den) ?? 0) - e);
  return u;
};
const times = (a: Units, b: Units): Units => {
  const out = new Map(a);
  for (const [k, v] of b) out.set(k, (out.get(k) ?? 0) + v);
  for (const [k, v] of out) if (v === 0) out.delete(k);
  return out;
};
const isUnit = (u: Units, name: string) => u.size === 1 && u.get(name) === 1;
const shown = (x: Rational) => toDecimal(x) ?? toLatex(x);
const shownQ = (x: Quantity) => x.written ?? shown(x.value);

function answer(reading: string, value: Rational, unit: string, equation: string, ok: boolean) {
  const money = unit === 'money';
  const text = toDecimal(value) ?? toText(value);
  const latexValue = money && toDecimal(value)?.includes('.') ? toNumber(value).toFixed(2) : shown(value);
  return result('word-problem', {
    reading: { latex: reading, target: { kind: 'value', value: text } },
    steps: [
      {
        title: 'Combine the quantities by their units',
        explanation: 'Each rate times or divided into the amounts, so that only the unit asked is left.',
        latex: equation,
      },
    ],
    answer: {
      value: text,
      latex: money ? `\\$${latexValue}` : `${latexValue}\\text{ ${unit}${eq(value, ONE) ? '' : 's'}}`,
    },
    verified: { ok, method: 'the answer put back into the story in floating point' },
  });
}

/** Every quantity used once, multiplied or divided, to land on the unit asked. */
function chain(qs: Quantity[], unit: string) {
  if (qs.length < 2 || qs.length > 4) return null;
  const found: { value: Rational; signs: number[] }[] = [];
  for (let mask = 0; mask < 1 << qs.length; mask++) {
    const signs = qs.map((_, i) => ((mask >> i) & 1 ? -1 : 1));
    const u = qs.reduce<Units>((acc, x, i) => times(acc, unitsOf(x, signs[i] as number)), new Map());
    if (!isUnit(u, unit)) continue;
    const value = qs.reduce((acc, x, i) => (signs[i] === 1 ? mul(acc, x.value) : div(acc, x.value)), ONE);
    found.push({ value, signs });
  }
  if (found.length === 0 || found.some((f) => !eq(f.value, (found[0] as { value: Rational }).value))) return null;
  const { value, signs } = found[0] as { value: Rational; signs: number[] };
  const float = qs.reduce((acc, x, i) => (signs[i] === 1 ? acc * toNumber(x.value) : acc / toNumber(x.value)), 1);
  const parts = qs
    .map((x, i) => `${signs[i] === 1 ? '' : '\\div '}${shownQ(x)}`)
    .join(' \\times ')
    .replace(/\\times \\div/g, '\\div');
  return answer(
    `${parts}\\ (\\text{${unit}})`,
    value,
    unit,
    `${parts} = ${shown(value)}`,
    Math.abs(float - toNumber(value)) <= 1e-9 * Math.max(1, Math.abs(float)),
  );
}

/** A start, a rate, and the count or the end: start ± rate × count = end. */
function affine(qs: Quantity[], unit: string, question: string) {
  const rates = qs.filter((x) => x.den);
  if (rates.length < 1 || rates.length > 2) return null;
  // Two rates of money: the one whose "per" is never counted is a fixed charge ($25 a month … last month).
  let rate = rates[0] as Quantity;
  const starts: Quantity[] = [];
  if (rates.length === 2) {
    const counted = (x: Quantity) => qs.some((y) => !y.den && y.num === x.den) || unit === x.den;
    const [a, b] = rates as [Quantity, Quantity];
    if (a.num !== b.num || counted(a) === counted(b)) return null;
    rate = counted(a) ? a : b;
    starts.push({ ...(counted(a) ? b : a), den: null });
  }
  const amounts = [...starts, ...qs.filter((x) => !x.den)].sort((x, y) => x.at - y.at);
  const ofA = amounts.filter((x) => x.num === rate.num);
  const ofB = amounts.filter((x) => x.num === rate.den);
  if (ofA.length + ofB.length !== amounts.length) return null;
  const sign = rate.down ? -1 : 1;
  const r = sign === 1 ? rate.value : neg(rate.value);
  const empty = /\b(?:empty|run out|runs out|nothing left|used up|gone)\b/i.test(question);
  if (unit === rate.den && ofB.length === 0 && (ofA.length === 2 || (ofA.length === 1 && empty && sign === -1))) {
    const [start, end] = ofA.length === 2 ? [ofA[0] as Quantity, ofA[1] as Quantity] : [ofA[0] as Quantity, null];
    const target = end ? end.value : rat(0n);
    const n = div(sub(target, start.value), r);
    if (toNumber(n) <= 0) return null;
    const ok =
      Math.abs(toNumber(start.value) + toNumber(r) * toNumber(n) - toNumber(target)) <=
      1e-9 * Math.max(1, toNumber(target));
    const eqn = `${shown(start.value)} ${sign === 1 ? '+' : '-'} ${shown(rate.value)}n = ${shown(target)}`;
    return answer(`${eqn}\\ (n \\text{ in ${unit}s})`, n, unit, `${eqn} \\Rightarrow n = ${shown(n)}`, ok);
  }
  if (unit === rate.num && ofB.length === 1 && ofA.length === 1) {
    const [start, count] = [ofA[0] as Quantity, ofB[0] as Quantity];
    const value = add(start.value, mul(r, count.value));
    const ok =
      Math.abs(toNumber(start.value) + toNumber(r) * toNumber(count.value) - toNumber(value)) <=
      1e-9 * Math.max(1, Math.abs(toNumber(value)));
    const eqn = `${shown(start.value)} ${sign === 1 ? '+' : '-'} ${shown(rate.value)} \\times ${shown(count.value)}`;
    return answer(eqn, value, unit, `${eqn} = ${shown(value)}`, ok);
  }
  return null;
}

export const solveRateStory: Solver = (problem) => {
  const t = clean(problem);
  if (t.length > 400 || !/[a-z]{3,}\s+[a-z]{3,}/i.test(t)) return null;
  const sentences = t.split(/(?<=[.?!])\s+/);
  const question = sentences.at(-1) ?? t;
  if (!/\b(?:how|what|find|after)\b/i.test(question)) return null;
  // A percent, a ratio, a fraction or a second question is another kind of story.
  if (/%|percent|\bratio\b|\d\s*:\s*\d|\d\/\d|\btimes as\b|\bhalf\b|\btwice\b/i.test(t)) return null;
  if (CHANGES_AMOUNT.test(t)) return null;
  const read = quantitiesOf(t);
  const qs = read?.found;
  if (!read || !qs || qs.length < 2) return null;
  // Words that change an amount the units cannot see ("and back", "each way", "left over", "more than").
  if (
    /\b(?:return|each|every|more|less|fewer|extra|discount|tax|tip|change|except|but|times|twice|half|double|triple|other)\b/i.test(
      read.rest.replace(/\bhow much\b|\bhow many\b/gi, ' '),
    )
  )
    return null;
  const unit = askedUnit(question, qs, t);
  if (!unit) return null;
  const hasStart = qs.filter((x) => !x.den).some((x) => qs.some((y) => y.den && y.num === x.num));
  const found =
    (hasStart || qs.filter((x) => x.den).length === 2 ? affine(qs, unit, question) : null) ?? chain(qs, unit);
  return found && wholeCount(found, t, question, unit);
};

/**
 * "How many months until it is paid back (the last payment can be smaller)?": a count of steps until a total is
 * reached is the next whole number; a fraction of a month is never the answer to that question.
 */
function wholeCount(found: SolveResult, text: string, question: string, unit: string): SolveResult | null {
  const value = found.answer ? numberOf(found.answer.value) : null;
  // Clock time flows on (a tank is empty after 16⅔ minutes); months, weeks, days and trips are counted whole.
  if (!value || value.d === 1n || /^(?:money|second|minute|hour)$/.test(unit)) return found;
  const untilDone =
    /\b(?:until|till|before)\b.*\b(?:paid|reach|reaches|has|have|done|finished|enough|full|fully|empty|at least)\b|\blast (?:\w+ )?(?:can|may|will) be (?:smaller|less)\b/i.test(
      `${question} ${text}`,
    );
  if (!untilDone || !/^how many\b/i.test(question)) return found;
  const whole = rat(value.n / value.d + 1n);
  return {
    ...found,
    steps: [
      ...found.steps,
      {
        title: 'A part still counts',
        explanation: `${toText(value)} ${unit}s is not whole; the last ${unit} is only partly used, so it takes ${toText(whole)}.`,
        latex: `\\left\\lceil ${toLatex(value)} \\right\\rceil = ${toLatex(whole)}`,
      },
    ],
    answer: { value: toText(whole), latex: `${toLatex(whole)}\text{ ${unit}s}` },
  };
}

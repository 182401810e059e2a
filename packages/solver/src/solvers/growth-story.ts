import { type Expr, divide, evaluate, fn, num, power, product, toSympy } from '../expr/expr';
import { latex } from '../expr/latex';
import { type Rational, div, mul, parseRational, rat, toNumber, toText } from '../rational';
import { type Solver, result } from '../types';

/**
 * Growth by a whole factor each period: "doubles every 3 hours, starting from 500 cells. After how many hours
 * will there be 12000?", "a half-life of 5 years; 80 g to start; how much is left after 15 years?". The amount
 * after time t is A·k^(t/T); the time to reach B is T·log(B/A)/log k. Checked by growing A for that time in
 * floating point and landing on B (or the reverse).
 */

const UNIT = String.raw`(seconds?|minutes?|hours?|days?|weeks?|months?|years?)`;
const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const FACTOR: [RegExp, Rational, string][] = [
  [
    new RegExp(String.raw`\b(?:doubles?|doubling)\s+(?:in size\s+)?every\s+${NUMBER}\s*${UNIT}`, 'i'),
    rat(2n),
    'doubles',
  ],
  [new RegExp(String.raw`\bdoubling time (?:is|of)\s+${NUMBER}\s*${UNIT}`, 'i'), rat(2n), 'doubles'],
  [new RegExp(String.raw`\btriples?\s+every\s+${NUMBER}\s*${UNIT}`, 'i'), rat(3n), 'triples'],
  [new RegExp(String.raw`\b(?:halves|halve|halving)\s+every\s+${NUMBER}\s*${UNIT}`, 'i'), rat(1n, 2n), 'halves'],
  [new RegExp(String.raw`\bhalf-?\s?life (?:is|of)\s+${NUMBER}\s*${UNIT}`, 'i'), rat(1n, 2n), 'halves'],
];

/** Minutes in each unit of time, so that a period in minutes and a question in hours agree. */
const MINUTES: Record<string, number> = { second: 1 / 60, minute: 1, hour: 60, day: 1440, week: 10080 };
const inMinutes = (unit: string) => MINUTES[unit.toLowerCase().replace(/s$/, '')];

const numbersIn = (s: string) => [...s.matchAll(/\d+(?:\.\d+)?/g)].map((m) => ({ text: m[0], at: m.index ?? 0 }));

export const solveGrowthStory: Solver = (problem) => {
  const t = problem
    .replace(/\s+/g, ' ')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .trim();
  if (t.length > 400) return null;
  const found = FACTOR.map(([re, k, word]) => ({ m: re.exec(t), k, word })).find((f) => f.m);
  if (!found?.m) return null;
  const period = parseRational(found.m[1] as string);
  const unit = (found.m[2] as string).replace(/s$/, '');
  const periodAt = (found.m.index ?? 0) + found.m[0].indexOf(found.m[1] as string);
  const others = numbersIn(t).filter((n) => n.at !== periodAt);
  // The question: its last sentence; every other number of the story is the starting amount.
  const lastStart = Math.max(t.lastIndexOf('. ', t.length - 2), t.lastIndexOf('? ', t.length - 2)) + 1;
  const asked = others.filter((n) => n.at >= lastStart);
  const given = others.filter((n) => n.at < lastStart);
  if (asked.length !== 1 || given.length !== 1 || period.n === 0n) return null;
  const question = t.slice(lastStart).trim();
  const start = parseRational((given[0] as { text: string }).text);
  const target = parseRational((asked[0] as { text: string }).text);
  const askTime = new RegExp(String.raw`^(?:after |in )?how (?:many ${UNIT}|long)|^when\b|^at what time`, 'i').test(
    question,
  );
  const timeInQuestion = new RegExp(String.raw`\d+(?:\.\d+)?\s*${UNIT}`, 'i').test(question);
  const askAmount = /^(?:how (?:many|much)|what (?:is|will be) the (?:number|amount|population|mass|count))/i.test(
    question,
  );
  // The question's unit of time ("how many hours", "after 2 hours") where it names one; months and years only alone.
  const questionUnit = new RegExp(UNIT, 'i').exec(question)?.[1]?.replace(/s$/, '') ?? unit;
  if (questionUnit !== unit && (!inMinutes(questionUnit) || !inMinutes(unit))) return null;
  // The period in the question's unit: 20 minutes is 1/3 hour.
  const scale = questionUnit === unit ? rat(1n) : ratioOf(inMinutes(unit) as number, inMinutes(questionUnit) as number);
  if (!scale) return null;
  const periodAsked = mul(period, scale);
  const unitAsked = questionUnit;
  const every = `\\ (\\text{${found.word} every ${toText(period)} ${unit}s})`;
  const k = num(found.k);
  const kValue = toNumber(found.k);
  if (askTime && !timeInQuestion) {
    // T·log(B/A)/log k, exact when B/A is a whole power of k.
    const ratio = div(target, start);
    const periods: Expr = divide(fn('log', num(ratio)), fn('log', k));
    const exactCount = Math.round(Math.log(toNumber(ratio)) / Math.log(kValue));
    const whole = Math.abs(kValue ** exactCount - toNumber(ratio)) < 1e-12 * kValue ** exactCount;
    const time: Expr = whole
      ? num(rat(BigInt(exactCount) * periodAsked.n, periodAsked.d))
      : product(num(periodAsked), periods);
    const value = evaluate(time, {});
    if (!(value > 0)) return null;
    const grown = toNumber(start) * kValue ** (value / toNumber(periodAsked));
    const ok = Math.abs(grown - toNumber(target)) < 1e-9 * toNumber(target);
    return result('word-problem', {
      reading: {
        latex: `${toText(start)} \\cdot ${latex(k)}^{t/${toText(periodAsked)}} = ${toText(target)}${every}`,
        target: { kind: 'value', value: toSympy(time) },
      },
      steps: [
        {
          title: `Write the growth`,
          explanation: `The amount ${found.word} every ${toText(period)} ${unit}s: after t ${unitAsked}s it is ${toText(start)}·${latex(k)}^(t/${toText(periodAsked)}).`,
          latex: `${toText(start)} \\cdot ${latex(k)}^{t/${toText(periodAsked)}} = ${toText(target)}`,
        },
        {
          title: 'Solve for t with logarithms',
          explanation: `t/${toText(periodAsked)} = log(${toText(ratio)})/log(${latex(k)}).`,
          latex: `t = ${latex(time)}${whole ? '' : ` \\approx ${Number(value.toPrecision(8))}`}`,
        },
      ],
      answer: { value: toSympy(time), latex: latex(time) },
      verified: { ok, method: `the starting amount grown for that time in floating point reaches ${toText(target)}` },
    });
  }
  if (askAmount && timeInQuestion) {
    // A·k^(t/T).
    const amount = product(num(start), power(k, num(div(target, periodAsked))));
    const value = evaluate(amount, {});
    const check = toNumber(start) * kValue ** (toNumber(target) / toNumber(periodAsked));
    const ok = Number.isFinite(value) && Math.abs(check - value) < 1e-9 * Math.max(1, value);
    return result('word-problem', {
      reading: {
        latex: `${toText(start)} \\cdot ${latex(k)}^{${toText(target)}/${toText(periodAsked)}}${every}`,
        target: { kind: 'value', value: toSympy(amount) },
      },
      steps: [
        {
          title: 'Count the periods',
          explanation: `${toText(target)} ${unitAsked}s are ${toText(div(target, periodAsked))} periods of ${toText(period)} ${unit}s.`,
          latex: `${toText(start)} \\cdot ${latex(k)}^{${toText(div(target, periodAsked))}} = ${latex(amount)}`,
        },
      ],
      answer: { value: toSympy(amount), latex: latex(amount) },
      verified: { ok, method: 'the factor applied period by period in floating point' },
    });
  }
  return null;
};

/** a/b for two unit sizes in minutes, as an exact fraction (1/60 and 1 give 1/60). */
function ratioOf(a: number, b: number): Rational | null {
  const q = a / b;
  for (const d of [1n, 60n, 3600n]) {
    const n = Math.round(q * Number(d));
    if (Math.abs(n / Number(d) - q) < 1e-12) return div(rat(BigInt(n)), rat(d));
  }
  return null;
}

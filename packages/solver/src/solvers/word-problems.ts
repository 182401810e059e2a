import { type Unit as MathUnit, unit as mUnit } from 'mathjs';
import { type Rational, ONE, add, div, eq, isZero, mul, rat, toNumber } from '../rational';
import { type ProblemType, type Solver, result } from '../types';
import { clean, closeTo, latexOf, numberAnswer, plain, keepingNumbers } from './answer-format';
import { type Unit, convertTo, quantitiesIn, withUnit } from './quantities';

/**
 * One-step word problems: distance = speed × time (and its two inverses) and simple interest; direct proportion,
 * unit prices, the better buy and a/b = c/d proportions are in unit-price.ts. Quantities are read by the quantity
 * reader (quantities.ts); a problem with a number the model does not use is refused (null). Answers: value is the
 * bare number, latex carries the unit ("180\text{ miles}", "\$60").
 */

// Until a 'word-problem' problem type exists, these are labelled as measurement (quantities with units).
const TYPE: ProblemType = 'word-problem';

/** An amount with its unit as an answer. */
function unitAnswer(x: Rational, unit: Unit | null) {
  const n = numberAnswer(x);
  const money = unit?.dimension === 'money' && unit.one === 'dollar';
  const cents = toNumber(x) * 100;
  const amount = money && Number.isInteger(cents) && !Number.isInteger(toNumber(x)) ? toNumber(x).toFixed(2) : n.latex;
  return { value: n.value, latex: withUnit(amount, unit, eq(x, ONE)) };
}

function answered(
  reading: string,
  x: Rational,
  unit: Unit | null,
  steps: { title: string; explanation: string; latex: string }[],
  ok: boolean,
  method: string,
) {
  const answer = unitAnswer(x, unit);
  return result(TYPE, {
    reading: { latex: reading, target: { kind: 'value', value: answer.value } },
    steps,
    answer,
    verified: { ok, method },
  });
}

/** A mathjs quantity in the named unit (a bare number, which a unit division can give, counts as no answer). */
const inUnit = (x: MathUnit | number, name: string) => (typeof x === 'number' ? Number.NaN : x.toNumber(name));

const ASKS = {
  distance:
    /\b(?:how far|what distance|how many (?:miles|kilometers|kilometres|km|meters|metres|feet)|(?:the |total )distance)\b/i,
  time: /\b(?:how long|how much time|how many (?:hours|minutes|seconds)|what time does it take|(?:the )?time (?:taken|needed|it takes))\b/i,
  speed: /\b(?:speed|how fast|velocity|what rate|average rate)\b/i,
};

/** "A car travels at 60 mph for 3 hours. How far does it go?" and the time and speed versions. */
const readRate: Solver = (problem) => {
  if (problem.length > 400) return null;
  const t = clean(problem);
  const qs = quantitiesIn(t);
  if (!qs || qs.length !== 2) return null;
  const byDim = (d: string) => qs.find((q) => q.unit?.dimension === d);
  const [v, d, time] = [byDim('speed'), byDim('distance'), byDim('time')];
  const asked = (Object.keys(ASKS) as (keyof typeof ASKS)[]).filter((k) => ASKS[k].test(t));
  const check = (expr: () => number, expected: Rational) => {
    try {
      return closeTo(expr(), toNumber(expected));
    } catch {
      return false;
    }
  };
  // "How many minutes …", "how many feet …": the answer in the unit named, when it is of the same system.
  const namedWord =
    /\bhow many ([a-z]+)/i.exec(t)?.[1] ?? /\bin ([a-z]+(?:\/[a-z]+| per [a-z]+| an? [a-z]+)?)$/i.exec(t)?.[1];
  const named = namedWord ? (quantitiesIn(`1 ${namedWord}`)?.[0]?.unit ?? null) : null;
  const into = (x: Rational, from: Unit): [Rational, Unit] | null => {
    if (!named) return [x, from];
    if (named.dimension !== from.dimension) return null;
    const y = convertTo(x, from, named);
    return y && [y, named];
  };
  if (v && time && !d && asked.includes('distance')) {
    const per = v.unit?.per;
    const hours = per && convertTo(time.value, time.unit as Unit, per.time);
    if (!per || !hours) return null;
    const raw = mul(v.value, hours);
    const final = into(raw, per.distance);
    if (!final) return null;
    const [x, out] = final;
    const converted = !eq(hours, time.value);
    return answered(
      `\\text{distance} = ${v.latex} \\times ${time.latex}`,
      x,
      out,
      [
        ...(converted
          ? [
              {
                title: `Time in ${per.time.many}`,
                explanation: `${time.number} ${time.unit?.many} is ${plain(hours)} ${per.time.many}.`,
                latex: `${time.latex} = ${latexOf(hours)}\\text{ ${per.time.many}}`,
              },
            ]
          : []),
        {
          title: 'Distance = speed × time',
          explanation: `Multiply the speed by the time.`,
          latex: `${latexOf(v.value)} \\times ${latexOf(hours)} = ${latexOf(raw)}`,
        },
        ...(out !== per.distance
          ? [
              {
                title: `In ${out.many}`,
                explanation: `${plain(raw)} ${per.distance.many} is ${plain(x)} ${out.many}.`,
                latex: `${latexOf(x)}\\text{ ${out.many}}`,
              },
            ]
          : []),
      ],
      check(
        () =>
          mUnit(toNumber(v.value), (v.unit as Unit).mathjs)
            .multiply(mUnit(toNumber(time.value), (time.unit as Unit).mathjs))
            .toNumber(out.mathjs),
        x,
      ),
      "speed times time worked out again with mathjs's units, in floating point",
    );
  }
  if (v && d && !time && asked.includes('time')) {
    const per = v.unit?.per;
    const distance = per && convertTo(d.value, d.unit as Unit, per.distance);
    if (!per || !distance || isZero(v.value)) return null;
    const raw = div(distance, v.value);
    const final = into(raw, per.time);
    if (!final) return null;
    const [x, out] = final;
    return answered(
      `\\text{time} = \\frac{${d.latex}}{${v.latex}}`,
      x,
      out,
      [
        {
          title: 'Time = distance ÷ speed',
          explanation: `Divide the distance by the speed.`,
          latex: `\\frac{${latexOf(distance)}}{${latexOf(v.value)}} = ${latexOf(raw)}`,
        },
        ...(out !== per.time
          ? [
              {
                title: `In ${out.many}`,
                explanation: `${plain(raw)} ${per.time.many} is ${plain(x)} ${out.many}.`,
                latex: `${latexOf(x)}\\text{ ${out.many}}`,
              },
            ]
          : []),
      ],
      check(
        () =>
          inUnit(
            mUnit(toNumber(d.value), (d.unit as Unit).mathjs).divide(mUnit(toNumber(v.value), (v.unit as Unit).mathjs)),
            out.mathjs,
          ),
        x,
      ),
      "distance over speed worked out again with mathjs's units, in floating point",
    );
  }
  if (d && time && !v && asked.includes('speed')) {
    if (isZero(time.value)) return null;
    const [du, tu] = [d.unit as Unit, time.unit as Unit];
    // In the speed unit the question names ("in m/s"), when both its parts are of the given units' systems.
    const per = named?.per;
    if (named && !per) return null;
    const [toD, toT] = per ? [convertTo(ONE, du, per.distance), convertTo(ONE, tu, per.time)] : [ONE, ONE];
    if (!toD || !toT) return null;
    const raw = div(d.value, time.value);
    const x = div(mul(raw, toD), toT);
    const name = `${du.one === 'mile' ? 'mi' : du.one === 'foot' ? 'ft' : du.one === 'yard' ? 'yd' : du.one}/${tu.one === 'hour' ? 'h' : tu.one === 'minute' ? 'min' : 's'}`;
    const speedUnit: Unit = named ?? {
      ...du,
      one: name,
      many: name,
      dimension: 'speed',
      mathjs: `${du.mathjs}/${tu.mathjs}`,
    };
    return answered(
      `\\text{speed} = \\frac{${d.latex}}{${time.latex}}`,
      x,
      speedUnit,
      [
        {
          title: 'Speed = distance ÷ time',
          explanation: `Divide the distance by the time.`,
          latex: `\\frac{${latexOf(d.value)}}{${latexOf(time.value)}} = ${latexOf(raw)}`,
        },
        ...(named
          ? [
              {
                title: `In ${named.one}`,
                explanation: `${plain(raw)} ${name} is ${plain(x)} ${named.one}.`,
                latex: `${latexOf(x)}\\text{ ${named.one}}`,
              },
            ]
          : []),
      ],
      check(
        () =>
          inUnit(mUnit(toNumber(d.value), du.mathjs).divide(mUnit(toNumber(time.value), tu.mathjs)), speedUnit.mathjs),
        x,
      ),
      "distance over time worked out again with mathjs's units, in floating point",
    );
  }
  return null;
};

/** "Find the simple interest on $500 at 4% for 3 years", "… total amount after 18 months". */
const readSimpleInterest: Solver = (problem) => {
  if (problem.length > 400) return null;
  const t = clean(problem);
  if (!/\bsimple interest\b/i.test(t) || /\bcompound(?:ed|ing)?\b/i.test(t)) return null;
  const qs = quantitiesIn(t);
  if (!qs || qs.length !== 3) return null;
  const principal = qs.find((q) => q.unit?.dimension === 'money' && q.unit.one === 'dollar');
  const rate = qs.find((q) => q.unit?.dimension === 'percent');
  const time = qs.find((q) => q.unit?.dimension === 'calendar');
  if (!principal || !rate || !time) return null;
  if (/\b(?:per|a|each|every) month\b|\bmonthly\b/i.test(t)) return null;
  const years = time.unit?.one === 'year' ? time.value : div(time.value, rat(12n));
  const interest = div(mul(mul(principal.value, rate.value), years), rat(100n));
  const total =
    /\b(?:total amount|final amount|balance|worth|amount (?:in|at|after)|how much (?:money )?will (?:there be|be in|you have|it be|he have|she have|they have)|owe|repay|pay back|in total|altogether|maturity)\b/i.test(
      t,
    );
  const x = total ? add(principal.value, interest) : interest;
  // Checked another way: interest added one month at a time (in floating point).
  const months = toNumber(years) * 12;
  let balance = toNumber(principal.value);
  let earned = 0;
  const monthly = (toNumber(principal.value) * toNumber(rate.value)) / 100 / 12;
  for (let i = 0; i < Math.floor(months); i++) earned += monthly;
  earned += monthly * (months - Math.floor(months));
  balance += earned;
  const expected = total ? balance : earned;
  const dollar = principal.unit as Unit;
  const steps = [
    ...(time.unit?.one === 'month'
      ? [
          {
            title: 'Time in years',
            explanation: `${time.number} months is ${plain(years)} years.`,
            latex: `\\frac{${time.number}}{12} = ${latexOf(years)}`,
          },
        ]
      : []),
    {
      title: 'I = P × r × t',
      explanation: `Principal times the yearly rate (as a fraction) times the years.`,
      latex: `${latexOf(principal.value)} \\times \\frac{${latexOf(rate.value)}}{100} \\times ${latexOf(years)} = ${latexOf(interest)}`,
    },
    ...(total
      ? [
          {
            title: 'Add the principal',
            explanation: 'The amount is the principal plus the interest.',
            latex: `${latexOf(principal.value)} + ${latexOf(interest)} = ${latexOf(x)}`,
          },
        ]
      : []),
  ];
  return answered(
    `${total ? '\\text{amount}' : '\\text{simple interest}'}: P = ${principal.latex},\\ r = ${rate.latex}\\text{ per year},\\ t = ${time.latex}`,
    x,
    dollar,
    steps,
    Number.isFinite(months) && closeTo(expected, toNumber(x), toNumber(principal.value)),
    'the interest added month by month (one twelfth of a year’s interest each month), in floating point',
  );
};

/** The solvers, answering only when their reading keeps every number of the problem. */
export const solveRate: Solver = keepingNumbers(readRate);
export const solveSimpleInterest: Solver = keepingNumbers(readSimpleInterest);

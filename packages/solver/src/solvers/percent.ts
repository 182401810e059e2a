import {
  type Rational,
  ONE,
  add,
  cmp,
  div,
  isZero,
  mul,
  neg,
  parseRational,
  rat,
  sub,
  toLatex,
  toNumber,
  toText,
} from '../rational';
import { type ProblemType, type Solver, type Step, result } from '../types';
import {
  approxText,
  clean,
  closeTo,
  latexOf,
  numberAnswer,
  plain,
  writtenLatex,
  keepingNumbers,
} from './answer-format';

/**
 * Percent questions.
 *
 * Conventions: when the answer is itself a percent ("What percent of 80 is 20?", a percent change, "Convert 0.375
 * to a percent"), answer.value is the number of percent without the sign ("25", "37.5", "100/3") and answer.latex
 * carries it ("25\%"); reading.target is { kind: 'value', value: '25' }, so a checker compares the number before
 * "%" ("25%" and "25" are the same claim; 0.25 is not). Any other answer (15% of 240, 80 increased by 15%) is a
 * plain number, with "\$" in its LaTeX when the problem wrote the amount in dollars. "Write 45% as a fraction" answers
 * 9/20, "as a decimal" 0.45. A percent change is signed (from 80 to 60 is −25); a percent increase or decrease asked
 * the wrong way round is refused with a reason rather than answered with a sign.
 */

// Until a 'percent' problem type exists, percent questions are labelled as arithmetic.
const TYPE: ProblemType = 'percent';

const NUM = String.raw`(-?\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|-?\$?\.\d+)`;
const FRACTION = String.raw`(-?\d+\s*/\s*\d+|-?\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|-?\.\d+)`;
const PCT = String.raw`${NUM}\s*(?:%|percent|per cent)`;
const ASK = String.raw`(?:(?:what is|what's|find|calculate|compute|work out|determine|evaluate)\s+)?`;
const PERCENT_WORD = String.raw`(?:percent|percentage|per cent|%)`;

interface Read {
  value: Rational;
  latex: string;
  money: boolean;
}

/** "240", "$1,200.50", "-3.5", "3/8" → the exact value and how it was written. */
function numberRead(text: string): Read | null {
  const t = text.replace(/\s+/g, '');
  const money = t.includes('$');
  const bare = t.replace('$', '');
  try {
    if (bare.includes('/')) {
      const [n = '', d = ''] = bare.split('/');
      if (/^-?0+$/.test(d) || !/^\d+$/.test(d)) return null;
      return { value: div(parseRational(n), parseRational(d)), latex: `\\frac{${n}}{${d}}`, money };
    }
    return { value: parseRational(bare.replace(/,/g, '')), latex: `${money ? '\\$' : ''}${writtenLatex(bare)}`, money };
  } catch {
    return null;
  }
}

const percentAnswer = (x: Rational) => {
  const n = numberAnswer(x);
  return {
    value: n.value,
    latex: n.latex.includes('\\approx') ? `${toLatex(x)}\\% \\approx ${approxText(toNumber(x))}\\%` : `${n.latex}\\%`,
  };
};

const amountAnswer = (x: Rational, money: boolean) => {
  const n = numberAnswer(x);
  if (!money) return n;
  const cents = toNumber(x) * 100;
  return {
    value: n.value,
    latex: Number.isInteger(cents) && !Number.isInteger(toNumber(x)) ? `\\$${toNumber(x).toFixed(2)}` : `\\$${n.latex}`,
  };
};

function answered(
  reading: string,
  answer: { value: string; latex: string },
  steps: Step[],
  ok: boolean,
  method: string,
) {
  return result(TYPE, {
    reading: { latex: reading, target: { kind: 'value', value: answer.value } },
    steps,
    answer,
    verified: { ok, method },
  });
}

const HUNDRED = rat(100n);
const f = toNumber;

/** "What is 15% of 240?", "What percent of 80 is 20?", "Increase 80 by 15%", "Convert 0.375 to a percent". */
const readPercent: Solver = (problem) => {
  if (problem.length > 300) return null;
  const t = clean(problem)
    .replace(/^(?:please\s+)?/i, '')
    .replace(/\s*:\s*/g, ' ');
  let m: RegExpExecArray | null;
  const re = (source: string) => new RegExp(`^${source}$`, 'i');

  // p% of x.
  if ((m = re(`${ASK}${PCT} of ${NUM}`).exec(t))) {
    const [p, x] = [numberRead(m[1] as string), numberRead(m[2] as string)];
    if (!p || !x || p.money) return null;
    const value = div(mul(p.value, x.value), HUNDRED);
    const answer = amountAnswer(value, x.money);
    return answered(
      `${p.latex}\\% \\text{ of } ${x.latex}`,
      answer,
      [
        {
          title: 'Write the percent as a fraction and multiply',
          explanation: `${plain(p.value)}% means ${plain(p.value)} per hundred.`,
          latex: `\\frac{${p.latex}}{100} \\times ${x.latex} = ${latexOf(value)}`,
        },
      ],
      isZero(x.value) ? isZero(value) : closeTo((f(value) / f(x.value)) * 100, f(p.value)),
      'the answer divided by the whole, times 100, gives the percent back (in floating point)',
    );
  }
  // What percent of whole is part? / part is what percent of whole? / What percentage is part out of whole?
  const partOf =
    ((m = re(`${ASK}what ${PERCENT_WORD} of ${NUM} is ${NUM}`).exec(t)) && { whole: m[1], part: m[2] }) ||
    ((m = re(`${NUM} is what ${PERCENT_WORD} of ${NUM}`).exec(t)) && { part: m[1], whole: m[2] }) ||
    ((m = re(`what ${PERCENT_WORD} is ${NUM} (?:out of|of) ${NUM}`).exec(t)) && { part: m[1], whole: m[2] }) ||
    ((m = re(
      `(?:(?:express|write|convert|what is|give)\\s+)?${NUM} out of ${NUM} (?:as|to|into|in) an? ${PERCENT_WORD}`,
    ).exec(t)) && { part: m[1], whole: m[2] });
  if (partOf) {
    const [part, whole] = [numberRead(partOf.part as string), numberRead(partOf.whole as string)];
    if (!part || !whole || isZero(whole.value)) return null;
    const value = div(mul(part.value, HUNDRED), whole.value);
    return answered(
      `\\frac{${part.latex}}{${whole.latex}} \\text{ as a percent}`,
      percentAnswer(value),
      [
        {
          title: 'Divide the part by the whole, times 100',
          explanation: `${plain(part.value)} out of ${plain(whole.value)}.`,
          latex: `\\frac{${part.latex}}{${whole.latex}} \\times 100 = ${latexOf(value)}\\%`,
        },
      ],
      closeTo((f(value) / 100) * f(whole.value), f(part.value)),
      'that percent of the whole gives the part back (in floating point)',
    );
  }
  // "19.50 is 25% less than what number?" (a price after a discount): the original, N / (1 ∓ p/100).
  if ((m = re(`${NUM} is ${PCT} (less|more|lower|higher|smaller|greater) than what(?: number)?`).exec(t))) {
    const [after, p] = [numberRead(m[1] as string), numberRead(m[2] as string)];
    const down = /less|lower|smaller/i.test(m[3] as string);
    if (!after || !p || p.money || (down && cmp(p.value, HUNDRED) >= 0)) return null;
    const factor = down ? sub(ONE, div(p.value, HUNDRED)) : add(ONE, div(p.value, HUNDRED));
    const value = div(after.value, factor);
    return answered(
      `${after.latex} = \\text{what number ${down ? 'decreased' : 'increased'} by } ${p.latex}\\%`,
      amountAnswer(value, after.money),
      [
        {
          title: 'What is left as a fraction of the original',
          explanation: `${down ? 'Taking away' : 'Adding'} ${plain(p.value)}% leaves ${plain(mul(factor, HUNDRED))}% of the original.`,
          latex: `${after.latex} \\div ${latexOf(factor)} = ${latexOf(value)}`,
        },
      ],
      closeTo(
        down ? f(value) - (f(value) * f(p.value)) / 100 : f(value) + (f(value) * f(p.value)) / 100,
        f(after.value),
        f(value),
      ),
      `the answer ${down ? 'decreased' : 'increased'} by ${plain(p.value)}% gives ${plain(after.value)} back (in floating point)`,
    );
  }
  // part is p% of what number?
  const reverse =
    ((m = re(`${NUM} is ${PCT} of what(?: number)?`).exec(t)) && { part: m[1], p: m[2] }) ||
    ((m = re(`${PCT} of what(?: number)? is ${NUM}`).exec(t)) && { p: m[1], part: m[2] });
  if (reverse) {
    const [part, p] = [numberRead(reverse.part as string), numberRead(reverse.p as string)];
    if (!part || !p || p.money || isZero(p.value)) return null;
    const value = div(mul(part.value, HUNDRED), p.value);
    return answered(
      `${part.latex} = ${p.latex}\\% \\text{ of what number}`,
      amountAnswer(value, part.money),
      [
        {
          title: 'Divide by the percent as a fraction',
          explanation: `${plain(p.value)}% of the number is ${plain(part.value)}.`,
          latex: `${part.latex} \\div \\frac{${p.latex}}{100} = ${latexOf(value)}`,
        },
      ],
      closeTo((f(value) * f(p.value)) / 100, f(part.value)),
      'the percent of the answer gives the part back (in floating point)',
    );
  }
  // Percent change from old to new.
  if (
    (m = re(
      `${ASK}(?:the\\s+)?${PERCENT_WORD} (change|increase|decrease) (?:from|between) ${NUM} (?:to|and) ${NUM}`,
    ).exec(t))
  ) {
    const asked = (m[1] as string).toLowerCase();
    const [from, to] = [numberRead(m[2] as string), numberRead(m[3] as string)];
    if (!from || !to || isZero(from.value)) return null;
    const change = div(mul(sub(to.value, from.value), HUNDRED), from.value);
    const reading = `\\text{percent ${asked} from } ${from.latex} \\text{ to } ${to.latex}`;
    const direction = change.n > 0n ? 'increase' : change.n < 0n ? 'decrease' : 'no change';
    if (asked !== 'change' && direction !== asked && direction !== 'no change') {
      return result(TYPE, {
        reading: { latex: reading, target: null },
        reason: `From ${plain(from.value)} to ${plain(to.value)} is a ${direction} of ${plain(change.n < 0n ? neg(change) : change)}%, not a percent ${asked}.`,
      });
    }
    const value = asked === 'decrease' ? neg(change) : change;
    return answered(
      reading,
      percentAnswer(value),
      [
        {
          title: 'Find the change',
          explanation: `New minus original.`,
          latex: `${to.latex} - ${from.latex} = ${latexOf(sub(to.value, from.value))}`,
        },
        {
          title: 'Divide by the original, times 100',
          explanation:
            asked === 'change'
              ? `A positive change is an increase, a negative one a decrease: this is ${direction === 'no change' ? 'no change' : `a ${direction}`}.`
              : `The ${asked} as a percent of the original.`,
          latex: `\\frac{${latexOf(sub(to.value, from.value))}}{${from.latex}} \\times 100 = ${latexOf(change)}\\%`,
        },
      ],
      closeTo(f(from.value) * (1 + f(change) / 100), f(to.value)),
      'the original changed by that percent gives the new value (in floating point)',
    );
  }
  // Successive changes: "Increase 200 by 10%, then decrease by 10%": each percent of the value before it.
  const chain = re(
    `(increase|decrease|reduce|raise) ${NUM} by ${PCT}((?:,? (?:and )?then (?:increase|decrease|reduce|raise)(?: it| the result)? by ${PCT})+)`,
  ).exec(t);
  if (chain) {
    const start = numberRead(chain[2] as string);
    const verbs = [
      chain[1] as string,
      ...[...(chain[4] as string).matchAll(/(increase|decrease|reduce|raise)/gi)].map((v) => v[1] as string),
    ];
    const percents = [
      chain[3] as string,
      ...[...(chain[4] as string).matchAll(new RegExp(PCT, 'gi'))].map((v) => v[1] as string),
    ].map(numberRead);
    const read = percents.filter((p): p is Read => p !== null && !p.money);
    if (!start || read.length !== percents.length || verbs.length !== read.length) return null;
    let value = start.value;
    let check = f(start.value);
    const steps: Step[] = [];
    read.forEach((p, i) => {
      const up = /^(?:increase|raise)/i.test(verbs[i] as string);
      const factor = up ? add(ONE, div(p.value, HUNDRED)) : sub(ONE, div(p.value, HUNDRED));
      const next = mul(value, factor);
      steps.push({
        title: `${up ? 'Increase' : 'Decrease'} by ${plain(p.value)}%`,
        explanation: `${i === 0 ? 'The starting value' : 'The value after the last change'} times ${plain(mul(factor, HUNDRED))}%.`,
        latex: `${latexOf(value)} \\times ${latexOf(factor)} = ${latexOf(next)}`,
      });
      value = next;
      // The check adds or takes away each percent of the running value on its own.
      check += ((up ? 1 : -1) * check * f(p.value)) / 100;
    });
    return answered(
      `${start.latex}${read.map((p, i) => `\\text{ ${/^(?:increase|raise)/i.test(verbs[i] as string) ? 'increased' : 'decreased'} by } ${p.latex}\\%`).join(',')}`,
      amountAnswer(value, start.money),
      steps,
      closeTo(check, f(value), Math.abs(f(start.value))),
      'each change found on its own (the percent of the value before it) and added or taken away, in floating point',
    );
  }
  // Increase / decrease x by p%.
  const by =
    ((m = re(`(increase|decrease|reduce|raise) ${NUM} by ${PCT}`).exec(t)) && { verb: m[1], x: m[2], p: m[3] }) ||
    ((m = re(`${ASK}${NUM} (increased|decreased|reduced|raised) by ${PCT}`).exec(t)) && {
      verb: m[2],
      x: m[1],
      p: m[3],
    });
  if (by) {
    const [x, p] = [numberRead(by.x as string), numberRead(by.p as string)];
    if (!x || !p || p.money) return null;
    const up = /^(?:increase|raise)/i.test(by.verb as string);
    const factor = up ? add(ONE, div(p.value, HUNDRED)) : sub(ONE, div(p.value, HUNDRED));
    const value = mul(x.value, factor);
    const amount = (f(x.value) * f(p.value)) / 100;
    return answered(
      `${x.latex} \\text{ ${up ? 'increased' : 'decreased'} by } ${p.latex}\\%`,
      amountAnswer(value, x.money),
      [
        {
          title: 'Multiply by the new percentage',
          explanation: `${up ? 'Adding' : 'Taking away'} ${plain(p.value)}% leaves ${plain(mul(factor, HUNDRED))}% of the original.`,
          latex: `${x.latex} \\times ${latexOf(factor)} = ${latexOf(value)}`,
        },
      ],
      closeTo(up ? f(x.value) + amount : f(x.value) - amount, f(value), Math.abs(f(x.value))),
      `the ${up ? 'increase' : 'decrease'} found on its own (${plain(p.value)}% of ${plain(x.value)}) and ${up ? 'added' : 'subtracted'}, in floating point`,
    );
  }
  // A number or fraction as a percent.
  if (
    (m = re(
      `(?:(?:convert|write|express|change|what is|give)\\s+)?${FRACTION} (?:to|as|into|in) an? ${PERCENT_WORD}`,
    ).exec(t))
  ) {
    const x = numberRead(m[1] as string);
    if (!x || x.money) return null;
    const value = mul(x.value, HUNDRED);
    return answered(
      `${x.latex} \\text{ as a percent}`,
      percentAnswer(value),
      [
        {
          title: 'Multiply by 100',
          explanation: 'A percent counts hundredths.',
          latex: `${x.latex} \\times 100 = ${latexOf(value)}\\%`,
        },
      ],
      closeTo(f(value) / 100, f(x.value)),
      'the percent divided by 100 gives the number back (in floating point)',
    );
  }
  // A percent as a fraction or a decimal.
  if (
    (m = re(
      `(?:(?:convert|write|express|change|what is|give)\\s+)?${PCT} (?:to|as|into|in) an? (fraction|decimal)(?: in (?:simplest|lowest) (?:form|terms))?`,
    ).exec(t))
  ) {
    const p = numberRead(m[1] as string);
    if (!p || p.money) return null;
    const value = div(p.value, HUNDRED);
    const asFraction = (m[2] as string).toLowerCase() === 'fraction';
    const answer = asFraction ? { value: toText(value), latex: toLatex(value) } : numberAnswer(value);
    return answered(
      `${p.latex}\\% \\text{ as a ${asFraction ? 'fraction' : 'decimal'}}`,
      answer,
      [
        {
          title: 'Divide by 100',
          explanation: asFraction ? 'Put it over 100 and simplify.' : 'Move the decimal point two places left.',
          latex: `\\frac{${p.latex}}{100} = ${asFraction ? toLatex(value) : latexOf(value)}`,
        },
      ],
      closeTo(f(value) * 100, f(p.value)),
      'the answer times 100 gives the percent back (in floating point)',
    );
  }
  return null;
};

/** The solvers, answering only when their reading keeps every number of the problem. */
export const solvePercent: Solver = keepingNumbers(readPercent);

import { CHANGES_AMOUNT } from './story-parts';
import { evaluate as mEvaluate } from 'mathjs';
import {
  type Rational,
  ONE,
  cmp,
  div,
  eq,
  isZero,
  mul,
  parseRational,
  rat,
  toLatex,
  toNumber,
  toText,
} from '../rational';
import { type ProblemType, type Solver, result } from '../types';
import { clean, closeTo, latexOf, numberAnswer, plain, keepingNumbers } from './answer-format';
import { type Quantity, convertTo, quantitiesIn, singular, withUnit } from './quantities';

/**
 * Direct proportion and unit prices: "If 3 pencils cost $1.20, how much do 7 cost?", "5 apples cost $2. How much do
 * 12 apples cost?", "A printer prints 30 pages in 2 minutes. How many pages in 7 minutes?"; the better buy of two
 * offers; and proportions written a/b = c/d ("Solve the proportion 3/4 = x/20"). Only direct proportion: a number
 * of workers, machines or people sharing a job (inverse proportion), or an amount shared out, is refused, as is
 * any problem with a number the model does not use.
 */

// Until a 'word-problem' problem type exists, these are labelled as measurement (quantities with units).
const TYPE: ProblemType = 'word-problem';

/** Things that share a job: when their number changes, the time changes inversely. */
const AGENTS = new Set(
  'worker person people man men woman women painter machine pump pipe tap builder employee cook team student child children friend horse cow typist printer robot hose farmer'.split(
    ' ',
  ),
);
const SHARING = /\b(?:share|shared|sharing|split|equally|each get|each person)\b/i;

type Kind = string;
const kindOf = (q: Quantity): Kind | null =>
  q.unit ? `${q.unit.dimension}:${q.unit.system}` : q.noun ? `noun:${q.noun}` : null;

const isMoney = (q: Quantity) => q.unit?.dimension === 'money';

/** The unit of a word as the reader knows it ("oz", "hours", "dollars"), or the thing it names ("pencils"). */
/** Those who do the work (workers, gardeners, pumps): time shared among them is inversely proportional. */
const AGENT =
  /^(?:[a-z]+(?:er|or|ist|ian)|m[ae]n|women|people|person|staff|crew|team|machine|pump|tap|pipe|robot|truck|tractor|computer|friend|volunteer|chef|cook|student|employee|horse|cow|hen)s?$/i;

function kindOfWord(word: string): Kind {
  const read = quantitiesIn(`1 ${word}`)?.[0];
  return (read && kindOf(read)) ?? `noun:${singular(word)}`;
}

/** C in the units of X (same unit, same noun, or a unit of the same system), or null. */
function inUnitsOf(c: Quantity, x: Quantity): Rational | null {
  if (!kindOf(c)) return c.value;
  if (c.unit && x.unit) return convertTo(c.value, c.unit, x.unit);
  return c.noun !== null && c.noun === x.noun ? c.value : null;
}

const QUESTION =
  /\b(?:how much|how many|how long|how far|what (?:is|would be|will be) the (?:cost|price)|what (?:do|does|would|will)|find the (?:cost|price)|what (?:is|was) (?:the|its|his|her|their|our|my|your)(?= [a-z ]{0,40}?\b(?:in )?[a-z]+ per [a-z]+\b))\b/gi;

/** "the cost of one egg", "the price per notebook", "each", "the unit price": one of X, named as X is. */
function perOne(tail: string, x: Quantity): boolean {
  if (/\bunit (?:price|cost|rate)\b|\beach\s*$/i.test(tail)) return true;
  const named = /\b(?:per|each|one|a single)\s+([a-z]+)/i.exec(tail)?.[1];
  return named !== undefined && kindOfWord(named) === kindOf(x);
}

const readUnitPrice: Solver = (problem) => {
  if (CHANGES_AMOUNT.test(problem)) return null;
  if (problem.length > 400) return null;
  const t = clean(problem);
  if (SHARING.test(t) || /\b(?:better|best) (?:buy|deal|value)\b|\bwhich is cheaper\b/i.test(t)) return null;
  // "to travel the same distance": the product stays fixed (inverse proportion), which this model is not.
  if (/\bsame (?:distance|total|amount|area|volume|work|job|length)\b/i.test(t)) return null;
  const qs = quantitiesIn(t);
  // "4 workers", "3 machines": a number of agents sharing a job is inverse proportion, which this model is not.
  if (qs?.some((q) => q.noun !== null && AGENTS.has(q.noun))) return null;
  const asks = [...t.matchAll(QUESTION)];
  const question = asks.at(-1);
  if (!qs || !question) return null;
  const at = question.index ?? 0;
  let statement = qs.filter((q) => q.start < at);
  const asked = qs.filter((q) => q.start >= at);
  if (asked.length > 1 || qs.some((q) => q.unit && /speed|percent/.test(q.unit.dimension))) return null;
  // "… to raise his average to 72": a mean to reach, not a quantity in proportion.
  if (/\b(?:average|mean)\s+(?:up\s+|down\s+)?(?:to|of)\s+(?:exactly\s+)?\$?\d/i.test(t.slice(at))) return null;
  // "$12 per hour": one amount for one of what it is per.
  const only = statement.length === 1 ? statement[0] : undefined;
  const one = only?.rate && only.per ? quantitiesIn(`1 ${only.per}`)?.[0] : undefined;
  if (only && one) statement = [only, { ...one, latex: `1\\text{ ${only.per}}` }];
  if (statement.length !== 2 || qs.some((q) => q.rate && q !== only)) return null;
  const [a, b] = statement as [Quantity, Quantity];
  const [ka, kb] = [kindOf(a), kindOf(b)];
  if (!ka || !kb || ka === kb) return null;
  const tail = t.slice(at);
  // What is asked for: money, a unit or thing named after "how many"/"how much", a time, a distance.
  let want: Kind | null = null;
  const named = /^how (?:many|much) ([a-z]+)/i.exec(tail)?.[1];
  // "… fuel economy in km per litre": the first unit of the rate named.
  const rateNamed = /\b([a-z]+) per [a-z]+\b/i.exec(tail)?.[1];
  if (named && !/^(?:do|does|would|will|did|is|are|can|could|should|money)$/i.test(named)) want = kindOfWord(named);
  else if (/\b(?:cost|price|pay|spend|earn|make|charge|save)\b|how much money/i.test(tail)) want = 'money';
  else if (/^what (?:is|was)/i.test(tail) && rateNamed) want = kindOfWord(rateNamed);
  else if (/^how long/i.test(tail)) want = 'time';
  else if (/^how far/i.test(tail)) want = 'distance';
  if (!want) return null;
  const matches = (q: Quantity) => {
    const k = kindOf(q) as Kind;
    // "how much flour" after "3 cups of flour": the thing named after "of".
    const of = /^\s+of\s+([a-z]+)/i.exec(t.slice(q.end, q.end + 40))?.[1];
    return k === want || k.startsWith(`${want}:`) || (of !== undefined && `noun:${singular(of)}` === want);
  };
  const ys = statement.filter(matches);
  if (ys.length !== 1) return null;
  const y = ys[0] as Quantity;
  const x = (y === a ? b : a) as Quantity;
  // "6 gardeners take 10 days; how many days for 5 gardeners?": more hands take less time, not more.
  const isTime =
    String(kindOf(y) ?? '').startsWith('time') || /^(?:second|minute|hour|day|week|month|year)s?$/i.test(y.noun ?? '');
  if (isTime && !x.unit && x.noun && AGENT.test(x.noun)) return null;
  // How much of X the question is about: its number, or one ("per pencil", "each", "one apple").
  let c: Rational | null;
  let cLatex: string;
  if (asked.length === 1) {
    c = inUnitsOf(asked[0] as Quantity, x);
    cLatex = (asked[0] as Quantity).latex;
  } else if (perOne(tail, x)) {
    c = ONE;
    cLatex = withUnit('1', x.unit, true, x.noun ?? undefined);
  } else return null;
  if (!c || isZero(x.value)) return null;
  const rate = div(y.value, x.value);
  // "… in cents": the answer in the unit named at the end, when it converts exactly.
  const inWord = /\bin ([a-z]+)$/i.exec(tail)?.[1];
  const inUnit = inWord ? (quantitiesIn(`1 ${inWord}`)?.[0]?.unit ?? null) : null;
  if (inWord && !inUnit && !/^(?:total|all)$/i.test(inWord)) return null;
  const toUnit = inUnit && y.unit ? convertTo(ONE, y.unit, inUnit) : inUnit ? null : ONE;
  if (!toUnit) return null;
  const answer = mul(mul(rate, c), toUnit);
  const unitWord = x.unit ? x.unit.one : (x.noun ?? 'unit');
  const n = numberAnswer(answer);
  const outUnit = inUnit ?? y.unit;
  const money = outUnit?.dimension === 'money' && outUnit.one === 'dollar';
  const cents = toNumber(answer) * 100;
  const amount =
    money && Number.isInteger(cents) && !Number.isInteger(toNumber(answer)) ? toNumber(answer).toFixed(2) : n.latex;
  const yName = y.unit ? undefined : (y.word ?? undefined);
  // Checked by cross-multiplying: answer × X = Y × C (in floating point), not through the rate per unit.
  const crossed = toNumber(y.value) * toNumber(c) * toNumber(toUnit);
  const ok = closeTo(toNumber(answer) * toNumber(x.value), crossed, Math.abs(crossed));
  return result(TYPE, {
    reading: {
      latex: `\\frac{${y.latex}}{${x.latex}} = \\frac{?}{${cLatex}}`,
      target: { kind: 'value', value: n.value },
    },
    steps: [
      {
        title: 'Find the rate for one',
        explanation: `${plain(y.value)} for ${plain(x.value)} is ${plain(rate)} per ${unitWord}.`,
        latex: `\\frac{${latexOf(y.value)}}{${latexOf(x.value)}} = ${latexOf(rate)}`,
      },
      {
        title: 'Multiply by the amount asked about',
        explanation: `Direct proportion: ${plain(c)} times the rate for one.`,
        latex: `${latexOf(rate)} \\times ${latexOf(c)} = ${latexOf(mul(rate, c))}`,
      },
      ...(inUnit
        ? [
            {
              title: `In ${inUnit.many}`,
              explanation: `The answer in ${inUnit.many}.`,
              latex: withUnit(latexOf(answer), inUnit, false),
            },
          ]
        : []),
    ],
    answer: { value: n.value, latex: withUnit(amount, outUnit, eq(answer, ONE), yName) },
    verified: {
      ok,
      method: 'cross-multiplied again (answer × given amount = given cost × amount asked), in floating point',
    },
  });
};

const sizeText = (q: Quantity) => `${q.number}${q.word ? ` ${q.word}` : ''}`;

/** "Which is the better buy: 12 oz for $3.00 or 16 oz for $3.80?" */
const readBetterBuy: Solver = (problem) => {
  if (problem.length > 400) return null;
  const t = clean(problem);
  const m = /\b(?:(?:better|best) (?:buy|deal|value)|which is cheaper(?: per [a-z]+)?)\b\s*[:,-]?\s*(.+ or .+)$/i.exec(
    t,
  );
  if (!m) return null;
  // "… or 8 lb for $11.20? Give the price per pound of the better buy.": the offers, then what is asked.
  const [offers = '', ...afterParts] = (m[1] as string).split(/[?!]\s+|\.\s+(?=[A-Za-z])/);
  const after = afterParts.join(' ');
  const askedPerUnit =
    /\b(?:price|cost) per\b|\bunit (?:price|cost|rate)\b|\bhow much (?:per|for one|is one|each)\b/i.test(after);
  if (after && !askedPerUnit) return null;
  const options = offers.split(/\s*,?\s+or\s+/);
  if (options.length !== 2) return null;
  const read = options.map((text) => {
    const qs = quantitiesIn(text);
    const price = qs?.filter(isMoney);
    const size = qs?.filter((q) => !isMoney(q));
    return qs?.length === 2 && price?.length === 1 && size?.length === 1 && kindOf(size[0] as Quantity)
      ? { text: text.trim().replace(/^(?:an?|the)\s+/i, ''), price: price[0] as Quantity, size: size[0] as Quantity }
      : null;
  });
  // Every number of the problem is in the two offers.
  if (read.some((r) => !r) || quantitiesIn(t)?.length !== 4) return null;
  const [p, q] = read as [NonNullable<(typeof read)[0]>, NonNullable<(typeof read)[0]>];
  const sizeQ = inUnitsOf(q.size, p.size);
  const dollars = (x: Quantity) => (x.unit?.one === 'cent' ? div(x.value, rat(100n)) : x.value);
  if (!sizeQ || isZero(p.size.value) || isZero(sizeQ)) return null;
  const perP = div(dollars(p.price), p.size.value);
  const perQ = div(dollars(q.price), sizeQ);
  const unitWord = p.size.unit ? p.size.unit.one : (p.size.noun as string);
  const reading = `\\text{better buy: } ${p.size.latex} \\text{ for } ${p.price.latex} \\text{ or } ${q.size.latex} \\text{ for } ${q.price.latex}`;
  const steps = [
    {
      title: 'Price per unit, first offer',
      explanation: `${plain(dollars(p.price))} ÷ ${plain(p.size.value)}.`,
      latex: `\\frac{${latexOf(dollars(p.price))}}{${latexOf(p.size.value)}} = ${latexOf(perP)} \\text{ per ${unitWord}}`,
    },
    {
      title: 'Price per unit, second offer',
      explanation: `${plain(dollars(q.price))} ÷ ${plain(sizeQ)}.`,
      latex: `\\frac{${latexOf(dollars(q.price))}}{${latexOf(sizeQ)}} = ${latexOf(perQ)} \\text{ per ${unitWord}}`,
    },
  ];
  const order = cmp(perP, perQ);
  if (order === 0)
    return result(TYPE, {
      reading: { latex: reading, target: null },
      steps,
      reason: 'Both offers cost the same per unit, so neither is the better buy.',
    });
  const pick = order < 0 ? p : q;
  // Checked by cross-multiplying the prices and sizes in floating point, without prices per unit.
  const firstCheaper =
    toNumber(dollars(p.price)) * toNumber(sizeQ) < toNumber(dollars(q.price)) * toNumber(p.size.value);
  const pickLatex = `${pick.size.latex} \\text{ for } ${pick.price.latex}`;
  if (askedPerUnit) {
    const per = pick === p ? perP : perQ;
    return result(TYPE, {
      reading: {
        latex: `${reading} \\text{; price per ${unitWord} of the better buy}`,
        target: { kind: 'value', value: toText(per) },
      },
      steps: [
        ...steps,
        {
          title: 'The lower price per unit is the better buy',
          explanation: `${pick.text} costs less per ${unitWord}: ${plain(per)} per ${unitWord}.`,
          latex: `${latexOf(per)} \\text{ per ${unitWord}}`,
        },
      ],
      answer: { value: toText(per), latex: latexOf(per) },
      verified: {
        ok:
          firstCheaper === (pick === p) &&
          Math.abs(toNumber(per) * toNumber(pick === p ? p.size.value : sizeQ) - toNumber(dollars(pick.price))) < 1e-9,
        method: 'the offers compared by cross-multiplying, and the price per unit times the size gives the price back',
      },
    });
  }
  return result(TYPE, {
    reading: {
      latex: reading,
      target: {
        kind: 'choice',
        letter: null,
        item: pick.text,
        // The offer named by its size alone ("16 oz") when the two sizes differ as written.
        ...(sizeText(p.size) === sizeText(q.size) ? {} : { value: sizeText(pick.size) }),
      },
    },
    steps: [
      ...steps,
      {
        title: 'The lower price per unit is the better buy',
        explanation: `${pick.text} costs less per ${unitWord}.`,
        latex: pickLatex,
      },
    ],
    answer: { value: pick.text, latex: pickLatex },
    verified: {
      ok: firstCheaper === (pick === p),
      method: 'the two offers compared again by cross-multiplying price and size, in floating point',
    },
  });
};

const SIDE = String.raw`(\d+(?:\.\d+)?|[a-z])\s*[/:]\s*(\d+(?:\.\d+)?|[a-z])`;

/** "Solve the proportion 3/4 = x/20", "Solve the proportion x:5 = 12:15". */
const readProportion: Solver = (problem) => {
  if (CHANGES_AMOUNT.test(problem)) return null;
  if (problem.length > 200) return null;
  const t = clean(problem);
  const m = new RegExp(
    `^(?:solve (?:the )?proportion|solve for [a-z] in the proportion|find [a-z] in the proportion|in the proportion)\\s*:?\\s*${SIDE}\\s*=\\s*${SIDE}(?:\\s*,?\\s*(?:find|solve for) [a-z])?$`,
    'i',
  ).exec(t);
  if (!m) return null;
  const terms = [m[1], m[2], m[3], m[4]] as string[];
  const unknowns = terms.map((x, i) => (/^[a-z]$/i.test(x) ? i : -1)).filter((i) => i >= 0);
  if (unknowns.length !== 1) return null;
  const at = unknowns[0] as number;
  const name = terms[at] as string;
  const values = terms.map((x) => (/^[a-z]$/i.test(x) ? null : parseRational(x)));
  // a/b = c/d: a·d = b·c; the unknown is the product of the diagonal without it over its partner.
  const [a, b, c, d] = values;
  const diagonal = at === 0 || at === 3 ? [b, c] : [a, d];
  const partner = values[3 - at];
  if (!partner || isZero(partner) || diagonal.some((x) => !x || isZero(x))) return null;
  const x = div(mul(diagonal[0] as Rational, diagonal[1] as Rational), partner);
  const filled = terms.map((term, i) => (i === at ? toText(x) : term));
  const equation = `${terms[0]}/${terms[1]} = ${terms[2]}/${terms[3]}`;
  // Checked by substituting back: both ratios evaluated by mathjs in floating point.
  const ratio = (top: string, bottom: string) => {
    try {
      return Number(mEvaluate(`(${top})/(${bottom})`));
    } catch {
      return Number.NaN;
    }
  };
  const ok = closeTo(ratio(filled[0] as string, filled[1] as string), ratio(filled[2] as string, filled[3] as string));
  const frac = (p: string, q: string) => `\\frac{${p}}{${q}}`;
  return result(TYPE, {
    reading: {
      latex: `${frac(terms[0] as string, terms[1] as string)} = ${frac(terms[2] as string, terms[3] as string)}`,
      target: { kind: 'roots', equation, variable: name, roots: [toText(x)], complete: true },
    },
    steps: [
      {
        title: 'Cross-multiply',
        explanation: 'In a/b = c/d, the products a·d and b·c are equal.',
        latex: `${terms[0]} \\cdot ${terms[3]} = ${terms[1]} \\cdot ${terms[2]}`,
      },
      {
        title: `Solve for ${name}`,
        explanation: `Divide both sides by ${plain(partner)}.`,
        latex: `${name} = ${toLatex(x)}`,
      },
    ],
    answer: { value: toText(x), latex: `${name} = ${toLatex(x)}` },
    verified: { ok, method: 'both ratios evaluated again by mathjs with the answer put in, in floating point' },
  });
};

/** The solvers, answering only when their reading keeps every number of the problem. */
export const solveUnitPrice: Solver = keepingNumbers(readUnitPrice);
export const solveBetterBuy: Solver = keepingNumbers(readBetterBuy);
export const solveProportion: Solver = keepingNumbers(readProportion);

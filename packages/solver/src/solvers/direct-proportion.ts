import { type Rational, div, mul, toNumber } from '../rational';
import { latexOf, numberAnswer, plain } from './answer-format';
import { type Solver, result } from '../types';
import { valueOf } from './values';

/**
 * A quantity scaled with another: "A recipe for 4 people uses 300 g of flour. How much flour for 10 people?",
 * "If 6 bottles hold 4.5 litres, how many litres do 10 bottles hold?". Three numbers: two counts of the same thing
 * and one amount of another; the amount asked is the amount × the second count / the first. Times are left out (more
 * workers take less time, not more; a population in time grows, not in proportion), and so are growth and rates.
 */

const TIME = /^(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)$/i;
const NOUN = String.raw`([$£€]?)(\d+(?:\.\d+)?)\s*([a-zA-Z]+)`;
const singular = (w: string) => w.toLowerCase().replace(/(?:es|s)$/, '');

export const solveDirectProportion: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  if (t.length > 300 || !/\bhow (?:much|many)\b/i.test(t)) return null;
  // Growth, decay and rates told per item are other stories: "triples every 2 weeks", "a half-life of 6 days".
  if (
    /\bhow long\b|\binversely\b|\btogether\b|\b(?:each|every|per|half-life|doubles?|triples?|grows?|decays?|remain|interest)\b|%/i.test(
      t,
    )
  )
    return null;
  // The question: the last sentence, or the clause after "If …,".
  const cut = Math.max(t.search(/[^.!?]*\?\s*$/), 0);
  const ifClause = /^if\s+[^,]+,\s*/i.exec(t);
  const at = ifClause && cut === 0 ? ifClause[0].length : cut;
  const [said, question] = [t.slice(0, at), t.slice(at)];
  const numbersIn = (s: string) => [...s.matchAll(new RegExp(NOUN, 'g'))];
  const given = numbersIn(said);
  const asked = numbersIn(question);
  if (given.length !== 2 || asked.length !== 1 || (t.match(/\d+(?:\.\d+)?/g) ?? []).length !== 3) return null;
  const item = (m: RegExpMatchArray) => ({
    money: m[1] as string,
    raw: m[2] as string,
    noun: singular(m[3] as string),
    word: m[3] as string,
  });
  const a2 = item(asked[0] as RegExpMatchArray);
  const [g1, g2] = given.map(item) as [ReturnType<typeof item>, ReturnType<typeof item>];
  // The count asked of is the same thing as one count given; the other given number is the amount.
  const [a1, b1] = g1.noun === a2.noun ? [g1, g2] : g2.noun === a2.noun ? [g2, g1] : [null, null];
  if (
    !a1 ||
    !b1 ||
    a1.money ||
    a2.money ||
    b1.noun === a1.noun ||
    /^pair$/.test(a1.noun) ||
    TIME.test(b1.word) ||
    TIME.test(a1.word)
  )
    return null;
  // It asks for the amount: "how much flour", "how many litres", "how much do … cost / need".
  const asksAmount = new RegExp(String.raw`\bhow (?:much|many)\s+(?:[a-z]+\s+){0,2}?${b1.noun}`, 'i').test(question);
  const spent = b1.money && /\bhow much\b[^?]*\b(?:cost|pay|spend)\b/i.test(question);
  const needed = !b1.money && /\bhow much\b[^?]*\b(?:need|needed|use|used|hold|make)\b/i.test(question);
  if (!asksAmount && !spent && !needed) return null;
  const [x1, x2, y1] = [valueOf(a1.raw), valueOf(a2.raw), valueOf(b1.raw)] as Rational[];
  if (!x1 || !x2 || !y1 || toNumber(x1) === 0) return null;
  const value = div(mul(y1, x2), x1);
  const amount = (v: Rational) => (b1.money ? `${b1.money}${plain(v)}` : `${plain(v)} ${b1.word}`);
  const text = (s: string) => `\\text{${s.replace(/\$/g, '\\$')}}`;
  return result('word-problem', {
    reading: {
      latex: `${text(`${b1.money}${b1.raw}${b1.money ? '' : ` ${b1.word}`} for ${a1.raw} ${a1.word};`)}\\ ${text(`? for ${a2.raw} ${a2.word}`)}`,
      target: { kind: 'value', value: plain(value) },
    },
    steps: [
      {
        title: 'For one',
        explanation: `${amount(y1)} for ${a1.raw} ${a1.word} is ${amount(div(y1, x1))} for each.`,
        latex: `\\frac{${latexOf(y1)}}{${latexOf(x1)}} = ${latexOf(div(y1, x1))}`,
      },
      {
        title: `For ${a2.raw}`,
        explanation: `${a2.raw} times as much: ${amount(value)}.`,
        latex: `${latexOf(div(y1, x1))} \\times ${latexOf(x2)} = ${latexOf(value)}`,
      },
    ],
    answer: numberAnswer(value),
    verified: {
      ok: Math.abs(toNumber(value) / toNumber(x2) - toNumber(y1) / toNumber(x1)) < 1e-9,
      method: 'the amount for each is the same before and after',
    },
  });
};

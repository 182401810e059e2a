import { spelledNumbers } from '../read/goal-reader';
import { type Rational, add, cmp, div, mul, rat, sub, toLatex, toNumber, toText } from '../rational';
import { type Solver, result } from '../types';
import { valueOf } from './values';

/**
 * Two people's ages from two facts: "John is 4 years older than Mary. The sum of their ages is 30. How old is
 * Mary?", "A father is three times as old as his son. In 10 years he will be twice as old. How old is the son?".
 * Each fact is a linear equation in the two present ages; they are solved exactly and every fact is checked
 * again with the ages found. Every number of the story must belong to a fact; otherwise null.
 */

const ROLE =
  /\b(?:the|a|an|his|her|their)\s+(father|mother|son|daughter|brother|sister|dad|mum|mom|grandfather|grandmother|grandson|granddaughter|uncle|aunt|nephew|niece|teacher|child|boy|girl)\b/gi;
const NOT_NAMES =
  /^(?:The|A|An|In|On|At|After|Before|Ago|How|What|Who|Find|If|When|Now|Their|His|Her|He|She|They|Together|Years|Year|Today|This|Next|Last|Five|Four|Three|Two|Ten|Six)$/;
const TIMES: Record<string, string> = { twice: '2', double: '2', thrice: '3', half: '1/2' };
const NUM = String.raw`(\d+(?:\.\d+)?(?:\/\d+)?)`;
const FACTOR = String.raw`(twice|thrice|half|${NUM.slice(1, -1)}\s+times)`;

/** An equation a·x + b·y = c in the two ages. */
interface Fact {
  a: Rational;
  b: Rational;
  c: Rational;
  numbers: number;
  said: string;
}

const factor = (word: string) => valueOf(TIMES[word.toLowerCase()] ?? word.replace(/\s*times$/i, '')) as Rational;

export const solveAgeStory: Solver = (problem) => {
  const raw = problem.replace(/\s+/g, ' ').trim();
  if (raw.length > 600 || !/\b(?:old|older|younger|age|ages|aged)\b/i.test(raw)) return null;
  const t = spelledNumbers(raw.replace(/\byrs?\b/gi, 'years')).replace(/^(mom|mum|dad)\b/i, 'the $1');
  // The two people: names, or roles ("the father", "his son").
  const people: string[] = [];
  const note = (who: string) => {
    const key = who.toLowerCase();
    if (!people.includes(key)) people.push(key);
  };
  for (const m of t.matchAll(/\b[A-Z][a-z]+\b/g)) if (!NOT_NAMES.test(m[0])) note(m[0]);
  for (const m of t.matchAll(ROLE)) note(m[1] as string);
  if (people.length !== 2) return null;
  const [p, q] = people as [string, string];
  const who = (text: string): 0 | 1 | null => {
    const w = text.toLowerCase().replace(/^(?:the|a|an|his|her|their)\s+/, '');
    return w === p ? 0 : w === q ? 1 : null;
  };
  // A fact after a comma ("…, in 12 years she will be …") is a sentence of its own.
  const sentences = t.split(/(?<=[.?!])\s+|,\s+(?=in\s+\d|\d+\s+years?\s+ago)/i);
  const facts: Fact[] = [];
  let subject: 0 | 1 | null = null;
  const PERSON = String.raw`((?:the|a|an|his|her|their)\s+[a-z]+|[A-Z][a-z]+|he|she|him|her)`;
  // "he" is the one the story last spoke of; "him" is the other one.
  const resolve = (w: string): 0 | 1 | null =>
    /^(?:he|she)$/i.test(w)
      ? subject
      : /^(?:him|her)$/i.test(w)
        ? subject === null
          ? null
          : ((1 - subject) as 0 | 1)
        : who(w);
  const coefficients = (i: 0 | 1, k: Rational): [Rational, Rational] => (i === 0 ? [k, rat(0n)] : [rat(0n), k]);
  for (const sentence of sentences.slice(0, -1)) {
    const lead = new RegExp(`^(?:in\\s+\\d[^,]*?,\\s*|\\d[^,]*?ago,\\s*)?${PERSON}`, 'i').exec(sentence);
    const first = lead ? resolve(lead[1] as string) : null;
    const older = new RegExp(`${PERSON}\\s+is\\s+${NUM}\\s+years?\\s+(older|younger)\\s+than\\s+${PERSON}`, 'i').exec(
      sentence,
    );
    const asOld = new RegExp(`${PERSON}\\s+is\\s+${FACTOR}\\s+as\\s+old\\s+as\\s+${PERSON}`, 'i').exec(sentence);
    const sum = new RegExp(
      `\\b(?:sum of their ages|their ages add up to|their combined age|combined age)\\b[^\\d]*?${NUM}`,
      'i',
    ).exec(sentence);
    const later = new RegExp(
      `\\b(?:in\\s+${NUM}\\s+years?(?:'? time)?|${NUM}\\s+years?\\s+(?:from now|later))\\b,?\\s*${PERSON}\\s+will\\s+be\\s+(?:${FACTOR}\\s+as\\s+old(?:\\s+as\\s+${PERSON})?|${NUM}(?:\\s+years?\\s+old)?)`,
      'i',
    ).exec(sentence);
    const earlier = new RegExp(
      `\\b${NUM}\\s+years?\\s+ago\\b,?\\s*${PERSON}\\s+was\\s+(?:${FACTOR}\\s+as\\s+old(?:\\s+as\\s+${PERSON})?|${NUM}(?:\\s+years?\\s+old)?)`,
      'i',
    ).exec(sentence);
    const sumThen = new RegExp(
      `\\b(?:in\\s+${NUM}\\s+years?(?:'? time)?|${NUM}\\s+years?\\s+ago)\\b,?\\s*(?:the\\s+)?sum of their ages (?:will be|was)\\s+${NUM}`,
      'i',
    ).exec(sentence);
    if (sumThen) {
      // In n years both are n older: x + y = S − 2n (n years ago, S + 2n).
      const n = valueOf((sumThen[1] ?? sumThen[2]) as string) as Rational;
      const total = valueOf(sumThen[3] as string) as Rational;
      const c = sumThen[1] ? sub(total, mul(rat(2n), n)) : add(total, mul(rat(2n), n));
      facts.push({ a: rat(1n), b: rat(1n), c, numbers: 2, said: sumThen[0] });
    } else if (older) {
      const [x, y] = [resolve(older[1] as string), resolve(older[4] as string)];
      if (x === null || y === null || x === y) return null;
      const n = valueOf(older[2] as string) as Rational;
      // x − y = ±n.
      const [a, b] = [coefficients(x, rat(1n)), coefficients(y, rat(-1n))];
      facts.push({
        a: add(a[0], b[0]),
        b: add(a[1], b[1]),
        c: /older/i.test(older[3] as string) ? n : mul(n, rat(-1n)),
        numbers: 1,
        said: older[0],
      });
    } else if (asOld) {
      const [x, y] = [resolve(asOld[1] as string), resolve(asOld[3] as string)];
      if (x === null || y === null || x === y) return null;
      const k = factor(asOld[2] as string);
      const [a, b] = [coefficients(x, rat(1n)), coefficients(y, mul(k, rat(-1n)))];
      facts.push({
        a: add(a[0], b[0]),
        b: add(a[1], b[1]),
        c: rat(0n),
        numbers: /\d/.test(asOld[2] as string) ? 1 : 0,
        said: asOld[0],
      });
    } else if (sum) {
      facts.push({ a: rat(1n), b: rat(1n), c: valueOf(sum[1] as string) as Rational, numbers: 1, said: sum[0] });
    } else if (later || earlier) {
      const m = (later ?? earlier) as RegExpExecArray;
      const shift = valueOf((later ? (later[1] ?? later[2]) : earlier?.[1]) as string) as Rational;
      const signed = later ? shift : mul(shift, rat(-1n));
      const base = later ? 3 : 2;
      const x = resolve(m[base] as string);
      if (x === null) return null;
      const kWord = m[base + 1];
      const otherWord = m[base + 2];
      const fixed = m[base + 3];
      if (kWord) {
        // x + s = k(y + s): x − k·y = (k − 1)s; "as old" alone compares with the other person.
        const y = otherWord ? resolve(otherWord) : ((1 - x) as 0 | 1);
        if (y === null || y === x) return null;
        const k = factor(kWord);
        const [a, b] = [coefficients(x, rat(1n)), coefficients(y, mul(k, rat(-1n)))];
        facts.push({
          a: add(a[0], b[0]),
          b: add(a[1], b[1]),
          c: mul(sub(k, rat(1n)), signed),
          numbers: 1 + (/\d/.test(kWord) ? 1 : 0),
          said: m[0],
        });
      } else if (fixed) {
        const [a, b] = coefficients(x, rat(1n));
        facts.push({ a, b, c: sub(valueOf(fixed) as Rational, signed), numbers: 2, said: m[0] });
      } else return null;
    } else if (/\d/.test(sentence)) return null;
    if (first !== null) subject = first;
  }
  if (facts.length !== 2) return null;
  const numbers = (t.match(/\d+(?:\.\d+)?/g) ?? []).length;
  if (numbers !== facts.reduce((n, f) => n + f.numbers, 0)) return null;
  const question = sentences.at(-1) as string;
  const asked =
    /\bhow old (?:is|are|was)\s+((?:the|his|her|their)\s+[a-z]+|[A-Z][a-z]+|he|she)\b|\bwhat is\s+((?:the|his|her)\s+[a-z]+|[A-Z][a-z]+)'s\s+(?:present\s+|current\s+)?age\b|\bfind\s+((?:the|his|her)\s+[a-z]+|[A-Z][a-z]+)'s\s+(?:present\s+|current\s+)?age\b|^((?:the\s+)?[A-Za-z]+)(?:'s)?\s+age\s+(?:now|today)\b/i.exec(
      question,
    );
  if (!asked) return null;
  const target = resolve((asked[1] ?? asked[2] ?? asked[3] ?? asked[4]) as string);
  if (target === null) return null;
  const [f, g] = facts as [Fact, Fact];
  const det = sub(mul(f.a, g.b), mul(f.b, g.a));
  if (cmp(det, rat(0n)) === 0) return null;
  const x = div(sub(mul(f.c, g.b), mul(f.b, g.c)), det);
  const y = div(sub(mul(f.a, g.c), mul(f.c, g.a)), det);
  if (cmp(x, rat(0n)) <= 0 || cmp(y, rat(0n)) <= 0) return null;
  const ages = [x, y];
  const value = ages[target] as Rational;
  const ok = facts.every(
    (h) => Math.abs(toNumber(h.a) * toNumber(x) + toNumber(h.b) * toNumber(y) - toNumber(h.c)) < 1e-9,
  );
  const names = [p, q].map((n) => n[0]?.toUpperCase() + n.slice(1));
  const eq = (h: Fact) => `${toLatex(h.a)}\\,${names[0]} + ${toLatex(h.b)}\\,${names[1]} = ${toLatex(h.c)}`;
  return result('word-problem', {
    reading: {
      // The facts as the story says them (every number in it), then the age asked.
      latex: `\\text{${facts.map((h) => h.said.replace(/[{}\\$%&#^_~]/g, '')).join('; ')}};\\ \\text{${names[target]}'s age}`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      {
        title: 'The facts as equations',
        explanation: facts.map((h) => h.said).join('; '),
        latex: facts.map(eq).join(',\\quad '),
      },
      {
        title: 'Solve them together',
        explanation: `${names[0]} is ${toText(x)} and ${names[1]} is ${toText(y)}.`,
        latex: `${names[0]} = ${toLatex(x)},\\quad ${names[1]} = ${toLatex(y)}`,
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: { ok, method: 'every fact checked again with the ages found' },
  });
};

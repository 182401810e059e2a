import { type Rational, add, div, isZero, mul, parseRational, sub, toLatex, toText } from '../rational';
import { type Solver, result } from '../types';
import { numberAnswer } from './answer-format';

/**
 * Mixing two strengths to get a third: "How many litres of 20% acid must be mixed with 10 L of 50% acid to get 30%
 * acid?", "500 mL of an 18% solution from a 10% and a 30% solution: how much of each?". The amount of the pure
 * part is kept: a·x + b·y = c·(x + y). One amount is given (one part's, or the whole mixture's); the rest follows.
 * Checked by mixing the answer again and measuring its strength.
 */

const PERCENT = /(\d+(?:\.\d+)?)\s*%/g;
const VOLUME = String.raw`(\d+(?:\.\d+)?)\s*(litres?|liters?|l|ml|millilitres?|milliliters?|gallons?|gal|kg|g|grams?|kilograms?|pounds?|lbs?|ounces?|oz|cups?)\b`;

export const solveMixture: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  if (t.length > 500 || !/\bmix(?:ed|ing|ture)?\b|\bcombin(?:e|ed|ing)\b|\badd(?:ed)?\b/i.test(t)) return null;
  // Three strengths, each where it is first named (a question may name one again).
  const percents = [...t.matchAll(PERCENT)].filter(
    (p, i, all) => all.findIndex((q) => Number(q[1]) === Number(p[1])) === i,
  );
  if (percents.length !== 3) return null;
  const volumes = [...t.matchAll(new RegExp(VOLUME, 'gi'))];
  if (volumes.length !== 1) return null;
  const volume = volumes[0] as RegExpExecArray;
  // Every number is one of the three strengths or the one amount given.
  const known = new Set([...percents.map((p) => Number(p[1])), Number(volume[1])]);
  if ((t.match(/\d+(?:\.\d+)?/g) ?? []).some((n) => !known.has(Number(n)))) return null;
  const amount = parseRational(volume[1] as string);
  const unit = (volume[2] as string).toLowerCase();
  // The target strength follows "to get", "to make", "to obtain", "to produce", "that is", "of a".
  const targetAt = t.search(
    /\b(?:to (?:get|make|obtain|produce|end up with|create)|resulting|final|mixture (?:that is|of)|(?:i |we )?(?:need|want|require)s?)\b/i,
  );
  if (targetAt < 0) return null;
  const target = percents.find((p) => (p.index ?? 0) > targetAt);
  const parts = percents.filter((p) => p !== target);
  if (!target || parts.length !== 2) return null;
  const c = parseRational(target[1] as string);
  const [a, b] = parts.map((p) => parseRational(p[1] as string)) as [Rational, Rational];
  const [lo, hi] = [a, b].map((x) => Number(x.n) / Number(x.d)) as [number, number];
  const cv = Number(c.n) / Number(c.d);
  // The target must lie strictly between the two strengths, or no mixture reaches it.
  if (!(Math.min(lo, hi) < cv && cv < Math.max(lo, hi))) return null;
  // Whose amount is given: the strength written right after it ("10 L of 50% acid", "12 L of 30% juice").
  const volumeEnd = (volume.index ?? 0) + volume[0].length;
  const owner = percents.find((p) => (p.index ?? 0) >= volumeEnd && (p.index ?? 0) - volumeEnd <= 20);
  if (!owner) return null;
  const wholeGiven = owner === target;
  const sentences = t.split(/(?<=[.!?])\s+/);
  const question = sentences.filter((q) => q.includes('?')).at(-1) ?? sentences.at(-1) ?? t;
  const names = /\b([a-z])\s*\(\s*(\d+(?:\.\d+)?)\s*%\s*\)/gi;
  let x: Rational;
  let y: Rational;
  if (wholeGiven) {
    // x + y = V and a·x + b·y = c·V: x = V·(b − c)/(b − a).
    x = div(mul(amount, sub(b, c)), sub(b, a));
    y = sub(amount, x);
  } else {
    const givenIsA = owner === parts[0];
    const known = givenIsA ? a : b;
    const other = givenIsA ? b : a;
    if (isZero(sub(other, c))) return null;
    // other·u + known·V = c·(u + V): u = V·(c − known)/(other − c).
    const u = div(mul(amount, sub(c, known)), sub(other, c));
    [x, y] = givenIsA ? [amount, u] : [u, amount];
  }
  if (Number(x.n) <= 0 || Number(y.n) <= 0) return null;
  const strength = div(add(mul(a, x), mul(b, y)), add(x, y));
  // Mixed again: the pure part over the whole is the target strength.
  const ok = Math.abs(Number(strength.n) / Number(strength.d) - cv) < 1e-9;
  const both = /\bhow (?:much|many) [^?]*\beach\b|\beach (?:solution|one|kind)\b/i.test(question);
  const read = `${toLatex(a)}\\%\\cdot x + ${toLatex(b)}\\%\\cdot y = ${toLatex(c)}\\%\\,(x + y),\\ ${wholeGiven ? `x + y = ${toText(amount)}` : `${toText(amount)}\\text{ ${unit} given}`}`;
  const steps = [
    {
      title: 'Keep the amount of the pure part',
      explanation: `What is in the parts is what is in the mixture: ${toText(a)}% of x plus ${toText(b)}% of y is ${toText(c)}% of x + y.`,
      latex: read,
    },
    {
      title: 'Solve',
      explanation: `x = ${toText(x)} ${unit} of the ${toText(a)}% one and y = ${toText(y)} ${unit} of the ${toText(b)}% one.`,
      latex: `x = ${toLatex(x)},\\ y = ${toLatex(y)}`,
    },
  ];
  const method = 'the parts mixed again give the target strength';
  if (both) {
    const letters = [...t.matchAll(names)];
    const letterOf = (p: Rational) =>
      letters.find((m) => toText(parseRational(m[2] as string)) === toText(p))?.[1]?.toLowerCase();
    const [la, lb] = [letterOf(a) ?? 'x', letterOf(b) ?? 'y'];
    if (la === lb) return null;
    const value = `${la} = ${toText(x)}, ${lb} = ${toText(y)}`;
    return result('word-problem', {
      reading: { latex: read, target: { kind: 'text', value } },
      steps,
      answer: { value, latex: `${la} = ${toLatex(x)},\\ ${lb} = ${toLatex(y)}` },
      verified: { ok, method },
    });
  }
  // One amount asked: the strength named right after "how much", "litres of" …; else the part not given.
  const named = /(?:^|\bhow (?:much|many))\s*(?:[a-z]+\s+){0,2}?(?:of\s+)?(?:the\s+|an?\s+)?(\d+(?:\.\d+)?)\s*%/i.exec(
    question,
  );
  const askedStrength = named ? Number(named[1]) : null;
  const asksA = askedStrength === Number(parts[0]?.[1]);
  const asksB = askedStrength === Number(parts[1]?.[1]);
  if (!asksA && !asksB && wholeGiven) return null;
  const asked = asksA ? x : asksB ? y : owner === parts[0] ? y : x;
  if (!asked) return null;
  const answer = numberAnswer(asked);
  return result('word-problem', {
    reading: { latex: read, target: { kind: 'value', value: answer.value } },
    steps,
    answer,
    verified: { ok, method },
  });
};

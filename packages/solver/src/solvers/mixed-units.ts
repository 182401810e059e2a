import { unit as mathUnit } from 'mathjs';
import { type Rational, ZERO, add, cmp, div, mul, rat, sub, toDecimal, toLatex, toNumber, toText } from '../rational';
import { numberOf } from '../read/number-words';
import { type Solver, result } from '../types';
import { exactStatedFactor } from './measurement';
import { type Unit, unitNamed } from './units';

/**
 * Quantities in more than one unit, either way: "2 yards 1 foot in inches", "4 h 50 min in minutes", "500 minutes
 * in hours and minutes", "13,000 seconds in hours, minutes and seconds". Exact: each part is the whole number of
 * its unit left after the larger ones, the last part keeps any fraction.
 */

interface Part {
  amount: Rational;
  unit: Unit;
}

const AMOUNT = String.raw`\d+(?:\.\d+)?(?:\s*\/\s*\d+)?`;

/** "2 yards 1 foot", "4 h 50 min", "3 hours and 20 minutes": every piece a number and a unit of one kind. */
function partsOf(text: string): Part[] | null {
  const t = text.trim().replace(/(?<=\d),(?=\d{3})/g, '');
  const pieces = [...t.matchAll(new RegExp(String.raw`(${AMOUNT})\s*([a-z]+)\.?(?:\s*,\s*|\s+and\s+|\s+|$)`, 'giy'))];
  if (pieces.length === 0 || pieces.map((m) => m[0]).join('').length !== t.length) return null;
  // "5 ft 10 in": after feet, "in" is inches (alone it is too common a word to be a unit).
  const unitOf = (name: string) =>
    name === 'in' && /\d\s*(?:ft|feet|foot)\b/i.test(t) ? unitNamed('inch') : unitNamed(name);
  const parts = pieces.map((m) => ({ amount: numberOf(m[1] as string), unit: unitOf(m[2] as string) }));
  if (parts.some((p) => !p.amount || !p.unit)) return null;
  const known = parts as Part[];
  return known.every((p) => p.unit.kind === known[0]?.unit.kind) ? known : null;
}

/** "hours and minutes", "hours, minutes and seconds", "feet and inches": units of one kind, largest first. */
function unitsOf(text: string): Unit[] | null {
  const names = text
    .trim()
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .filter(Boolean);
  const units = names.map((n) => unitNamed(n));
  if (units.length === 0 || units.some((u) => !u)) return null;
  const known = units as Unit[];
  const ordered = known.every((u, i) => {
    const before = known[i - 1];
    return !before || (u.kind === before.kind && cmp(u.factor, before.factor) < 0);
  });
  return ordered ? known : null;
}

const QUESTIONS: [RegExp, 'from-to' | 'to-from'][] = [
  [/^(?:convert|express|change|write|what is|what's)\s+(.+?)\s+(?:in|to|into|as)\s+(.+)$/i, 'from-to'],
  // "Convert 5 ft 10 in to cm": the last "to" when "in" is a unit.
  [/^(?:convert|express|change|write|what is|what's)\s+(.+)\s+(?:to|into|as)\s+(.+)$/i, 'from-to'],
  [/^how many\s+(.+?)\s+(?:are there |is there |are |is )?in\s+(.+)$/i, 'to-from'],
  [/^how many\s+(.+?)\s+(?:is|are|makes?|equals?)\s+(.+)$/i, 'to-from'],
  [/^(.+?)\s*=\s*(?:\?+|_+)?\s*(.+)$/i, 'from-to'],
];

/** mathjs's value of an amount in another unit; a table name such as "0.5 floz" is a multiple of a mathjs unit. */
function inUnit(amount: number, from: Unit, to: Unit): number {
  const scale = (u: Unit) => (u.mathjs.includes(' ') ? Number(u.mathjs.split(' ')[0]) : 1);
  const name = (u: Unit) => u.mathjs.split(' ').at(-1) as string;
  return mathUnit(amount * scale(from), name(from)).toNumber(name(to)) / scale(to);
}

/** "1 hour", "3 feet", "6 inches", "2 US gallons" shown as "2 gallons". */
function plural(n: Rational, name: string): string {
  const one = cmp(n, rat(1n)) === 0;
  const bare = name.replace(/^US /, '');
  const many = bare === 'foot' ? 'feet' : /(?:ch|sh|s)$/.test(bare) ? `${bare}es` : `${bare}s`;
  return `${toDecimal(n) ?? toText(n)} ${one ? bare : many}`;
}

/** "A board is 7 ft 8 in long. How long is it in inches?": the story's one quantity, asked in other units. */
function storyQuestion(t: string): string | null {
  const m =
    /^(.+?)[.!]\s*(?:how (?:long|far|tall|heavy|much time)(?: is (?:it|that|this|the \w+))?|what is (?:that|this|it)|what's that)\s+(?:in|to|into)\s+(.+)$/i.exec(
      t,
    );
  if (!m) return null;
  const story = m[1] as string;
  for (const q of story.matchAll(/\d+(?:\.\d+)?\s*[a-z]+\.?(?:\s*(?:and\s+)?\d+(?:\.\d+)?\s*[a-z]+\.?)+/gi)) {
    const parts = partsOf(q[0]);
    // Every number of the story is the quantity's.
    const others = story.replace(q[0], '').match(/\d/);
    if (parts && parts.length >= 2 && !others) return `Convert ${q[0]} to ${m[2]}`;
  }
  return null;
}

export const solveMixedUnits: Solver = (problem) => {
  // "(1 in = 2.54 cm)": the table's own factor, stated; shown with the reading.
  const stated = exactStatedFactor(problem);
  const written = (stated?.text ?? problem)
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.]\s*$/, '');
  const t = storyQuestion(written) ?? written;
  if (t.length > 200) return null;
  for (const [pattern, order] of QUESTIONS) {
    const m = pattern.exec(t);
    if (!m) continue;
    const [fromText, toText_] = order === 'from-to' ? [m[1], m[2]] : [m[2], m[1]];
    const from = partsOf(fromText as string);
    const to = unitsOf(toText_ as string);
    // One unit to one unit is the plain conversion's; here one side has several.
    if (!from || !to || (from.length === 1 && to.length === 1)) continue;
    if (to.some((u) => u.kind !== from[0]?.unit.kind)) continue;
    const base = from.reduce((s, p) => add(s, mul(p.amount, p.unit.factor)), ZERO);
    let left = base;
    const amounts = to.map((u, i) => {
      const exact = div(left, u.factor);
      const whole = i === to.length - 1 ? exact : rat(exact.n / exact.d);
      left = sub(left, mul(whole, u.factor));
      return whole;
    });
    // Zero parts after the first are left out ("8 hours", not "8 hours 0 minutes"); a lone unit is just its number.
    const shown = to
      .map((u, i) => ({ u, n: amounts[i] as Rational }))
      .filter((p, i) => i === 0 || cmp(p.n, ZERO) !== 0);
    const value =
      to.length === 1
        ? (toDecimal(amounts[0] as Rational) ?? toText(amounts[0] as Rational))
        : shown.map((p) => plural(p.n, p.u.name)).join(' ');
    // The independent check: mathjs converts the input and the answer's parts to the same unit.
    const inMathjs = (parts: Part[]) =>
      parts.reduce((s, p) => s + inUnit(toNumber(p.amount), p.unit, to[0] as Unit), 0);
    const given = inMathjs(from);
    const answered = inMathjs(to.map((u, i) => ({ unit: u, amount: amounts[i] as Rational })));
    const ok = Math.abs(given - answered) <= 1e-9 * Math.max(1, Math.abs(given));
    const written = from.map((p) => `${toText(p.amount)}\\ \\text{${p.unit.name}}`).join('\\ ');
    return result('measurement', {
      reading: {
        latex: `${written} \\to \\text{${to.map((u) => u.name).join(', ')}}${stated ? `,\\ ${stated.latex}` : ''}`,
        target: { kind: 'value', value },
      },
      steps: [
        {
          title: 'Put the parts together',
          explanation: `${from.map((p) => plural(p.amount, p.unit.name)).join(' + ')}, in the smallest unit named.`,
          latex: written,
        },
        ...to.map((u, i) => ({
          title: i === to.length - 1 ? `What is left, in ${u.name}s` : `Whole ${u.name}s`,
          explanation: `${plural(amounts[i] as Rational, u.name)}.`,
          latex: `${toLatex(amounts[i] as Rational)}\\ \\text{${u.name}}`,
        })),
      ],
      answer: { value, latex: `\\text{${value}}` },
      verified: { ok, method: "the input and the answer's parts converted again with mathjs's unit table" },
    });
  }
  return null;
};

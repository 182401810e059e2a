import { unit as mathUnit } from 'mathjs';
import { type Rational, div, mul, rat, toDecimal, toLatex, toNumber, toText } from '../rational';
import { numberOf } from '../read/number-words';
import { type Solver, result } from '../types';
import { DAYS_PER_YEAR, type Unit, UNIT_NAMES, unitNamed } from './units';

const ESCAPED = UNIT_NAMES.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
/** A quantity: "3/8 of a litre", "68236.48ml", "0.9 km", "thirty-one fifths of a litre", "2 hours". */
const QUANTITY = new RegExp(String.raw`^(.+?)\s*(?:of an?\s+)?(?<![A-Za-z])(${ESCAPED})$`);

function quantityOf(text: string): { amount: Rational; unit: Unit; written: string } | null {
  const m = QUANTITY.exec(text.trim());
  if (!m) return null;
  const amount = numberOf((m[1] as string).replace(/,(?=\d{3})/g, ''));
  const unit = unitNamed(m[2] as string);
  return amount && unit ? { amount, unit, written: `${m[1]} ${m[2]}` } : null;
}

const SECONDS_PER_YEAR = DAYS_PER_YEAR * 86400n;

/** The quantity in the target unit, exactly; calendar and clock time meet through a 365-day year. */
function convert(amount: Rational, from: Unit, to: Unit): Rational | null {
  const bridge = (u: Unit) => (u.kind === 'calendar' ? mul(u.factor, rat(SECONDS_PER_YEAR)) : u.factor);
  if (from.kind === to.kind) return div(mul(amount, from.factor), to.factor);
  const times = (u: Unit) => u.kind === 'time' || u.kind === 'calendar';
  // A month has no fixed length in days: refused rather than guessed.
  if (!times(from) || !times(to) || from.name === 'month' || to.name === 'month') return null;
  return div(mul(amount, bridge(from)), bridge(to));
}

/** The same conversion by mathjs (floating point, its own unit table): the independent check. */
/** A mathjs unit, or a multiple of one ("0.5 floz": mathjs's own tablespoon is the metric 15 mL). */
function scaled(amount: number, name: string) {
  const [k, unit] = name.includes(' ') ? [Number(name.split(' ')[0]), name.split(' ')[1] as string] : [1, name];
  return { value: amount * k, unit, k };
}

function mathjsValue(amount: Rational, from: Unit, to: Unit): number {
  if (from.kind === to.kind) {
    const a = scaled(toNumber(amount), from.mathjs);
    const b = scaled(1, to.mathjs);
    return mathUnit(a.value, a.unit).toNumber(b.unit) / b.k;
  }
  // Across calendar and clock time: through years and days (365 each), mathjs for the rest.
  const years = from.kind === 'calendar' ? mathUnit(toNumber(amount), from.mathjs).toNumber('year') : null;
  if (years !== null) return mathUnit(years * Number(DAYS_PER_YEAR), 'day').toNumber(to.mathjs);
  const days = mathUnit(toNumber(amount), from.mathjs).toNumber('day');
  return mathUnit(days / Number(DAYS_PER_YEAR), 'year').toNumber(to.mathjs);
}

const PATTERNS: [RegExp, 'quantity-first' | 'unit-first'][] = [
  [
    /^(?:what is|what's|convert|express|change|write)\s+(.+?)\s+(?:in|to|into|as)\s+(?:an?\s+)?(.+?)$/i,
    'quantity-first',
  ],
  [/^how many\s+(.+?)\s+(?:are there |is there |are |is )?in\s+(.+?)$/i, 'unit-first'],
  [/^(.+?)\s+(?:=|to|in)\s*\??\s*(.+?)$/i, 'quantity-first'],
];

/** "What is thirty-one fifths of a litre in millilitres?", "How many minutes are there in 1/18 of a day?" */
export const solveMeasurement: Solver = (problem) => {
  const t = problem
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.]\s*$/, '');
  for (const [pattern, order] of PATTERNS) {
    const m = pattern.exec(t);
    if (!m) continue;
    const [quantityText, unitText] = order === 'quantity-first' ? [m[1], m[2]] : [m[2], m[1]];
    const quantity = quantityOf(quantityText as string);
    const to = unitNamed(unitText as string);
    if (!quantity || !to) continue;
    const value = convert(quantity.amount, quantity.unit, to);
    if (!value) {
      return result('measurement', {
        reading: { latex: `${quantityText} \\to \\text{${unitText}}`, target: null },
        reason: 'A month has no fixed number of days, so this conversion has no single answer.',
      });
    }
    const text = toDecimal(value) ?? toText(value);
    const check = mathjsValue(quantity.amount, quantity.unit, to);
    const ok = Math.abs(check - toNumber(value)) <= 1e-9 * Math.max(Math.abs(check), 1e-300);
    const factor = convert(rat(1n), quantity.unit, to) as Rational;
    const crossing = quantity.unit.kind !== to.kind;
    return result('measurement', {
      reading: {
        latex: `\\text{${quantity.written}} \\to \\text{${unitText}}`,
        target: { kind: 'value', value: text },
      },
      steps: [
        {
          title: 'Find the conversion factor',
          explanation: `1 ${quantity.unit.name} = ${toDecimal(factor) ?? toText(factor)} ${to.name}${crossing ? ` (a year counted as ${DAYS_PER_YEAR} days)` : ''}.`,
          latex: `1\\ \\text{${quantity.unit.name}} = ${toLatex(factor)}\\ \\text{${to.name}}`,
        },
        {
          title: 'Multiply',
          explanation: `${toText(quantity.amount)} × ${toDecimal(factor) ?? toText(factor)} = ${text}.`,
          latex: `${toLatex(quantity.amount)} \\times ${toLatex(factor)} = ${toLatex(value)}`,
        },
      ],
      // A repeating decimal is shown as the exact fraction and a rounded value.
      answer: {
        value: text,
        latex: toDecimal(value) ?? `${toLatex(value)} \\approx ${Number(toNumber(value).toPrecision(6))}`,
      },
      verified: { ok, method: "the conversion done again with mathjs's own unit table, in floating point" },
    });
  }
  return null;
};

import { unit as mathUnit } from 'mathjs';
import { type Rational, cmp, div, mul, parseRational, rat, toDecimal, toLatex, toNumber, toText } from '../rational';
import { numberOf } from '../read/number-words';
import { type SolveResult, type Solver, result } from '../types';
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
  // "How many inches is 4 yards?", "how many cups make 3 quarts".
  [/^how many\s+(.+?)\s+(?:is|are|makes?|equals?)\s+(.+?)$/i, 'unit-first'],
  [/^(.+?)\s+(?:=|to|in)\s*\??\s*(.+?)$/i, 'quantity-first'],
];

/** "What is seven quarters of a litre in millilitres?", "How many minutes are there in 1/12 of a day?" */
/** "(1 mile = 1.609344 km)", "using 1 in = 2.54 cm": a factor the problem states, kept apart from the question. */
const STATED =
  /\s*[(,;]?\s*(?:using |use |if |where |given (?:that )?|with )?\(?\s*1\s+([a-z. ]+?)\s*=\s*(\d+(?:\.\d+)?)\s*([a-z. ]+?)\s*\)?\s*$/i;

/**
 * A stated factor that is the unit table's own exactly ("(1 in = 2.54 cm)"): the text without it and the statement
 * in LaTeX, so that any conversion may show it; null when there is none or it differs from the table.
 */
export function exactStatedFactor(text: string): { text: string; latex: string } | null {
  const t = text.trim().replace(/[?.]\s*$/, '');
  const stated = STATED.exec(t);
  if (!stated) return null;
  const named = (w: string) => unitNamed(w.trim()) ?? (w.trim() === 'in' ? unitNamed('inch') : null);
  const from = named(stated[1] as string);
  const to = named(stated[3] as string);
  const own = from && to ? convert(rat(1n), from, to) : null;
  if (!own || cmp(own, parseRational(stated[2] as string)) !== 0) return null;
  return {
    text: t.slice(0, stated.index).replace(/[?.]\s*$/, ''),
    latex: `1\\ \\text{${stated[1]?.trim()}} = ${stated[2]}\\ \\text{${stated[3]?.trim()}}`,
  };
}

/** "A car travels at 72 km/h. What is that in m/s?": the story's one quantity, asked in another unit. */
function storyQuestion(t: string): string | null {
  const m =
    /^(.+?)[.!]\s*(?:what is|what's|convert|express|change|write|how (?:fast|far|long|much|heavy) is)\s+(?:that|this|it|the \w+)\s+(?:in|to|into|as)\s+(.+)$/i.exec(
      t,
    );
  if (!m || ((m[1] as string).match(/\d+(?:\.\d+)?/g) ?? []).length !== 1) return null;
  const words = (m[1] as string).replace(/[,;]/g, ' ').split(' ').filter(Boolean);
  const at = words.findIndex((w) => /\d/.test(w));
  for (let k = 3; k >= 1; k--) {
    const quantity = words.slice(at, at + k + 1).join(' ');
    if (quantityOf(quantity)) return `Convert ${quantity} to ${m[2]}`;
  }
  return null;
}

export const solveMeasurement: Solver = (problem) => {
  let t = problem
    .trim()
    .replace(/\s+/g, ' ')
    // "cm^(3)" as the reader writes cm³, "m ^(2)" from LaTeX's \text{m}^2.
    .replace(/\s*\^\((\d)\)/g, '^$1')
    // "Determine the number of cubic centimetres in 0.0045 m³": how many there are.
    .replace(/^(?:determine|find|work out|calculate|what is) the number of (.+?) in (.+)$/i, 'How many $1 are in $2')
    // US units are the table's: "(US)" says which gallon, not another quantity.
    .replace(/\s*\((?:US|U\.S\.)\)/g, '')
    .replace(/[?.]\s*$/, '');
  const stated = STATED.exec(t);
  if (stated) t = t.slice(0, stated.index).replace(/[?.]\s*$/, '');
  t = storyQuestion(t) ?? t;
  const found = convertQuestion(t);
  if (!found || !stated) return found?.solved ?? null;
  return found.info ? withStatedFactor(found.solved, found.info, stated) : null;
};

/**
 * The problem's own factor: the answer is worked with it (a rounded factor gives the answer the problem expects),
 * and it must agree with the unit table to within 2%, else the units were misread and no answer is given.
 */
interface Conversion {
  amount: Rational;
  from: Unit;
  to: Unit;
  factor: Rational;
}

function withStatedFactor(found: SolveResult, info: Conversion, stated: RegExpExecArray): SolveResult | null {
  const named = (text: string) => unitNamed(text.trim()) ?? (text.trim() === 'in' ? unitNamed('inch') : null);
  const from = named(stated[1] as string);
  const to = named(stated[3] as string);
  if (!from || !to) return null;
  // A factor between other units ("5 feet in cm, using 1 in = 2.54 cm") that is the table's own: the table's answer.
  if (from.name !== info.from.name || to.name !== info.to.name) {
    const own = convert(rat(1n), from, to);
    if (!own || cmp(own, parseRational(stated[2] as string)) !== 0 || !found.reading) return null;
    const written = `1\\ \\text{${stated[1]?.trim()}} = ${stated[2]}\\ \\text{${stated[3]?.trim()}}`;
    return { ...found, reading: { ...found.reading, latex: `${found.reading.latex},\\ ${written}` } };
  }
  const factor = parseRational(stated[2] as string);
  const ratio = toNumber(factor) / toNumber(info.factor);
  if (!(Math.abs(ratio - 1) <= 0.02)) return null;
  const value = mul(info.amount, factor);
  const text = toDecimal(value) ?? toText(value);
  const written = `1\\ \\text{${stated[1]?.trim()}} = ${stated[2]}\\ \\text{${stated[3]?.trim()}}`;
  return result('measurement', {
    reading: { latex: `${found.reading?.latex},\\ ${written}`, target: { kind: 'value', value: text } },
    steps: [
      {
        title: 'Use the given factor',
        explanation: `The problem gives 1 ${from.name} = ${stated[2]} ${to.name}.`,
        latex: written,
      },
      {
        title: 'Multiply',
        explanation: `${toText(info.amount)} × ${stated[2]} = ${text}.`,
        latex: `${toLatex(info.amount)} \\times ${toLatex(factor)} = ${toLatex(value)}`,
      },
    ],
    answer: { value: text, latex: toDecimal(value) ?? toLatex(value) },
    verified: {
      ok: Math.abs(toNumber(info.amount) * Number(stated[2]) - toNumber(value)) <= 1e-9 * Math.max(1, toNumber(value)),
      method: 'the product recomputed in floating point; the given factor agrees with the unit table to within 2%',
    },
  });
}

function convertQuestion(t: string): { solved: SolveResult; info?: Conversion } | null {
  for (const [pattern, order] of PATTERNS) {
    const m = pattern.exec(t);
    if (!m) continue;
    const [quantityText, unitText] = order === 'quantity-first' ? [m[1], m[2]] : [m[2], m[1]];
    const quantity = quantityOf(quantityText as string);
    const to = unitNamed(unitText as string);
    if (!quantity || !to) continue;
    const value = convert(quantity.amount, quantity.unit, to);
    if (!value) {
      return {
        solved: result('measurement', {
          reading: { latex: `${quantityText} \\to \\text{${unitText}}`, target: null },
          reason: 'A month has no fixed number of days, so this conversion has no single answer.',
        }),
      };
    }
    const text = toDecimal(value) ?? toText(value);
    const check = mathjsValue(quantity.amount, quantity.unit, to);
    const ok = Math.abs(check - toNumber(value)) <= 1e-9 * Math.max(Math.abs(check), 1e-300);
    const factor = convert(rat(1n), quantity.unit, to) as Rational;
    const crossing = quantity.unit.kind !== to.kind;
    const solved = result('measurement', {
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
    return { solved, info: { amount: quantity.amount, from: quantity.unit, to, factor } };
  }
  return null;
}

import { type Rational, div, mul, parseRational, rat } from '../rational';
import { writtenLatex } from './answer-format';

/**
 * A small reader of quantities in word problems: every number of the text, with the unit or the thing it counts
 * ("60 mph", "$1.20", "3 pencils", "4%", "18 months"). Word-problem models take the quantities they need and refuse a
 * problem with any number left over.
 */

export type Dimension = 'distance' | 'time' | 'calendar' | 'speed' | 'money' | 'mass' | 'volume' | 'percent';

export interface Unit {
  /** Singular and plural names as shown in answers. */
  one: string;
  many: string;
  dimension: Dimension;
  /** Units convert only within a system (miles and feet, km and m), so no rounded factor slips in. */
  system: string;
  /** How many base units of its system one of it is. */
  factor: Rational;
  /** The unit's name for mathjs, used by the independent checks. */
  mathjs: string;
  /** For a speed: its distance and time units. */
  per?: { distance: Unit; time: Unit };
}

const u = (
  one: string,
  many: string,
  dimension: Dimension,
  system: string,
  factor: Rational,
  mathjs: string,
): Unit => ({
  one,
  many,
  dimension,
  system,
  factor,
  mathjs,
});

const MILE = u('mile', 'miles', 'distance', 'imperial', rat(5280n), 'mi');
const FOOT = u('foot', 'feet', 'distance', 'imperial', rat(1n), 'ft');
const YARD = u('yard', 'yards', 'distance', 'imperial', rat(3n), 'yd');
const KM = u('km', 'km', 'distance', 'metric', rat(1000n), 'km');
const METRE = u('m', 'm', 'distance', 'metric', rat(1n), 'm');
const HOUR = u('hour', 'hours', 'time', 'time', rat(3600n), 'h');
const MINUTE = u('minute', 'minutes', 'time', 'time', rat(60n), 'minute');
const SECOND = u('second', 'seconds', 'time', 'time', rat(1n), 's');
const speed = (one: string, distance: Unit, time: Unit): Unit => ({
  ...u(
    one,
    one,
    'speed',
    `${distance.system}/${time.system}`,
    div(distance.factor, time.factor),
    `${distance.mathjs}/${time.mathjs}`,
  ),
  per: { distance, time },
});

/** Unit names as written (longest first when read), to their units. */
const NAMES: [string, Unit][] = [
  ['miles per hour', speed('mph', MILE, HOUR)],
  ['miles an hour', speed('mph', MILE, HOUR)],
  ['mph', speed('mph', MILE, HOUR)],
  ['mi/h', speed('mph', MILE, HOUR)],
  ['kilometers per hour', speed('km/h', KM, HOUR)],
  ['kilometres per hour', speed('km/h', KM, HOUR)],
  ['kilometers an hour', speed('km/h', KM, HOUR)],
  ['kilometres an hour', speed('km/h', KM, HOUR)],
  ['km per hour', speed('km/h', KM, HOUR)],
  ['km/h', speed('km/h', KM, HOUR)],
  ['km/hr', speed('km/h', KM, HOUR)],
  ['kph', speed('km/h', KM, HOUR)],
  ['meters per second', speed('m/s', METRE, SECOND)],
  ['metres per second', speed('m/s', METRE, SECOND)],
  ['m/s', speed('m/s', METRE, SECOND)],
  ['feet per second', speed('ft/s', FOOT, SECOND)],
  ['ft/s', speed('ft/s', FOOT, SECOND)],
  ['miles', MILE],
  ['mile', MILE],
  ['mi', MILE],
  ['feet', FOOT],
  ['foot', FOOT],
  ['ft', FOOT],
  ['yards', YARD],
  ['yard', YARD],
  ['kilometers', KM],
  ['kilometres', KM],
  ['kilometer', KM],
  ['kilometre', KM],
  ['km', KM],
  ['meters', METRE],
  ['metres', METRE],
  ['meter', METRE],
  ['metre', METRE],
  ['m', METRE],
  ['hours', HOUR],
  ['hour', HOUR],
  ['hrs', HOUR],
  ['hr', HOUR],
  ['h', HOUR],
  ['minutes', MINUTE],
  ['minute', MINUTE],
  ['mins', MINUTE],
  ['min', MINUTE],
  ['seconds', SECOND],
  ['second', SECOND],
  ['secs', SECOND],
  ['sec', SECOND],
  ['s', SECOND],
  ['years', u('year', 'years', 'calendar', 'calendar', rat(12n), 'year')],
  ['year', u('year', 'years', 'calendar', 'calendar', rat(12n), 'year')],
  ['months', u('month', 'months', 'calendar', 'calendar', rat(1n), 'month')],
  ['month', u('month', 'months', 'calendar', 'calendar', rat(1n), 'month')],
  ['dollars', u('dollar', 'dollars', 'money', 'dollar', rat(100n), 'dollar')],
  ['dollar', u('dollar', 'dollars', 'money', 'dollar', rat(100n), 'dollar')],
  ['cents', u('cent', 'cents', 'money', 'dollar', rat(1n), 'cent')],
  ['cent', u('cent', 'cents', 'money', 'dollar', rat(1n), 'cent')],
  ['ounces', u('oz', 'oz', 'mass', 'imperial', rat(1n), 'oz')],
  ['ounce', u('oz', 'oz', 'mass', 'imperial', rat(1n), 'oz')],
  ['oz', u('oz', 'oz', 'mass', 'imperial', rat(1n), 'oz')],
  ['pounds', u('lb', 'lb', 'mass', 'imperial', rat(16n), 'lb')],
  ['pound', u('lb', 'lb', 'mass', 'imperial', rat(16n), 'lb')],
  ['lbs', u('lb', 'lb', 'mass', 'imperial', rat(16n), 'lb')],
  ['lb', u('lb', 'lb', 'mass', 'imperial', rat(16n), 'lb')],
  ['grams', u('g', 'g', 'mass', 'metric', rat(1n), 'g')],
  ['gram', u('g', 'g', 'mass', 'metric', rat(1n), 'g')],
  ['g', u('g', 'g', 'mass', 'metric', rat(1n), 'g')],
  ['kilograms', u('kg', 'kg', 'mass', 'metric', rat(1000n), 'kg')],
  ['kilogram', u('kg', 'kg', 'mass', 'metric', rat(1000n), 'kg')],
  ['kg', u('kg', 'kg', 'mass', 'metric', rat(1000n), 'kg')],
  ['liters', u('L', 'L', 'volume', 'metric', rat(1000n), 'L')],
  ['litres', u('L', 'L', 'volume', 'metric', rat(1000n), 'L')],
  ['liter', u('L', 'L', 'volume', 'metric', rat(1000n), 'L')],
  ['litre', u('L', 'L', 'volume', 'metric', rat(1000n), 'L')],
  ['ml', u('mL', 'mL', 'volume', 'metric', rat(1n), 'mL')],
  ['gallons', u('gallon', 'gallons', 'volume', 'us', rat(1n), 'gallon')],
  ['gallon', u('gallon', 'gallons', 'volume', 'us', rat(1n), 'gallon')],
  ['percent', u('%', '%', 'percent', 'percent', rat(1n), 'percent')],
  ['per cent', u('%', '%', 'percent', 'percent', rat(1n), 'percent')],
  ['%', u('%', '%', 'percent', 'percent', rat(1n), 'percent')],
];
const ALIASES = [...NAMES].sort((a, b) => b[0].length - a[0].length);
const DOLLAR = NAMES.find(([n]) => n === 'dollars')?.[1] as Unit;

/** Words after a number that are not the thing it counts. */
const NOT_NOUNS = new Set(
  'and or for at in on per to of by is are was were be cost costs each times more less than from with a an the it if what how do does'.split(
    ' ',
  ),
);

export interface Quantity {
  value: Rational;
  /** The number as written ("1,200", "3.00"). */
  number: string;
  unit: Unit | null;
  /** The thing counted, singular ("pencil"), for a number without a unit. */
  noun: string | null;
  /** The unit or the thing counted as written ("mph", "pencils"), or null. */
  word: string | null;
  /** Followed by "per day", "an hour", "each", "every week": a rate, not an amount. */
  rate: boolean;
  /** What a rate is per ("hour" in "$12 per hour"), when it names it. */
  per: string | null;
  /** Where it was in the text. */
  start: number;
  end: number;
  /** The quantity as LaTeX: "\$1.20", "60\text{ mph}", "3\text{ pencils}". */
  latex: string;
}

export const singular = (word: string) =>
  word
    .toLowerCase()
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x|ss)es$/, '$1')
    .replace(/(?<!s)s$/, '');

const RATE_AFTER =
  /^\s*(?:(?:per|every)\s+([a-z]+)|each\b|an?\s+(hour|minute|second|day|week|month|year|piece|item|unit|pound|kilogram|kg|lb|ounce|gallon|liter|litre|mile|kilometer|kilometre|km)s?\b)/i;
const NUMBER = /(?<![\w.,])(\$\s?)?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)(?![\d])/g;

/** Every number of the text, read with what follows it. Null when the text has too many numbers to be a word problem. */
export function quantitiesIn(text: string): Quantity[] | null {
  const out: Quantity[] = [];
  for (const m of text.matchAll(NUMBER)) {
    if (out.length >= 8) return null;
    const number = m[2] as string;
    const start = m.index ?? 0;
    let end = start + m[0].length;
    const value = parseRational(number.replace(/,/g, ''));
    let unit: Unit | null = m[1] ? DOLLAR : null;
    let noun: string | null = null;
    const after = text.slice(end, end + 40);
    if (!unit) {
      for (const [alias, candidate] of ALIASES) {
        const escaped = alias.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
        const hit = new RegExp(`^(?:\\s|-)?${escaped}(?![A-Za-z])`, 'i').exec(after);
        if (hit) {
          unit = candidate;
          end += hit[0].length;
          break;
        }
      }
    }
    if (!unit) {
      const word = /^[\s-]([A-Za-z]+)/.exec(after);
      if (word && !NOT_NOUNS.has((word[1] as string).toLowerCase())) noun = singular(word[1] as string);
    }
    const numberLatex = `${m[1] ? '\\$' : ''}${writtenLatex(number)}`;
    const word = m[1]
      ? null
      : unit
        ? text
            .slice(start + m[0].length, end)
            .trim()
            .replace(/^-/, '')
        : noun
          ? ((/^[\s-]([A-Za-z]+)/.exec(after)?.[1] as string) ?? null)
          : null;
    const shown = unit?.dimension === 'percent' ? '\\%' : word ? `\\text{ ${word}}` : '';
    const rate = RATE_AFTER.exec(text.slice(end, end + 40));
    out.push({
      value,
      number,
      unit,
      noun,
      word,
      rate: rate !== null,
      per: rate?.[1] ?? rate?.[2] ?? null,
      start,
      end,
      latex: `${numberLatex}${shown}`,
    });
  }
  return out;
}

/** The factor that turns an amount in `from` into `to`, when both are of one dimension and system. */
export function factorBetween(from: Unit, to: Unit): Rational | null {
  if (from.dimension !== to.dimension || from.system !== to.system) return null;
  return div(from.factor, to.factor);
}

/** The amount in another unit of the same system. */
export const convertTo = (value: Rational, from: Unit, to: Unit) => {
  const f = factorBetween(from, to);
  return f && mul(value, f);
};

/** "180\text{ miles}", "\$2.80", "80\text{ km/h}": an amount with its unit, for answers. */
export function withUnit(amount: string, unit: Unit | null, isOne: boolean, noun?: string): string {
  if (unit?.dimension === 'money' && unit.one === 'dollar') return `\\$${amount}`;
  if (unit?.dimension === 'percent') return `${amount}\\%`;
  const name = unit ? (isOne ? unit.one : unit.many) : noun;
  return name ? `${amount}\\text{ ${name}}` : amount;
}

import { type Rational, parseRational, rat } from '../rational';

/** A unit: its kind, its size in the kind's base unit (exact), and mathjs's name for the independent check. */
export interface Unit {
  kind: 'length' | 'mass' | 'volume' | 'time' | 'calendar' | 'area' | 'speed';
  factor: Rational;
  mathjs: string;
  /** The name shown in steps (singular). */
  name: string;
}

const r = (text: string) => (text === 'x' ? rat(1n, 12n) : parseRational(text));

// Calendar units (months to millennia) are counted in years and kept apart from clock units (seconds to weeks):
// a month has no fixed number of days, and a year is joined to days only by the stated 365-day convention.
const TABLE: [string[], Unit][] = [
  [['nanometer', 'nanometre', 'nm'], { kind: 'length', factor: r('1e-9'), mathjs: 'nm', name: 'nanometre' }],
  [
    ['micrometer', 'micrometre', 'um', 'µm', 'μm', 'micron'],
    { kind: 'length', factor: r('1e-6'), mathjs: 'um', name: 'micrometre' },
  ],
  [['millimeter', 'millimetre', 'mm'], { kind: 'length', factor: r('0.001'), mathjs: 'mm', name: 'millimetre' }],
  [['centimeter', 'centimetre', 'cm'], { kind: 'length', factor: r('0.01'), mathjs: 'cm', name: 'centimetre' }],
  [['decimeter', 'decimetre', 'dm'], { kind: 'length', factor: r('0.1'), mathjs: 'dm', name: 'decimetre' }],
  [['meter', 'metre', 'm'], { kind: 'length', factor: r('1'), mathjs: 'm', name: 'metre' }],
  [['kilometer', 'kilometre', 'km'], { kind: 'length', factor: r('1000'), mathjs: 'km', name: 'kilometre' }],
  [['inch', 'inches'], { kind: 'length', factor: r('0.0254'), mathjs: 'inch', name: 'inch' }],
  [['foot', 'feet', 'ft'], { kind: 'length', factor: r('0.3048'), mathjs: 'ft', name: 'foot' }],
  [['yard', 'yd'], { kind: 'length', factor: r('0.9144'), mathjs: 'yard', name: 'yard' }],
  [['mile', 'mi'], { kind: 'length', factor: r('1609.344'), mathjs: 'mile', name: 'mile' }],
  [['nanogram', 'ng'], { kind: 'mass', factor: r('1e-9'), mathjs: 'ng', name: 'nanogram' }],
  [['microgram', 'ug', 'µg', 'μg', 'mcg'], { kind: 'mass', factor: r('1e-6'), mathjs: 'ug', name: 'microgram' }],
  [['milligram', 'mg'], { kind: 'mass', factor: r('0.001'), mathjs: 'mg', name: 'milligram' }],
  [['gram', 'gramme', 'g'], { kind: 'mass', factor: r('1'), mathjs: 'g', name: 'gram' }],
  [['kilogram', 'kilo', 'kg'], { kind: 'mass', factor: r('1000'), mathjs: 'kg', name: 'kilogram' }],
  [['tonne', 'metric ton', 't'], { kind: 'mass', factor: r('1000000'), mathjs: 'tonne', name: 'tonne' }],
  [['pound', 'lb', 'lbs'], { kind: 'mass', factor: r('453.59237'), mathjs: 'lb', name: 'pound' }],
  [['ounce', 'oz'], { kind: 'mass', factor: r('28.349523125'), mathjs: 'oz', name: 'ounce' }],
  [
    ['milliliter', 'millilitre', 'ml', 'mL', 'cubic centimeter', 'cubic centimetre', 'cc', 'cm^3', 'cm3'],
    { kind: 'volume', factor: r('0.001'), mathjs: 'ml', name: 'millilitre' },
  ],
  [
    ['cubic millimeter', 'cubic millimetre', 'mm^3', 'mm3'],
    { kind: 'volume', factor: r('0.000001'), mathjs: 'mm^3', name: 'cubic millimetre' },
  ],
  [['centiliter', 'centilitre', 'cl'], { kind: 'volume', factor: r('0.01'), mathjs: 'cl', name: 'centilitre' }],
  [['liter', 'litre', 'l', 'L'], { kind: 'volume', factor: r('1'), mathjs: 'l', name: 'litre' }],
  [
    ['kiloliter', 'kilolitre', 'kl', 'cubic meter', 'cubic metre', 'm^3', 'm3'],
    { kind: 'volume', factor: r('1000'), mathjs: 'kl', name: 'kilolitre' },
  ],
  [['gallon', 'gal'], { kind: 'volume', factor: r('3.785411784'), mathjs: 'gallon', name: 'US gallon' }],
  [['nanosecond', 'ns'], { kind: 'time', factor: r('1e-9'), mathjs: 'ns', name: 'nanosecond' }],
  [['microsecond', 'us', 'µs', 'μs'], { kind: 'time', factor: r('1e-6'), mathjs: 'us', name: 'microsecond' }],
  [['millisecond', 'ms'], { kind: 'time', factor: r('0.001'), mathjs: 'ms', name: 'millisecond' }],
  [['second', 'sec', 's'], { kind: 'time', factor: r('1'), mathjs: 's', name: 'second' }],
  [['minute', 'min'], { kind: 'time', factor: r('60'), mathjs: 'minute', name: 'minute' }],
  [['hour', 'hr', 'h'], { kind: 'time', factor: r('3600'), mathjs: 'hour', name: 'hour' }],
  [['day'], { kind: 'time', factor: r('86400'), mathjs: 'day', name: 'day' }],
  [['week', 'wk'], { kind: 'time', factor: r('604800'), mathjs: 'week', name: 'week' }],
  [['month'], { kind: 'calendar', factor: r('x'), mathjs: 'month', name: 'month' }],
  [['year', 'yr'], { kind: 'calendar', factor: r('1'), mathjs: 'year', name: 'year' }],
  [['decade'], { kind: 'calendar', factor: r('10'), mathjs: 'decade', name: 'decade' }],
  [['century', 'centuries'], { kind: 'calendar', factor: r('100'), mathjs: 'century', name: 'century' }],
  [
    ['millennium', 'millennia', 'millenium', 'millenia'],
    { kind: 'calendar', factor: r('1000'), mathjs: 'millennium', name: 'millennium' },
  ],
  [
    ['square meter', 'square metre', 'm^2', 'm2', 'sq m'],
    { kind: 'area', factor: r('1'), mathjs: 'm^2', name: 'square metre' },
  ],
  [
    ['square millimeter', 'square millimetre', 'mm^2', 'mm2', 'sq mm'],
    { kind: 'area', factor: r('0.000001'), mathjs: 'mm^2', name: 'square millimetre' },
  ],
  [
    ['square centimeter', 'square centimetre', 'cm^2', 'cm2', 'sq cm'],
    { kind: 'area', factor: r('0.0001'), mathjs: 'cm^2', name: 'square centimetre' },
  ],
  [
    ['square kilometer', 'square kilometre', 'km^2', 'km2', 'sq km'],
    { kind: 'area', factor: r('1000000'), mathjs: 'km^2', name: 'square kilometre' },
  ],
  [['hectare', 'ha'], { kind: 'area', factor: r('10000'), mathjs: 'hectare', name: 'hectare' }],
  [
    ['square foot', 'square feet', 'sq ft', 'ft^2', 'ft2'],
    { kind: 'area', factor: r('0.09290304'), mathjs: 'ft^2', name: 'square foot' },
  ],
  [
    ['square inch', 'square inches', 'sq in', 'in^2', 'in2'],
    { kind: 'area', factor: r('0.00064516'), mathjs: 'inch^2', name: 'square inch' },
  ],
  [
    ['square yard', 'sq yd', 'yd^2', 'yd2'],
    { kind: 'area', factor: r('0.83612736'), mathjs: 'yd^2', name: 'square yard' },
  ],
  [
    ['square mile', 'sq mi', 'mi^2', 'mi2'],
    { kind: 'area', factor: r('2589988.110336'), mathjs: 'mi^2', name: 'square mile' },
  ],
  [['acre', 'ac'], { kind: 'area', factor: r('4046.8564224'), mathjs: '43560 ft^2', name: 'acre' }],
  // US customary volumes (a cup is 8 US fluid ounces).
  [['cup'], { kind: 'volume', factor: r('0.2365882365'), mathjs: 'cup', name: 'US cup' }],
  [['pint', 'pt'], { kind: 'volume', factor: r('0.473176473'), mathjs: 'pint', name: 'US pint' }],
  [['quart', 'qt'], { kind: 'volume', factor: r('0.946352946'), mathjs: 'quart', name: 'US quart' }],
  [
    ['fluid ounce', 'fl oz', 'floz'],
    { kind: 'volume', factor: r('0.0295735295625'), mathjs: 'floz', name: 'US fluid ounce' },
  ],
  [
    ['tablespoon', 'tbsp'],
    { kind: 'volume', factor: r('0.01478676478125'), mathjs: '0.5 floz', name: 'US tablespoon' },
  ],
  [
    ['teaspoon', 'tsp'],
    { kind: 'volume', factor: r('0.00492892159375'), mathjs: '0.16666666666666666 floz', name: 'US teaspoon' },
  ],
  // Speeds, in metres per second.
  [
    ['meters per second', 'metres per second', 'meter per second', 'metre per second', 'm/s'],
    { kind: 'speed', factor: r('1'), mathjs: 'm/s', name: 'metre per second' },
  ],
  [
    ['kilometers per hour', 'kilometres per hour', 'kilometer per hour', 'kilometre per hour', 'km/h', 'kph', 'km/hr'],
    { kind: 'speed', factor: rat(5n, 18n), mathjs: 'km/h', name: 'kilometre per hour' },
  ],
  [
    ['miles per hour', 'mile per hour', 'mph', 'mi/h'],
    { kind: 'speed', factor: r('0.44704'), mathjs: 'mi/h', name: 'mile per hour' },
  ],
  [
    ['feet per second', 'foot per second', 'ft/s', 'fps'],
    { kind: 'speed', factor: r('0.3048'), mathjs: 'ft/s', name: 'foot per second' },
  ],
];

const BY_NAME = new Map<string, Unit>();
for (const [names, unit] of TABLE) {
  for (const name of names) {
    BY_NAME.set(name, unit);
    // Plurals of written-out names: "metres", "inches", "centuries".
    if (name.length >= 3 && /^[a-z ]+$/.test(name))
      BY_NAME.set(/[^aeiou]y$/.test(name) ? `${name.slice(0, -1)}ies` : `${name}s`, unit);
  }
}

/** A unit by any of its written names ("km", "kilometres", "Kilometer"); abbreviations are case-sensitive. */
export function unitNamed(text: string): Unit | null {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t.length <= 3) return BY_NAME.get(t) ?? BY_NAME.get(t.toLowerCase() === 'l' ? 'l' : t) ?? null;
  return BY_NAME.get(t.toLowerCase()) ?? null;
}

/** The names a unit may be written with, longest first (for splitting "68236.48ml" into number and unit). */
export const UNIT_NAMES = [...BY_NAME.keys()].sort((a, b) => b.length - a.length);

/** Days in a year when calendar and clock units meet (a common year; stated in the steps). */
export const DAYS_PER_YEAR = 365n;

import { unit as mUnit } from 'mathjs';
import { type Rational, add, div, mul, parseRational, rat, sub, toNumber } from '../rational';
import { type Solver, result } from '../types';
import { closeTo, latexOf, numberAnswer } from './answer-format';

type Scale = 'C' | 'F' | 'K';

const SCALE = String.raw`(?:°\s*|degrees?\s+|deg\s+)?(c|f|k|celsius|centigrade|fahrenheit|kelvins?)\b`;
const NAMES: Record<Scale, string> = { C: 'degrees Celsius', F: 'degrees Fahrenheit', K: 'kelvin' };
const MATHJS: Record<Scale, string> = { C: 'degC', F: 'degF', K: 'K' };

const scaleOf = (word: string): Scale => {
  const w = word.toLowerCase();
  return w.startsWith('f') ? 'F' : w.startsWith('k') ? 'K' : 'C';
};

/** Temperatures between scales are affine, not a factor: through Celsius, exactly. */
function toCelsius(t: Rational, from: Scale): Rational {
  if (from === 'C') return t;
  if (from === 'K') return sub(t, parseRational('273.15'));
  return div(mul(sub(t, rat(32n)), rat(5n)), rat(9n));
}
function fromCelsius(c: Rational, to: Scale): Rational {
  if (to === 'C') return c;
  if (to === 'K') return add(c, parseRational('273.15'));
  return add(div(mul(c, rat(9n)), rat(5n)), rat(32n));
}

const FORMULA: Record<string, string> = {
  'F→C': 'C = (F − 32) × 5/9',
  'C→F': 'F = C × 9/5 + 32',
  'C→K': 'K = C + 273.15',
  'K→C': 'C = K − 273.15',
  'F→K': 'K = (F − 32) × 5/9 + 273.15',
  'K→F': 'F = (K − 273.15) × 9/5 + 32',
};

/** "Convert 100°C to °F", "What is 72 degrees Fahrenheit in Celsius?", "300 K in °C". */
export const solveTemperature: Solver = (problem) => {
  const t = problem.trim().replace(/\s+/g, ' ');
  const m = new RegExp(
    String.raw`^(?:(?:convert|change|express|what is|what's|find)\s+)?(-?\d+(?:\.\d+)?)\s*${SCALE}\s+(?:to|in|into|as)\s+(?:degrees\s+)?${SCALE}\s*[?.]?$`,
    'i',
  ).exec(t);
  if (!m) return null;
  const [from, to] = [scaleOf(m[2] as string), scaleOf(m[3] as string)];
  if (from === to) return null;
  const value = fromCelsius(toCelsius(parseRational(m[1] as string), from), to);
  const answer = numberAnswer(value);
  // Checked apart: mathjs converts the same temperature between its own units.
  const again = mUnit(Number(m[1]), MATHJS[from]).toNumber(MATHJS[to]);
  return result('measurement', {
    reading: {
      latex: `${m[1]}\\ \\text{${NAMES[from]}} \\to \\text{${NAMES[to]}}`,
      target: { kind: 'value', value: answer.value },
    },
    steps: [
      {
        title: 'Use the conversion formula',
        explanation: `${FORMULA[`${from}→${to}`]}: the scales differ by an offset as well as a factor.`,
        latex: `${m[1]} \\to ${latexOf(value)}`,
      },
    ],
    answer,
    verified: { ok: closeTo(again, toNumber(value)), method: "mathjs's own temperature units, in floating point" },
  });
};

import { type Rational, mul, parseRational, pow, rat, toDecimal, toNumber } from '../rational';
import { type Solver, result } from '../types';
import { closeTo } from './answer-format';
import { evaluate, fromNode } from '../expr/expr';
import { parseExpression } from '../parse';

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
/** A number written out, or a constant named: π, e, √2, sqrt(3). */
const VALUE = String.raw`(-?\d+(?:\.\d+)?|[-+*/^().\d\sπ√]*(?:π|pi|e|√\d+|sqrt\(\d+\))[-+*/^().\d\sπ√]*)`;

function constantValue(named: string): string | null {
  if (/^-?\d+(?:\.\d+)?$/.test(named.trim())) return null;
  let y: number;
  try {
    y = evaluate(fromNode(parseExpression(named.replace(/π/g, 'pi').replace(/√(\d+)/g, 'sqrt($1)'))), {});
  } catch {
    return null;
  }
  if (!Number.isFinite(y) || Number.isInteger(y) || Math.abs(y) > 1e12) return null;
  return y.toPrecision(15);
}

/** A decimal written out in full (no exponent): 0.000345, 45000000. */
const plain = (r: Rational) => toDecimal(r) ?? String(toNumber(r));

/** The digits of |x| and the power of ten of its first digit: 0.000345 → ("345", −4). */
function digitsOf(text: string): { digits: string; exponent: number; negative: boolean } | null {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = text.replace(/^-/, '').split('.');
  const all = `${whole}${fraction}`.replace(/^0+/, '');
  if (!all) return null;
  const leadingZeros = `${whole}${fraction}`.length - `${whole}${fraction}`.replace(/^0+/, '').length;
  return { digits: all, exponent: whole.length - 1 - leadingZeros, negative };
}

/**
 * Scientific notation both ways ("Write 0.000345 in scientific notation", "Express 4.5 × 10^3 in standard form",
 * "3.2e-4 as a decimal") and rounding to significant figures ("0.0456 to 2 significant figures").
 */
export const solveNotation: Solver = (problem) => {
  const t = problem
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.]$/, '')
    .replace(/(?<=\d),(?=\d{3}\b)/g, '');
  const toScientific = new RegExp(
    String.raw`^(?:write|express|convert|put|what is)\s+${NUMBER}\s+(?:in|into|as|to)\s+(?:scientific|standard index|exponential) (?:notation|form)$`,
    'i',
  ).exec(t);
  if (toScientific) {
    const d = digitsOf(toScientific[1] as string);
    if (!d) return null;
    const mantissa =
      `${d.negative ? '-' : ''}${d.digits[0]}${d.digits.length > 1 ? `.${d.digits.slice(1).replace(/0+$/, '')}` : ''}`.replace(
        /\.$/,
        '',
      );
    const value = `${mantissa}*10**(${d.exponent})`;
    // Checked apart: the mantissa times the power of ten, exactly, is the number written.
    const back = mul(parseRational(mantissa), pow(rat(10n), d.exponent));
    return result('arithmetic', {
      reading: {
        latex: `${toScientific[1]} \\text{ in scientific notation}`,
        target: { kind: 'value', value: plain(parseRational(toScientific[1] as string)) },
      },
      steps: [
        {
          title: 'Move the decimal point after the first non-zero digit',
          explanation: `It moves ${Math.abs(d.exponent)} place${Math.abs(d.exponent) === 1 ? '' : 's'} ${d.exponent >= 0 ? 'left' : 'right'}, so the power of ten is ${d.exponent}.`,
          latex: `${toScientific[1]} = ${mantissa} \\times 10^{${d.exponent}}`,
        },
      ],
      answer: { value, latex: `${mantissa} \\times 10^{${d.exponent}}` },
      verified: {
        ok: plain(back) === plain(parseRational(toScientific[1] as string)),
        method: 'the mantissa times the power of ten, multiplied out exactly',
      },
    });
  }
  const fromScientific = new RegExp(
    String.raw`^(?:write|express|convert|what is)\s+${NUMBER}\s*(?:(?:×|x|\*|·)\s*10\s*\^\s*\(?(-?\d+)\)?|e(-?\d+))\s+(?:in|into|as|to)\s+(?:standard form|standard notation|decimal form|a decimal|an ordinary number|ordinary form|decimal notation|a whole number)$`,
    'i',
  ).exec(t);
  if (fromScientific) {
    const e = Number(fromScientific[2] ?? fromScientific[3]);
    if (Math.abs(e) > 300) return null;
    const value = mul(parseRational(fromScientific[1] as string), pow(rat(10n), e));
    const text = plain(value);
    return result('arithmetic', {
      reading: {
        latex: `${fromScientific[1]} \\times 10^{${e}} \\text{ written out}`,
        target: { kind: 'value', value: text },
      },
      steps: [
        {
          title: 'Move the decimal point',
          explanation: `Multiplying by 10^${e} moves the point ${Math.abs(e)} place${Math.abs(e) === 1 ? '' : 's'} ${e >= 0 ? 'right' : 'left'}.`,
          latex: `${fromScientific[1]} \\times 10^{${e}} = ${text}`,
        },
      ],
      answer: { value: text, latex: text },
      verified: {
        ok: closeTo(Number(fromScientific[1]) * 10 ** e, toNumber(value)),
        method: 'the same product in floating point',
      },
    });
  }
  const significant = new RegExp(
    String.raw`^(?:round\s+(?:the value of\s+)?${VALUE}\s+to|what is\s+${VALUE}\s+(?:rounded|correct)\s+to|(?:write|express|state|give)\s+(?:the value of\s+)?${VALUE}\s+(?:correct\s+)?to|${VALUE}\s+to)\s+(\d+|one|two|three|four|five)\s+(?:significant figures?|sig(?:\.|nificant)? figs?|s\.?f\.?)$`,
    'i',
  ).exec(t);
  if (significant) {
    const named = (significant[1] ?? significant[2] ?? significant[3] ?? significant[4] ?? '').trim();
    const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
    const n = words[(significant[5] as string).toLowerCase()] ?? Number(significant[5]);
    // π, e or a square root: its value to 15 digits, which fixes the first 10 unless it sits on a tie.
    const constant = constantValue(named);
    if (constant !== null && n > 10) return null;
    const written = constant ?? named;
    const d = digitsOf(written);
    if (!d || n < 1 || n > 30) return null;
    // Half up, on the exact decimal: keep n digits from the first non-zero one.
    const scale = pow(rat(10n), n - 1 - d.exponent);
    const x = parseRational(written.replace(/^-/, ''));
    const scaled = mul(x, scale);
    const q = scaled.n / scaled.d;
    const up = (scaled.n - q * scaled.d) * 2n >= scaled.d ? 1n : 0n;
    const rounded = mul(rat(q + up), pow(rat(10n), -(n - 1 - d.exponent)));
    const signed = d.negative ? mul(rounded, rat(-1n)) : rounded;
    let text = plain(signed);
    // Trailing zeros that are significant are kept (0.0450 to 3 s.f.).
    const shown = digitsOf(text);
    if (shown && shown.digits.replace(/0+$/, '').length < n && text.includes('.'))
      text += '0'.repeat(n - shown.digits.length);
    // 31 to 3 s.f. is 31.0: a whole number with fewer digits than asked shows the rest after the point.
    const whole = /^-?(\d+)$/.exec(text)?.[1];
    if (whole && whole !== '0' && whole.length < n) text += `.${'0'.repeat(n - whole.length)}`;
    return result('rounding', {
      reading: {
        latex: `${constant ? named.replace(/\bpi\b|π/gi, '\\pi').replace(/(?:√|sqrt\()(\d+)\)?/g, '\\sqrt{$1}') : written} \\text{ to ${n} significant figure${n === 1 ? '' : 's'}}`,
        target: { kind: 'value', value: plain(signed) },
      },
      steps: [
        {
          title: 'Count from the first non-zero digit',
          explanation: `Keep ${n} digit${n === 1 ? '' : 's'} starting at the first non-zero one and round the rest (half up).`,
          latex: `${written} \\approx ${text}`,
        },
      ],
      answer: { value: text, latex: text },
      verified: {
        ok: closeTo(Number(Number(written).toPrecision(n)), toNumber(signed)),
        method: "JavaScript's toPrecision on the same number",
      },
    });
  }
  return null;
};

import { evaluate, fromNode } from '../expr/expr';
import { parseExpression } from '../parse';
import { type Rational, parseRational, toNumber } from '../rational';
import { type Solver, result } from '../types';
import { decimalText, toStep } from './round-to-step';
import { valueOf } from './values';

const WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** Powers of ten named in words: "the nearest ten thousand", "one hundred", "1000000", "integer". */
function placeOf(name: string): number | null {
  const t = name
    .toLowerCase()
    .replace(/^one\s+/, '')
    .trim();
  if (/^\d+$/.test(t)) {
    const k = t.length - 1;
    return /^10*$/.test(t) ? k : null;
  }
  const table: Record<string, number> = {
    tenth: -1,
    hundredth: -2,
    thousandth: -3,
    'ten thousandth': -4,
    cent: -2,
    penny: -2,
    dollar: 0,
    integer: 0,
    'whole number': 0,
    unit: 0,
    ten: 1,
    hundred: 2,
    thousand: 3,
    'ten thousand': 4,
    'hundred thousand': 5,
    million: 6,
    'ten million': 7,
    'hundred million': 8,
    billion: 9,
  };
  return table[t] ?? null;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

/** x rounded to a multiple of 10^-places (places may be negative: tens, hundreds), halves away from zero. */
function roundTo(x: Rational, places: number): Rational {
  const scale = 10n ** BigInt(Math.abs(places));
  const [n, d] = places >= 0 ? [x.n * scale, x.d] : [x.n, x.d * scale];
  const q = abs(n) / d;
  const r = abs(n) % d;
  const rounded = (2n * r >= d ? q + 1n : q) * (n < 0n ? -1n : 1n);
  return places >= 0 ? { n: rounded, d: scale } : { n: rounded * scale, d: 1n };
}

/**
 * π, e, √2 and the like (no exact fraction): their value to 15 significant digits as a fraction, enough to round
 * to 10 places unless the value sits on a tie.
 */
function irrational(text: string): Rational | null {
  try {
    const y = evaluate(fromNode(parseExpression(text)), {});
    if (!Number.isFinite(y) || Math.abs(y) > 1e12) return null;
    const digits = y.toPrecision(15);
    return parseRational(Number(digits).toString().includes('e') ? y.toFixed(12) : digits);
  } catch {
    return null;
  }
}

function withPlaces(text: string, places: number): string {
  if (places <= 0 || !/^-?\d+(?:\.\d+)?$/.test(text)) return text;
  const [whole, decimals = ''] = text.split('.');
  return `${whole}.${decimals.padEnd(places, '0')}`;
}

/** "Round X to 3 decimal places.", "What is X rounded to the nearest ten thousand?", "… to two dps". */
export const solveRound: Solver = (problem, _deadline, given) => {
  const t = (given?.question ?? problem)
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.]\s*$/, '')
    // "to the hundredth" is to the nearest hundredth; "7 divided by 12" is 7/12.
    .replace(
      /\bto the (?!nearest\b)(tenths?|hundredths?|thousandths?|whole number|ten|hundred|thousand)\b/i,
      'to the nearest $1',
    )
    .replace(/(\d)\s+divided by\s+(?=\d)/gi, '$1/');
  const m =
    /^round(?: off)? (.+?) to (?:the nearest (.+?)|(\w+) (?:decimal places?|dps?|d\.p\.?))$/i.exec(t) ??
    /^what is (.+?) (?:rounded|correct) to (?:the nearest (.+?)|(\w+) (?:decimal places?|dps?|d\.p\.?))$/i.exec(t) ??
    /^what is (.+?) to (?:the nearest (.+?)|(\w+) (?:decimal places?|dps?|d\.p\.?))$/i.exec(t);
  if (!m) return null;
  // "to the nearest hundredth of a gram": the place, in the unit the value is in.
  if (m[2]) m[2] = m[2].replace(/\s+of an?\s+[a-z]+$/i, '');
  // "5/6 as a decimal, rounded to …": the value is the number itself.
  m[1] = (m[1] as string)
    .replace(/,\s*$/, '')
    .replace(/\s+(?:as|in) (?:a )?decimal(?: form)?$/i, '')
    .replace(/^[$£€]\s*/, '');
  const x = valueOf(m[1], given) ?? irrational(m[1]);
  if (!x) return null;
  // "to the nearest 0.5", "to the nearest 50": a multiple of that step, halves away from zero.
  const stepWritten = m[2]?.trim();
  if (stepWritten && /^\d*\.?\d+$/.test(stepWritten) && placeOf(stepWritten) === null)
    return toStep(x, m[1], stepWritten);
  let places: number | null;
  if (m[2]) {
    const place = placeOf(m[2]);
    places = place === null ? null : -place;
  } else {
    const word = (m[3] as string).toLowerCase();
    places = /^\d+$/.test(word) ? Number(word) : (WORDS[word] ?? null);
  }
  if (places === null || places > 30) return null;
  // A value known only to 15 digits is rounded only to places it fixes.
  if (!valueOf(m[1] as string, given) && places > 10) return null;
  const rounded = roundTo(x, places);
  // "7.0461 to the nearest tenth" is 7.0: the place rounded to is shown, zeros included.
  const text = withPlaces(decimalText(rounded), places);
  const unit = m[2] ? `the nearest ${m[2]}` : `${places} decimal place${places === 1 ? '' : 's'}`;
  // Checked in floating point: within half a unit of the place, and on the grid of that place.
  const step = 10 ** -places;
  const ok = Math.abs(toNumber(rounded) - toNumber(x)) <= step / 2 + 1e-12 * Math.max(1, Math.abs(toNumber(x)));
  return result('rounding', {
    reading: {
      latex: `\\text{round } ${m[1]} \\text{ to ${unit}}`,
      target: { kind: 'value', value: text, exact: true },
    },
    steps: [
      {
        title: 'Look at the next digit',
        explanation: `Keep ${unit}; the digit after it decides whether to round up (5 or more) or down.`,
        latex: `${decimalText(x)} \\approx ${text}`,
      },
    ],
    answer: { value: text, latex: text },
    verified: { ok, method: 'within half a unit of the place, measured again in floating point' },
  });
};

const PLACES: Record<string, number> = {
  units: 0,
  ones: 0,
  tens: 1,
  hundreds: 2,
  thousands: 3,
  'ten thousands': 4,
  'hundred thousands': 5,
  millions: 6,
  'ten millions': 7,
  'hundred millions': 8,
};

const DECIMAL_PLACES: Record<string, number> = { tenths: 1, hundredths: 2, thousandths: 3, 'ten thousandths': 4 };

/** "the hundredths digit of 7306.49": counted after the decimal point, in the number as written. */
function decimalDigit(place: string, written: string, k: number) {
  const m = /^-?\d*\.(\d+)$/.exec(written.trim());
  if (!m) return null;
  const digit = (m[1] as string)[k - 1] ?? '0';
  const x = parseRational(written.trim());
  // Checked by arithmetic: ⌊|x|·10^k⌋ mod 10.
  const scaled = ((x.n < 0n ? -x.n : x.n) * 10n ** BigInt(k)) / x.d;
  return result('rounding', {
    reading: {
      latex: `\\text{the ${place} digit of } ${written}`,
      target: { kind: 'value', value: digit, exact: true },
    },
    steps: [
      {
        title: 'Count places after the decimal point',
        explanation: `The ${place} digit of ${written} is ${digit}.`,
        latex: written,
      },
    ],
    answer: { value: digit, latex: digit },
    verified: { ok: `${scaled % 10n}` === digit, method: 'the digit found again by multiplying by a power of ten' },
  });
}

/** "What is the thousands digit of 52718?" */
export const solvePlaceValue: Solver = (problem, _deadline, given) => {
  const t = (given?.question ?? problem)
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.]\s*$/, '');
  const m =
    /^(?:what is |find |give )?the ([a-z ]+?) digit (?:of|in) (.+)$/i.exec(t) ??
    /^(?:what|which) digit is in the ([a-z ]+?) place (?:of|in) (.+)$/i.exec(t) ??
    /^(?:what is |find )?the digit in the ([a-z ]+?) place (?:of|in) (.+)$/i.exec(t) ??
    /^digit in the ([a-z ]+?) place of (.+)$/i.exec(t);
  const inverted = m ? null : /^in (.+?), (?:which|what) digit is in the ([a-z ]+?) place$/i.exec(t);
  if (inverted) return solvePlaceValue(`What is the ${inverted[2]} digit of ${inverted[1]}`, _deadline, given);
  if (!m) return null;
  const decimal = DECIMAL_PLACES[(m[1] as string).toLowerCase()];
  if (decimal !== undefined) return decimalDigit(m[1] as string, m[2] as string, decimal);
  const place = PLACES[(m[1] as string).toLowerCase()];
  const x = valueOf(m[2] as string, given);
  if (place === undefined || !x || x.d !== 1n) return null;
  const digits = abs(x.n).toString();
  const digit = digits.length > place ? (digits[digits.length - 1 - place] as string) : '0';
  // Checked by arithmetic apart from the string of digits: ⌊|n| / 10^k⌋ mod 10.
  const again = ((abs(x.n) / 10n ** BigInt(place)) % 10n).toString();
  return result('rounding', {
    reading: { latex: `\\text{the ${m[1]} digit of } ${m[2]}`, target: { kind: 'value', value: digit } },
    steps: [
      {
        title: 'Count places from the right',
        explanation: `In ${digits}, the ${m[1]} digit is ${digit}.`,
        latex: `${digits}`,
      },
    ],
    answer: { value: digit, latex: digit },
    verified: { ok: again === digit, method: 'the digit found again by division and remainder' },
  });
};

/** "What is the value of the digit 6 in 3,645,210?", "the place value of 4 in 52.847": the digit times its place. */
export const solveDigitValue: Solver = (problem) => {
  const m =
    /^(?:what is |find |give |what.s )?(?:the )?(?:place )?value of (?:the )?(?:digit )?(\d) in (?:the number )?(-?\d+(?:\.\d+)?)\s*[?.]?$/i.exec(
      problem.trim(),
    ) ??
    /^what (?:does|is) the (?:digit )?(\d) (?:stand for|worth|represent) in (-?\d+(?:\.\d+)?)\s*[?.]?$/i.exec(
      problem.trim(),
    );
  if (!m) return null;
  const digit = m[1] as string;
  const number = (m[2] as string).replace(/^-/, '');
  const [whole = '', fraction = ''] = number.split('.');
  const digits = whole + fraction;
  const at = [...digits].flatMap((d, i) => (d === digit ? [i] : []));
  const read = `\\text{value of the digit ${digit} in } ${m[2]}`;
  if (at.length !== 1)
    return result('rounding', {
      reading: { latex: read, target: null },
      reason:
        at.length === 0
          ? `The digit ${digit} does not appear in ${m[2]}.`
          : `The digit ${digit} appears ${at.length} times in ${m[2]}; say which one (for example "the ${digit} in the thousands place").`,
    });
  // Its place: a power of ten counted from the units digit.
  const power = whole.length - 1 - (at[0] as number);
  const value =
    digit === '0' ? '0' : power >= 0 ? `${digit}${'0'.repeat(power)}` : `0.${'0'.repeat(-power - 1)}${digit}`;
  // Checked apart: the number minus the same number with that digit set to 0 is the digit's value.
  const zeroed = [...digits].map((d, i) => (i === at[0] ? '0' : d)).join('');
  const back = (s: string) => parseRational(fraction ? `${s.slice(0, whole.length)}.${s.slice(whole.length)}` : s);
  const difference = toNumber(back(digits)) - toNumber(back(zeroed));
  const place = power >= 0 ? `10^${power}` : `10^(${power})`;
  return result('rounding', {
    reading: { latex: read, target: { kind: 'value', value } },
    steps: [
      {
        title: 'Find its place',
        explanation: `The ${digit} is ${power >= 0 ? `${power} places left of the units digit` : `${-power} places right of the decimal point`}: its place is ${place}.`,
        latex: `${digit} \\times 10^{${power}} = ${value}`,
      },
    ],
    answer: { value, latex: value },
    verified: {
      ok: Math.abs(difference - Number(value)) <= 1e-9 * Math.max(1, Number(value)),
      method: 'the number minus the same number with that digit made 0',
    },
  });
};

import { type Rational, add, div, mul, parseRational, rat } from '../rational';

export const SMALL: Record<string, number> = {
  zero: 0,
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, bigint> = { hundred: 100n, thousand: 1000n, million: 1_000_000n, billion: 1_000_000_000n };

/** Denominators named as ordinals: "fifths", "a quarter", "sixteenth", "hundredths". */
export const ORDINALS: Record<string, number> = {
  half: 2,
  halve: 2,
  third: 3,
  quarter: 4,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
  hundredth: 100,
  thousandth: 1000,
  millionth: 1_000_000,
};

/** A whole number in words ("thirty-one", "two hundred and five", "one thousand"); null if it is not one. */
export function cardinal(text: string): bigint | null {
  const words = text
    .toLowerCase()
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== 'and');
  if (words.length === 0 || words.length > 12) return null;
  let total = 0n;
  let group = 0n;
  let seen = false;
  for (const w of words) {
    if (w in SMALL) {
      group += BigInt(SMALL[w] as number);
      seen = true;
    } else if (w in SCALES) {
      if (!seen && group === 0n) group = 1n;
      const s = SCALES[w] as bigint;
      if (s === 100n) group *= s;
      else {
        total += group * s;
        group = 0n;
      }
      seen = true;
    } else return null;
  }
  return seen ? total + group : null;
}

function ordinal(word: string): number | null {
  const w = word.toLowerCase().replace(/s$/, '').replace(/ves$/, 'f');
  return ORDINALS[w] ?? ORDINALS[word.toLowerCase().replace(/ves$/, 'f')] ?? null;
}

/**
 * A number written in figures or words: "0.25", "3/8", "-1.5", "thirty-one fifths", "a quarter", "one and a
 * half", "two thirds", "five"; null when it is neither.
 */
export function numberOf(text: string): Rational | null {
  const t = text.trim().toLowerCase();
  if (/^-?(?:\d+(?:\.\d*)?|\.\d+)(?:\s*\/\s*\d+)?$/.test(t)) {
    try {
      const [n = '', d] = t.replace(/\s+/g, '').split('/');
      return d === undefined ? parseRational(n) : div(parseRational(n), parseRational(d));
    } catch {
      return null;
    }
  }
  // "one and a half": a whole number and a fraction.
  const mixed = /^(.+?) and (a|an|one|\w+) (\w+)$/.exec(t);
  if (mixed) {
    const whole = cardinal(mixed[1] as string);
    const part = numberOf(`${mixed[2]} ${mixed[3]}`);
    if (whole !== null && part && ordinal(mixed[3] as string)) return add(rat(whole), part);
  }
  const words = t.replace(/-/g, ' ').split(/\s+/);
  const last = words.at(-1) as string;
  const d = ordinal(last);
  if (d && words.length > 1) {
    const n = cardinal(words.slice(0, -1).join(' '));
    return n === null ? null : rat(n, BigInt(d));
  }
  if (d && words.length === 1 && /^(?:half|quarter)$/.test(last)) return rat(1n, BigInt(d));
  const n = cardinal(t);
  return n === null ? null : rat(n);
}

/** "3 and 1/4", "2 1/2": a mixed number in figures. */
export function mixedNumber(text: string): Rational | null {
  const m = /^(\d+)\s+(?:and\s+)?(\d+)\s*\/\s*(\d+)$/.exec(text.trim());
  return m ? add(rat(BigInt(m[1] as string)), mul(rat(BigInt(m[2] as string)), rat(1n, BigInt(m[3] as string)))) : null;
}

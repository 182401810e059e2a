/** An exact rational number: numerator over a positive denominator, in lowest terms. */
export interface Rational {
  n: bigint;
  d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

export function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export const lcm = (a: bigint, b: bigint) => (a === 0n || b === 0n ? 0n : abs((a / gcd(a, b)) * b));

export function rat(n: bigint, d = 1n): Rational {
  if (d === 0n) throw new RangeError('division by zero');
  const g = gcd(n, d) || 1n;
  const sign = d < 0n ? -1n : 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const ZERO = rat(0n);
export const ONE = rat(1n);
export const isZero = (a: Rational) => a.n === 0n;
export const isInteger = (a: Rational) => a.d === 1n;
export const add = (a: Rational, b: Rational) => rat(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational) => rat(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational) => rat(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational) => rat(a.n * b.d, a.d * b.n);
export const neg = (a: Rational) => ({ n: -a.n, d: a.d });
export const eq = (a: Rational, b: Rational) => a.n === b.n && a.d === b.d;
export const cmp = (a: Rational, b: Rational) => {
  const x = a.n * b.d - b.n * a.d;
  return x < 0n ? -1 : x > 0n ? 1 : 0;
};

/** Integer powers only; exponents are capped so "9^9^9" is refused instead of exhausting memory. */
export const MAX_EXPONENT = 10_000;
/** The most bits a power may produce (about 79,000 decimal digits): "(9^9999)^9999" is refused at once. */
export const MAX_POWER_BITS = 262_144;

/** Bits of |x|, found from its hexadecimal digits (cheap next to the multiplication it guards). */
export const bitLength = (x: bigint) => (x === 0n ? 0 : abs(x).toString(16).length * 4);

export function pow(a: Rational, e: number): Rational {
  if (!Number.isInteger(e) || Math.abs(e) > MAX_EXPONENT) throw new RangeError('exponent too large');
  if (e < 0) return pow(div(ONE, a), -e);
  // |n|, |d| ≥ 2 grow to about bits × e; ±1 and 0 stay small whatever the exponent.
  const grows = (x: bigint) => abs(x) > 1n && (bitLength(x) - 3) * e > MAX_POWER_BITS;
  if (grows(a.n) || grows(a.d)) throw new RangeError('number too large');
  return rat(a.n ** BigInt(e), a.d ** BigInt(e));
}

/** "3", "-2.5", "1e3" → exact rational. */
export function parseRational(text: string): Rational {
  const m = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (!m) throw new SyntaxError(`not a number: ${text}`);
  const [, sign, whole = '', frac = '', exp = '0'] = m;
  let value = rat(BigInt(`${whole || '0'}${frac}`), 10n ** BigInt(frac.length));
  const e = Number(exp);
  if (Math.abs(e) > 1000) throw new RangeError('exponent too large');
  value = e >= 0 ? mul(value, rat(10n ** BigInt(e))) : div(value, rat(10n ** BigInt(-e)));
  return sign === '-' ? neg(value) : value;
}

/** SymPy-style text: "7", "-3/4". */
export const toText = (a: Rational) => (a.d === 1n ? `${a.n}` : `${a.n}/${a.d}`);

/** The exact decimal, when the denominator has only the factors 2 and 5; else null. */
/**
 * The first `places` decimals, cut (not rounded): enough to round a fraction to fewer places, since a fraction
 * whose decimals do not end never sits exactly on a tie.
 */
export function truncatedDecimal(a: Rational, places: number): string {
  const negative = a.n < 0n;
  const n = negative ? -a.n : a.n;
  const whole = n / a.d;
  const fraction = ((n % a.d) * 10n ** BigInt(places)) / a.d;
  return `${negative ? '-' : ''}${whole}.${fraction.toString().padStart(places, '0')}`;
}

export function toDecimal(a: Rational): string | null {
  let d = a.d;
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    twos++;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fives++;
  }
  if (d !== 1n) return null;
  const places = Math.max(twos, fives);
  const scaled = (a.n * 10n ** BigInt(places)) / a.d;
  if (places === 0) return `${scaled}`;
  const sign = scaled < 0n ? '-' : '';
  const digits = abs(scaled)
    .toString()
    .padStart(places + 1, '0');
  const text = `${digits.slice(0, -places)}.${digits.slice(-places)}`.replace(/\.?0+$/, '');
  return sign + text;
}

export const toNumber = (a: Rational) => Number(a.n) / Number(a.d);

export function toLatex(a: Rational): string {
  if (a.d === 1n) return `${a.n}`;
  return `${a.n < 0n ? '-' : ''}\\frac{${abs(a.n)}}{${a.d}}`;
}

import { type Solver, result } from '../types';

/**
 * Congruences and the digit puzzles of divisibility: "5x ≡ 3 (mod 11)", "n ≡ 2 (mod 5) and n ≡ 3 (mod 7)", "leaves a
 * remainder of 3 when divided by 5 and 2 when divided by 7", "what digit goes in the box so that 52□4 is divisible
 * by 9?", "how many zeros are at the end of 25!". Each answer is found by a search over the whole range and
 * checked by substituting it back.
 */

const MAX_PERIOD = 1_000_000n;
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const mod = (a: bigint, m: bigint) => ((a % m) + m) % m;

interface Congruence {
  a: bigint;
  b: bigint;
  m: bigint;
}

/** "5x ≡ 3 (mod 11)", "x ≡ 2 mod 5", "n ≡ 3 \pmod{7}", and "a remainder of 3 when divided by 5". */
function congruencesOf(t: string): { list: Congruence[]; letter: string } | null {
  const list: Congruence[] = [];
  let letter = 'x';
  const symbol =
    /(\d*)\s*\*?\s*([a-z])\s*(?:≡|\\equiv|=)\s*(-?\d+)\s*\(?\s*(?:\\pmod\s*\{?|\\bmod\s*|mod(?:ulo)?\s*)(\d+)\}?\s*\)?/gi;
  for (const m of t.matchAll(symbol)) {
    list.push({ a: BigInt(m[1] || '1'), b: BigInt(m[3] as string), m: BigInt(m[4] as string) });
    letter = m[2] as string;
  }
  const words =
    /\b(?:leaves|leaving|has|gives|with)?\s*(?:a\s+)?remainder\s+(?:of\s+)?(\d+)\s+when\s+(?:it\s+is\s+)?divided\s+by\s+(\d+)/gi;
  for (const m of t.matchAll(words)) list.push({ a: 1n, b: BigInt(m[1] as string), m: BigInt(m[2] as string) });
  // "… a remainder of 3 when divided by 5 and 2 when divided by 7": the second pair without "remainder".
  for (const m of t.matchAll(
    /\band\s+(?:a\s+remainder\s+of\s+)?(\d+)\s+when\s+(?:it\s+is\s+)?divided\s+by\s+(\d+)/gi,
  )) {
    const b = BigInt(m[1] as string);
    const n = BigInt(m[2] as string);
    if (!list.some((c) => c.b === b && c.m === n)) list.push({ a: 1n, b, m: n });
  }
  // "A positive integer n leaves …": the letter the problem names.
  letter = /\b(?:integer|number|value)\s+([a-z])\b/i.exec(t)?.[1] ?? letter;
  return list.length > 0 && list.every((c) => c.m > 1n) ? { list, letter } : null;
}

export const solveCongruences: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  if (t.length > 400 || !/≡|\\equiv|\bmod(?:ulo)?\b|\\pmod|\bremainder\b/i.test(t)) return null;
  if (!/\b(?:smallest|least|solve|find|what|which)\b/i.test(t)) return null;
  const read = congruencesOf(t);
  if (!read) return null;
  // Every number of the text is one of the congruences'.
  const numbers = (t.match(/\d+/g) ?? []).length;
  const used = read.list.reduce((n, c) => n + 2 + (c.a !== 1n ? 1 : 0), 0);
  if (numbers !== used) return null;
  let period = 1n;
  for (const c of read.list) period = (period / gcd(period, c.m)) * c.m;
  if (period > MAX_PERIOD) return null;
  const holds = (x: bigint) => read.list.every((c) => mod(c.a * x - c.b, c.m) === 0n);
  // A search over one whole period: a solution, if there is one, repeats every period.
  let found: bigint | null = null;
  const positive = /\bpositive\b/i.test(t) || read.list.every((c) => c.a === 1n) || /\bsmallest|least\b/i.test(t);
  for (let x = positive ? 1n : 0n; x <= period; x++) {
    if (holds(x)) {
      found = x;
      break;
    }
  }
  const shown = read.list
    .map((c) => `${c.a === 1n ? '' : c.a}${read.letter} \\equiv ${c.b} \\pmod{${c.m}}`)
    .join(',\\ ');
  if (found === null) {
    // No solution, checked apart from the search: one congruence needs gcd(a, m) to divide b; plain ones must
    // agree pairwise modulo the gcd of their moduli.
    const single = read.list.length === 1 ? (read.list[0] as Congruence) : null;
    const plain = read.list.every((c) => c.a === 1n);
    const none = single
      ? mod(single.b, gcd(single.a, single.m)) !== 0n
      : plain && read.list.some((c, i) => read.list.slice(i + 1).some((d) => mod(c.b - d.b, gcd(c.m, d.m)) !== 0n));
    if (!single && !plain) return null;
    return result('number-theory', {
      reading: { latex: shown, target: { kind: 'text', value: 'no solution' } },
      steps: [{ title: 'Try every value', explanation: `No value from 0 to ${period} works.`, latex: shown }],
      answer: { value: 'no solution', latex: '\\text{no solution}' },
      verified: { ok: none, method: 'the condition for a solution (the gcd of the moduli) checked apart' },
    });
  }
  const value = found.toString();
  return result('number-theory', {
    reading: { latex: shown, target: { kind: 'value', value } },
    steps: [
      {
        title: 'Find the smallest value',
        explanation: `Trying the values in turn, ${value} is the first that satisfies every congruence; the solutions repeat every ${period}.`,
        latex: `${read.letter} = ${value}`,
      },
      {
        title: 'Check',
        explanation: 'Each congruence with the value put in.',
        latex: read.list.map((c) => `${c.a * found}\\ \\bmod ${c.m} = ${mod(c.a * found, c.m)}`).join(',\\ '),
      },
    ],
    answer: { value, latex: value },
    verified: { ok: holds(found), method: 'each congruence checked with the value put in' },
  });
};

/** "What digit goes in the box so that 52□4 is divisible by 9?": each digit tried. */
export const solveMissingDigit: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  const m = /(\d*)\s*(?:□|☐|_|\?|\[\s*\])\s*(\d*)\b[^.?]*?\bdivisible\s+by\s+(\d+)/i.exec(t);
  if (!m || t.length > 300 || !/\bdigit\b/i.test(t) || !(m[1] || m[2])) return null;
  const divisor = BigInt(m[3] as string);
  if (divisor === 0n) return null;
  const fits: number[] = [];
  for (let d = 0; d <= 9; d++) {
    // A leading 0 is not a digit of the number.
    if (d === 0 && !m[1]) continue;
    if (BigInt(`${m[1]}${d}${m[2]}`) % divisor === 0n) fits.push(d);
  }
  if (fits.length === 0 || (fits.length > 1 && !/\bdigits\b|\ball\b/i.test(t))) return null;
  const value = fits.join(', ');
  const shown = `${m[1]}\\square ${m[2]}`;
  return result('number-theory', {
    reading: { latex: `${shown} \\text{ divisible by } ${divisor}`, target: { kind: 'value', value } },
    steps: [
      {
        title: 'Try each digit',
        explanation: `Of 0 to 9, ${value} makes the number divisible by ${divisor}.`,
        latex: fits
          .map((d) => `${m[1]}${d}${m[2]} = ${divisor} \\times ${BigInt(`${m[1]}${d}${m[2]}`) / divisor}`)
          .join(',\\ '),
      },
    ],
    answer: { value, latex: value },
    verified: {
      ok: fits.every((d) => BigInt(`${m[1]}${d}${m[2]}`) % divisor === 0n),
      method: 'each number divided again',
    },
  });
};

/** "How many zeros are at the end of 25!": the fives in 25!, by Legendre's formula; checked on 25! itself. */
export const solveTrailingZeros: Solver = (problem) => {
  const m = /\b(?:zeros?|zeroes|0s)\s+(?:are\s+)?(?:at\s+the\s+end\s+of|does\s+)?\s*(\d+)\s*!/i.exec(problem);
  if (!m || problem.length > 200 || !/\b(?:how many|number of|trailing)\b/i.test(problem)) return null;
  const n = Number(m[1]);
  if (n > 5000) return null;
  let count = 0;
  for (let p = 5; p <= n; p *= 5) count += Math.floor(n / p);
  let factorial = 1n;
  for (let k = 2n; k <= BigInt(n); k++) factorial *= k;
  const digits = factorial.toString();
  const zeros = digits.length - digits.replace(/0+$/, '').length;
  return result('number-theory', {
    reading: { latex: `\\text{trailing zeros of } ${n}!`, target: { kind: 'value', value: String(count) } },
    steps: [
      {
        title: 'Count the fives',
        explanation: 'Each zero at the end is a factor 10 = 2 × 5, and fives are the scarcer.',
        latex: `\\left\\lfloor ${n}/5 \\right\\rfloor + \\left\\lfloor ${n}/25 \\right\\rfloor + \\cdots = ${count}`,
      },
    ],
    answer: { value: String(count), latex: String(count) },
    verified: { ok: zeros === count, method: `the zeros at the end of ${n}! itself counted` },
  });
};

import { type Solver, result } from '../types';
import { clean } from './answer-format';

/**
 * Two number puzzles found by search over a small range, each condition tested as written:
 * - remainders: "the smallest positive integer greater than 1 that leaves remainder 1 when divided by 2, 3, 4, 5
 *   and 6 (and is divisible by 7)";
 * - a missing digit: "the four-digit number 4d52 is divisible by 9; what digit is d?".
 * Checked apart from the search: the answer meets every condition, and the search found no other.
 */

const LIMIT = 1_000_000;
const listOf = (s: string) => s.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).map(Number);

function remainders(t: string) {
  const m =
    /\b(?:smallest|least) (?:positive )?(?:integer|number|whole number)(?: greater than (\d+))? (?:that|which) (?:leaves|gives|has) (?:a )?remainder (?:of )?(\d+) when (?:it is )?divided by ((?:\d+\s*(?:,|and|or)\s*)+\d+)(?:,? and (?:is )?(?:divisible by|a multiple of) (\d+))?$/i.exec(
      t,
    );
  if (!m) return null;
  const above = Number(m[1] ?? 0);
  const r = Number(m[2]);
  const divisors = listOf(m[3] as string);
  const multipleOf = m[4] ? Number(m[4]) : null;
  if (divisors.some((d) => !Number.isInteger(d) || d < 2 || d <= r) || (multipleOf !== null && multipleOf < 1))
    return null;
  const holds = (n: number) =>
    n > above && n > 0 && divisors.every((d) => n % d === r) && (multipleOf === null || n % multipleOf === 0);
  let found = 0;
  for (let n = 1; n <= LIMIT && !found; n++) if (holds(n)) found = n;
  if (!found) return null;
  const conditions = `${divisors.map((d) => `n \\equiv ${r} \\pmod{${d}}`).join(',\\ ')}${multipleOf ? `,\\ ${multipleOf} \\mid n` : ''}${above ? `,\\ n > ${above}` : ''}`;
  return result('number-theory', {
    reading: { latex: conditions, target: { kind: 'value', value: String(found) } },
    steps: [
      {
        title: 'Search upwards',
        explanation: `The numbers that leave remainder ${r} are ${r} more than a common multiple of ${divisors.join(', ')}; the first that meets every condition is ${found}.`,
        latex: `n = ${found}`,
      },
    ],
    answer: { value: String(found), latex: String(found) },
    verified: { ok: holds(found), method: 'every condition tested on the answer, and no smaller number meets them' },
  });
}

function missingDigit(t: string) {
  const m =
    /\b(?:the )?(?:(?:two|three|four|five|six|seven)-digit )?number (\d*[a-z]\d*) is (?:divisible by|a multiple of) (\d+)\b.*\bwhat (?:digit|value|is the digit) (?:is |can )?([a-z])\b/i.exec(
      t,
    ) ?? null;
  if (!m) return null;
  const [written, k, letter] = [m[1] as string, Number(m[2]), (m[3] as string).toLowerCase()];
  if ((written.match(/[a-z]/gi) ?? []).length !== 1 || !written.toLowerCase().includes(letter) || k < 2) return null;
  const digits = Array.from({ length: 10 }, (_, d) => d).filter((d) => {
    const text = written.toLowerCase().replace(letter, String(d));
    return !text.startsWith('0') && BigInt(text) % BigInt(k) === 0n;
  });
  // One digit only: a puzzle with two answers is not answered with one.
  if (digits.length !== 1) return null;
  const d = digits[0] as number;
  const number = written.toLowerCase().replace(letter, String(d));
  return result('number-theory', {
    reading: { latex: `${k} \\mid ${written}`, target: { kind: 'value', value: String(d) } },
    steps: [
      {
        title: 'Try each digit',
        explanation: `Of ${letter} = 0, 1, …, 9 only ${d} makes ${written} a multiple of ${k}.`,
        latex: `${number} = ${k} \\cdot ${BigInt(number) / BigInt(k)}`,
      },
    ],
    answer: { value: String(d), latex: String(d) },
    verified: { ok: BigInt(number) % BigInt(k) === 0n, method: `${number} divided by ${k} leaves nothing` },
  });
}

export const solveNumberPuzzle: Solver = (problem) => {
  const t = clean(problem);
  if (t.length > 300) return null;
  return remainders(t.replace(/^(?:what is|find|determine)\s+(?:the\s+)?/i, '')) ?? missingDigit(t);
};

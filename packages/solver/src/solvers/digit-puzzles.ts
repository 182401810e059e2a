import { type Solver, result } from '../types';

/**
 * "What digit A makes 83A5 divisible by 9?": every digit tried in the blank, the one (or ones) that work given.
 * "What is the 100th letter in the pattern ABCABC…?": the block repeats, so the place is read modulo its length.
 * Both are counted directly, so the answer is the count itself; a blank that several digits fill is said so.
 */
const BLANK =
  /\b(?:what|which)\s+digit\s+(?:\$?([A-Za-z□_?])\$?\s+)?(?:will\s+)?(?:makes?|make)\s+(?:the\s+number\s+)?\$?(\d*\*?[A-Za-z□_?]\*?\d*)\$?\s+divisible\s+by\s+\$?(\d+)\$?/i;

function missingDigit(t: string) {
  const m = BLANK.exec(t);
  if (!m) return null;
  // "83*A*5": the reader's product signs are not in the numeral.
  const numeral = (m[2] as string).replace(/\*/g, '');
  const blank = m[1] ?? /[A-Za-z□_?]/.exec(numeral)?.[0];
  const divisor = Number(m[3]);
  if (!blank || numeral.split(blank).length !== 2 || numeral.length > 30 || divisor < 2) return null;
  const digits = [...'0123456789'].filter((d) => {
    const text = numeral.replace(blank, d);
    return !(text.length > 1 && text.startsWith('0')) && BigInt(text) % BigInt(divisor) === 0n;
  });
  if (digits.length !== 1) return null;
  const d = digits[0] as string;
  const ok = BigInt(numeral.replace(blank, d)) % BigInt(divisor) === 0n;
  return result('number-theory', {
    reading: {
      latex: `${numeral.replace(blank, '\\square')} \\text{ divisible by } ${divisor}`,
      target: { kind: 'value', value: d },
    },
    steps: [
      {
        title: 'Try each digit',
        explanation: `Of 0 to 9 in the blank, only ${d} gives a multiple of ${divisor}.`,
        latex: `${numeral.replace(blank, d)} = ${divisor} \\times ${BigInt(numeral.replace(blank, d)) / BigInt(divisor)}`,
      },
    ],
    answer: { value: d, latex: d },
    verified: { ok, method: 'the number with that digit divided again, with no remainder' },
  });
}

function patternTerm(t: string) {
  const m =
    /\bwhat\s+is\s+the\s+(\d+)(?:st|nd|rd|th)\s+(letter|digit|symbol|character|term)\s+(?:in|of)\s+the\s+(?:pattern|sequence|string)\s+\$?([A-Za-z0-9]+?)(?:\1)?\s*(?:\.\.\.|…)/i.exec(
      t,
    );
  if (!m) return null;
  const n = Number(m[1]);
  const written = m[3] as string;
  // The shortest block that the written part repeats.
  let block = '';
  for (let k = 1; k <= written.length / 2; k++) {
    const b = written.slice(0, k);
    if (b.repeat(Math.ceil(written.length / k)).startsWith(written)) {
      block = b;
      break;
    }
  }
  if (!block || written.length < 2 * block.length || n < 1 || n > 1e9) return null;
  const value = block[(n - 1) % block.length] as string;
  const again = block.repeat(Math.min(n, 1000) / block.length + 1)[Math.min(n, 1000) - 1];
  const ok = n > 1000 || again === value;
  return result('sequence', {
    reading: { latex: `\\text{the ${n}th ${m[2]} of } ${written}\\ldots`, target: { kind: 'text', value } },
    steps: [
      {
        title: 'Find the repeating block',
        explanation: `"${block}" repeats, every ${block.length}.`,
        latex: `${n} = ${block.length} \\times ${Math.floor((n - 1) / block.length)} + ${((n - 1) % block.length) + 1}`,
      },
    ],
    answer: { value, latex: `\\text{${value}}` },
    verified: { ok, method: 'the pattern written out to that place (up to 1000) and read off' },
  });
}

export const solveDigitPuzzle: Solver = (problem) => {
  if (problem.length > 300) return null;
  return missingDigit(problem) ?? patternTerm(problem);
};

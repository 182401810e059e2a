import { close, evaluate } from '../numeric';
import { parseExpression, toPoly, usesDecimals } from '../parse';
import { asConstant } from '../polynomial';
import { gcd, lcm, rat, toDecimal, toLatex, toNumber, toText } from '../rational';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';

// Word forms of the four operations, as the problems write them, turned into symbols.
const WORDS: [RegExp, string][] = [
  [/^(?:add together|add|sum|total of|put together)\s+(.+?)\s+and\s+(.+)$/i, '($1) + ($2)'],
  [/^subtract\s+(.+?)\s+from\s+(.+)$/i, '($2) - ($1)'],
  [/^(?:multiply|product of|the product of)\s+(.+?)\s+and\s+(.+)$/i, '($1) * ($2)'],
  [/^divide\s+(.+?)\s+by\s+(.+)$/i, '($1) / ($2)'],
  [/^(.+?)\s+less than\s+(.+)$/i, '($2) - ($1)'],
  // "The distance (or difference) between a and b" is how far apart they are: |a − b|.
  [/^(?:distance|difference) between\s+(.+?)\s+and\s+(.+)$/i, 'abs(($1) - ($2))'],
];

function arithmeticSource(problem: string): string {
  let text = problem
    .trim()
    .replace(/[?.]\s*$/, '')
    .replace(/^(what is|what's|calculate|evaluate|compute|work out|find|determine|give)\s+/i, '')
    .replace(/^the value of\s+/i, '')
    .replace(/^the\s+/i, '');
  for (const [pattern, replacement] of WORDS) text = text.replace(pattern, replacement);
  // "2/3 divided by 4/9" is (2/3) ÷ (4/9): the words group their numbers, where a bare slash would not.
  const operand = '(-?\\d+(?:\\.\\d+)?(?:\\s*/\\s*-?\\d+(?:\\.\\d+)?)?)';
  text = text.replace(new RegExp(`${operand}\\s+divided by\\s+${operand}`, 'gi'), '($1) / ($2)');
  return text
    .replace(/\s+take away\s+/gi, ' - ')
    .replace(/\s+times\s+/gi, ' * ')
    .replace(/\s+divided by\s+/gi, ' / ')
    .replace(/\s+plus\s+/gi, ' + ')
    .replace(/\s+minus\s+/gi, ' - ');
}

/** Arithmetic with exact fractions: "What is 858737 divided by 12?" → 858737/12; decimals stay decimals. */
export const solveArithmetic: Solver = (problem) => {
  const source = arithmeticSource(problem);
  const absolute = /^abs\((.*)\)$/.exec(source);
  const inner = absolute?.[1] ?? source;
  if (/[a-z]/i.test(inner)) return null;
  let node;
  try {
    node = parseExpression(inner);
  } catch {
    return null;
  }
  const signed = asConstant(toPoly(node));
  if (!signed) return null;
  const value = absolute && signed.n < 0n ? { n: -signed.n, d: signed.d } : signed;
  const decimal = usesDecimals(source) ? toDecimal(value) : null;
  const text = decimal ?? toText(value);
  const check = absolute ? Math.abs(evaluate(node)) : evaluate(node);
  const read = absolute ? `\\left|${nodeLatex(node)}\\right|` : nodeLatex(node);
  return result('arithmetic', {
    reading: { latex: read, target: { kind: 'value', value: text } },
    steps: [
      { title: 'Write it out', explanation: 'The calculation in symbols.', latex: read },
      {
        title: 'Calculate exactly',
        explanation: decimal
          ? 'Working with exact fractions, the result is a finite decimal.'
          : 'Working with exact fractions.',
        latex: decimal ?? toLatex(value),
      },
    ],
    answer: { value: text, latex: decimal ?? toLatex(value) },
    verified: {
      ok: close(toNumber(value), check),
      method: 'recomputed independently in floating point and compared',
    },
  });
};

const INTEGER = '(-?\\d+)';

/** Greatest common divisor (Euclid's algorithm), with the steps of the algorithm. */
export const solveGcd: Solver = (problem) => {
  const m = new RegExp(`(?:greatest|highest) common (?:divisor|factor) of ${INTEGER} and ${INTEGER}`, 'i').exec(
    problem,
  );
  if (!m) return null;
  const a = BigInt(m[1] ?? '0');
  const b = BigInt(m[2] ?? '0');
  const steps = [];
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n && steps.length < 40) {
    steps.push({
      title: 'Divide and keep the remainder',
      explanation: `${x} = ${x / y} × ${y} + ${x % y}`,
      latex: `${x} = ${x / y} \\cdot ${y} + ${x % y}`,
    });
    [x, y] = [y, x % y];
  }
  const g = gcd(a, b);
  const ok = g !== 0n && a % g === 0n && b % g === 0n && gcd(a / g, b / g) === 1n;
  return result('gcd', {
    reading: { latex: `\\gcd(${a}, ${b})`, target: { kind: 'value', value: `${g}` } },
    steps: [
      ...steps,
      {
        title: 'The last non-zero remainder',
        explanation: `The greatest common divisor is ${g}.`,
        latex: `\\gcd(${a}, ${b}) = ${g}`,
      },
    ],
    answer: { value: `${g}`, latex: `${g}` },
    verified: { ok, method: 'it divides both numbers, and the quotients share no common factor' },
  });
};

/** Least common multiple, also as the common denominator of two fractions. */
export const solveLcm: Solver = (problem) => {
  const multiple = new RegExp(`(?:least|lowest|smallest) common multiple of ${INTEGER} and ${INTEGER}`, 'i').exec(
    problem,
  );
  const denominator = /common denominator of (-?\d+)\/(\d+) and (-?\d+)\/(\d+)/i.exec(problem);
  if (!multiple && !denominator) return null;
  const a = BigInt((multiple ? multiple[1] : denominator?.[2]) ?? '0');
  const b = BigInt((multiple ? multiple[2] : denominator?.[4]) ?? '0');
  const l = lcm(a, b);
  const g = gcd(a, b);
  const ok = l !== 0n && l % a === 0n && l % b === 0n && rat(l * g).n === (a * b < 0n ? -(a * b) : a * b);
  const read = denominator
    ? `\\text{common denominator of } \\frac{${denominator[1]}}{${denominator[2]}} \\text{ and } \\frac{${denominator[3]}}{${denominator[4]}}`
    : `\\operatorname{lcm}(${a}, ${b})`;
  return result('lcm', {
    reading: { latex: read, target: { kind: 'value', value: `${l}` } },
    steps: [
      ...(denominator
        ? [
            {
              title: 'Take the denominators',
              explanation: `The common denominator is the least common multiple of ${a} and ${b}.`,
              latex: `\\operatorname{lcm}(${a}, ${b})`,
            },
          ]
        : []),
      {
        title: 'Use the greatest common divisor',
        explanation: `gcd(${a}, ${b}) = ${g}, so lcm = |${a} × ${b}| ÷ ${g}.`,
        latex: `\\operatorname{lcm}(${a}, ${b}) = \\frac{|${a} \\cdot ${b}|}{${g}} = ${l}`,
      },
    ],
    answer: { value: `${l}`, latex: `${l}` },
    verified: { ok, method: 'both numbers divide it, and lcm × gcd = |a × b|' },
  });
};

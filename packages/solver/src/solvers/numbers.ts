import { close, evaluate } from '../numeric';
import { parseExpression, toPoly, usesDecimals } from '../parse';
import { asConstant } from '../polynomial';
import { type Rational, gcd, lcm, toDecimal, toLatex, toNumber, toText } from '../rational';
import { nodeLatex } from '../read/reading';
import { type Given, type Solver, result } from '../types';
import { itemsOf, valueOf } from './values';

// Word forms of the four operations, as the problems write them, turned into symbols.
const WORDS: [RegExp, string][] = [
  [/^(?:add together|add|sum|total of|put together)\s+(.+?)\s+and\s+(.+)$/i, '($1) + ($2)'],
  [/^subtract\s+(.+?)\s+from\s+(.+)$/i, '($2) - ($1)'],
  [/^(?:multiply|product of|the product of)\s+(.+?)\s+and\s+(.+)$/i, '($1) * ($2)'],
  [/^divide\s+(.+?)\s+by\s+(.+)$/i, '($1) / ($2)'],
  [/^(.+?)\s+less than\s+(.+)$/i, '($2) - ($1)'],
  [/^(.+?)\s+more than\s+(.+)$/i, '($2) + ($1)'],
  // "The distance (or difference) between a and b" is how far apart they are: |a − b|.
  [/^(?:positive )?(?:distance|difference) between\s+(.+?)\s+and\s+(.+)$/i, 'abs(($1) - ($2))'],
];

function arithmeticSource(problem: string): string {
  let text = problem
    .trim()
    .replace(/[?.]\s*$/, '')
    .replace(/^(what is|what's|calculate|evaluate|compute|work out|find|determine|give|simplify)\s+/i, '')
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

/** Arithmetic with exact fractions: "What is 9001 divided by 12?" → 9001/12; decimals stay decimals. */
/** Each abs(…) of numbers replaced, innermost first, by its exact value in parentheses; null when one cannot be. */
function withoutAbsolute(source: string): string | null {
  let text = source;
  for (let k = 0; k < 20 && text.includes('abs('); k++) {
    // The last abs( holds no other: its argument runs to the matching parenthesis.
    const start = text.lastIndexOf('abs(');
    let depth = 0;
    let end = -1;
    for (let i = start + 3; i < text.length && end < 0; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) end = i;
    }
    if (end < 0) return null;
    let value;
    try {
      value = asConstant(toPoly(parseExpression(text.slice(start + 4, end))));
    } catch {
      return null;
    }
    if (!value) return null;
    const size = value.n < 0n ? { n: -value.n, d: value.d } : value;
    text = `${text.slice(0, start)}(${toText(size)})${text.slice(end + 1)}`;
  }
  return text.includes('abs(') ? null : text;
}

export const solveArithmetic: Solver = (problem) => {
  const source = arithmeticSource(problem);
  if (/[a-z]/i.test(source.replace(/abs\(/g, ''))) return null;
  const exact = withoutAbsolute(source);
  if (exact === null) return null;
  let node;
  let exactNode;
  try {
    node = parseExpression(source);
    exactNode = parseExpression(exact);
  } catch {
    return null;
  }
  const value = asConstant(toPoly(exactNode));
  if (!value) return null;
  const decimal = usesDecimals(source) ? toDecimal(value) : null;
  const text = decimal ?? toText(value);
  // The floating-point recomputation reads the absolute values itself, from the problem as written.
  const check = evaluate(node);
  const read = nodeLatex(node);
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

/**
 * The operands of "… of A, B and C": whole numbers (or, with `denominators`, the denominators of the values),
 * and the operands as written in the question (for its reading).
 */
function operands(
  problem: string,
  pattern: RegExp,
  given?: Given,
  denominators = false,
): { values: bigint[]; written: string[] } | null {
  const m = pattern.exec(problem.trim());
  if (!m) return null;
  const items = itemsOf(m[1] as string);
  if (items.length < 2 || items.length > 20) return null;
  const values = items.map((item) => valueOf(item, given));
  if (values.some((v) => !v)) return null;
  const asked = given ? pattern.exec(given.question.trim()) : null;
  const written = asked ? itemsOf(asked[1] as string) : items;
  if (written.length !== items.length) return null;
  const exact = values as Rational[];
  if (denominators) return { values: exact.map((v) => v.d), written };
  return exact.every((v) => v.d === 1n) ? { values: exact.map((v) => v.n), written } : null;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/** Euclid's algorithm on one pair, as steps. */
function euclidSteps(a: bigint, b: bigint) {
  const steps = [];
  let [x, y] = [abs(a), abs(b)];
  while (y !== 0n && steps.length < 40) {
    steps.push({
      title: 'Divide and keep the remainder',
      explanation: `${x} = ${x / y} × ${y} + ${x % y}`,
      latex: `${x} = ${x / y} \\cdot ${y} + ${x % y}`,
    });
    [x, y] = [y, x % y];
  }
  return steps;
}

/** Greatest common divisor (Euclid's algorithm, pair by pair), with the steps of the algorithm. */
export const solveGcd: Solver = (problem, _deadline, given) => {
  const found = operands(problem, /(?:greatest|highest) common (?:divisor|factor) of (.+?)\s*[?.]?$/i, given);
  if (!found) return null;
  const numbers = found.values;
  const steps = [];
  let g = numbers[0] as bigint;
  for (const n of numbers.slice(1)) {
    steps.push(...euclidSteps(g, n));
    g = gcd(g, n);
  }
  const ok = g !== 0n && numbers.every((n) => n % g === 0n) && numbers.reduce((c, n) => gcd(c, n / g), 0n) === 1n;
  return result('gcd', {
    reading: { latex: `\\gcd(${found.written.join(', ')})`, target: { kind: 'value', value: `${g}` } },
    steps: [
      ...steps,
      {
        title: 'The last non-zero remainder',
        explanation: `The greatest common divisor is ${g}.`,
        latex: `\\gcd(${numbers.join(', ')}) = ${g}`,
      },
    ],
    answer: { value: `${g}`, latex: `${g}` },
    verified: { ok, method: 'it divides every number, and the quotients share no common factor' },
  });
};

/** Least common multiple, also as the common denominator of fractions. */
export const solveLcm: Solver = (problem, _deadline, given) => {
  const multiple = operands(problem, /(?:least|lowest|smallest) common multiple of (.+?)\s*[?.]?$/i, given);
  // Fractions, written plainly or as expressions ("(33/18)/(410/(-123))"): their values' denominators.
  const fractions = multiple ? null : operands(problem, /common denominator of (.+?)\s*[?.]?$/i, given, true);
  const found = multiple ?? fractions;
  if (!found) return null;
  const numbers = found.values;
  if (numbers.some((n) => n === 0n)) return null;
  const l = numbers.reduce((acc, n) => lcm(acc, n), 1n);
  // Independent of the gcd route: every number divides it, and no smaller multiple (l / p for a prime p of l) does.
  const ok =
    numbers.every((n) => l % n === 0n) && primeDivisors(l).every((p) => numbers.some((n) => (l / p) % n !== 0n));
  const read = fractions
    ? `\\text{common denominator of } ${found.written.join(',\\ ')}`
    : `\\operatorname{lcm}(${found.written.join(', ')})`;
  const steps = [];
  if (fractions)
    steps.push({
      title: 'Take the denominators',
      explanation: `The common denominator is the least common multiple of ${numbers.join(', ')}.`,
      latex: `\\operatorname{lcm}(${numbers.join(', ')})`,
    });
  let acc = 1n;
  for (const n of numbers) {
    const g = gcd(acc, n);
    const next = lcm(acc, n);
    if (acc !== 1n)
      steps.push({
        title: 'Use the greatest common divisor',
        explanation: `gcd(${acc}, ${n}) = ${g}, so lcm = |${acc} × ${n}| ÷ ${g} = ${next}.`,
        latex: `\\operatorname{lcm}(${acc}, ${n}) = \\frac{|${acc} \\cdot ${n}|}{${g}} = ${next}`,
      });
    acc = next;
  }
  return result('lcm', {
    reading: { latex: read, target: { kind: 'value', value: `${l}` } },
    steps,
    answer: { value: `${l}`, latex: `${l}` },
    verified: { ok, method: 'every number divides it, and no smaller common multiple does' },
  });
};

/** The distinct primes of n by trial division (n is at most a few products of the operands). */
function primeDivisors(n: bigint): bigint[] {
  const out: bigint[] = [];
  let m = abs(n);
  for (let p = 2n; p * p <= m && p < 100_000n; p += p === 2n ? 1n : 2n)
    if (m % p === 0n) {
      out.push(p);
      while (m % p === 0n) m /= p;
    }
  if (m > 1n) out.push(m);
  return out;
}

/** "Express 0.375 as a fraction", "write 14/11 as a common fraction in lowest terms": the exact value as p/q. */
export const solveAsFraction: Solver = (problem) => {
  const m =
    /^(?:express|write|convert|change|give|what is)\s+(.+?)\s+(?:as|to|in)\s+(?:a\s+)?(?:common\s+|proper\s+|improper\s+|simplified\s+|reduced\s+)?fraction(?:\s+in\s+(?:its\s+)?(?:lowest|simplest)\s+(?:terms|form))?\s*[.?]?$/i.exec(
      problem.trim(),
    );
  if (!m || /[%a-z]/i.test((m[1] as string).replace(/\s+/g, ''))) return null;
  let node;
  try {
    node = parseExpression(m[1] as string);
  } catch {
    return null;
  }
  const value = asConstant(toPoly(node));
  if (!value) return null;
  const read = nodeLatex(node);
  return result('arithmetic', {
    reading: { latex: `${read} \\text{ as a fraction}`, target: { kind: 'value', value: toText(value) } },
    steps: [
      {
        title: 'Write it over a power of ten, then reduce',
        explanation: 'Divide the top and bottom by their greatest common divisor.',
        latex: `${read} = ${toLatex(value)}`,
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: { ok: close(toNumber(value), evaluate(node)), method: 'the fraction divided out in floating point' },
  });
};

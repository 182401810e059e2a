import { numberOf } from '../read/number-words';
import { type Solver, result } from '../types';
import { baseOf, placeValue, readNumeral, shown, writeNumeral } from './bases';

/**
 * Numerals in bases as students write them, read by their parts: each numeral with its base (1011_2, 1C (hex),
 * "the binary numbers 1011 and 110", "342 in base 7", "in binary: 1101 − 111"), what is done to them (add,
 * subtract, multiply, or only write), and the base the answer is asked in ("in base 5", "in octal", "?_10",
 * "as a base-3 numeral"; base ten when none is named). Every numeral of the text must be read, or no answer.
 */
const BASE_WORD = String.raw`(?:base[- ]?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|sixteen)|binary|ternary|octal|decimal|denary|hexadecimal|hex)`;
const baseIn = (word: string) =>
  baseOf(word.replace(/base[- ]?([a-z]+)/i, (_, w: string) => `base ${numberOf(w)?.n ?? w}`));

interface Numeral {
  text: string;
  base: number;
}

/** The numerals with their bases, and the text with each replaced by a marker. */
function numeralsIn(text: string): { numerals: Numeral[]; rest: string } | null {
  const numerals: Numeral[] = [];
  let rest = text;
  const take = (
    pattern: RegExp,
    base: (m: RegExpExecArray) => number | null,
    digits: (m: RegExpExecArray) => string,
  ) => {
    rest = rest.replace(pattern, (...args) => {
      const m = args.slice(0, -2) as unknown as RegExpExecArray;
      const b = base(m);
      if (b === null) return m[0];
      numerals.push({ text: digits(m), base: b });
      return ` #${numerals.length - 1}# `;
    });
  };
  // 1011_2, 3F_16, 100_10.
  take(
    /\b([0-9A-Za-z]+)_\{?(\d{1,2})\}?/g,
    (m) => baseOf(`base ${m[2]}`),
    (m) => m[1] as string,
  );
  // 1C (hexadecimal), 100 (base ten).
  take(
    new RegExp(String.raw`\b([0-9A-Za-z]+)\s*\((${BASE_WORD})\)`, 'gi'),
    (m) => baseIn(m[2] as string),
    (m) => m[1] as string,
  );
  // "the binary numbers 1011 and 110", "the base three number 12012", "hexadecimal 1C".
  rest = rest.replace(
    new RegExp(
      String.raw`(?<!\bin\s)\b(?:the\s+)?(${BASE_WORD})\s+(?:numbers?|numerals?)?\s*([0-9A-Za-z]+)(?:\s+and\s+([0-9A-Za-z]+))?`,
      'gi',
    ),
    (whole, word: string, a: string, b?: string) => {
      const base = baseIn(word);
      if (base === null || !/\d/.test(a)) return whole;
      const marks = [a, b]
        .filter((x): x is string => !!x)
        .map((x) => {
          numerals.push({ text: x, base });
          return ` #${numerals.length - 1}# `;
        });
      return marks.join(' and ');
    },
  );
  // "342 in base 7 equals …", "1201 in base 3 written in base 10": a numeral then its base, then another base.
  take(
    new RegExp(
      String.raw`\b([0-9A-Za-z]*\d[0-9A-Za-z]*)\s+in\s+(${BASE_WORD})(?=\s+(?:equals|is|=|written|to|into|in)\b)`,
      'gi',
    ),
    (m) => baseIn(m[2] as string),
    (m) => m[1] as string,
  );
  // "Write the number 100 in base 5", "convert 255 to hexadecimal": a numeral in base ten.
  take(
    /\b((?:write|convert|express|change|represent)\s+(?:the\s+(?:decimal\s+)?number\s+)?)(\d+)(?=\s+(?:in|to|into|as)\b)/gi,
    () => 10,
    (m) => m[2] as string,
  );
  // "in binary: 1101 − 111": bare numerals after a base named before them.
  const context = new RegExp(
    String.raw`\bin\s+(${BASE_WORD})\s*:?\s*([0-9A-Za-z]+)\s*([-+−*×])\s*([0-9A-Za-z]+)`,
    'i',
  ).exec(rest);
  if (context) {
    const base = baseIn(context[1] as string);
    if (base === null) return null;
    numerals.push({ text: context[2] as string, base }, { text: context[4] as string, base });
    rest = rest.replace(context[0], ` #${numerals.length - 2}# ${context[3]} #${numerals.length - 1}# `);
  }
  return numerals.length ? { numerals, rest } : null;
}

export const solveBaseQuestion: Solver = (problem) => {
  if (problem.length > 300) return null;
  const found = numeralsIn(problem);
  if (!found || found.numerals.length > 2) return null;
  const { numerals, rest } = found;
  // The base asked for: the last one named after the numerals ("?_10" and "?₁₀" too); base ten otherwise.
  const targets = [
    ...rest.matchAll(
      new RegExp(
        String.raw`(?:in|to|into|as an?)\s+(${BASE_WORD})|\?\s*_\{?(\d+)\}?|\?([₀-₉]+)|(${BASE_WORD})\s+(?:numeral|number|product|sum|difference|result|answer)`,
        'gi',
      ),
    ),
  ];
  const last = targets.at(-1);
  const subscript = last?.[3] ? [...last[3]].map((c) => String(c.charCodeAt(0) - 0x2080)).join('') : null;
  const target = last ? baseIn(last[1] ?? last[4] ?? `base ${last[2] ?? subscript}`) : 10;
  // Nothing left unread: no other digits, and an operation only between two numerals.
  const words = rest
    .replace(/#\d+#/g, ' ')
    .replace(new RegExp(BASE_WORD, 'gi'), ' ')
    .replace(/\?\s*_\{?\d+\}?|\?[₀-₉]+/g, ' ');
  if (target === null || /\d/.test(words)) return null;
  // Base ten in and out is not a question about bases ("express 100 as a percent").
  if (target === 10 && numerals.every((n) => n.base === 10)) return null;
  const values = numerals.map((n) => readNumeral(n.text, n.base));
  if (values.some((v) => v === null)) return null;
  const [a, b] = values as bigint[];
  let op: '+' | '-' | '*' | null = null;
  if (numerals.length === 2) {
    op = /\b(?:add|sum|plus|total)\b|\+/i.test(rest)
      ? '+'
      : /\b(?:subtract|minus|difference|take away)\b|[-−]/i.test(rest)
        ? '-'
        : /\b(?:multiply|product|times)\b|[*×]/i.test(rest)
          ? '*'
          : null;
    if (!op) return null;
  }
  const value =
    op === '+'
      ? (a as bigint) + (b as bigint)
      : op === '-'
        ? (a as bigint) - (b as bigint)
        : op === '*'
          ? (a as bigint) * (b as bigint)
          : (a as bigint);
  const answer = writeNumeral(value, target).toUpperCase();
  // Every numeral with its base, as written (100_10 keeps its 10).
  const parts = numerals.map((n) => `${n.text.toUpperCase()}_{${n.base}}`);
  // Checked apart from the conversion: the answer's digits times powers of its base, and each numeral's too.
  const again = numerals.map((n) => placeValue(n.text, n.base));
  const combined =
    op === '+'
      ? (again[0] as bigint) + (again[1] as bigint)
      : op === '-'
        ? (again[0] as bigint) - (again[1] as bigint)
        : op === '*'
          ? (again[0] as bigint) * (again[1] as bigint)
          : (again[0] as bigint);
  const ok = placeValue(answer, target) === combined;
  const latexOp = op === '*' ? ' \\times ' : op ? ` ${op} ` : '';
  return result('base', {
    reading: { latex: `${parts.join(latexOp)} \\text{ in base } ${target}`, target: { kind: 'text', value: answer } },
    steps: [
      {
        title: 'Read each numeral',
        explanation: 'Each digit times its power of the base, added up.',
        latex: numerals.map((n, i) => `${shown(n.text.toUpperCase(), n.base)} = ${values[i]}`).join(',\\quad '),
      },
      ...(op ? [{ title: 'Calculate', explanation: 'In base ten.', latex: `${values.join(latexOp)} = ${value}` }] : []),
      {
        title: `Write it in base ${target}`,
        explanation: 'Divide by the base again and again; the remainders are the digits, last first.',
        latex: `${value} = ${shown(answer, target)}`,
      },
    ],
    answer: { value: answer, latex: shown(answer, target) },
    verified: { ok, method: 'every numeral and the answer read again digit by digit, by place values' },
  });
};

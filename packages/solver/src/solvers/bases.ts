import { type Solver, result } from '../types';

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const NAMED: Record<string, number> = {
  binary: 2,
  ternary: 3,
  octal: 8,
  decimal: 10,
  denary: 10,
  hexadecimal: 16,
  hex: 16,
};

/** A base named as "base 16", "hexadecimal", "binary". */
export function baseOf(text: string): number | null {
  const t = text.trim().toLowerCase();
  const m = /^base[- ]?(\d+)$/.exec(t);
  const b = m ? Number(m[1]) : (NAMED[t] ?? null);
  return b !== null && b >= 2 && b <= 36 ? b : null;
}

/** A numeral in base b, read by Horner's rule; null when a digit does not belong to the base. */
export function readNumeral(text: string, b: number): bigint | null {
  const t = text.trim().toLowerCase();
  const m = /^(-?)([0-9a-z]+)$/.exec(t);
  if (!m || (m[2] as string).length > 200) return null;
  let value = 0n;
  for (const ch of m[2] as string) {
    const d = DIGITS.indexOf(ch);
    if (d < 0 || d >= b) return null;
    value = value * BigInt(b) + BigInt(d);
  }
  return m[1] ? -value : value;
}

/** A value written in base b by repeated division. */
export function writeNumeral(value: bigint, b: number): string {
  const negative = value < 0n;
  let n = negative ? -value : value;
  if (n === 0n) return '0';
  let out = '';
  while (n > 0n) {
    out = DIGITS[Number(n % BigInt(b))] + out;
    n /= BigInt(b);
  }
  return negative ? `-${out}` : out;
}

/** The check, apart from Horner's rule: each digit times its power of the base, added up. */
export function placeValue(text: string, b: number): bigint {
  const t = text.toLowerCase();
  const digits = t.replace(/^-/, '');
  let total = 0n;
  for (let i = 0; i < digits.length; i++)
    total += BigInt(DIGITS.indexOf(digits[digits.length - 1 - i] as string)) * BigInt(b) ** BigInt(i);
  return t.startsWith('-') ? -total : total;
}

export const shown = (numeral: string, b: number) => (b === 10 ? numeral : `${numeral}_{${b}}`);

/** "In base 7, what is 356 + -24?": sums and differences of numerals in one base. */
/** Numbers joined by +, − and ×, products first. */
function combine(values: bigint[], ops: string[]): bigint {
  const terms: bigint[] = [values[0] as bigint];
  const signs: string[] = [];
  ops.forEach((op, i) => {
    const v = values[i + 1] as bigint;
    if (op === '*') terms[terms.length - 1] = (terms[terms.length - 1] as bigint) * v;
    else {
      terms.push(v);
      signs.push(op);
    }
  });
  return terms.slice(1).reduce((total, v, i) => (signs[i] === '-' ? total - v : total + v), terms[0] as bigint);
}

function arithmeticInBase(t: string) {
  const m = /^in base (\d+),? (?:what is|calculate|compute|evaluate|work out) (.+)$/i.exec(t);
  if (!m) return null;
  const b = baseOf(`base ${m[1]}`);
  if (!b) return null;
  // Terms joined by a spaced + or -: "a + -b", "a - -b".
  const parts = (m[2] as string).trim().split(/\s+([+*-])\s+/);
  const numerals = parts.filter((_, i) => i % 2 === 0);
  const signs = parts.filter((_, i) => i % 2 === 1);
  const values = numerals.map((n) => readNumeral(n, b));
  if (numerals.length < 2 || values.some((v) => v === null)) return null;
  const total = combine(values as bigint[], signs);
  const answer = writeNumeral(total, b);
  const again = combine(
    numerals.map((n) => placeValue(n, b)),
    signs,
  );
  const read = numerals
    .map((n, i) => `${i ? ` ${signs[i - 1]} ` : ''}${n.startsWith('-') && i ? `(${n})` : n}`)
    .join('');
  return result('base', {
    reading: { latex: `(${read})_{${b}}`, target: { kind: 'text', value: answer } },
    steps: [
      {
        title: 'Work in base ten',
        explanation: `In base ten the calculation is ${values.map(String).join(', ')} combined: ${total}.`,
        latex: `${total}_{10}`,
      },
      {
        title: `Write the result in base ${b}`,
        explanation: 'Divide by the base repeatedly.',
        latex: shown(answer, b),
      },
    ],
    answer: { value: answer, latex: shown(answer, b) },
    verified: {
      ok: placeValue(answer, b) === again,
      method: 'the numerals and the result read again digit by digit (each digit times its power of the base)',
    },
  });
}

const FROM = String.raw`(-?[0-9a-z]+)\s*(?:\((base[- ]?\d+|binary|ternary|octal|decimal|hexadecimal|hex)\)|_\{?(\d+)\}?|in (base[- ]?\d+|binary|octal|decimal|hexadecimal|hex))?`;
const CONVERSIONS = [
  new RegExp(
    String.raw`^(?:what is|what's|calculate|convert|write|express|change|give)\s+${FROM}\s+(?:in|to|into|as)\s+(?:a\s+)?(base[- ]?\d+|binary|ternary|octal|decimal|denary|hexadecimal|hex)(?: number| form)?$`,
    'i',
  ),
  new RegExp(String.raw`^${FROM}\s+(?:in|to|into)\s+(base[- ]?\d+|binary|octal|decimal|hexadecimal|hex)$`, 'i'),
  new RegExp(
    String.raw`^convert\s+(-?[0-9a-z]+)\s+from\s+(base[- ]?\d+|binary|ternary|octal|decimal|hexadecimal|hex)()()\s+to\s+(base[- ]?\d+|binary|ternary|octal|decimal|denary|hexadecimal|hex)$`,
    'i',
  ),
];

/** "What is 913 (base 10) in base 5?", "-1101 (base 2) to base 16", "Convert 255 to binary". */
function conversion(t: string) {
  for (const pattern of CONVERSIONS) {
    const m = pattern.exec(t);
    if (!m) continue;
    let numeral = (m[1] as string).toLowerCase();
    // 0x1f, 0b101, 0o17: the prefix names the base.
    const prefixed = /^(-?)0([xbo])([0-9a-f]+)$/.exec(numeral);
    const prefixBase = prefixed
      ? { x: 'base 16', b: 'base 2', o: 'base 8' }[prefixed[2] as 'x' | 'b' | 'o']
      : undefined;
    if (prefixed) numeral = `${prefixed[1]}${prefixed[3]}`;
    const from = baseOf(m[2] ?? (m[3] ? `base ${m[3]}` : undefined) ?? m[4] ?? prefixBase ?? 'base 10');
    const to = baseOf(m[5] as string);
    if (!from || !to) return null;
    const value = readNumeral(numeral, from);
    if (value === null) return null;
    const answer = writeNumeral(value, to);
    return result('base', {
      reading: {
        latex: `${prefixed ? `\\mathtt{${m[1]}}` : `${numeral}_{${from}}`} \\to \\text{base } ${to}`,
        target: { kind: 'text', value: answer },
      },
      steps: [
        ...(from === 10
          ? []
          : [
              {
                title: 'Read the number in base ten',
                explanation: `${numeral} in base ${from} is ${value}.`,
                latex: `${shown(numeral, from)} = ${value}_{10}`,
              },
            ]),
        {
          title: `Write it in base ${to}`,
          explanation:
            to === 10
              ? 'Base ten is the usual notation.'
              : `Divide by ${to} repeatedly; the remainders are the digits, last first.`,
          latex: `${value}_{10} = ${shown(answer, to)}`,
        },
      ],
      answer: { value: answer, latex: shown(answer, to) },
      verified: {
        ok: placeValue(answer, to) === placeValue(numeral, from),
        method: 'both numerals read again digit by digit (each digit times its power of its base) and compared',
      },
    });
  }
  return null;
}

/** Other wordings in the ones read above: "1011 (binary)", "2012 base 3", "77 in base 8 = ? in base 10", "add the binary numbers 101 and 11". */
function canonical(t: string): string {
  const BASES: Record<string, string> = {
    binary: '2',
    octal: '8',
    hexadecimal: '16',
    hex: '16',
    decimal: '10',
    ternary: '3',
  };
  const sum =
    /^(add|subtract|multiply) the (binary|octal|hexadecimal|hex|ternary) numbers (\w+) (?:and|from|by) (\w+)(?:,? give the answer in \2)?$/i.exec(
      t,
    );
  if (sum) {
    const b = BASES[(sum[2] as string).toLowerCase()];
    const verb = sum[1]?.toLowerCase();
    // Answered in the base the numbers are written in.
    return verb === 'add'
      ? `In base ${b}, what is ${sum[3]} + ${sum[4]}`
      : verb === 'multiply'
        ? `In base ${b}, what is ${sum[3]} * ${sum[4]}`
        : `In base ${b}, what is ${sum[4]} - ${sum[3]}`;
  }
  // "add in binary 1101 + 1011", "in hex: 1F + 2A": the sum written in that base, answered in it.
  const written =
    /^(?:(?:add|subtract|multiply|simplify|calculate|compute|work out)\s+)?(?:in|using) (binary|octal|hexadecimal|hex|ternary)\s*:?\s*([0-9a-z]+)\s*([-+*])\s*([0-9a-z]+)$/i.exec(
      t,
    );
  if (written)
    return `In base ${BASES[(written[1] as string).toLowerCase()]}, what is ${written[2]} ${written[3]} ${written[4]}`;
  const equals = /^(-?[0-9a-z]+) in base (\d+)\s*=\s*\?\s*in base (\d+)$/i.exec(t);
  if (equals) return `What is ${equals[1]} (base ${equals[2]}) in base ${equals[3]}`;
  return t
    .replace(
      /\b([0-9a-z]+) \((binary|octal|hexadecimal|hex|decimal|ternary)\)/gi,
      (_, n: string, b: string) => `${n} (base ${BASES[b.toLowerCase()]})`,
    )
    .replace(/\b(?!to\b|in\b|into\b|from\b)([0-9a-z]+) base (\d+)\b/gi, '$1 (base $2)');
}

/** Numbers written in other bases: conversion, and sums in one base. */
export const solveBase: Solver = (problem, _deadline, given) => {
  const t = (given?.question ?? problem)
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.]\s*$/, '');
  if (!/base|binary|octal|hex|ternary|denary|decimal/i.test(t)) return null;
  const c = canonical(t.replace(/^solve\s+/i, ''));
  return arithmeticInBase(c) ?? conversion(c);
};

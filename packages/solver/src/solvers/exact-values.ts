import { evaluate as mathEvaluate } from 'mathjs';
import { evaluate as evaluateExpr, fromNode } from '../expr/expr';
import { evaluate } from '../numeric';
import { parseExpression } from '../parse';
import { type Rational, cmp, div, pow, rat, toLatex, toNumber, toText } from '../rational';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';
import { valueOf } from './values';

/**
 * Values with an exact answer the arithmetic solver cannot reach: a logarithm that is rational (log₂ 64 = 6,
 * log₅(1/25) = −2, log₈ 4 = 2/3), and floors and ceilings of numbers (⌈3.7⌉ + ⌊−2.3⌋).
 */

const VERB = String.raw`^(?:evaluate|compute|calculate|find|simplify|what is|what's|give)?\s*(?:the value of\s+)?`;

/** r = p/q with b^r = x, exactly: b^p = x^q checked with whole-number powers. */
function rationalLog(x: Rational, b: Rational): Rational | null {
  if (x.n <= 0n || b.n <= 0n || cmp(b, rat(1n)) === 0) return null;
  const guess = Math.log(toNumber(x)) / Math.log(toNumber(b));
  if (!Number.isFinite(guess) || Math.abs(guess) > 200) return null;
  for (let q = 1; q <= 12; q++) {
    const p = Math.round(guess * q);
    const [bp, xq] = [pow(b, Math.abs(p)), pow(x, q)];
    const lhs = p < 0 ? div(rat(1n), bp) : bp;
    if (cmp(lhs, xq) === 0) return rat(BigInt(p), BigInt(q));
  }
  return null;
}

export const solveExactLog: Solver = (problem) => {
  const m = new RegExp(`${VERB}\\(?log\\((.+)\\)\\s*/\\s*log\\((.+?)\\)\\)?\\s*[?.]?$`, 'i').exec(problem.trim());
  if (!m) return null;
  const x = valueOf(m[1] as string);
  const b = valueOf(m[2] as string);
  if (!x || !b) return null;
  const value = rationalLog(x, b);
  if (!value) return null;
  const check = Math.log(toNumber(x)) / Math.log(toNumber(b));
  return result('arithmetic', {
    reading: {
      latex: `\\log_{${toLatex(b)}} ${toLatex(x)}`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      {
        title: 'Write the number as a power of the base',
        explanation: `${toText(b)} to the power ${toText(value)} is ${toText(x)}.`,
        latex: `${toLatex(b)}^{${toLatex(value)}} = ${toLatex(x)}`,
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: {
      ok: Math.abs(check - toNumber(value)) < 1e-9 * Math.max(1, Math.abs(check)),
      method: 'the power checked exactly with whole numbers, and the logarithm recomputed in floating point',
    },
  });
};

/** The floor of an irrational value (√140, 2π) when two evaluators agree and it is not near a whole number. */
function irrationalFloor(text: string): bigint | null {
  if (!/^[\d\s.+\-*/^()]*(?:(?:sqrt|cbrt|pi|e|log|ln|exp)[\d\s.+\-*/^()]*)*$/i.test(text)) return null;
  let a: number;
  let b: number;
  try {
    a = evaluateExpr(fromNode(parseExpression(text)), {});
    b = Number(mathEvaluate(text.replace(/\bln\b/g, 'log')));
  } catch {
    return null;
  }
  if (!Number.isFinite(a) || Math.abs(a - b) > 1e-9 * Math.max(1, Math.abs(a)) || Math.abs(a) > 1e12) return null;
  const f = Math.floor(a);
  if (a - f < 1e-9 || f + 1 - a < 1e-9) return null;
  return BigInt(f);
}

const floorOf = (x: Rational) => {
  const q = x.n / x.d;
  return x.n < 0n && q * x.d !== x.n ? q - 1n : q;
};

/** "⌈3.7⌉ + ⌊−2.3⌋", "floor(7/2)": each floor or ceiling of a number replaced by its whole value. */
export const solveFloorCeiling: Solver = (problem) => {
  const text = problem
    .trim()
    .replace(/\\?l(ceil|floor)\s*/g, ' $1(')
    .replace(/\\?r(?:ceil|floor)/g, ')')
    .replace(/⌈/g, ' ceil(')
    .replace(/⌉|⌋/g, ')')
    .replace(/⌊/g, ' floor(');
  if (!/\b(?:floor|ceil(?:ing)?)\(/.test(text)) return null;
  const m = new RegExp(`${VERB}(.+?)\\s*[?.]?$`, 'i').exec(text);
  if (!m) return null;
  let body = (m[1] as string).trim();
  const shown = body;
  for (let k = 0; k < 20 && /\b(?:floor|ceil(?:ing)?)\(/.test(body); k++) {
    const inner = /\b(floor|ceil(?:ing)?)\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)/i.exec(body);
    if (!inner || /\b(?:floor|ceil)/i.test(inner[2] as string)) return null;
    const x = /[a-z]/i.test(inner[2] as string) ? null : valueOf(inner[2] as string);
    // √140, π: not a fraction, so its floor comes from its value, read twice and far from a whole number.
    const f = x ? floorOf(x) : irrationalFloor(inner[2] as string);
    if (f === null) return null;
    const exactWhole = x ? x.d === 1n : false;
    const v = (inner[1] as string).toLowerCase() === 'floor' || exactWhole ? f : f + 1n;
    body = `${body.slice(0, inner.index)}(${v})${body.slice(inner.index + inner[0].length)}`;
  }
  if (/[a-z]/i.test(body)) return null;
  const value = valueOf(body);
  if (!value) return null;
  // Checked apart: the same rounding done with Math.floor and Math.ceil on floating-point values.
  let floating = shown;
  for (let k = 0; k < 20 && /\b(?:floor|ceil(?:ing)?)\(/.test(floating); k++) {
    const inner = /\b(floor|ceil(?:ing)?)\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)/i.exec(floating);
    if (!inner) return null;
    // mathjs reads the inside apart from the engine (√140 and π included).
    const x = Number(mathEvaluate((inner[2] as string).replace(/\bln\b/g, 'log')));
    const v = (inner[1] as string).toLowerCase() === 'floor' ? Math.floor(x) : Math.ceil(x);
    floating = `${floating.slice(0, inner.index)}(${v})${floating.slice(inner.index + inner[0].length)}`;
  }
  const again = evaluate(parseExpression(floating));
  const latex = shown
    .replace(/ceil(?:ing)?\(([^()]*)\)/g, '\\lceil $1 \\rceil')
    .replace(/floor\(([^()]*)\)/g, '\\lfloor $1 \\rfloor');
  return result('arithmetic', {
    reading: { latex, target: { kind: 'value', value: toText(value) } },
    steps: [
      {
        title: 'Round each one',
        explanation: 'The floor is the greatest whole number at or below; the ceiling the least at or above.',
        latex: `${latex} = ${nodeLatex(parseExpression(body))} = ${toLatex(value)}`,
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: {
      ok: again === toNumber(value),
      method: 'Math.floor and Math.ceil applied to the numbers in floating point',
    },
  });
};

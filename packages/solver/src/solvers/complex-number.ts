import { type Complex as MathComplex, evaluate as mathEvaluate } from 'mathjs';
import { sqrtOf } from '../expr/surd';
import type { Node } from '../parse';
import {
  type Rational,
  ONE,
  ZERO,
  add,
  div,
  isZero,
  mul,
  neg,
  rat,
  sub,
  toDecimal,
  toLatex,
  toText,
} from '../rational';
import type { Step } from '../types';

/** A complex number with exact rational parts. */
export interface Gaussian {
  re: Rational;
  im: Rational;
}

export const I: Gaussian = { re: ZERO, im: ONE };
export const real = (r: Rational): Gaussian => ({ re: r, im: ZERO });
export const plusC = (a: Gaussian, b: Gaussian): Gaussian => ({ re: add(a.re, b.re), im: add(a.im, b.im) });
export const minusC = (a: Gaussian, b: Gaussian): Gaussian => ({ re: sub(a.re, b.re), im: sub(a.im, b.im) });
export const timesC = (a: Gaussian, b: Gaussian): Gaussian => ({
  re: sub(mul(a.re, b.re), mul(a.im, b.im)),
  im: add(mul(a.re, b.im), mul(a.im, b.re)),
});
export const normC = (a: Gaussian) => add(mul(a.re, a.re), mul(a.im, a.im));
export const conjC = (a: Gaussian): Gaussian => ({ re: a.re, im: neg(a.im) });
export const isRealC = (a: Gaussian) => isZero(a.im);

/** a / b by the conjugate of b; null when b = 0. */
export function overC(a: Gaussian, b: Gaussian): Gaussian | null {
  const n = normC(b);
  if (isZero(n)) return null;
  const top = timesC(a, conjC(b));
  return { re: div(top.re, n), im: div(top.im, n) };
}

const MAX_EXPONENT = 256;
const MAX_BITS = 20_000;
const big = (a: Gaussian) =>
  [a.re.n, a.re.d, a.im.n, a.im.d].some((x) => (x < 0n ? -x : x).toString(16).length * 4 > MAX_BITS);

/** Plain syntax: "11 - 10*i", "7/13 + 17/13*i", "-i", "5"; decimals when the problem wrote decimals. */
export function complexText(z: Gaussian, decimals = false): string {
  const num = (r: Rational) => (decimals ? (toDecimal(r) ?? toText(r)) : toText(r));
  const imag = (r: Rational) => (r.n === 1n && r.d === 1n ? 'i' : `${num(r)}*i`);
  if (isZero(z.im)) return num(z.re);
  const absIm = { n: z.im.n < 0n ? -z.im.n : z.im.n, d: z.im.d };
  if (isZero(z.re)) return `${z.im.n < 0n ? '-' : ''}${imag(absIm)}`;
  return `${num(z.re)} ${z.im.n < 0n ? '-' : '+'} ${imag(absIm)}`;
}

/** LaTeX: "11 - 10i", "\frac{7}{13} + \frac{17}{13}i". */
export function complexLatex(z: Gaussian, decimals = false): string {
  const num = (r: Rational) => (decimals ? (toDecimal(r) ?? toLatex(r)) : toLatex(r));
  const imag = (r: Rational) => (r.n === 1n && r.d === 1n ? 'i' : `${num(r)}i`);
  if (isZero(z.im)) return num(z.re);
  const absIm = { n: z.im.n < 0n ? -z.im.n : z.im.n, d: z.im.d };
  if (isZero(z.re)) return `${z.im.n < 0n ? '-' : ''}${imag(absIm)}`;
  return `${num(z.re)} ${z.im.n < 0n ? '-' : '+'} ${imag(absIm)}`;
}

/** A rational's exact square root, when it is rational. */
export function rationalRoot(r: Rational): Rational | null {
  const root = sqrtOf(r);
  if (!root) return null;
  if (root.size === 0) return ZERO;
  return root.size === 1 && root.has(1n) ? (root.get(1n) as Rational) : null;
}

/** Input this solver will not take; `answered` when it is a complex-number problem refused with a reason. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly answered = false,
  ) {
    super(message);
  }
}

/** Evaluates a tree of numbers, i, + - * /, integer powers and square roots of rationals; steps are recorded. */
export function evaluateC(node: Node, steps: Step[], seen: { i: boolean }, depth = 0): Gaussian {
  if (depth > 100) throw new Refusal('nested too deeply');
  switch (node.kind) {
    case 'num':
      return real(node.value);
    case 'var':
      if (node.name !== 'i') throw new Refusal(`a variable ${node.name}`);
      seen.i = true;
      return I;
    case 'neg': {
      const a = evaluateC(node.arg, steps, seen, depth + 1);
      return { re: neg(a.re), im: neg(a.im) };
    }
    case 'call': {
      const a = evaluateC(node.arg, steps, seen, depth + 1);
      if (node.name !== 'sqrt' || !isRealC(a)) throw new Refusal(`the function ${node.name}`);
      const root = rationalRoot(a.re.n < 0n ? neg(a.re) : a.re);
      if (!root) throw new Refusal('a square root that is not rational');
      if (a.re.n >= 0n) return real(root);
      seen.i = true;
      steps.push({
        title: 'Square root of a negative number',
        explanation: `√(${toText(a.re)}) = √(${toText(neg(a.re))})·√(−1) = ${toText(root)}i.`,
        latex: `\\sqrt{${toLatex(a.re)}} = ${complexLatex({ re: ZERO, im: root })}`,
      });
      return { re: ZERO, im: root };
    }
    case 'bin': {
      const a = evaluateC(node.left, steps, seen, depth + 1);
      if (node.op === '^') {
        const e = evaluateC(node.right, steps, seen, depth + 1);
        if (!isRealC(e) || e.re.d !== 1n) throw new Refusal('a power that is not a whole number');
        const n = Number(e.re.n);
        // Powers of ±1 and ±i repeat every four, whatever the exponent; others grow with it.
        const unit = [a.re, a.im].every((x) => x.d === 1n && x.n >= -1n && x.n <= 1n) && normC(a).n === 1n;
        if (Math.abs(n) > (unit ? Number.MAX_SAFE_INTEGER : MAX_EXPONENT))
          throw new Refusal('The exponent is too large to work with exactly.', true);
        return powerStep(a, n, steps);
      }
      const b = evaluateC(node.right, steps, seen, depth + 1);
      const both = !isRealC(a) && !isRealC(b) && !isZero(a.re) && !isZero(b.re);
      let out: Gaussian;
      if (node.op === '+' || node.op === '-') {
        out = node.op === '+' ? plusC(a, b) : minusC(a, b);
        if (both)
          steps.push({
            title: node.op === '+' ? 'Add real and imaginary parts' : 'Subtract real and imaginary parts',
            explanation: 'Real parts combine with real parts, imaginary parts with imaginary parts.',
            latex: `(${complexLatex(a)}) ${node.op} (${complexLatex(b)}) = ${complexLatex(out)}`,
          });
      } else if (node.op === '*') {
        out = timesC(a, b);
        if (!isRealC(a) && !isRealC(b))
          steps.push({
            title: 'Multiply out, using i² = −1',
            explanation: '(a + bi)(c + di) = (ac − bd) + (ad + bc)i.',
            latex: `(${complexLatex(a)})(${complexLatex(b)}) = ${complexLatex(out)}`,
          });
      } else {
        const q = overC(a, b);
        if (!q) throw new Refusal('The expression divides by zero, so it has no value.', true);
        out = q;
        if (!isRealC(b))
          steps.push({
            title: 'Multiply top and bottom by the conjugate',
            explanation: `The conjugate of ${complexText(b)} is ${complexText(conjC(b))}; the denominator becomes ${toText(normC(b))}, a real number.`,
            latex: `\\frac{${complexLatex(a)}}{${complexLatex(b)}} = \\frac{(${complexLatex(a)})(${complexLatex(conjC(b))})}{${toLatex(normC(b))}} = ${complexLatex(out)}`,
          });
      }
      if (big(out)) throw new Refusal('The numbers in this problem grow too large to work with exactly.', true);
      return out;
    }
  }
}

/** zⁿ by repeated squaring; iⁿ by the cycle of four. */
export function powerStep(z: Gaussian, n: number, steps: Step[]): Gaussian {
  if (isZero(z.re) && z.im.n === 1n && z.im.d === 1n) {
    const k = ((n % 4) + 4) % 4;
    const out = [real(ONE), I, real(rat(-1n)), { re: ZERO, im: rat(-1n) }][k] as Gaussian;
    steps.push({
      title: 'Powers of i repeat every four',
      explanation: `i¹ = i, i² = −1, i³ = −i, i⁴ = 1; ${n} leaves remainder ${k} on division by 4.`,
      latex: `i^{${n}} = i^{${k}} = ${complexLatex(out)}`,
    });
    return out;
  }
  if (Math.abs(n) > MAX_EXPONENT) n %= 4;
  let base = z;
  if (n < 0) {
    const inverse = overC(real(ONE), z);
    if (!inverse) throw new Refusal('The expression divides by zero, so it has no value.', true);
    base = inverse;
  }
  let out = real(ONE);
  for (let e = Math.abs(n); e > 0; e >>= 1) {
    if (e & 1) out = timesC(out, base);
    if (e > 1) base = timesC(base, base);
    if (big(out) || big(base))
      throw new Refusal('The numbers in this problem grow too large to work with exactly.', true);
  }
  if (!isRealC(z) && n !== 1)
    steps.push({
      title: 'Raise to the power',
      explanation:
        Math.abs(n) === 2
          ? '(a + bi)² = a² − b² + 2abi.'
          : 'Square repeatedly and multiply the squares needed, each time using i² = −1.',
      latex: `(${complexLatex(z)})^{${n}} = ${complexLatex(out)}`,
    });
  return out;
}

/** The same tree for mathjs, fully parenthesised, so the check repeats the arithmetic and not the reading. */
export function mathjsText(node: Node): string {
  switch (node.kind) {
    case 'num':
      return `(${node.value.n}/${node.value.d})`;
    case 'var':
      return 'i';
    case 'neg':
      return `(-${mathjsText(node.arg)})`;
    case 'call':
      return `${node.name}(${mathjsText(node.arg)})`;
    case 'bin':
      return `(${mathjsText(node.left)} ${node.op} ${mathjsText(node.right)})`;
  }
}

export function mathjsValue(node: Node): { re: number; im: number } | null {
  try {
    const v = mathEvaluate(mathjsText(node)) as MathComplex | number;
    return typeof v === 'number' ? { re: v, im: 0 } : { re: v.re, im: v.im };
  } catch {
    return null;
  }
}

export function mathjsNumber(text: string): number | null {
  try {
    const v: unknown = mathEvaluate(text);
    return typeof v === 'number' ? v : null;
  } catch {
    return null;
  }
}

export const close = (x: number, y: number, scale: number) => Math.abs(x - y) <= 1e-9 * Math.max(1, scale);

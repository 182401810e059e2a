import { type Rational, ONE, eq, isZero, neg as rneg } from '../rational';
import type { Expr } from './expr';

/**
 * An expression typeset the way a textbook writes it: 3x^{2}\sin x, \frac{e^{x}}{x}, \sqrt{x^{2}+1}, \ln\left|x\right|,
 * never code syntax. (The plain value stays available for checking.)
 */
const NAMES: Partial<Record<string, string>> = {
  log: '\\ln',
  asin: '\\arcsin',
  acos: '\\arccos',
  atan: '\\arctan',
  acot: '\\operatorname{arccot}',
  asec: '\\operatorname{arcsec}',
  acsc: '\\operatorname{arccsc}',
  asinh: '\\operatorname{arsinh}',
  acosh: '\\operatorname{arcosh}',
  atanh: '\\operatorname{artanh}',
  sech: '\\operatorname{sech}',
  csch: '\\operatorname{csch}',
  Ei: '\\operatorname{Ei}',
  li: '\\operatorname{li}',
  Si: '\\operatorname{Si}',
  Ci: '\\operatorname{Ci}',
};

const fnName = (f: string) => NAMES[f] ?? `\\${f}`;

const abs = (r: Rational): Rational => (r.n < 0n ? rneg(r) : r);

function rational(r: Rational): string {
  const a = abs(r);
  const body = a.d === 1n ? `${a.n}` : `\\frac{${a.n}}{${a.d}}`;
  return r.n < 0n ? `-${body}` : body;
}

/** A function's argument: bare when it is a name or a number (\sin x), else in brackets. */
const argument = (a: Expr) =>
  a.k === 'var' || (a.k === 'num' && a.v.n >= 0n && a.v.d === 1n) || a.k === 'const'
    ? ` ${latex(a)}`
    : `\\left(${latex(a)}\\right)`;

/** Factors of a product split into numerator and denominator (negative powers go below the line). */
function splitProduct(xs: Expr[]): { coefficient: Rational; top: Expr[]; bottom: Expr[] } {
  let coefficient = ONE;
  const top: Expr[] = [];
  const bottom: Expr[] = [];
  for (const x of xs) {
    if (x.k === 'num') coefficient = { n: coefficient.n * x.v.n, d: coefficient.d * x.v.d };
    else if (x.k === 'pow' && x.e.k === 'num' && x.e.v.n < 0n)
      bottom.push(eq(x.e.v, { n: -1n, d: 1n }) ? x.b : { k: 'pow', b: x.b, e: { k: 'num', v: rneg(x.e.v) } });
    else top.push(x);
  }
  return { coefficient, top, bottom };
}

/** Factors side by side: a number before letters, \cdot between two numbers or before a fraction. */
function juxtapose(factors: Expr[]): string {
  return factors
    .map((f, i) => {
      const text = f.k === 'add' ? `\\left(${latex(f)}\\right)` : latex(f);
      const previous = factors[i - 1];
      const needsDot = previous && (/^[\d-]/.test(text) || (previous.k === 'fn' && f.k !== 'fn'));
      return i === 0 ? text : needsDot ? ` \\cdot ${text}` : ` ${text}`;
    })
    .join('')
    .trim();
}

function product(xs: Expr[]): string {
  const { coefficient, top, bottom } = splitProduct(xs);
  const sign = coefficient.n < 0n ? '-' : '';
  const c = abs(coefficient);
  // Letters and their powers before functions and groups: 2x\cos x, not 2\cos x \cdot x.
  const rank = (f: Expr) =>
    f.k === 'var' || (f.k === 'pow' && f.b.k === 'var')
      ? 0
      : f.k === 'const'
        ? 1
        : f.k === 'fn' || f.k === 'pow'
          ? 2
          : 3;
  top.sort((a, b) => rank(a) - rank(b));
  bottom.sort((a, b) => rank(a) - rank(b));
  const numeratorFactors = c.n === 1n ? top : [{ k: 'num', v: { n: c.n, d: 1n } } as Expr, ...top];
  const denominatorFactors = c.d === 1n ? bottom : [{ k: 'num', v: { n: c.d, d: 1n } } as Expr, ...bottom];
  const numerator = numeratorFactors.length ? juxtapose(numeratorFactors) : '1';
  if (denominatorFactors.length === 0) return `${sign}${numerator}`;
  return `${sign}\\frac{${numerator}}{${juxtapose(denominatorFactors)}}`;
}

function powerOf(b: Expr, e: Expr): string {
  if (e.k === 'num' && e.v.n === 1n && e.v.d === 2n) return `\\sqrt{${latex(b)}}`;
  if (e.k === 'num' && e.v.n === 1n && e.v.d > 2n && e.v.d < 10n) return `\\sqrt[${e.v.d}]{${latex(b)}}`;
  if (e.k === 'num' && e.v.n < 0n) return product([{ k: 'pow', b, e }]);
  // sin²x: a power of a trigonometric function sits on its name.
  if (
    b.k === 'fn' &&
    ['sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'sinh', 'cosh', 'tanh'].includes(b.f) &&
    e.k === 'num' &&
    e.v.d === 1n
  )
    return `${fnName(b.f)}^{${e.v.n}}${argument(b.a)}`;
  const base =
    b.k === 'var' || b.k === 'const' || (b.k === 'num' && b.v.n >= 0n && b.v.d === 1n)
      ? latex(b)
      : `\\left(${latex(b)}\\right)`;
  return `${base}^{${latex(e)}}`;
}

export function latex(x: Expr): string {
  switch (x.k) {
    case 'num':
      return rational(x.v);
    case 'const':
      return x.name === 'pi' ? '\\pi' : 'e';
    case 'var':
      return x.name.length > 1 && !/^[a-z]\d+$/i.test(x.name) ? `\\mathit{${x.name}}` : x.name;
    case 'fn':
      if (x.f === 'exp') return `e^{${latex(x.a)}}`;
      if (x.f === 'abs') return `\\left|${latex(x.a)}\\right|`;
      if (x.f === 'sqrt') return `\\sqrt{${latex(x.a)}}`;
      if (x.f === 'log' && x.a.k === 'fn' && x.a.f === 'abs') return `\\ln\\left|${latex(x.a.a)}\\right|`;
      return `${fnName(x.f)}${argument(x.a)}`;
    case 'pow':
      return powerOf(x.b, x.e);
    case 'mul':
      return product(x.xs);
    case 'add': {
      // Terms with a variable first, the constant last, as textbooks write: x^{2} - 3x + 1.
      const terms = [...x.xs].sort((a, b) => Number(a.k === 'num') - Number(b.k === 'num'));
      return terms
        .map((t, i) => {
          const text = latex(t);
          if (i === 0) return text;
          return text.startsWith('-') ? ` - ${text.slice(1)}` : ` + ${text}`;
        })
        .join('');
    }
  }
}

/** Whether a value is zero (exported for the callers that print "0"). */
export const isZeroExpr = (x: Expr) => x.k === 'num' && isZero(x.v);

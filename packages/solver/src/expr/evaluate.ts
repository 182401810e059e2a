import { toNumber } from '../rational';
import type { Expr, Fn } from './expr';
import { ei, li, siCi } from './special-functions';

const FNS: Record<Fn, (x: number) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  sec: (x) => 1 / Math.cos(x),
  csc: (x) => 1 / Math.sin(x),
  cot: (x) => 1 / Math.tan(x),
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  sinh: Math.sinh,
  cosh: Math.cosh,
  tanh: Math.tanh,
  exp: Math.exp,
  log: Math.log,
  sqrt: Math.sqrt,
  asinh: Math.asinh,
  acosh: Math.acosh,
  atanh: Math.atanh,
  acot: (x) => Math.atan(1 / x),
  asec: (x) => Math.acos(1 / x),
  acsc: (x) => Math.asin(1 / x),
  coth: (x) => 1 / Math.tanh(x),
  sech: (x) => 1 / Math.cosh(x),
  csch: (x) => 1 / Math.sinh(x),
  abs: Math.abs,
  Ei: ei,
  li,
  Si: (x) => siCi(x)[0],
  // Ci is complex for x < 0; its real part, Ci(|x|), is read only where log u is read as ln|u|.
  Ci: (x) => (x > 0 ? siCi(x)[1] : Number.NaN),
};

/** The value in floating point; with `absLog`, log u is read as ln|u| (the real antiderivative convention). */
export function evaluate(x: Expr, at: Record<string, number>, absLog = false): number {
  switch (x.k) {
    case 'num':
      return toNumber(x.v);
    case 'const':
      return x.name === 'pi' ? Math.PI : Math.E;
    case 'var':
      return at[x.name] ?? Number.NaN;
    case 'add':
      return x.xs.reduce((s, y) => s + evaluate(y, at, absLog), 0);
    case 'mul':
      return x.xs.reduce((s, y) => s * evaluate(y, at, absLog), 1);
    case 'pow': {
      const b = evaluate(x.b, at, absLog);
      // The real odd root of a negative number, as students mean it: (-64)^(1/3) = -4.
      if (b < 0 && x.e.k === 'num' && x.e.v.d % 2n === 1n && x.e.v.d !== 1n)
        return (x.e.v.n % 2n === 0n ? 1 : -1) * (-b) ** toNumber(x.e.v);
      return b ** evaluate(x.e, at, absLog);
    }
    case 'fn':
      if (absLog && x.f === 'log') return Math.log(Math.abs(evaluate(x.a, at, absLog)));
      if (absLog && x.f === 'Ci') return siCi(evaluate(x.a, at, absLog))[1];
      if (absLog && x.f === 'atanh') {
        // The real part, ½·ln|(1 + z)/(1 − z)|: like ln|u|, an antiderivative on each side of ±1.
        const z = evaluate(x.a, at, absLog);
        return 0.5 * Math.log(Math.abs((1 + z) / (1 - z)));
      }
      return FNS[x.f](evaluate(x.a, at, absLog));
  }
}

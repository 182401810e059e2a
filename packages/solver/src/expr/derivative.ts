import { type Expr, divide, dependsOn, fn, int, minus, neg, num, power, product, sum } from './expr';
import { rat } from '../rational';

/** The rules a derivative used, named for the steps. */
export type Rule =
  'constant' | 'sum' | 'power' | 'product' | 'chain' | 'exponential' | 'logarithm' | 'trigonometric' | 'hyperbolic';

/** d/dv of an expression, noting each rule it applies. */
export function differentiate(x: Expr, v: string, used: Set<Rule>): Expr {
  if (!dependsOn(x, v)) {
    used.add('constant');
    return int(0);
  }
  switch (x.k) {
    case 'var':
      return int(1);
    case 'add':
      used.add('sum');
      return sum(...x.xs.map((y) => differentiate(y, v, used)));
    case 'mul': {
      const varying = x.xs.filter((y) => dependsOn(y, v));
      const fixed = x.xs.filter((y) => !dependsOn(y, v));
      if (varying.length > 1) used.add('product');
      const terms = varying.map((y, i) => product(differentiate(y, v, used), ...varying.filter((_, j) => j !== i)));
      return product(...fixed, sum(...terms));
    }
    case 'pow': {
      if (!dependsOn(x.e, v)) {
        used.add('power');
        const inner = differentiate(x.b, v, used);
        if (x.b.k !== 'var') used.add('chain');
        return product(x.e, power(x.b, sum(x.e, int(-1))), inner);
      }
      used.add('exponential');
      if (!dependsOn(x.b, v)) return product(x, fn('log', x.b), differentiate(x.e, v, used));
      // b^e = exp(e·log b).
      return product(
        x,
        sum(
          product(differentiate(x.e, v, used), fn('log', x.b)),
          product(x.e, divide(differentiate(x.b, v, used), x.b)),
        ),
      );
    }
    case 'fn': {
      const inner = differentiate(x.a, v, used);
      if (x.a.k !== 'var') used.add('chain');
      const u = x.a;
      const outer = (): Expr => {
        switch (x.f) {
          case 'sin':
            used.add('trigonometric');
            return fn('cos', u);
          case 'cos':
            used.add('trigonometric');
            return neg(fn('sin', u));
          case 'tan':
            used.add('trigonometric');
            return power(fn('cos', u), int(-2));
          case 'sec':
            used.add('trigonometric');
            return product(fn('sec', u), fn('tan', u));
          case 'csc':
            used.add('trigonometric');
            return neg(product(fn('csc', u), fn('cot', u)));
          case 'cot':
            used.add('trigonometric');
            return neg(power(fn('sin', u), int(-2)));
          case 'asin':
            used.add('trigonometric');
            return power(minus(int(1), power(u, int(2))), num(rat(-1n, 2n)));
          case 'acos':
            used.add('trigonometric');
            return neg(power(minus(int(1), power(u, int(2))), num(rat(-1n, 2n))));
          case 'atan':
            used.add('trigonometric');
            return power(sum(int(1), power(u, int(2))), int(-1));
          case 'sinh':
            used.add('hyperbolic');
            return fn('cosh', u);
          case 'cosh':
            used.add('hyperbolic');
            return fn('sinh', u);
          case 'tanh':
            used.add('hyperbolic');
            return minus(int(1), power(fn('tanh', u), int(2)));
          case 'exp':
            used.add('exponential');
            return fn('exp', u);
          case 'log':
            used.add('logarithm');
            return power(u, int(-1));
          case 'sqrt':
            used.add('power');
            return product(num(rat(1n, 2n)), power(u, num(rat(-1n, 2n))));
          case 'asinh':
            used.add('hyperbolic');
            return power(sum(power(u, int(2)), int(1)), num(rat(-1n, 2n)));
          case 'acosh':
            used.add('hyperbolic');
            return power(sum(power(u, int(2)), int(-1)), num(rat(-1n, 2n)));
          case 'atanh':
            used.add('hyperbolic');
            return power(minus(int(1), power(u, int(2))), int(-1));
          case 'acot':
            used.add('trigonometric');
            return neg(power(sum(int(1), power(u, int(2))), int(-1)));
          case 'coth':
            used.add('hyperbolic');
            return neg(power(fn('sinh', u), int(-2)));
          case 'sech':
            used.add('hyperbolic');
            return neg(product(fn('sech', u), fn('tanh', u)));
          case 'csch':
            used.add('hyperbolic');
            return neg(product(fn('csch', u), fn('coth', u)));
          // The special antiderivatives: Ei′ = eᵘ/u, li′ = 1/ln u, Si′ = sin u/u, Ci′ = cos u/u.
          case 'Ei':
            used.add('exponential');
            return divide(fn('exp', u), u);
          case 'li':
            used.add('logarithm');
            return power(fn('log', u), int(-1));
          case 'Si':
            used.add('trigonometric');
            return divide(fn('sin', u), u);
          case 'Ci':
            used.add('trigonometric');
            return divide(fn('cos', u), u);
          // |u|′ = u/|u| (away from u = 0).
          case 'abs':
            return divide(u, fn('abs', u));
          case 'asec':
          case 'acsc': {
            used.add('trigonometric');
            // d/du asec u = 1/(u²·√(1 − 1/u²)); acsc is its negative.
            const d = power(product(power(u, int(2)), fn('sqrt', minus(int(1), power(u, int(-2))))), int(-1));
            return x.f === 'asec' ? d : neg(d);
          }
        }
      };
      return product(outer(), inner);
    }
    default:
      return int(0);
  }
}

import type { Node } from './parse';
import { type Rational, add, div, mul, neg, pow, sub, toNumber } from './rational';

/** A function the problem defines ("Let f(x) = …"): its parameter and body. */
export interface Defined {
  parameter: string;
  body: Node;
}

/**
 * The expression's value in floating point, the problem's own functions applied by their definitions: an
 * independent check of the exact work.
 */
export function evaluate(node: Node, at: Record<string, number> = {}, defined?: ReadonlyMap<string, Defined>): number {
  switch (node.kind) {
    case 'num':
      return toNumber(node.value);
    case 'var':
      return at[node.name] ?? Number.NaN;
    case 'neg':
      return -evaluate(node.arg, at, defined);
    case 'call': {
      const f = defined?.get(node.name);
      if (!f && node.name === 'abs') return Math.abs(evaluate(node.arg, at, defined));
      if (!f) return Number.NaN;
      return evaluate(f.body, { [f.parameter]: evaluate(node.arg, at, defined) }, defined);
    }
    case 'bin': {
      const a = evaluate(node.left, at, defined);
      const b = evaluate(node.right, at, defined);
      switch (node.op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case '/':
          return a / b;
        case '^':
          return a ** b;
      }
    }
  }
}

/** Equal to within floating-point error. */
export const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** The expression's exact value at rational points, straight from the tree (not through the polynomial code). */
export function evaluateExact(node: Node, at: Map<string, Rational>): Rational {
  switch (node.kind) {
    case 'num':
      return node.value;
    case 'var': {
      const value = at.get(node.name);
      if (!value) throw new Error(`no value for ${node.name}`);
      return value;
    }
    case 'neg':
      return neg(evaluateExact(node.arg, at));
    case 'call':
      throw new Error('a function call');
    case 'bin': {
      const a = evaluateExact(node.left, at);
      const b = evaluateExact(node.right, at);
      switch (node.op) {
        case '+':
          return add(a, b);
        case '-':
          return sub(a, b);
        case '*':
          return mul(a, b);
        case '/':
          return div(a, b);
        case '^':
          if (b.d !== 1n) throw new Error('a fractional power');
          return pow(a, Number(b.n));
      }
    }
  }
}

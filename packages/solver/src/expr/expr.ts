import type { Node } from '../parse';
import { latex } from './latex';
import { type Rational, ONE, ZERO, add as radd, eq, isZero, mul as rmul, pow as rpow, rat, toText } from '../rational';

export type Fn =
  | 'sin'
  | 'cos'
  | 'tan'
  | 'sec'
  | 'csc'
  | 'cot'
  | 'asin'
  | 'acos'
  | 'atan'
  | 'sinh'
  | 'cosh'
  | 'tanh'
  | 'exp'
  | 'log'
  | 'sqrt'
  | 'asinh'
  | 'acosh'
  | 'atanh'
  | 'acot'
  | 'asec'
  | 'acsc'
  | 'coth'
  | 'sech'
  | 'csch'
  | 'abs'
  | 'Ei'
  | 'li'
  | 'Si'
  | 'Ci';

/** A general expression: sums, products, powers, functions, the constants pi and e. */
export type Expr =
  | { k: 'num'; v: Rational }
  | { k: 'const'; name: 'pi' | 'e' }
  | { k: 'var'; name: string }
  | { k: 'add'; xs: Expr[] }
  | { k: 'mul'; xs: Expr[] }
  | { k: 'pow'; b: Expr; e: Expr }
  | { k: 'fn'; f: Fn; a: Expr };

export const num = (v: Rational): Expr => ({ k: 'num', v });
export const int = (n: number): Expr => num(rat(BigInt(n)));
export const isNum = (e: Expr, v?: Rational): boolean => e.k === 'num' && (!v || eq(e.v, v));

/** A term as (numeric coefficient, the rest): 3·x·y → (3, x·y). */
function splitCoefficient(x: Expr): [Rational, Expr] {
  if (x.k === 'mul' && x.xs[0]?.k === 'num') {
    const rest = x.xs.slice(1);
    return [x.xs[0].v, rest.length === 1 ? (rest[0] as Expr) : { k: 'mul', xs: rest }];
  }
  return [ONE, x];
}

export function sum(...items: Expr[]): Expr {
  let c = ZERO;
  // Like terms are added: x·eˣ + 2·x·eˣ = 3·x·eˣ.
  const like = new Map<string, { coefficient: Rational; rest: Expr }>();
  for (const x of items.flatMap((i) => (i.k === 'add' ? i.xs : [i]))) {
    if (x.k === 'num') {
      c = radd(c, x.v);
      continue;
    }
    const [coefficient, rest] = splitCoefficient(x);
    const key = toSympy(rest);
    const seen = like.get(key);
    like.set(key, { coefficient: seen ? radd(seen.coefficient, coefficient) : coefficient, rest });
  }
  const xs: Expr[] = [];
  for (const { coefficient, rest } of like.values()) {
    if (isZero(coefficient)) continue;
    xs.push(eq(coefficient, ONE) ? rest : product(num(coefficient), rest));
  }
  if (!isZero(c)) xs.push(num(c));
  return xs.length === 0 ? num(ZERO) : xs.length === 1 ? (xs[0] as Expr) : { k: 'add', xs };
}

export function product(...items: Expr[]): Expr {
  let c = ONE;
  // Powers of one base are merged: x·x⁻² = x⁻¹.
  const bases = new Map<string, { base: Expr; exponent: Expr }>();
  for (const x of items.flatMap((i) => (i.k === 'mul' ? i.xs : [i]))) {
    if (x.k === 'num') {
      c = rmul(c, x.v);
      continue;
    }
    const [base, exponent] = x.k === 'pow' ? [x.b, x.e] : [x, num(ONE)];
    // A sum's terms in any order are one base: (sin x + cos x)·(cos x + sin x)⁻¹ = 1.
    const key = base.k === 'add' ? base.xs.map(toSympy).sort().join(' + ') : toSympy(base);
    const seen = bases.get(key);
    bases.set(key, { base, exponent: seen ? sum(seen.exponent, exponent) : exponent });
  }
  const xs: Expr[] = [];
  for (const { base, exponent } of bases.values()) {
    const merged = power(base, exponent);
    if (merged.k === 'num') c = rmul(c, merged.v);
    else xs.push(merged);
  }
  if (isZero(c)) return num(ZERO);
  if (!eq(c, ONE)) xs.unshift(num(c));
  return xs.length === 0 ? num(ONE) : xs.length === 1 ? (xs[0] as Expr) : { k: 'mul', xs };
}

export function power(b: Expr, e: Expr): Expr {
  if (isNum(e, ZERO)) return num(ONE);
  if (isNum(e, ONE)) return b;
  if (b.k === 'num' && e.k === 'num' && e.v.d === 1n && e.v.n >= -64n && e.v.n <= 64n)
    return num(rpow(b.v, Number(e.v.n)));
  // (u^a)^e = u^(a·e) for a whole e or an odd a; (u²)^(1/2) is |u|, not u.
  if (b.k === 'pow' && e.k === 'num' && b.e.k === 'num') {
    const evenUnder = b.e.v.n % 2n === 0n && e.v.d !== 1n;
    return power(evenUnder ? fn('abs', b.b) : b.b, num(rmul(b.e.v, e.v)));
  }
  // (xᵃ)ᵏ = x^(a·k) for a whole k, also for a symbolic a: x^(n−1)·(x^(n−1))⁻¹ then cancels.
  if (b.k === 'pow' && e.k === 'num' && e.v.d === 1n)
    return power(b.b, b.e.k === 'add' ? sum(...b.e.xs.map((t) => product(t, e))) : product(b.e, e));
  // Roots of perfect powers are exact: √(p/q) of squares, 9^(3/2) = 27, (8/27)^(2/3) = 4/9.
  if (b.k === 'num' && e.k === 'num' && e.v.d > 1n && e.v.d <= 12n && b.v.n >= 0n && e.v.n > -64n && e.v.n < 64n) {
    const [top, bottom] = [wholeRoot(b.v.n, e.v.d), wholeRoot(b.v.d, e.v.d)];
    if (top !== null && bottom !== null && (top > 0n || e.v.n > 0n)) return num(rpow(rat(top, bottom), Number(e.v.n)));
  }
  // (a·b)ⁿ = aⁿ·bⁿ for a whole n, so factors can cancel: x·(2x)⁻¹ = 1/2.
  if (b.k === 'mul' && e.k === 'num' && e.v.d === 1n) return product(...b.xs.map((x) => power(x, e)));
  return { k: 'pow', b, e };
}

/** The whole k-th root of n when n is a perfect k-th power, else null. */
function wholeRoot(n: bigint, k: bigint): bigint | null {
  if (n < 2n) return n;
  const guess = BigInt(Math.round(Number(n) ** (1 / Number(k))));
  for (const r of [guess - 1n, guess, guess + 1n]) if (r >= 0n && r ** k === n) return r;
  return null;
}

export const neg = (x: Expr) => product(int(-1), x);
export const minus = (a: Expr, b: Expr) => sum(a, neg(b));
export const divide = (a: Expr, b: Expr) => product(a, power(b, int(-1)));
/** q when x is q·π (q rational; 0 for x = 0), else null. */
function piMultiple(x: Expr): Rational | null {
  if (isNum(x, ZERO)) return ZERO;
  if (x.k === 'const' && x.name === 'pi') return ONE;
  if (x.k === 'mul' && x.xs.length === 2 && x.xs[0]?.k === 'num' && x.xs[1]?.k === 'const' && x.xs[1].name === 'pi')
    return x.xs[0].v;
  return null;
}

/** sin, cos and tan at whole and half multiples of π, exactly (definite integrals meet them at their limits). */
function trigAtPi(f: Fn, a: Expr): Expr | null {
  const q = piMultiple(a);
  if (!q || (q.d !== 1n && q.d !== 2n)) return null;
  const halves = Number((q.n * 2n) / q.d);
  const quarter = ((halves % 4) + 4) % 4; // the angle as 0, π/2, π or 3π/2
  const sin = [0, 1, 0, -1][quarter] as number;
  const cos = [1, 0, -1, 0][quarter] as number;
  if (f === 'sin') return int(sin);
  if (f === 'cos') return int(cos);
  if (f === 'tan' && cos !== 0) return int(sin / cos);
  return null;
}

export const fn = (f: Fn, a: Expr): Expr => {
  if (f === 'sqrt') return power(a, num(rat(1n, 2n)));
  if (f === 'log' && isNum(a, ONE)) return num(ZERO);
  if (f === 'log' && a.k === 'const' && a.name === 'e') return num(ONE);
  const trig = f === 'sin' || f === 'cos' || f === 'tan' ? trigAtPi(f, a) : null;
  if (trig) return trig;
  // atan(tan u) = u: substitutions through tan come back to the angle itself.
  if (f === 'atan' && a.k === 'fn' && a.f === 'tan') return a.a;
  if (f === 'exp' && isNum(a, ZERO)) return num(ONE);
  if (f === 'exp' && isNum(a, ONE)) return { k: 'const', name: 'e' };
  // e^(ln q) = q for a positive number q, and ln(e^u) = u for real u (limits of definite integrals meet both).
  if (f === 'exp' && a.k === 'fn' && a.f === 'log' && a.a.k === 'num' && a.a.v.n > 0n) return a.a;
  if (f === 'log' && a.k === 'fn' && a.f === 'exp') return a.a;
  // Ei(ln u) is li(u), as SymPy writes it.
  if (f === 'Ei' && a.k === 'fn' && a.f === 'log') return { k: 'fn', f: 'li', a: a.a };
  return { k: 'fn', f, a };
};

export const dependsOn = (x: Expr, v: string): boolean => {
  switch (x.k) {
    case 'var':
      return x.name === v;
    case 'add':
    case 'mul':
      return x.xs.some((y) => dependsOn(y, v));
    case 'pow':
      return dependsOn(x.b, v) || dependsOn(x.e, v);
    case 'fn':
      return dependsOn(x.a, v);
    default:
      return false;
  }
};

/** f with every occurrence of `target` (compared as printed) replaced by `by`. */
export function substitute(f: Expr, target: Expr, by: Expr): Expr {
  return replaceText(f, toSympy(target), by);
}
function replaceText(f: Expr, target: string, by: Expr): Expr {
  return toSympy(f) === target ? by : mapChildren(f, (x) => replaceText(x, target, by));
}

/** x with `go` applied to each direct part, rebuilt through the simplifying constructors; a leaf stays as it is. */
export function mapChildren(x: Expr, go: (y: Expr) => Expr): Expr {
  switch (x.k) {
    case 'add':
      return sum(...x.xs.map(go));
    case 'mul':
      return product(...x.xs.map(go));
    case 'pow':
      return power(go(x.b), go(x.e));
    case 'fn':
      return fn(x.f, go(x.a));
    default:
      return x;
  }
}

/** A parsed tree as an expression; "e" and "pi" are the constants. */
export function fromNode(node: Node): Expr {
  switch (node.kind) {
    case 'num':
      return num(node.value);
    case 'var':
      return node.name === 'pi'
        ? { k: 'const', name: 'pi' }
        : node.name === 'e' || node.name === 'E'
          ? { k: 'const', name: 'e' }
          : { k: 'var', name: node.name };
    case 'neg':
      return neg(fromNode(node.arg));
    case 'call':
      // ln is the natural logarithm, written log in the engine.
      return fn((node.name === 'ln' ? 'log' : node.name) as Fn, fromNode(node.arg));
    case 'bin': {
      const a = fromNode(node.left);
      const b = fromNode(node.right);
      switch (node.op) {
        case '+':
          return sum(a, b);
        case '-':
          return minus(a, b);
        case '*':
          return product(a, b);
        case '/':
          return divide(a, b);
        case '^':
          return a.k === 'const' && a.name === 'e' ? fn('exp', b) : power(a, b);
      }
    }
  }
}

export { evaluate } from './evaluate';

// Printing in SymPy syntax, with the precedence each context needs.
export function toSympy(x: Expr): string {
  switch (x.k) {
    case 'num':
      return toText(x.v);
    case 'const':
      return x.name === 'pi' ? 'pi' : 'E';
    case 'var':
      return x.name;
    case 'fn':
      return `${x.f}(${toSympy(x.a)})`;
    case 'add':
      return x.xs
        .map((y, i) => {
          const text = toSympy(y);
          if (i === 0) return text;
          return text.startsWith('-') ? ` - ${text.slice(1)}` : ` + ${text}`;
        })
        .join('');
    case 'mul': {
      const over = x.xs.filter((y) => y.k === 'pow' && y.e.k === 'num' && y.e.v.n < 0n);
      if (over.length && over.length < x.xs.length) {
        const top = x.xs.filter((y) => !over.includes(y));
        const bottom = over.map((y) =>
          y.k === 'pow' && y.e.k === 'num' ? power(y.b, num(rat(-y.e.v.n, y.e.v.d))) : y,
        );
        const denominator = bottom
          .map((y) => (y.k === 'add' || y.k === 'mul' ? `(${toSympy(y)})` : toSympy(y)))
          .join('*');
        const numerator = top.length === 1 ? (top[0] as Expr) : ({ k: 'mul', xs: top } as Expr);
        const upper = numerator.k === 'add' ? `(${toSympy(numerator)})` : toSympy(numerator);
        return `${upper}/${bottom.length > 1 ? `(${denominator})` : denominator}`;
      }
      const [first, ...rest] = x.xs;
      if (first?.k === 'num' && first.v.d !== 1n && rest.length) {
        // 2/3·f prints as "2*f/3", as SymPy does.
        const n = first.v.n < 0n ? -first.v.n : first.v.n;
        const body = toSympy(rest.length === 1 ? (rest[0] as Expr) : { k: 'mul', xs: rest });
        const wrapped = rest.length === 1 && rest[0]?.k === 'add' ? `(${body})` : body;
        return `${first.v.n < 0n ? '-' : ''}${n === 1n ? '' : `${n}*`}${wrapped}/${first.v.d}`;
      }
      const negative = first?.k === 'num' && first.v.n < 0n;
      const factors =
        negative && first.k === 'num' && eq(first.v, rat(-1n))
          ? rest
          : negative && first.k === 'num'
            ? [num(rat(-first.v.n, first.v.d)), ...rest]
            : x.xs;
      const body = factors
        .map((y) => (y.k === 'add' || (y.k === 'num' && y.v.d !== 1n) ? `(${toSympy(y)})` : toSympy(y)))
        .join('*');
      return negative ? `-${body}` : body;
    }
    case 'pow': {
      const base =
        x.b.k === 'var' || x.b.k === 'fn' || x.b.k === 'const' || (x.b.k === 'num' && x.b.v.d === 1n && x.b.v.n >= 0n)
          ? toSympy(x.b)
          : `(${toSympy(x.b)})`;
      if (x.e.k === 'num' && eq(x.e.v, rat(1n, 2n))) return `sqrt(${toSympy(x.b)})`;
      const exponent = x.e.k === 'num' && x.e.v.d === 1n && x.e.v.n >= 0n ? toSympy(x.e) : `(${toSympy(x.e)})`;
      return `${base}**${exponent}`;
    }
  }
}

/** Typeset as a textbook writes it (see latex.ts): never code syntax. */
export function toLatex(x: Expr): string {
  return latex(x);
}

import { type Rational, ONE, ZERO, add, cmp, eq, isZero, mul, neg, pow, rat, toLatex, toText } from './rational';

/** A monomial: variable → exponent (positive integers), kept sorted by variable name. */
export type Monomial = [string, number][];

/** A multivariate polynomial with rational coefficients, keyed by its monomial's text ("x^2*y"). */
export type Poly = Map<string, { monomial: Monomial; coefficient: Rational }>;

const keyOf = (m: Monomial) => m.map(([v, e]) => (e === 1 ? v : `${v}^${e}`)).join('*');

export function constant(c: Rational): Poly {
  return isZero(c) ? new Map() : new Map([['', { monomial: [], coefficient: c }]]);
}

export const variable = (name: string): Poly => new Map([[name, { monomial: [[name, 1]], coefficient: ONE }]]);

function addTerm(p: Poly, monomial: Monomial, coefficient: Rational) {
  const key = keyOf(monomial);
  const sum = add(p.get(key)?.coefficient ?? ZERO, coefficient);
  if (isZero(sum)) p.delete(key);
  else p.set(key, { monomial, coefficient: sum });
}

export function plus(a: Poly, b: Poly): Poly {
  const out: Poly = new Map(a);
  for (const { monomial, coefficient } of b.values()) addTerm(out, monomial, coefficient);
  return out;
}

export const negate = (a: Poly): Poly =>
  new Map([...a].map(([k, t]) => [k, { monomial: t.monomial, coefficient: neg(t.coefficient) }]));

export const minus = (a: Poly, b: Poly) => plus(a, negate(b));

function mulMonomials(a: Monomial, b: Monomial): Monomial {
  const powers = new Map<string, number>(a);
  for (const [v, e] of b) powers.set(v, (powers.get(v) ?? 0) + e);
  return [...powers].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
}

/** Products are capped: a polynomial of more than this many terms is not a homework problem. */
export const MAX_TERMS = 20_000;

export function times(a: Poly, b: Poly): Poly {
  const out: Poly = new Map();
  for (const x of a.values()) {
    for (const y of b.values()) {
      addTerm(out, mulMonomials(x.monomial, y.monomial), mul(x.coefficient, y.coefficient));
      if (out.size > MAX_TERMS) throw new RangeError('expression too large');
    }
  }
  return out;
}

export function power(a: Poly, e: number): Poly {
  if (!Number.isInteger(e) || e < 0) throw new RangeError('not a polynomial power');
  const c = asConstant(a);
  if (c) return constant(pow(c, e));
  if (e > 200) throw new RangeError('exponent too large');
  let out = constant(ONE);
  for (let i = 0; i < e; i++) out = times(out, a);
  return out;
}

/** The polynomial's value when it has no variables, else null. */
export function asConstant(a: Poly): Rational | null {
  if (a.size === 0) return ZERO;
  if (a.size === 1 && a.has('')) return a.get('')?.coefficient ?? ZERO;
  return null;
}

export const scale = (a: Poly, c: Rational) => times(a, constant(c));

export function variables(a: Poly): string[] {
  const names = new Set<string>();
  for (const t of a.values()) for (const [v] of t.monomial) names.add(v);
  return [...names].sort();
}

export function degreeIn(a: Poly, v: string): number {
  let degree = 0;
  for (const t of a.values()) for (const [name, e] of t.monomial) if (name === v) degree = Math.max(degree, e);
  return degree;
}

/** Coefficients of `a` as a polynomial in `v`: index = power; each coefficient may hold other variables. */
export function coefficientsIn(a: Poly, v: string): Poly[] {
  const out: Poly[] = Array.from({ length: degreeIn(a, v) + 1 }, () => new Map());
  for (const t of a.values()) {
    const e = t.monomial.find(([name]) => name === v)?.[1] ?? 0;
    const rest = t.monomial.filter(([name]) => name !== v);
    addTerm(out[e] as Poly, rest, t.coefficient);
  }
  return out;
}

export function derivative(a: Poly, v: string): Poly {
  const out: Poly = new Map();
  for (const t of a.values()) {
    const e = t.monomial.find(([name]) => name === v)?.[1] ?? 0;
    if (e === 0) continue;
    const monomial = t.monomial
      .map(([name, p]): [string, number] => [name, name === v ? p - 1 : p])
      .filter(([, p]) => p > 0);
    addTerm(out, monomial, mul(t.coefficient, rat(BigInt(e))));
  }
  return out;
}

export function substitute(a: Poly, values: Map<string, Rational>): Poly {
  let out: Poly = new Map();
  for (const t of a.values()) {
    let term = constant(t.coefficient);
    for (const [v, e] of t.monomial) {
      const value = values.get(v);
      term = times(
        term,
        value ? constant(pow(value, e)) : new Map([[keyOf([[v, e]]), { monomial: [[v, e]], coefficient: ONE }]]),
      );
    }
    out = plus(out, term);
  }
  return out;
}

export const equal = (a: Poly, b: Poly) => minus(a, b).size === 0;

/** SymPy's order: higher total powers of earlier variables first ("79*w**3 - 223*w**2 + 2"). */
function order(a: Monomial, b: Monomial, names: string[]): number {
  for (const v of names) {
    const x = a.find(([n]) => n === v)?.[1] ?? 0;
    const y = b.find(([n]) => n === v)?.[1] ?? 0;
    if (x !== y) return y - x;
  }
  return 0;
}

function sortedTerms(a: Poly) {
  const names = variables(a);
  return [...a.values()].sort((x, y) => order(x.monomial, y.monomial, names));
}

/** Terms joined with their signs ("a - b + c"); `body` prints a term's size (its coefficient made positive). */
function joinSigned(a: Poly, body: (monomial: Monomial, size: Rational) => string): string {
  const terms = sortedTerms(a);
  if (terms.length === 0) return '0';
  return terms
    .map(({ monomial, coefficient }, i) => {
      const negative = cmp(coefficient, ZERO) < 0;
      const text = body(monomial, negative ? neg(coefficient) : coefficient);
      return i === 0 ? `${negative ? '-' : ''}${text}` : ` ${negative ? '-' : '+'} ${text}`;
    })
    .join('');
}

/** SymPy syntax: "-7*p**3 + 63*p", "x**2/2 - 3". */
export const toSympy = (a: Poly) =>
  joinSigned(a, (monomial, c) => {
    const vars = monomial.map(([v, e]) => (e === 1 ? v : `${v}**${e}`)).join('*');
    if (!vars) return toText(c);
    if (eq(c, ONE)) return vars;
    if (c.n === 1n) return `${vars}/${c.d}`;
    return c.d === 1n ? `${c.n}*${vars}` : `${c.n}*${vars}/${c.d}`;
  });

export const toLatexPoly = (a: Poly) =>
  joinSigned(a, (monomial, c) => {
    const vars = monomial.map(([v, e]) => (e === 1 ? v : `${v}^{${e}}`)).join(' ');
    return !vars ? toLatex(c) : eq(c, ONE) ? vars : `${toLatex(c)} ${vars}`;
  });

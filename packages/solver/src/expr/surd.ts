import type { Node } from '../parse';
import { type Rational, ONE, ZERO, add, div, gcd, isZero, mul, neg, rat, toLatex, toText } from '../rational';

/**
 * Exact numbers of the form Σ cᵢ·√mᵢ (cᵢ rational, mᵢ square-free): sums, products, quotients and integer powers of
 * square roots of rationals stay in this form, so surd problems are solved exactly.
 */
export type Surd = Map<bigint, Rational>;

const MAX_TERMS = 64;
const TRIAL = 10_000n;

export const surdOf = (c: Rational): Surd => (isZero(c) ? new Map() : new Map([[1n, c]]));

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

/** n = k²·m with m square-free; null when n is too large to be sure of m (a prime square beyond trial division). */
export function squareFree(n: bigint): { outside: bigint; inside: bigint } | null {
  let outside = 1n;
  let inside = 1n;
  let m = n;
  for (let p = 2n; p <= TRIAL && p * p <= m; p += p === 2n ? 1n : 2n) {
    let e = 0;
    while (m % p === 0n) {
      m /= p;
      e++;
    }
    for (let i = 0; i + 1 < e; i += 2) outside *= p;
    if (e % 2 === 1) inside *= p;
  }
  if (m > 1n) {
    // Past the trial bound m has at most two prime factors when m < TRIAL³: a square is then p².
    if (m >= TRIAL * TRIAL * TRIAL) return null;
    const r = isqrt(m);
    if (r * r === m) outside *= r;
    else inside *= m;
  }
  return { outside, inside };
}

function addTerm(out: Surd, m: bigint, c: Rational) {
  const sum = add(out.get(m) ?? ZERO, c);
  if (isZero(sum)) out.delete(m);
  else out.set(m, sum);
}

export function plusSurd(a: Surd, b: Surd): Surd {
  const out = new Map(a);
  for (const [m, c] of b) addTerm(out, m, c);
  return out;
}

export const negSurd = (a: Surd): Surd => new Map([...a].map(([m, c]) => [m, neg(c)]));

export function timesSurd(a: Surd, b: Surd): Surd | null {
  const out: Surd = new Map();
  for (const [m, c] of a)
    for (const [k, d] of b) {
      // √m·√k = g·√(m/g · k/g) for square-free m and k with g = gcd(m, k).
      const g = gcd(m, k);
      addTerm(out, (m / g) * (k / g), mul(mul(c, d), rat(g)));
    }
  return out.size > MAX_TERMS ? null : out;
}

/** √(n/d) as c·√m. */
export function sqrtOf(r: Rational): Surd | null {
  if (r.n < 0n) return null;
  if (r.n === 0n) return new Map();
  const s = squareFree(r.n * r.d);
  if (!s) return null;
  return new Map([[s.inside, rat(s.outside, r.d)]]);
}

/** The primes of the radicands, found by trial division (radicands are square-free and already checked). */
function radicandPrime(a: Surd): bigint | null {
  for (const m of a.keys()) {
    if (m === 1n) continue;
    for (let p = 2n; p * p <= m && p <= TRIAL; p++) if (m % p === 0n) return p;
    return m;
  }
  return null;
}

/** 1 / a, by multiplying by conjugates one prime at a time (P + Q√p)(P − Q√p) = P² − pQ². */
export function invertSurd(a: Surd): Surd | null {
  let numerator: Surd = surdOf(ONE);
  let denominator = a;
  for (let round = 0; round < 12; round++) {
    if (denominator.size === 0) return null;
    const p = radicandPrime(denominator);
    if (p === null) {
      const c = denominator.get(1n) as Rational;
      return new Map([...numerator].map(([m, d]) => [m, div(d, c)]));
    }
    const conjugate: Surd = new Map([...denominator].map(([m, c]) => [m, m % p === 0n ? neg(c) : c]));
    const n = timesSurd(numerator, conjugate);
    const d = timesSurd(denominator, conjugate);
    if (!n || !d) return null;
    [numerator, denominator] = [n, d];
  }
  return null;
}

export function powerSurd(a: Surd, e: number): Surd | null {
  if (!Number.isInteger(e) || Math.abs(e) > 64) return null;
  let out: Surd | null = surdOf(ONE);
  for (let i = 0; i < Math.abs(e) && out; i++) out = timesSurd(out, a);
  return out && e < 0 ? invertSurd(out) : out;
}

/** The exact value of an expression made of numbers, + - * /, integer powers and square roots; else null. */
export function evaluateSurd(node: Node, depth = 0): Surd | null {
  if (depth > 200) return null;
  switch (node.kind) {
    case 'num':
      return surdOf(node.value);
    case 'var':
      return null;
    case 'neg': {
      const a = evaluateSurd(node.arg, depth + 1);
      return a && negSurd(a);
    }
    case 'call': {
      if (node.name !== 'sqrt') return null;
      const a = evaluateSurd(node.arg, depth + 1);
      const r = a && rationalOf(a);
      return r ? sqrtOf(r) : null;
    }
    case 'bin': {
      const a = evaluateSurd(node.left, depth + 1);
      if (!a) return null;
      if (node.op === '^') {
        const e = evaluateSurd(node.right, depth + 1);
        const r = e && rationalOf(e);
        if (!r) return null;
        if (r.d === 1n) return powerSurd(a, Number(r.n));
        // x^(k/2): the square root of x^k, when x^k is rational.
        const base = r.d === 2n ? powerSurd(a, Number(r.n)) : null;
        const inner = base && rationalOf(base);
        if (inner) return sqrtOf(inner);
        // x^(p/q) of a rational that is a perfect q-th power: 4096^(1/3) = 16.
        const b = rationalOf(a);
        const root = b && r.d <= 64n ? perfectRoot(b, Number(r.d)) : null;
        return root ? powerSurd(surdOf(root), Number(r.n)) : null;
      }
      const b = evaluateSurd(node.right, depth + 1);
      if (!b) return null;
      if (node.op === '+') return plusSurd(a, b);
      if (node.op === '-') return plusSurd(a, negSurd(b));
      if (node.op === '*') return timesSurd(a, b);
      const inverse = invertSurd(b);
      return inverse && timesSurd(a, inverse);
    }
  }
}

/** The exact q-th root of a rational when it is one (negative bases for odd q). */
function perfectRoot(r: Rational, q: number): Rational | null {
  const negative = r.n < 0n;
  if (negative && q % 2 === 0) return null;
  const root = (n: bigint) => {
    if (n < 2n) return n;
    const x = BigInt(Math.round(Number(n) ** (1 / q)));
    for (const c of [x - 1n, x, x + 1n]) if (c >= 0n && c ** BigInt(q) === n) return c;
    return null;
  };
  const top = root(negative ? -r.n : r.n);
  const bottom = root(r.d);
  if (top === null || bottom === null) return null;
  return rat(negative ? -top : top, bottom);
}

/** The value when it has no roots left. */
export function rationalOf(a: Surd): Rational | null {
  if (a.size === 0) return ZERO;
  return a.size === 1 && a.has(1n) ? (a.get(1n) as Rational) : null;
}

export const surdRoots = (a: Surd) => [...a.keys()].filter((m) => m !== 1n).length;

/** Root terms first by radicand, the rational part last: "6144*sqrt(2) + 37376", "sqrt(3)/2 - 1". */
function ordered(a: Surd): [bigint, Rational][] {
  return [...a].sort(([m], [k]) => (m === 1n ? 1 : k === 1n ? -1 : m < k ? -1 : 1));
}

export function surdText(a: Surd): string {
  if (a.size === 0) return '0';
  return ordered(a)
    .map(([m, c], i) => {
      const sign = c.n < 0n ? '-' : '+';
      const abs = { n: c.n < 0n ? -c.n : c.n, d: c.d };
      let term: string;
      if (m === 1n) term = toText(abs);
      else {
        const top = abs.n === 1n ? `sqrt(${m})` : `${abs.n}*sqrt(${m})`;
        term = abs.d === 1n ? top : `${top}/${abs.d}`;
      }
      return i === 0 ? (sign === '-' ? `-${term}` : term) : ` ${sign} ${term}`;
    })
    .join('');
}

export function surdLatex(a: Surd): string {
  if (a.size === 0) return '0';
  return ordered(a)
    .map(([m, c], i) => {
      const sign = c.n < 0n ? '-' : '+';
      const abs = { n: c.n < 0n ? -c.n : c.n, d: c.d };
      let term: string;
      if (m === 1n) term = toLatex(abs);
      else {
        const top = `${abs.n === 1n ? '' : abs.n}\\sqrt{${m}}`;
        term = abs.d === 1n ? top : `\\frac{${top}}{${abs.d}}`;
      }
      return i === 0 ? (sign === '-' ? `-${term}` : term) : ` ${sign} ${term}`;
    })
    .join('');
}

export const surdNumber = (a: Surd) =>
  [...a].reduce((sum, [m, c]) => sum + (Number(c.n) / Number(c.d)) * Math.sqrt(Number(m)), 0);

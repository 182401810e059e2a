import { asQuotient, coefficientsOf } from '../expr/coefficients';
import { asRationalFunction } from '../expr/rational-normal';
import {
  type Expr,
  dependsOn,
  divide,
  evaluate,
  fn,
  fromNode,
  minus,
  neg,
  num,
  power,
  product,
  sum,
  toSympy,
} from '../expr/expr';
import { latex } from '../expr/latex';
import { parseExpression } from '../parse';
import { type Rational, ONE, ZERO, isZero, mul, rat } from '../rational';
import { nodeLatex } from '../read/reading';
import { type Solver, type Step, result } from '../types';
import { exactRealRoots } from './real-roots';

/** A candidate root: exact (as an expression) with its value. */
interface Candidate {
  exact: Expr;
  value: number;
}

const candidate = (exact: Expr): Candidate => ({ exact, value: evaluate(exact, {}) });

/** Terms of a sum (a single term is a sum of one). */
const termsOf = (f: Expr) => (f.k === 'add' ? f.xs : [f]);

/** The polynomial's real roots as candidates, or null when some roots are not found exactly. */
function polynomialRoots(p: Expr, v: string, deadline: number): Candidate[] | null {
  const q = asQuotient(p, v);
  if (!q) {
    // a·x + c with c a constant such as e³: x = −c/a.
    const linear = termsOf(p).filter((t) => dependsOn(t, v));
    const c = sum(...termsOf(p).filter((t) => !dependsOn(t, v)));
    const a = coefficientsOf(sum(...linear), v);
    return a && a.length === 2 && isZero(a[0] as Rational) ? [candidate(divide(neg(c), num(a[1] as Rational)))] : null;
  }
  const roots = exactRealRoots(q[0], deadline);
  if (!roots) return null;
  return roots.map((r) => candidate(fromNode(parseExpression(r.text))));
}

/** f = s·g(A) + R with g one occurrence of a function (sqrt as a ½ power, abs), s a number, R without g. */
function isolate(f: Expr, v: string, is: (t: Expr) => Expr | null): { s: Rational; inner: Expr; rest: Expr } | null {
  let found: { s: Rational; inner: Expr } | null = null;
  const rest: Expr[] = [];
  for (const t of termsOf(f)) {
    const [c, body] = t.k === 'mul' && t.xs[0]?.k === 'num' ? [t.xs[0].v, product(...t.xs.slice(1))] : [ONE, t];
    const inner = is(body);
    if (inner) {
      if (found) return null;
      found = { s: c, inner };
    } else rest.push(t);
  }
  return found && { ...found, rest: sum(...rest) };
}

const sqrtInner = (t: Expr) => (t.k === 'pow' && t.e.k === 'num' && t.e.v.n === 1n && t.e.v.d === 2n ? t.b : null);
const absInner = (t: Expr) => (t.k === 'fn' && t.f === 'abs' ? t.a : null);

/** √A with a polynomial A once: s²·A = R², then every root is tested in the original (squaring adds false ones). */
function radical(f: Expr, v: string, deadline: number): { candidates: Candidate[]; step: Step } | null {
  const found = isolate(f, v, sqrtInner);
  if (!found || !coefficientsOf(found.inner, v) || !coefficientsOf(found.rest, v)) return null;
  // s√A + R = 0 ⇒ s²A − R² = 0.
  const squared = minus(product(num(mul(found.s, found.s)), found.inner), power(found.rest, num(rat(2n))));
  const roots = polynomialRoots(squared, v, deadline);
  return (
    roots && {
      candidates: roots,
      step: {
        title: 'Isolate the root and square both sides',
        explanation: 'Squaring can add solutions that do not solve the original equation, so each is checked.',
        latex: `${latex(product(num(mul(found.s, found.s)), found.inner))} = ${latex(power(found.rest, num(rat(2n))))}`,
      },
    }
  );
}

const cbrtInner = (t: Expr) => (t.k === 'pow' && t.e.k === 'num' && t.e.v.n === 1n && t.e.v.d === 3n ? t.b : null);

/** ∛A with a polynomial A once: s∛A + R = 0 ⇒ s³A + R³ = 0 (cubing adds no false roots; each is still checked). */
function cubeRoot(f: Expr, v: string, deadline: number): { candidates: Candidate[]; step: Step } | null {
  const found = isolate(f, v, cbrtInner);
  if (!found || !coefficientsOf(found.inner, v) || !coefficientsOf(found.rest, v)) return null;
  const cube = mul(found.s, mul(found.s, found.s));
  const cubed = sum(product(num(cube), found.inner), power(found.rest, num(rat(3n))));
  const roots = polynomialRoots(cubed, v, deadline);
  return (
    roots && {
      candidates: roots,
      step: {
        title: 'Isolate the cube root and cube both sides',
        explanation:
          'A real number has one real cube root, so cubing keeps the solutions; each is checked all the same.',
        latex: `${latex(product(num(cube), found.inner))} = ${latex(neg(power(found.rest, num(rat(3n)))))}`,
      },
    }
  );
}

/** |A| once: s|A| + R = 0 ⇒ A = −R/s or A = R/s; each tested in the original. */
function absolute(f: Expr, v: string, deadline: number): { candidates: Candidate[]; step: Step } | null {
  const found = isolate(f, v, absInner);
  if (!found || !coefficientsOf(found.inner, v) || !coefficientsOf(found.rest, v)) return null;
  const target = divide(neg(found.rest), num(found.s));
  const plus = polynomialRoots(minus(found.inner, target), v, deadline);
  const minusCase = polynomialRoots(sum(found.inner, target), v, deadline);
  if (!plus || !minusCase) return null;
  return {
    candidates: [...plus, ...minusCase],
    step: {
      title: 'Split the absolute value into two cases',
      explanation: 'The inside equals the other side, or its negative; each answer is checked in the original.',
      latex: `${latex(found.inner)} = \\pm\\left(${latex(target)}\\right)`,
    },
  };
}

/** bᵘ with u = k·x + c: its base b (a number, or e) and the linear exponent. */
function exponential(t: Expr, v: string): { base: Expr; exponent: Expr } | null {
  if (t.k === 'fn' && t.f === 'exp' && coefficientsOf(t.a, v)?.length === 2)
    return { base: { k: 'const', name: 'e' }, exponent: t.a };
  if (t.k === 'pow' && t.b.k === 'num' && t.b.v.n > 0n && coefficientsOf(t.e, v)?.length === 2)
    return { base: t.b, exponent: t.e };
  return null;
}

/**
 * Exponentials of one base: Σ cᵢ·b^(kᵢx) = 0 is a polynomial in u = b^(gx) (g the gcd of the kᵢ); each positive
 * root u gives x = log(u)/(g·log b). Covers 2^x = 16, 3^(x+1) = 27, e^x = 5 and e^(2x) − 3e^x + 2 = 0.
 */
function exponentials(f: Expr, v: string, deadline: number): { candidates: Candidate[]; step: Step } | null {
  const terms: { c: Expr; base: Expr; k: Rational; shift: Rational }[] = [];
  const constants: Expr[] = [];
  for (const t of termsOf(f)) {
    const factors = t.k === 'mul' ? t.xs : [t];
    const expFactors = factors.map((x) => exponential(x, v));
    const at = expFactors.findIndex(Boolean);
    if (at < 0) {
      if (dependsOn(t, v)) return null;
      constants.push(t);
      continue;
    }
    const e = expFactors[at] as { base: Expr; exponent: Expr };
    const rest = product(...factors.filter((_, i) => i !== at));
    if (dependsOn(rest, v)) return null;
    const [shift = ZERO, k = ZERO] = coefficientsOf(e.exponent, v) ?? [];
    terms.push({ c: rest, base: e.base, k, shift });
  }
  if (terms.length === 0) return null;
  sameBase(terms);
  const base = toSympy(terms[0]?.base as Expr);
  if (terms.some((t) => toSympy(t.base) !== base) || terms.some((t) => t.k.d !== 1n)) return null;
  const g = terms.reduce(
    (acc, t) => ((t.k.n < 0n ? -t.k.n : t.k.n) > 0n ? gcdBig(acc, t.k.n < 0n ? -t.k.n : t.k.n) : acc),
    0n,
  );
  if (g === 0n || terms.some((t) => t.k.n < 0n) || terms.some((t) => t.k.n / g > 6n)) return null;
  // Σ c·b^shift·u^(k/g) + constants = 0, a polynomial in u.
  const u: Expr = { k: 'var', name: '__u' };
  const inU = sum(
    ...terms.map((t) => product(t.c, power(t.base, num(t.shift)), power(u, num(rat(t.k.n / g))))),
    ...constants,
  );
  const q = asQuotient(inU, '__u');
  if (!q) return null;
  const roots = exactRealRoots(q[0], deadline);
  if (!roots) return null;
  const b = terms[0]?.base as Expr;
  const candidates: Candidate[] = [];
  for (const r of roots) {
    if (r.value <= 0) continue;
    const uValue = fromNode(parseExpression(r.text));
    candidates.push(candidate(logBase(uValue, b, g)));
  }
  return {
    candidates,
    step: {
      title: 'Write it in one exponential',
      explanation: `With u = ${latexPlain(b)}^(${g === 1n ? '' : `${g}`}x), the equation is a polynomial in u; only u > 0 can be an exponential.`,
      latex: `${latex(inU).replace(/\\mathit\{__u\}|__u/g, 'u')} = 0`,
    },
  };
}

/** n = r^e with e as large as possible: 8 = 2³, 9 = 3², 6 = 6¹. */
function perfectPower(n: bigint): { root: bigint; e: bigint } {
  for (let e = 64n; e >= 2n; e--) {
    const r = BigInt(Math.round(Number(n) ** (1 / Number(e))));
    for (const c of [r - 1n, r, r + 1n]) if (c > 1n && c ** e === n) return { root: c, e };
  }
  return { root: n, e: 1n };
}

/**
 * Whole-number bases that are powers of one number are written in it: 4^x = 8^(x − 1) is 2^(2x) = 2^(3x − 3), so
 * that the terms are one exponential. The terms are changed in place; other bases are left as they are.
 */
function sameBase(terms: { base: Expr; k: Rational; shift: Rational }[]): void {
  const bases = terms.map((t) => (t.base.k === 'num' && t.base.v.d === 1n && t.base.v.n > 1n ? t.base.v.n : null));
  if (bases.some((b) => b === null) || new Set(bases).size === 1) return;
  const powers = (bases as bigint[]).map((b) => (b < 2n ** 53n ? perfectPower(b) : { root: b, e: 1n }));
  const root = powers[0]?.root as bigint;
  if (powers.some((p) => p.root !== root)) return;
  terms.forEach((t, i) => {
    const e = rat(powers[i]?.e as bigint);
    t.base = num(rat(root));
    t.k = mul(t.k, e);
    t.shift = mul(t.shift, e);
  });
}

const latexPlain = (b: Expr) => (b.k === 'const' ? 'e' : toSympy(b));

function gcdBig(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcdBig(b, a % b);
}

/** x with b^(g·x) = u: exact when u is a rational power of b (16 = 2⁴), else log(u)/(g·log b). */
function logBase(u: Expr, b: Expr, g: bigint): Expr {
  if (b.k === 'num' && u.k === 'num') {
    // u^q = b^p for small q: 8 = 4^(3/2) since 8² = 4³.
    for (let q = 1; q <= 6; q++) {
      const uq = power(u, num(rat(BigInt(q))));
      for (let p = -64; p <= 64; p++) {
        const bp = power(b, num(rat(BigInt(p))));
        if (bp.k === 'num' && uq.k === 'num' && bp.v.n === uq.v.n && bp.v.d === uq.v.d)
          return num(rat(BigInt(p), BigInt(q) * g));
      }
    }
  }
  const lnU = fn('log', u);
  return b.k === 'const' ? divide(lnU, num(rat(g))) : divide(lnU, product(num(rat(g)), fn('log', b)));
}

/**
 * log terms of one coefficient: k·(log A₁ + log A₂ + …) + r = 0 ⇒ A₁·A₂·… = e^(−r/k), a polynomial equation
 * when e^(−r/k) is a number (log₂ x = 5 reads as log x / log 2 = 5: x = 2⁵). Each root is checked for A > 0.
 */
function logarithms(f: Expr, v: string, deadline: number): { candidates: Candidate[]; step: Step } | null {
  let coefficient: Expr | null = null;
  const args: Expr[] = [];
  const rest: Expr[] = [];
  for (const t of termsOf(f)) {
    const factors = t.k === 'mul' ? t.xs : [t];
    const at = factors.findIndex((x) => x.k === 'fn' && x.f === 'log' && dependsOn(x.a, v));
    if (at < 0) {
      if (dependsOn(t, v)) return null;
      rest.push(t);
      continue;
    }
    const c = product(...factors.filter((_, i) => i !== at));
    if (dependsOn(c, v)) return null;
    if (coefficient && toSympy(coefficient) !== toSympy(c)) return null;
    coefficient = c;
    args.push((factors[at] as Extract<Expr, { k: 'fn' }>).a);
  }
  if (!coefficient || args.length === 0) return null;
  // log(A) = −r/k; with k = 1/log b (a logarithm to base b) the right side is (−r)·log b.
  const value = divide(neg(sum(...rest)), coefficient);
  const right = exactExp(value);
  if (!right) return null;
  const productOfArgs = product(...args);
  const roots = polynomialRoots(minus(productOfArgs, right), v, deadline);
  if (!roots) return null;
  return {
    candidates: roots,
    step: {
      title: 'Undo the logarithm',
      explanation:
        'A sum of logarithms is the logarithm of the product; exponentiate both sides. Each answer must keep every logarithm’s argument positive.',
      latex: `${latex(productOfArgs)} = ${latex(right)}`,
    },
  };
}

/** e^x exactly for x = c, c·log(b) (numbers): e^c stays symbolic, b^c is a number. */
function exactExp(x: Expr): Expr | null {
  if (x.k === 'num') return isZero(x.v) ? num(ONE) : fn('exp', x);
  if (x.k === 'fn' && x.f === 'log' && x.a.k === 'num') return x.a;
  if (
    x.k === 'mul' &&
    x.xs.length === 2 &&
    x.xs[0]?.k === 'num' &&
    x.xs[1]?.k === 'fn' &&
    x.xs[1].f === 'log' &&
    x.xs[1].a.k === 'num'
  ) {
    const c = x.xs[0].v;
    const b = x.xs[1].a;
    return c.d === 1n && c.n <= 64n && c.n >= -64n ? power(b, num(c)) : null;
  }
  return null;
}

/** Equations with roots, absolute values, exponentials and logarithms of one unknown, each root checked. */
export const solveTranscendental: Solver = (problem, deadline) => {
  const m = /^solve\s+([^=<>]+?)\s*=\s*([^=<>]+?)(?:\s+for\s+([a-z]))?\s*(?:exactly)?\s*[.?]?$/i.exec(problem.trim());
  if (!m) return null;
  const [left, right] = [parseExpression(m[1] as string), parseExpression(m[2] as string)];
  const f = minus(fromNode(left), fromNode(right));
  const names = [...new Set(`${toSympy(f)}`.match(/\b[a-z]\b/g) ?? [])].filter((n) => n !== 'E');
  const v = (m[3] as string | undefined) ?? (names.length === 1 ? names[0] : undefined);
  if (!v || names.some((n) => n !== v)) return null;
  const rational = asRationalFunction(f, v);
  const found =
    (rational && !coefficientsOf(f, v)
      ? (() => {
          const roots = polynomialRoots(fromNodeCoefficients(rational[0], v), v, deadline);
          return (
            roots && {
              candidates: roots,
              step: {
                title: 'Clear the denominators',
                explanation:
                  'Multiply both sides by the common denominator; values that make a denominator zero are not solutions.',
                latex: '',
              },
            }
          );
        })()
      : null) ??
    radical(f, v, deadline) ??
    cubeRoot(f, v, deadline) ??
    absolute(f, v, deadline) ??
    exponentials(f, v, deadline) ??
    logarithms(f, v, deadline);
  if (!found) return null;
  // Every candidate is put into the equation as written; false ones (from squaring, or outside a domain) go.
  const scale = (x: number) =>
    Math.max(1, Math.abs(evaluate(fromNode(left), { [v]: x })), Math.abs(evaluate(fromNode(right), { [v]: x })));
  const residual = (x: number) => evaluate(f, { [v]: x });
  const seen = new Map<string, Candidate>();
  for (const c of found.candidates) seen.set(toSympy(c.exact), c);
  const all = [...seen.values()].sort((a, b) => a.value - b.value);
  const roots = all.filter(
    (c) => Number.isFinite(residual(c.value)) && Math.abs(residual(c.value)) <= 1e-9 * scale(c.value),
  );
  const rejected = all.filter((c) => !roots.includes(c));
  const read = `${nodeLatex(left)} = ${nodeLatex(right)}`;
  const steps: Step[] = [found.step].filter((s) => s.latex);
  if (rejected.length)
    steps.push({
      title: 'Reject what does not solve the original',
      explanation: `${rejected.map((c) => toSympy(c.exact)).join(', ')} ${rejected.length === 1 ? 'does' : 'do'} not satisfy the equation as written.`,
      latex: rejected.map((c) => `${v} \\neq ${latex(c.exact)}`).join(',\\quad '),
    });
  const text = roots.map((c) => toSympy(c.exact)).join(', ');
  if (roots.length)
    steps.push({
      title: 'Check',
      explanation: 'Each solution substituted into the equation as written.',
      latex: roots.map((c) => `${v} = ${latex(c.exact)}`).join(',\\quad '),
    });
  return result('polynomial-equation', {
    reading: {
      latex: read,
      target: {
        kind: 'roots',
        equation: `${m[1]} = ${m[2]}`,
        variable: v,
        roots: roots.map((c) => toSympy(c.exact)),
        complete: true,
      },
    },
    steps,
    answer: roots.length ? { value: text, latex: roots.map((c) => `${v} = ${latex(c.exact)}`).join(',\\quad ') } : null,
    reason: roots.length ? null : 'The equation has no real solution.',
    verified: roots.length
      ? { ok: true, method: 'each solution substituted into the equation as written, in floating point' }
      : null,
  });
};

/** A polynomial's coefficients back as an expression in v. */
function fromNodeCoefficients(c: Rational[], v: string): Expr {
  return sum(...c.map((k, i) => product(num(k), power({ k: 'var', name: v }, num(rat(BigInt(i)))))));
}

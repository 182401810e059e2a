import { solveLinear } from '../expr/partial-fractions';
import { type Surd, surdLatex, surdNumber, surdText } from '../expr/surd';
import { identityOrContradiction } from './identity-equation';
import { type ExactRoot, quadraticRoots } from './real-roots';
import { approximateRealRoots } from '../numeric-roots';
import { nodeLatex } from '../read/reading';
import { type Graph, type Solver, type Step, result } from '../types';
import { parseExpression, toPoly } from '../parse';
import {
  type Poly,
  asConstant,
  coefficientsIn,
  constant,
  plus,
  times,
  variable,
  degreeIn,
  minus,
  substitute,
  toLatexPoly,
  toSympy,
  variables,
} from '../polynomial';
import {
  type Rational,
  ZERO,
  add,
  cmp,
  div,
  isZero,
  lcm,
  mul,
  neg,
  rat,
  sub,
  toLatex,
  toNumber,
  toText,
} from '../rational';

/** "Solve … for x.", "Determine x so that …", "What is x in …?", "Find x such that …", "Solve …". */
function equationsOf(problem: string): { equations: string[]; target: string | null; real: boolean } | null {
  // Real roots only ("x-intercepts", "real solutions"): a quadratic with none is answered "no real roots".
  const realOnly =
    /\s*,?\s*(?:over the reals|in the real numbers|for real (?:numbers|values))$|(?<=\bfor) real(?= [a-z]\w*$)/i;
  const real = realOnly.test(problem.trim().replace(/[?.]\s*$/, ''));
  const text = problem
    .trim()
    .replace(/[?.]\s*$/, '')
    .replace(realOnly, '');
  const patterns: [RegExp, number, number][] = [
    [/^solve\s+(.+?)\s+for\s+([a-z]\w*)$/i, 1, 2],
    [/^(?:determine|find|give)\s+([a-z]\w*)\s*(?:,\s*)?(?:so that|such that|given that|in|if)\s+(.+)$/i, 2, 1],
    [/^what is\s+([a-z]\w*)\s+in\s+(.+)$/i, 2, 1],
    [/^(?:suppose|let)\s+(.+?)\.\s*(?:calculate|what is|find|determine|give|solve for)\s+([a-z]\w*)$/i, 1, 2],
    [/^solve\s+(.+)$/i, 1, 0],
  ];
  for (const [pattern, eqIndex, varIndex] of patterns) {
    const m = pattern.exec(text);
    if (m && m[eqIndex]?.includes('='))
      return {
        equations: (m[eqIndex] ?? '').split(/,\s*(?![^()]*\))/),
        target: varIndex ? (m[varIndex] ?? null) : null,
        real,
      };
  }
  return null;
}

/** An equation as it was read: each side's parse tree printed as written. */
function equationLatex(equation: string): string {
  const [left = '', right = ''] = equation.split('=');
  return `${nodeLatex(parseExpression(left))} = ${nodeLatex(parseExpression(right))}`;
}

const side = (equation: string): Poly => {
  const [left, right, extra] = equation.split('=');
  if (left === undefined || right === undefined || extra !== undefined) throw new Error('not one equation');
  return minus(toPoly(parseExpression(left)), toPoly(parseExpression(right)));
};

/** Every root is substituted back into every equation; exact rational arithmetic, so "= 0" means zero. */
function check(polys: Poly[], values: Map<string, Rational>): boolean {
  return polys.every((p) => {
    const left = asConstant(substitute(p, values));
    return left !== null && isZero(left);
  });
}

function graphOf(p: Poly, v: string, roots: { text: string; value: number }[]): Graph {
  const xs = roots.map((r) => r.value);
  const lo = xs.length ? Math.min(...xs) : -5;
  const hi = xs.length ? Math.max(...xs) : 5;
  const pad = Math.max(2, (hi - lo) * 0.25);
  const coefficients = coefficientsIn(p, v).map((c) => toNumber(asConstant(c) ?? ZERO));
  const f = (x: number) => coefficients.reduceRight((acc, c) => acc * x + c, 0);
  const points = Array.from({ length: 201 }, (_, i) => {
    const x = lo - pad + ((hi - lo + 2 * pad) * i) / 200;
    return { x, y: f(x) };
  });
  return {
    type: 'function',
    title: `y = ${toSympy(p).replaceAll('**', '^')}`,
    xLabel: v,
    yLabel: 'y',
    description: roots.length
      ? `The curve crosses zero at ${v} = ${roots.map((r) => r.text).join(', ')}.`
      : 'The curve never crosses zero.',
    points,
  };
}

/** Divisors of a positive integer by trial division (the constant terms here are at most about 10^12). */
function divisors(n: bigint, deadline: number): bigint[] {
  const small: bigint[] = [];
  const large: bigint[] = [];
  for (let d = 1n; d * d <= n; d++) {
    if (Date.now() > deadline) throw new Error('time limit');
    if (n % d === 0n) {
      small.push(d);
      if (d * d !== n) large.unshift(n / d);
    }
  }
  return [...small, ...large];
}

/** Polynomial of one variable, exact: its rational roots by the rational root theorem, with deflation. */
export function rationalRoots(coefficients: Rational[], deadline: number): { roots: Rational[]; rest: Rational[] } {
  let c = [...coefficients];
  while (c.length > 1 && isZero(c.at(-1) ?? ZERO)) c.pop();
  const roots: Rational[] = [];
  while (c.length > 1 && isZero(c[0] ?? ZERO)) {
    roots.push(ZERO);
    c = c.slice(1);
  }
  // Integer coefficients: multiply by the common denominator.
  const common = c.reduce((acc, x) => lcm(acc, x.d), 1n);
  const ints = c.map((x) => (x.n * common) / x.d);
  const a0 = ints[0] ?? 0n;
  const an = ints.at(-1) ?? 1n;
  // Candidates: near each approximate real root, p/q with q dividing the leading coefficient; then, when the
  // constant term is small enough to enumerate, every p/q of the rational root theorem. Each is tested exactly.
  const candidates = new Map<string, Rational>();
  const qs = divisors(an < 0n ? -an : an, deadline);
  for (const x of approximateRealRoots(c.map(toNumber))) {
    for (const q of qs) {
      const p = BigInt(Math.round(x * Number(q)));
      for (const s of [p - 1n, p, p + 1n]) candidates.set(`${s}/${q}`, rat(s, q));
    }
  }
  if (c.length > 1 && (a0 < 0n ? -a0 : a0) < 10n ** 12n) {
    for (const p of divisors(a0 < 0n ? -a0 : a0, deadline))
      for (const q of qs) for (const s of [p, -p]) candidates.set(`${s}/${q}`, rat(s, q));
  }
  for (const r of candidates.values()) {
    if (Date.now() > deadline) throw new Error('time limit');
    // Divide out the root as many times as it divides (synthetic division).
    for (;;) {
      if (c.length <= 1) break;
      const quotient: Rational[] = [];
      let carry = ZERO;
      for (let i = c.length - 1; i >= 0; i--) {
        carry = add(mul(carry, r), c[i] ?? ZERO);
        quotient.unshift(carry);
      }
      if (!isZero(quotient[0] ?? ZERO)) break;
      roots.push(r);
      c = quotient.slice(1);
    }
  }
  return { roots, rest: c };
}

/** One equation in one unknown (linear, quadratic, or any degree with rational roots), or a 2×2 linear system. */
export const solveEquation: Solver = (problem, deadline) => {
  const parsed = equationsOf(problem);
  if (!parsed) return null;
  const polys = parsed.equations.map(side);
  const unknowns = [...new Set(polys.flatMap(variables))];
  if (polys.length > 1) return solveSystem(polys, parsed.equations, parsed.target);
  const p = polys[0];
  if (!p) return null;
  // "2x + 3 = 2x + 5": the unknown cancels; it is still the one the equation was written in.
  const written =
    unknowns.length === 0 ? [...new Set((parsed.equations[0] ?? '').match(/(?<![a-z])[a-z](?![a-z(])/gi) ?? [])] : [];
  const v = parsed.target ?? (unknowns.length === 1 ? unknowns[0] : written.length === 1 ? written[0] : null);
  if (!v || unknowns.some((u) => u !== v)) return null;
  const degree = degreeIn(p, v);
  const coefficients = coefficientsIn(p, v).map((c) => asConstant(c) ?? ZERO);
  const equation = parsed.equations[0] as string;
  const read = `${equationLatex(equation)}${parsed.target ? `\\quad\\text{for } ${v}` : ''}`;
  const reading = (roots: Rational[], complete: boolean) => ({
    latex: read,
    target: { kind: 'roots' as const, equation, variable: v, roots: roots.map(toText), complete },
  });
  const steps: Step[] = [
    {
      title: 'Move everything to one side',
      explanation: 'Subtract the right side from both sides and collect like terms.',
      latex: `${toLatexPoly(p)} = 0`,
    },
  ];
  if (degree === 0) return identityOrContradiction(equation, v, read, steps, coefficients[0] ?? ZERO);
  if (degree === 1) {
    const [b = ZERO, a = ZERO] = coefficients;
    const x = div(neg(b), a);
    steps.push({
      title: `Isolate ${v}`,
      explanation: `Subtract ${toText(b)} and divide by ${toText(a)}.`,
      latex: `${v} = \\frac{${toLatex(neg(b))}}{${toLatex(a)}} = ${toLatex(x)}`,
    });
    const ok = check(polys, new Map([[v, x]]));
    // A check step is shown only for a check that ran and passed.
    if (ok) {
      steps.push({
        title: 'Check',
        explanation: `Substituting ${v} = ${toText(x)} makes both sides equal.`,
        latex: `${v} = ${toLatex(x)}`,
      });
    }
    return result('linear-equation', {
      reading: reading([x], ok),
      steps,
      answer: { value: toText(x), latex: toLatex(x) },
      verified: { ok, method: 'substituted back into the equation' },
      graphs: [graphOf(p, v, [{ text: toText(x), value: toNumber(x) }])],
    });
  }
  if (degree === 2) {
    const [c = ZERO, b = ZERO, a = ZERO] = coefficients;
    const discriminant = sub(mul(b, b), mul(rat(4n), mul(a, c)));
    steps.push({
      title: 'Compute the discriminant',
      explanation: 'For a x² + b x + c = 0 the discriminant b² − 4ac says how many real roots there are.',
      latex: `\\Delta = b^2 - 4ac = ${toLatex(discriminant)}`,
    });
  }
  const { roots, rest } = rationalRoots(coefficients, deadline);
  const unique = [...new Map(roots.map((r) => [toText(r), r])).values()].sort(cmp);
  const restDegree = rest.length - 1;
  // What is left after the rational roots: a quadratic is solved by the formula (surds, or a complex pair).
  let irrational: ExactRoot[] = [];
  let complex: { re: Rational; im: Surd } | null = null;
  if (restDegree >= 1) {
    const [c = ZERO, b = ZERO, a = ZERO] = rest;
    const found = restDegree === 2 ? quadraticRoots(c, b, a) : null;
    if (!found) {
      return result('polynomial-equation', {
        reading: { latex: read, target: null },
        steps,
        reason:
          'Some roots are not rational numbers and not roots of a quadratic factor; their exact form is beyond this engine for now.',
      });
    }
    if ('real' in found) irrational = found.real;
    else complex = found.complex;
    steps.push({
      title: 'Solve the remaining quadratic with the formula',
      explanation: `x = (−b ± √(b² − 4ac)) / (2a) for ${toLatexPoly(polyOf(rest, v))} = 0${complex ? ': the discriminant is negative, so its roots are complex' : ''}.`,
      latex: complex
        ? `${v} = ${toLatex(complex.re)} \\pm ${surdLatex(complex.im)}\\,i`
        : irrational.map((r) => `${v} = ${r.latex}`).join(',\\quad '),
    });
  }
  if (complex && unique.length === 0 && !parsed.real) return complexRoots(read, equation, steps, p, v, complex);
  steps.push({
    title: 'Find the rational roots',
    explanation:
      'Any rational root p/q has p dividing the constant term and q dividing the leading coefficient; each root found is divided out.',
    latex:
      unique.map((r) => `${v} = ${toLatex(r)}`).join(',\\quad ') ||
      (irrational.length ? '\\text{no rational roots}' : '\\text{no real roots}'),
  });
  // Rational roots exactly; the formula's roots in floating point (the polynomial at p ± q√m is within rounding of 0).
  const scale = coefficients.reduce((m2, c2) => Math.max(m2, Math.abs(toNumber(c2))), 1);
  const ok =
    unique.every((r) => check(polys, new Map([[v, r]]))) &&
    irrational.every(
      (r) =>
        Math.abs(coefficients.reduceRight((acc, c2) => acc * r.value + toNumber(c2), 0)) <=
        1e-9 * scale * Math.max(1, Math.abs(r.value)) ** degree,
    );
  const all = [...unique.map((r) => ({ text: toText(r), latex: toLatex(r), value: toNumber(r) })), ...irrational].sort(
    (x, y) => x.value - y.value,
  );
  return result(degree === 1 ? 'linear-equation' : 'polynomial-equation', {
    // Complete: every root substituted back, and what is left over has no real root.
    reading: {
      latex: read,
      target: { kind: 'roots' as const, equation, variable: v, roots: all.map((r) => r.text), complete: ok },
    },
    steps,
    answer: all.length ? { value: all.map((r) => r.text).join(', '), latex: all.map((r) => r.latex).join(', ') } : null,
    reason: all.length ? null : 'The equation has no real roots.',
    verified: all.length ? { ok, method: 'each root substituted back into the equation' } : null,
    graphs: [graphOf(p, v, all)],
  });
};

/** The polynomial of coefficients (constant first) in v. */
function polyOf(c: Rational[], v: string): Poly {
  let out: Poly = new Map();
  c.forEach((k, i) => {
    let term = constant(k);
    for (let j = 0; j < i; j++) term = times(term, variable(v));
    out = plus(out, term);
  });
  return out;
}

/**
 * No real root: the complex pair p ± q·i, checked by putting p + q·i into the polynomial with complex arithmetic.
 * The check target is the real roots (none), so "no real solution" is verified and a real root claimed is refuted.
 */
function complexRoots(
  read: string,
  equation: string,
  steps: Step[],
  p: Poly,
  v: string,
  root: { re: Rational; im: Surd },
) {
  const re = toNumber(root.re);
  const im = surdNumber(root.im);
  const c = coefficientsIn(p, v).map((k) => toNumber(asConstant(k) ?? ZERO));
  // Horner's rule over the complex numbers.
  let [zr, zi] = [0, 0];
  for (let k = c.length - 1; k >= 0; k--) [zr, zi] = [zr * re - zi * im + (c[k] ?? 0), zr * im + zi * re];
  const ok = Math.hypot(zr, zi) <= 1e-9 * Math.max(1, ...c.map(Math.abs));
  const imText = surdText(root.im);
  const imPart = imText === '1' ? 'i' : /[+-]/.test(imText.replace(/^-/, '')) ? `(${imText})*i` : `${imText}*i`;
  const reText = toText(root.re);
  const value = root.re.n === 0n ? `${imPart}, -${imPart}` : `${reText} + ${imPart}, ${reText} - ${imPart}`;
  const imLatex = imText === '1' ? 'i' : `${surdLatex(root.im)}i`;
  const latex = root.re.n === 0n ? `${v} = \\pm ${imLatex}` : `${v} = ${toLatex(root.re)} \\pm ${imLatex}`;
  return result('polynomial-equation', {
    reading: { latex: read, target: { kind: 'roots' as const, equation, variable: v, roots: [], complete: ok } },
    steps,
    answer: { value, latex },
    verified: { ok, method: 'the root put into the equation with complex arithmetic' },
  });
}

/** Linear equations in as many unknowns (two or three), by elimination, exact. */
function solveSystem(polys: Poly[], equations: string[], target: string | null) {
  const names = [...new Set(polys.flatMap(variables))].sort();
  if (names.length !== polys.length || names.length > 3 || polys.some((p) => names.some((n) => degreeIn(p, n) > 1)))
    return null;
  // Products of unknowns (x·y) make it nonlinear even at degree one in each.
  if (polys.some((p) => [...p.values()].some((t) => t.monomial.length > 1))) return null;
  const coefficient = (p: Poly, n: string) => asConstant(coefficientsIn(p, n)[1] ?? new Map()) ?? ZERO;
  const constantTerm = (p: Poly) => asConstant(substitute(p, new Map(names.map((n) => [n, ZERO])))) ?? ZERO;
  const matrix = polys.map((p) => names.map((n) => coefficient(p, n)));
  const solution = solveLinear(
    matrix,
    polys.map((p) => neg(constantTerm(p))),
  );
  if (!solution)
    return result('linear-system', {
      reading: { latex: equations.map(equationLatex).join(',\\quad '), target: null },
      reason: 'The equations do not fix one solution (they are dependent or inconsistent).',
    });
  const values = new Map(names.map((n, i) => [n, solution[i] as Rational]));
  const ok = check(polys, values);
  const steps: Step[] = [
    {
      title: 'Write each equation in standard form',
      explanation: 'Move every term to the left side.',
      latex: polys.map((p) => `${toLatexPoly(p)} = 0`).join(',\\quad '),
    },
    {
      title: 'Eliminate one unknown at a time',
      explanation: `Add multiples of the equations so that ${names.slice(0, -1).join(' and ')} cancel${names.length > 2 ? ' in turn' : 's'}, then substitute back.`,
      latex: names.map((n) => `${n} = ${toLatex(values.get(n) as Rational)}`).join(',\\quad '),
    },
  ];
  if (ok)
    steps.push({
      title: 'Check',
      explanation: 'The values make every equation true.',
      latex: names.map((n) => `${n} = ${toLatex(values.get(n) as Rational)}`).join(',\\quad '),
    });
  const asked = target && values.has(target) ? target : null;
  const all = names.map((n) => `${n} = ${toText(values.get(n) as Rational)}`).join(', ');
  return result('linear-system', {
    reading: {
      latex: `${equations.map(equationLatex).join(',\\quad ')}${asked ? `\\quad\\text{for } ${asked}` : ''}`,
      target: {
        kind: 'system',
        equations,
        variable: asked ?? (names[0] as string),
        value: toText(values.get(asked ?? (names[0] as string)) as Rational),
        values: Object.fromEntries(names.map((n) => [n, toText(values.get(n) as Rational)])),
      },
    },
    steps,
    answer: asked
      ? { value: toText(values.get(asked) as Rational), latex: toLatex(values.get(asked) as Rational) }
      : { value: all, latex: names.map((n) => `${n} = ${toLatex(values.get(n) as Rational)}`).join(',\\; ') },
    verified: { ok, method: 'the values substituted back into every equation' },
  });
}

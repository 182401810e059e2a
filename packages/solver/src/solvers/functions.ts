import { asQuotient, coefficientsOf } from '../expr/coefficients';
import {
  type Expr,
  dependsOn,
  divide,
  evaluate,
  fn,
  fromNode,
  minus,
  num,
  power,
  product,
  substitute,
  sum,
  toSympy,
} from '../expr/expr';
import { latex } from '../expr/latex';
import { parseExpression } from '../parse';
import { nodeLatex } from '../read/reading';
import { type Rational, ONE, ZERO, div, isZero, mul, neg, rat, sub, toLatex, toText } from '../rational';
import { type Solver, result } from '../types';
import { type Interval, combine, inInterval, setText, signAnalysis } from './inequalities';
import type { ExactRoot } from './real-roots';

const X: Expr = { k: 'var', name: 'x' };
const Y: Expr = { k: 'var', name: 'y' };

/** "f(x) = …", "y = …" or a bare expression in x. */
export function functionOf(text: string, anyLetter = false): { f: Expr; shown: string } | null {
  const named = /^(?:the (?:function|parabola|line|curve|graph)\s+)?(?:[a-z]\(([a-z])\)|y)\s*=\s*/i.exec(text.trim());
  const body = text
    .trim()
    .replace(/^(?:the (?:function|parabola|line|curve|graph)\s+)?(?:(?:[a-z]\(x\)|y)\s*=\s*)?/i, '')
    // h(t) = −16t² + 48t: another letter only where the caller's answer does not name it (a vertex, a maximum).
    .replace(anyLetter ? /^[a-z]\([a-z]\)\s*=\s*/i : /^$/, '');
  try {
    let f = fromNode(parseExpression(body));
    const names = new Set(toSympy(f).match(/\b[a-z]\b/g) ?? []);
    const letter = [...names][0];
    if (anyLetter && names.size === 1 && letter !== 'x' && letter !== 'e' && (!named?.[1] || named[1] === letter))
      f = substitute(f, { k: 'var', name: letter as string }, { k: 'var', name: 'x' });
    const left = new Set(toSympy(f).match(/\b[a-z]\b/g) ?? []);
    return [...left].every((n) => n === 'x') ? { f, shown: body } : null;
  } catch {
    return null;
  }
}

/**
 * y = f(x) solved for x by undoing f step by step (adding, multiplying, powers, e^u, ln u), or a quotient of linear
 * polynomials (ax + b)/(cx + d) solved directly; null when x appears more than once in another way.
 */
function invert(f: Expr, y: Expr): Expr | null {
  if (f.k === 'var' && f.name === 'x') return y;
  if (!dependsOn(f, 'x')) return null;
  const q = asQuotient(f, 'x');
  if (q && q[1].length === 2 && q[0].length <= 2) {
    // y = (a x + b)/(c x + d) ⇒ x = (b − d y)/(c y − a).
    const [b = ZERO, a = ZERO] = q[0];
    const [d = ZERO, c = ZERO] = q[1];
    return divide(minus(num(b), product(num(d), y)), minus(product(num(c), y), num(a)));
  }
  if (f.k === 'add') {
    const inner = f.xs.filter((t) => dependsOn(t, 'x'));
    if (inner.length !== 1) return null;
    return invert(inner[0] as Expr, minus(y, sum(...f.xs.filter((t) => !dependsOn(t, 'x')))));
  }
  if (f.k === 'mul') {
    const inner = f.xs.filter((t) => dependsOn(t, 'x'));
    if (inner.length !== 1) return null;
    return invert(inner[0] as Expr, divide(y, product(...f.xs.filter((t) => !dependsOn(t, 'x')))));
  }
  if (f.k === 'pow' && !dependsOn(f.e, 'x')) return invert(f.b, power(y, divide(num(ONE), f.e)));
  if (f.k === 'pow' && !dependsOn(f.b, 'x')) return invert(f.e, divide(fn('log', y), fn('log', f.b)));
  if (f.k === 'fn' && f.f === 'exp') return invert(f.a, fn('log', y));
  if (f.k === 'fn' && f.f === 'log') return invert(f.a, fn('exp', y));
  return null;
}

/** "find the inverse of f(x) = 3x - 5": f⁻¹(x), checked by f(f⁻¹(x)) = x at sample points. */
export const solveInverse: Solver = (problem) => {
  const m = /^(?:find |what is |determine )?(?:the )?inverse(?: function)? of\s+(.+?)\s*[?.]?$/i.exec(problem.trim());
  if (!m || /\[\[|matrix/i.test(m[1] as string)) return null;
  const read = functionOf(m[1] as string);
  if (!read) return null;
  const inverse = invert(read.f, Y);
  if (!inverse) return null;
  const g = substitute(inverse, Y, X);
  const composed = (x: number) => evaluate(read.f, { x: evaluate(g, { x }) });
  const samples = [0.37, 1.7, 2.9, 4.3, 7.1].filter((x) => Number.isFinite(composed(x)));
  const ok = samples.length >= 3 && samples.every((x) => Math.abs(composed(x) - x) <= 1e-9 * Math.max(1, x));
  return result('evaluate', {
    reading: {
      latex: `f^{-1}(x)\\ \\text{for } f(x) = ${latex(read.f)}`,
      target: { kind: 'equivalent', expr: toSympy(g), variables: ['x'], form: 'any' },
    },
    steps: [
      { title: 'Write y = f(x)', explanation: 'Then solve for x.', latex: `y = ${latex(read.f)}` },
      { title: 'Solve for x', explanation: 'Undo each operation in turn.', latex: `x = ${latex(inverse)}` },
      {
        title: 'Swap the names',
        explanation: 'The inverse is written as a function of x.',
        latex: `f^{-1}(x) = ${latex(g)}`,
      },
    ],
    answer: { value: toSympy(g), latex: latex(g) },
    verified: { ok, method: 'f(f⁻¹(x)) = x at sample points' },
  });
};

/** Where each part of f is defined: √u needs u ≥ 0, ln u needs u > 0, a denominator must not be 0. */
function conditions(f: Expr, out: { expr: Expr; relation: '>=' | '>' | '!=' }[]) {
  if (f.k === 'pow' && f.e.k === 'num') {
    if (f.e.v.d % 2n === 0n) out.push({ expr: f.b, relation: f.e.v.n < 0n ? '>' : '>=' });
    else if (f.e.v.n < 0n) out.push({ expr: f.b, relation: '!=' });
  }
  if (f.k === 'fn' && f.f === 'log') out.push({ expr: f.a, relation: '>' });
  if (f.k === 'fn' && f.f === 'sqrt') out.push({ expr: f.a, relation: '>=' });
  if (f.k === 'add' || f.k === 'mul') for (const x of f.xs) conditions(x, out);
  if (f.k === 'pow') {
    conditions(f.b, out);
    conditions(f.e, out);
  }
  if (f.k === 'fn') conditions(f.a, out);
}

/** "domain of f(x) = √(x − 3)": the conditions solved and joined, checked by evaluating f. */
export const solveDomain: Solver = (problem, deadline) => {
  const m = /^(?:find |what is |determine |give )?(?:the )?domain of\s+(.+?)\s*[?.]?$/i.exec(problem.trim());
  if (!m) return null;
  const read = functionOf(m[1] as string);
  if (!read) return null;
  const found: { expr: Expr; relation: '>=' | '>' | '!=' }[] = [];
  conditions(read.f, found);
  const sets: Interval[][] = [];
  const points: ExactRoot[] = [];
  for (const c of found) {
    if (!dependsOn(c.expr, 'x')) continue;
    // u ≠ 0 is u < 0 or u > 0.
    const parts = c.relation === '!=' ? (['<', '>'] as const) : ([c.relation] as const);
    const pieces: Interval[][] = [];
    for (const relation of parts) {
      const solved = signAnalysis(c.expr, 'x', relation, deadline);
      if (!solved) return null;
      pieces.push(solved.intervals);
      points.push(...solved.points);
    }
    const joined = pieces.length === 1 ? pieces[0] : combine(pieces, 'or', points);
    if (!joined) return null;
    sets.push(joined);
  }
  const domain =
    sets.length === 0
      ? [{ low: null, high: null, lowClosed: false, highClosed: false }]
      : sets.length === 1
        ? sets[0]
        : combine(sets, 'and', points);
  if (!domain) return null;
  const text = setText(domain, 'x');
  // Checked: f is a real number exactly where the answer says, beside each boundary and far out.
  const samples = [
    -1e3,
    1e3,
    0,
    ...points.flatMap((p) => [p.value - 1e-6, p.value + 1e-6, p.value - 0.5, p.value + 0.5]),
  ];
  const ok = samples.every((x) => Number.isFinite(evaluate(read.f, { x })) === domain.some((i) => inInterval(x, i)));
  return result('evaluate', {
    reading: {
      latex: `\\text{domain of } ${latex(read.f)}`,
      target: {
        kind: 'set',
        variable: 'x',
        intervals: domain.map((i) => ({
          low: i.low?.text ?? null,
          high: i.high?.text ?? null,
          lowClosed: i.lowClosed,
          highClosed: i.highClosed,
        })),
      },
    },
    steps: [
      {
        title: 'Conditions for the expression to be defined',
        explanation: found.length
          ? 'A square root needs a non-negative argument, a logarithm a positive one, and a denominator must not be zero.'
          : 'Nothing restricts x: every real number is allowed.',
        latex:
          found
            .map((c) => `${latex(c.expr)} ${c.relation === '>=' ? '\\ge' : c.relation === '>' ? '>' : '\\ne'} 0`)
            .join(',\\quad ') || '\\text{none}',
      },
      {
        title: 'Solve them together',
        explanation: 'The domain is where all of them hold.',
        latex: setText(domain, 'x', true),
      },
    ],
    answer: { value: text, latex: setText(domain, 'x', true) },
    verified: { ok, method: 'the function evaluated beside every boundary and far out: defined exactly on the answer' },
  });
};

/** a x² + b x + c: its coefficients, or null. */
export function quadratic(f: Expr): [Rational, Rational, Rational] | null {
  const c = coefficientsOf(f, 'x');
  if (!c || c.length !== 3 || isZero(c[2] as Rational)) return null;
  return [c[2] as Rational, c[1] as Rational, c[0] as Rational];
}

/** Vertex and range of a parabola; intercepts of any function whose roots are found exactly. */
export const solveParabola: Solver = (problem) => {
  const m =
    /^(?:find |what is |determine |give )?(?:the )?(vertex|range|turning point|minimum point|maximum point)\s+of\s+(.+?)\s*[?.]?$/i.exec(
      problem.trim(),
    );
  if (!m) return null;
  const read = functionOf(m[2] as string, true);
  const abc = read && quadratic(read.f);
  if (!read || !abc) return null;
  const [a, b, c] = abc;
  const h = div(neg(b), mul(rat(2n), a));
  const k = add3(mul(a, mul(h, h)), mul(b, h), c);
  // Checked: the vertex is on the curve and the slope there is zero (both in floating point).
  const hx = Number(h.n) / Number(h.d);
  const ok =
    Math.abs(evaluate(read.f, { x: hx }) - Number(k.n) / Number(k.d)) < 1e-9 &&
    Math.abs(evaluate(read.f, { x: hx + 1e-4 }) - evaluate(read.f, { x: hx - 1e-4 })) < 1e-7;
  const opensUp = a.n > 0n;
  const steps = [
    {
      title: 'Find the axis of symmetry',
      explanation: 'x = −b/(2a).',
      latex: `x = -\\frac{${toLatex(b)}}{2 \\cdot ${toLatex(a)}} = ${toLatex(h)}`,
    },
    { title: 'Put it into the function', explanation: 'That is the height of the vertex.', latex: `y = ${toLatex(k)}` },
  ];
  if (/range/i.test(m[1] as string)) {
    const text = `y ${opensUp ? '>=' : '<='} ${toText(k)}`;
    steps.push({
      title: opensUp ? 'The parabola opens upward' : 'The parabola opens downward',
      explanation: `So every value ${opensUp ? 'from the vertex up' : 'up to the vertex'} is taken.`,
      latex: `y ${opensUp ? '\\ge' : '\\le'} ${toLatex(k)}`,
    });
    return result('evaluate', {
      reading: {
        latex: `\\text{range of } ${latex(read.f)}`,
        target: {
          kind: 'set',
          variable: 'y',
          intervals: [
            opensUp
              ? { low: toText(k), high: null, lowClosed: true, highClosed: false }
              : { low: null, high: toText(k), lowClosed: false, highClosed: true },
          ],
        },
      },
      steps,
      answer: { value: text, latex: `y ${opensUp ? '\\ge' : '\\le'} ${toLatex(k)}` },
      verified: { ok, method: 'the vertex lies on the curve and the slope there is zero' },
    });
  }
  return result('evaluate', {
    reading: {
      latex: `\\text{vertex of } ${nodeLatex(parseExpression(read.shown))}`,
      target: { kind: 'list', items: [toText(h), toText(k)] },
    },
    steps,
    answer: { value: `(${toText(h)}, ${toText(k)})`, latex: `\\left(${toLatex(h)}, ${toLatex(k)}\\right)` },
    verified: { ok, method: 'the vertex lies on the curve and the slope there is zero' },
  });
};

const add3 = (p: Rational, q: Rational, r: Rational) => sub(sub(p, neg(q)), neg(r));

/** "y-intercept of y = 3x - 7", "where does f cross the y-axis": f(0). x-intercepts are solved as f(x) = 0. */
export const solveIntercept: Solver = (problem) => {
  const t = problem
    .trim()
    .replace(/\s*\(give the [xy]-value\)\s*/i, '')
    .replace(/[?.]\s*$/, '');
  const y =
    /^(?:find |what is |determine |give )?(?:the )?y-intercept of\s+(.+)$/i.exec(t) ??
    /^where does\s+(.+?)\s+(?:cross|meet|intersect) the y-axis$/i.exec(t);
  if (!y) return null;
  const read = functionOf(y[1] as string);
  if (!read) return null;
  const value = substitute(read.f, X, num(ZERO));
  const v = evaluate(value, {});
  if (!Number.isFinite(v)) return null;
  return result('evaluate', {
    reading: { latex: `f(0)\\ \\text{for } f(x) = ${latex(read.f)}`, target: { kind: 'value', value: toSympy(value) } },
    steps: [{ title: 'Put x = 0 in', explanation: 'The y-axis is where x = 0.', latex: `f(0) = ${latex(value)}` }],
    answer: { value: toSympy(value), latex: latex(value) },
    verified: {
      ok: Math.abs(evaluate(read.f, { x: 0 }) - v) < 1e-12,
      method: 'the function evaluated again at x = 0 from the expression as read',
    },
  });
};

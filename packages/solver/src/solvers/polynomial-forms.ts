import { evaluate as evaluateExpr, fromNode } from '../expr/expr';
import { type Node, parseExpression, toPoly } from '../parse';
import { coefficientsIn, asConstant, toLatexPoly, toSympy, variables } from '../polynomial';
import {
  type Rational,
  ONE,
  ZERO,
  add,
  eq,
  isZero,
  mul,
  neg,
  pow,
  rat,
  sub,
  toLatex,
  toNumber,
  toText,
} from '../rational';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';
import { agrees } from './polynomials';

const sentence = (problem: string) =>
  problem
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.]\s*$/, '');

/**
 * A polynomial asked for after definitions ("Let w(q) = …. Give -3*w(t) - 2*z(t).", "Calculate y(f(m))."): the
 * defined calls were put in by the reader; the sum is multiplied out and collected.
 */
export const solveDefinedExpression: Solver = (problem, _deadline, given) => {
  // Only where definitions were put in: a bare question stays with the solvers for its wording.
  if (!given || sentence(problem) === sentence(given.question)) return null;
  const m = /^(?:what is|determine|calculate|give|find|work out|compute|evaluate|simplify)\s+(.+)$/i.exec(
    sentence(problem),
  );
  // Words are not products of one-letter names: "the remainder when …" is not r·e·m·…
  if (!m || /[a-z]{2,}/i.test((m[1] as string).replace(/\b(?:sqrt|sin|cos|tan|exp|log|ln)\(/g, '('))) return null;
  const node = parseExpression(m[1] as string);
  const p = toPoly(node);
  const constant = asConstant(p);
  const asked = /^(?:what is|determine|calculate|give|find|work out|compute|evaluate|simplify)\s+(.+)$/i.exec(
    sentence(given.question),
  );
  let shown = asked?.[1] ?? (m[1] as string);
  try {
    shown = nodeLatex(parseExpression(shown, new Set(shown.match(/[a-z]\w*(?=\()/gi) ?? [])));
  } catch {
    // shown as written
  }
  if (constant) {
    // A number: the question as written is the reading ("v(-5)"), the definitions put in are the steps.
    return result('evaluate', {
      reading: { latex: shown, target: { kind: 'value', value: toText(constant) } },
      steps: [
        {
          title: 'Put in the definitions',
          explanation: 'Each defined name is replaced by its value.',
          latex: nodeLatex(node),
        },
        {
          title: 'Calculate',
          explanation: 'Exactly, with fractions.',
          latex: `${nodeLatex(node)} = ${toLatex(constant)}`,
        },
      ],
      answer: { value: toText(constant), latex: toLatex(constant) },
      // Checked from the parse tree, exactly, at sample values of any names that cancel out.
      verified: { ok: agrees(node, p), method: 'the expression evaluated again from how it was read' },
    });
  }
  return result('expand', {
    reading: {
      latex: shown,
      // "Find g(f(x))" accepts any equal form; only "expand" asks for the multiplied-out one.
      target: {
        kind: 'equivalent',
        expr: m[1] as string,
        variables: variables(p),
        form: /\bexpand/i.test(given.question) ? 'expanded' : 'any',
      },
    },
    steps: [
      {
        title: 'Put in the definitions',
        explanation: 'Each defined function is replaced by its expression.',
        latex: nodeLatex(node),
      },
      { title: 'Multiply out and collect', explanation: 'Like terms are added.', latex: toLatexPoly(p) },
    ],
    answer: { value: toSympy(p), latex: toLatexPoly(p) },
    verified: { ok: agrees(node, p), method: 'the result and the expression agree at three sample points' },
  });
};

/** "Express 4 + 3*z**3 - 2*z**3 + 413*z**2 in the form t*z**2 + j*z + c + s*z**3 and give t." */
export const solveCoefficientNamed: Solver = (problem) => {
  const m =
    /^(?:rearrange|express|write)\s+(.+?)\s+(?:to|in|as|into)\s+(?:the form\s+)?(.+?)\s+and give\s+([a-z])$/i.exec(
      sentence(problem),
    );
  if (!m) return null;
  const node = parseExpression(m[1] as string);
  const p = toPoly(node);
  const names = variables(p);
  const form = (m[2] as string).replace(/\s+/g, '');
  const wanted = m[3] as string;
  // Terms of the form: "t*z**2", "j*z", "c"; the variable is the one that is not a coefficient name.
  const terms = form.split(/(?=[+-])/).map((term) => term.replace(/^\+/, ''));
  const parsed = terms.map((term) => /^(-?)([a-z])(?:\*([a-z])(?:\*\*(\d+)|\^(\d+))?)?$/.exec(term));
  if (parsed.some((t) => !t)) return null;
  const v = (parsed.find((t) => t?.[3])?.[3] as string | undefined) ?? names[0] ?? 'x';
  if (names.some((n) => n !== v)) return null;
  const coefficients = coefficientsIn(p, v).map((c) => asConstant(c) ?? ZERO);
  const exponentOf = (t: RegExpExecArray) => (t[3] ? Number(t[4] ?? t[5] ?? 1) : 0);
  const term = parsed.find((t) => t?.[2] === wanted);
  if (!term) return null;
  const k = exponentOf(term);
  // Every power of the expression must have a place in the form.
  const places = new Set(parsed.map((t) => exponentOf(t as RegExpExecArray)));
  if (coefficients.some((c, i) => !isZero(c) && !places.has(i))) return null;
  const value = coefficients[k] ?? ZERO;
  const signed = term[1] ? neg(value) : value;
  // Checked: the form with every coefficient put in equals the expression at sample points (floating point).
  const expr = fromNode(node);
  const ok = [0.37, -1.21, 2.53].every((x) => {
    const formValue = parsed.reduce((sum, t) => {
      const c = toNumber(coefficients[exponentOf(t as RegExpExecArray)] ?? ZERO);
      return sum + c * x ** exponentOf(t as RegExpExecArray);
    }, 0);
    const direct = evaluateExpr(expr, { [v]: x });
    return Math.abs(formValue - direct) <= 1e-9 * Math.max(1, Math.abs(direct));
  });
  return result('coefficient', {
    reading: {
      latex: `${nodeLatex(node)} = ${form.replace(/\*\*(\d+)/g, '^{$1}').replace(/\*/g, ' ')};\\quad ${wanted} = ?`,
      target: { kind: 'value', value: toText(signed) },
    },
    steps: [
      { title: 'Multiply out and collect', explanation: `Collect the powers of ${v}.`, latex: toLatexPoly(p) },
      {
        title: 'Match the form',
        explanation: `${wanted} is the coefficient of ${k === 0 ? 'the constant term' : k === 1 ? v : `${v}^${k}`}.`,
        latex: `${wanted} = ${toLatex(signed)}`,
      },
    ],
    answer: { value: toText(signed), latex: toLatex(signed) },
    verified: { ok, method: 'the form with the coefficients put in equals the expression at three sample points' },
  });
};

/** c·v^e: one variable to a rational power, with a rational coefficient. */
type Power = { c: Rational; e: Rational };

function powerOf(node: Node, v: string, depth = 0): Power | null {
  if (depth > 200) return null;
  switch (node.kind) {
    case 'num':
      return { c: node.value, e: ZERO };
    case 'var':
      return node.name === v ? { c: ONE, e: ONE } : null;
    case 'neg': {
      const a = powerOf(node.arg, v, depth + 1);
      return a && { c: neg(a.c), e: a.e };
    }
    case 'call': {
      const a = node.name === 'sqrt' ? powerOf(node.arg, v, depth + 1) : null;
      return a && eq(a.c, ONE) ? { c: ONE, e: mul(a.e, rat(1n, 2n)) } : null;
    }
    case 'bin': {
      const a = powerOf(node.left, v, depth + 1);
      const b = powerOf(node.right, v, depth + 1);
      if (!a || !b) return null;
      if (node.op === '*') return { c: mul(a.c, b.c), e: add(a.e, b.e) };
      if (node.op === '/') return isZero(b.c) ? null : { c: mul(a.c, pow(b.c, -1)), e: sub(a.e, b.e) };
      if (node.op === '^') {
        if (!isZero(b.e)) return null;
        const r = b.c;
        // A coefficient other than 1 raised to a fractional power would leave the rationals.
        if (r.d !== 1n && !eq(a.c, ONE)) return null;
        if (r.d === 1n && (r.n > 1000n || r.n < -1000n)) return null;
        return { c: r.d === 1n ? pow(a.c, Number(r.n)) : ONE, e: mul(a.e, r) };
      }
      return null;
    }
  }
}

const exponentText = (e: Rational) => (e.d === 1n && e.n >= 0n ? toText(e) : `(${toText(e)})`);

/** "Simplify (b/(b**2/b*b))**(2/55)*(b**(-2/5)*b)**(1/81) assuming b is positive." */
export const solveSimplifyPower: Solver = (problem) => {
  const m = /^simplify\s+(.+?)\s+assuming\s+([a-z])\s+is\s+positive$/i.exec(sentence(problem));
  if (!m) return null;
  const v = m[2] as string;
  const node = parseExpression(m[1] as string);
  const power = powerOf(node, v);
  if (!power) return null;
  const { c, e } = power;
  const base = isZero(e) ? '' : eq(e, ONE) ? v : `${v}**${exponentText(e)}`;
  const value = !base ? toText(c) : eq(c, ONE) ? base : `${toText(c)}*${base}`;
  const latexBase = isZero(e) ? '' : eq(e, ONE) ? v : `${v}^{${toLatex(e)}}`;
  const latex = !latexBase ? toLatex(c) : eq(c, ONE) ? latexBase : `${toLatex(c)} ${latexBase}`;
  const expr = fromNode(node);
  // Three positive values, taken closer to 1 until the powers stay within floating point (w^5000 at 1.7 does not);
  // the comparison is made at the first such values only.
  const finiteAt = [0.7, 0.1, 0.01, 0.001, 0.0001]
    .map((d) => [1 + d, 1 + d / 2, 1 - d / 3])
    .find((points) => points.every((x) => Number.isFinite(evaluateExpr(expr, { [v]: x }))));
  const ok =
    finiteAt !== undefined &&
    finiteAt.every((x) => {
      const direct = evaluateExpr(expr, { [v]: x });
      const mine = toNumber(c) * x ** toNumber(e);
      return Math.abs(direct - mine) <= 1e-9 * Math.max(1, Math.abs(direct));
    });
  return result('simplify', {
    reading: {
      latex: `${nodeLatex(node)},\\quad ${v} > 0`,
      target: { kind: 'equivalent', expr: value, variables: [v], form: 'any' },
    },
    steps: [
      {
        title: 'Add and multiply exponents',
        explanation: `With ${v} > 0: multiplying adds exponents, dividing subtracts them, a power of a power multiplies them.`,
        latex: `${nodeLatex(node)} = ${latex}`,
      },
    ],
    answer: { value, latex },
    verified: { ok, method: 'the expression and the result compared at three positive values near 1' },
  });
};

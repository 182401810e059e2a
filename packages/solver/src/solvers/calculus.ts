import { derivativeMatches } from '../expr/check';
import { type Rule, differentiate } from '../expr/derivative';
import { type Expr, fromNode, toLatex as exprLatex, toSympy as exprSympy } from '../expr/expr';
import { graphOf } from '../expr/graph';
import { type Node, NotPolynomial, parseExpression, toPoly } from '../parse';
import { nodeLatex } from '../read/reading';
import { type Monomial, type Poly, derivative, equal, plus, toLatexPoly, toSympy, variables } from '../polynomial';
import { div, rat } from '../rational';
import { type Reading, type Solver, type Step, result } from '../types';

const ORDERS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4 };

/** d/dv (or dⁿ/dvⁿ) of the function as read, and the derivative a claim is compared with. */
function derivativeReading(f: string, source: string, v: string, order: number): Reading {
  const d = order === 1 ? `\\frac{d}{d${v}}` : `\\frac{d^{${order}}}{d${v}^{${order}}}`;
  return { latex: `${d}\\left(${f}\\right)`, target: { kind: 'derivative', f: source, variable: v, order } };
}

/** ∫ p dv term by term (for checking a derivative: its antiderivative must give the function back). */
function antiderivative(p: Poly, v: string): Poly {
  let out: Poly = new Map();
  for (const { monomial, coefficient } of p.values()) {
    const e = monomial.find(([n]) => n === v)?.[1] ?? 0;
    const next: Monomial = [...monomial.filter(([n]) => n !== v), [v, e + 1] as [string, number]].sort(([a], [b]) =>
      a < b ? -1 : 1,
    );
    const term: Poly = new Map([['t', { monomial: next, coefficient: div(coefficient, rat(BigInt(e + 1))) }]]);
    out = plus(out, term);
  }
  return out;
}

/** The part of p that does not involve v (the "constant" of integration with respect to v). */
function freeOf(p: Poly, v: string): Poly {
  return new Map([...p].filter(([, t]) => !t.monomial.some(([n]) => n === v)));
}

/** Derivatives of polynomials, rule by rule: constant, power, constant multiple and sum rules, named. */
export const solveDerivative: Solver = (problem, deadline) => {
  const text = problem.trim().replace(/[?.]\s*$/, '');
  // "d/dx f" and "d^2/dx^2 f" (typed, or from LaTeX's \frac{d}{dx}) say the same in symbols.
  const symbolic = /^d(?:\^(\d))?\s*\/\s*d([a-z])(?:\^\d)?\s*(.+)$/i.exec(text);
  if (symbolic) {
    const order = Number(symbolic[1] ?? '1');
    const named = ['', 'first', 'second', 'third', 'fourth'][order] ?? '';
    if (!named) return null;
    return solveDerivative(`${named} derivative of ${symbolic[3]} with respect to ${symbolic[2]}`, deadline);
  }
  const m =
    /^(?:what is the|find the|calculate the|give the|determine the)?\s*(first|second|third|fourth)?\s*derivative of\s+(.+?)(?:\s+(?:wrt|with respect to)\s+([a-z]))?$/i.exec(
      text,
    ) ?? /^differentiate\s+(.+?)(?:\s+(?:wrt|with respect to)\s+([a-z]))?$/i.exec(text);
  if (!m) return null;
  const differentiateVerb = /^differentiate/i.test(text);
  const order = differentiateVerb ? 1 : (ORDERS[(m[1] ?? 'first').toLowerCase()] ?? 1);
  const source = differentiateVerb ? (m[1] ?? '') : (m[2] ?? '');
  let p: Poly;
  let node: Node;
  // A power of a group ((3x + 2)^5) is differentiated by the chain rule, not multiplied out first.
  if (/\)\s*\^\s*\(?\d/.test(source))
    return generalDerivative(source, (differentiateVerb ? m[2] : m[3]) ?? null, order);
  try {
    node = parseExpression(source);
    p = toPoly(node);
  } catch (error) {
    if (!(error instanceof NotPolynomial)) throw error;
    return generalDerivative(source, (differentiateVerb ? m[2] : m[3]) ?? null, order);
  }
  const names = variables(p);
  const v = (differentiateVerb ? m[2] : m[3]) ?? (names.length === 1 ? names[0] : undefined);
  if (!v) return null;
  const steps: Step[] = [
    {
      title: 'The rules used',
      explanation:
        'Sum rule: differentiate term by term. Constant multiple rule: constants stay as factors. Power rule: d/dx xⁿ = n·xⁿ⁻¹. A constant term has derivative 0.',
      latex: `\\frac{d}{d${v}}\\left(${toLatexPoly(p)}\\right)`,
    },
  ];
  let current = p;
  const stages: Poly[] = [p];
  for (let k = 1; k <= order; k++) {
    current = derivative(current, v);
    stages.push(current);
    steps.push({
      title: order === 1 ? 'Differentiate each term' : `Derivative number ${k}`,
      explanation: 'Each power of the variable comes down as a factor and the power drops by one.',
      latex: `${'\\frac{d}{d' + v + '}'} = ${toLatexPoly(current)}`,
    });
  }
  const reading = derivativeReading(nodeLatex(node), source, v, order);
  // Check: integrating each derivative gives the stage before it, up to terms free of the variable.
  const ok = stages.slice(1).every((stage, i) => {
    const before = stages[i] as Poly;
    return equal(plus(antiderivative(stage, v), freeOf(before, v)), before);
  });
  return result('derivative', {
    reading,
    steps,
    answer: { value: toSympy(current), latex: toLatexPoly(current) },
    verified: { ok, method: 'the answer integrated back gives the function, up to a constant' },
  });
};

const RULES: Record<Rule, string> = {
  constant: 'Constant rule: a constant has derivative 0.',
  sum: 'Sum rule: differentiate term by term.',
  power: 'Power rule: d/dx uⁿ = n·uⁿ⁻¹·u′.',
  product: 'Product rule: (u·v)′ = u′·v + u·v′.',
  chain: 'Chain rule: (f(g(x)))′ = f′(g(x))·g′(x).',
  exponential: 'Exponential rule: (eᵘ)′ = eᵘ·u′, and (aᵘ)′ = aᵘ·ln a·u′.',
  logarithm: 'Logarithm rule: (ln u)′ = u′/u.',
  trigonometric: 'Trigonometric derivatives: (sin u)′ = cos u·u′, (cos u)′ = −sin u·u′, (tan u)′ = u′/cos² u.',
  hyperbolic: 'Hyperbolic derivatives: (sinh u)′ = cosh u·u′, (cosh u)′ = sinh u·u′.',
};

function namesOf(x: Expr): string[] {
  switch (x.k) {
    case 'var':
      return [x.name];
    case 'add':
    case 'mul':
      return x.xs.flatMap(namesOf);
    case 'pow':
      return [...namesOf(x.b), ...namesOf(x.e)];
    case 'fn':
      return namesOf(x.a);
    default:
      return [];
  }
}

/** Derivatives of any expression the parser reads (products, quotients, powers, functions), rule by rule. */
function generalDerivative(source: string, asked: string | null, order: number) {
  const node = parseExpression(source);
  const f = fromNode(node);
  const names = [...new Set(namesOf(f))];
  const v = asked ?? (names.length === 1 ? names[0] : undefined);
  if (!v) return null;
  const used = new Set<Rule>();
  const stages: Expr[] = [f];
  for (let k = 0; k < order; k++) stages.push(differentiate(stages.at(-1) as Expr, v, used));
  const answer = stages.at(-1) as Expr;
  const others = Object.fromEntries(names.filter((n) => n !== v).map((n, i) => [n, 1.1 + i * 0.3]));
  // Checked on the answers as printed and read back: what the user sees is what was verified.
  const reread = stages.map((stage) => fromNode(parseExpression(exprSympy(stage))));
  const ok = reread.slice(1).every((stage, i) => derivativeMatches(reread[i] as Expr, stage, v, others));
  const steps: Step[] = [
    {
      title: 'The rules used',
      explanation: [...used].map((rule) => RULES[rule]).join(' '),
      latex: `\\frac{d}{d${v}}\\left(${exprLatex(f)}\\right)`,
    },
    {
      title: 'Apply them',
      explanation: 'Each part differentiated by its rule, then put together.',
      latex: exprLatex(answer),
    },
  ];
  return result('derivative', {
    reading: derivativeReading(nodeLatex(node), source, v, order),
    steps,
    answer: { value: exprSympy(answer), latex: exprLatex(answer) },
    verified: { ok, method: 'compared with numerical differentiation of the function at sample points' },
    graphs:
      names.length === 1
        ? [
            graphOf(f, v, 'The function', `The function, plotted against ${v}.`),
            graphOf(
              reread.at(-1) as Expr,
              v,
              'Its derivative',
              'Where the derivative is zero, the function has a peak or a dip.',
            ),
          ]
        : [],
  });
}

import { type Rule, differentiate } from '../expr/derivative';
import { divide, evaluate, fromNode, minus, neg, substitute, toSympy } from '../expr/expr';
import { latex } from '../expr/latex';
import { parseExpression } from '../parse';
import { splitLetters } from '../read/answer';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';

const names = (text: string) => [...new Set(text.match(/\b[a-z]\b/g) ?? [])].filter((n) => n !== 'e');

/** "Find the derivative of x^2 at x = 3": f′(a) exactly, checked by a central difference. */
export const solveDerivativeAt: Solver = (problem) => {
  const m =
    /^(?:find |what is |calculate |evaluate )?the (?:(second) )?derivative of\s+(.+?)\s+at\s+([a-z])\s*=\s*(.+?)\s*[?.]?$/i.exec(
      problem.trim(),
    );
  if (!m) return null;
  const v = m[3] as string;
  const node = parseExpression(m[2] as string);
  const f = fromNode(node);
  const order = m[1] ? 2 : 1;
  const used = new Set<Rule>();
  let d = f;
  for (let k = 0; k < order; k++) d = differentiate(d, v, used);
  const a = fromNode(parseExpression(m[4] as string));
  const value = substitute(d, { k: 'var', name: v }, a);
  const y = evaluate(value, {});
  if (!Number.isFinite(y) || names(toSympy(value)).length) return null;
  // Checked apart from the rules: a central difference of the function as read.
  const x0 = evaluate(a, {});
  const h = 1e-4;
  const at = (x: number) => evaluate(f, { [v]: x });
  const numeric = order === 1 ? (at(x0 + h) - at(x0 - h)) / (2 * h) : (at(x0 + h) - 2 * at(x0) + at(x0 - h)) / (h * h);
  const ok = Math.abs(numeric - y) <= 1e-4 * Math.max(1, Math.abs(y));
  const prime = order === 1 ? "f'" : "f''";
  return result('derivative', {
    reading: {
      latex: `${prime}(${nodeLatex(parseExpression(m[4] as string))})\\ \\text{for } f(${v}) = ${nodeLatex(node)}`,
      target: { kind: 'value', value: toSympy(value) },
    },
    steps: [
      {
        title: 'Differentiate',
        explanation: `${prime}(${v}) by the rules of differentiation.`,
        latex: `${prime}(${v}) = ${latex(d)}`,
      },
      {
        title: `Put ${v} = ${toSympy(a)} in`,
        explanation: 'Evaluate the derivative at the point.',
        latex: `${prime}(${latex(a)}) = ${latex(value)}`,
      },
    ],
    answer: { value: toSympy(value), latex: latex(value) },
    verified: { ok, method: 'a central difference of the function at the point' },
  });
};

/** "Differentiate implicitly x^2 + y^2 = 25": dy/dx = −F_x/F_y, checked with finite differences of F. */
export const solveImplicit: Solver = (problem) => {
  const m = /^differentiate implicitly\s+([^=]+)=([^=]+?)\s*[?.]?$/i.exec(problem.trim());
  if (!m) return null;
  // "xy = 6" is x·y: letters side by side are a product here.
  const [left, right] = [parseExpression(splitLetters(m[1] as string)), parseExpression(splitLetters(m[2] as string))];
  const F = minus(fromNode(left), fromNode(right));
  const vars = names(toSympy(F));
  if (!vars.includes('x') || !vars.includes('y') || vars.some((n) => n !== 'x' && n !== 'y')) return null;
  const used = new Set<Rule>();
  const fx = differentiate(F, 'x', used);
  const fy = differentiate(F, 'y', used);
  const slope = neg(divide(fx, fy));
  // Checked: −F_x/F_y from central differences of F at sample points, against the formula.
  const h = 1e-6;
  const at = (x: number, y: number) => evaluate(F, { x, y });
  const ok = [
    [0.7, 1.3],
    [1.9, -0.6],
    [-1.2, 2.1],
  ].every(([x = 0, y = 0]) => {
    const numeric = -((at(x + h, y) - at(x - h, y)) / (2 * h)) / ((at(x, y + h) - at(x, y - h)) / (2 * h));
    const formula = evaluate(slope, { x, y });
    return Number.isFinite(formula) && Math.abs(numeric - formula) <= 1e-5 * Math.max(1, Math.abs(formula));
  });
  return result('derivative', {
    reading: { latex: `\\frac{dy}{dx}\\ \\text{for } ${nodeLatex(left)} = ${nodeLatex(right)}`, target: null },
    steps: [
      {
        title: 'Differentiate both sides with respect to x',
        explanation: 'y is a function of x: each y term brings a factor dy/dx (the chain rule).',
        latex: `${latex(fx)} + \\left(${latex(fy)}\\right)\\frac{dy}{dx} = 0`,
      },
      {
        title: 'Solve for dy/dx',
        explanation: 'Collect the dy/dx terms and divide.',
        latex: `\\frac{dy}{dx} = ${latex(slope)}`,
      },
    ],
    answer: { value: toSympy(slope), latex: latex(slope) },
    verified: { ok, method: 'compared with −F_x/F_y from finite differences at sample points' },
  });
};

/** "The equation of the tangent line to y = x² at x = 3": y = f(a) + f′(a)(x − a), checked by a central difference. */
export const solveTangentLine: Solver = (problem) => {
  const m =
    /^(?:find |what is |write |determine |give )?(?:(?:an |the )?equation (?:of|for) )?(?:the |a )?tangent(?: line)? (?:to|of) (?:the (?:curve|graph|function) )?(?:y|f\(x\))\s*=\s*(.+?)\s+at\s+(?:the point where\s+)?x\s*=\s*(-?\d+(?:\.\d+)?(?:\/\d+)?)\s*[?.]?$/i.exec(
      problem.trim(),
    );
  if (!m) return null;
  const node = parseExpression(m[1] as string);
  const f = fromNode(node);
  const a = fromNode(parseExpression(m[2] as string));
  const slope = substitute(differentiate(f, 'x', new Set<Rule>()), { k: 'var', name: 'x' }, a);
  const height = substitute(f, { k: 'var', name: 'x' }, a);
  const [k, y0, x0] = [evaluate(slope, {}), evaluate(height, {}), evaluate(a, {})];
  if (![k, y0, x0].every(Number.isFinite) || names(toSympy(slope)).length || names(toSympy(height)).length) return null;
  // y = k x + (y0 − k x0), exactly from the parts.
  const intercept = minus(height, fromNode(parseExpression(`(${toSympy(slope).replace(/\*\*/g, '^')})*(${m[2]})`)));
  const line = fromNode(
    parseExpression(`(${toSympy(slope).replace(/\*\*/g, '^')})*x + (${toSympy(intercept).replace(/\*\*/g, '^')})`),
  );
  const h = 1e-5;
  const at = (x: number) => evaluate(f, { x });
  const numeric = (at(x0 + h) - at(x0 - h)) / (2 * h);
  const ok =
    Math.abs(numeric - k) <= 1e-5 * Math.max(1, Math.abs(k)) &&
    Math.abs(evaluate(line, { x: x0 }) - y0) < 1e-9 * Math.max(1, Math.abs(y0));
  return result('derivative', {
    reading: {
      latex: `\\text{tangent to } y = ${nodeLatex(node)} \\text{ at } x = ${latex(a)}`,
      target: { kind: 'equivalent', expr: toSympy(line), variables: ['x'], form: 'any' },
    },
    steps: [
      {
        title: 'The point',
        explanation: `f(${toSympy(a)}) gives the point of contact.`,
        latex: `f(${latex(a)}) = ${latex(height)}`,
      },
      { title: 'The slope', explanation: 'The derivative at that point.', latex: `f'(${latex(a)}) = ${latex(slope)}` },
      { title: 'Point-slope form', explanation: 'y − y₀ = m(x − x₀), solved for y.', latex: `y = ${latex(line)}` },
    ],
    answer: { value: toSympy(line), latex: `y = ${latex(line)}` },
    verified: { ok, method: 'the slope checked by a central difference of the curve, and the line through the point' },
  });
};

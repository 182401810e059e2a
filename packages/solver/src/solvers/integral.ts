import { derivativeMatches, parameterValues } from '../expr/check';
import { type Expr, evaluate, fromNode, minus, toLatex, toSympy } from '../expr/expr';
import { graphOf } from '../expr/graph';
import { type Technique, integrateWithin } from '../expr/integrate';
import { type Node, parseExpression } from '../parse';
import { nodeLatex } from '../read/reading';
import { type Solver, type Step, result } from '../types';

const EXPLAIN: Record<Technique, string> = {
  table: 'Table integrals: ∫ sin u = −cos u, ∫ cos u = sin u, ∫ eᵘ = eᵘ, ∫ sec² u = tan u.',
  linearity: 'Linearity: integrate term by term, constants stay as factors.',
  'power rule': 'Power rule: ∫ xⁿ dx = xⁿ⁺¹/(n+1), and ∫ dx/x = ln x.',
  'linear substitution': 'Linear substitution: for u = ax + b, ∫ f(ax + b) dx = F(ax + b)/a.',
  substitution: 'Substitution: the integrand is h(g(x))·g′(x), so the integral is H(g(x)).',
  'by parts': 'Integration by parts: ∫ u dv = u·v − ∫ v du, with u the polynomial factor.',
  'reduction formula':
    'Reduction formulas: ∫ sinⁿ and ∫ cosⁿ step down by two powers at a time; ∫ eᵃˣ·sin bx and ∫ eᵃˣ·cos bx close up on themselves.',
  'trigonometric identities':
    'Trigonometric identities: with sin² + cos² = 1 an odd power of sin or cos becomes a polynomial in the other (u = cos or u = sin), even powers step down by reduction, tan and sec powers become powers of u = tan, and products of different angles become sums.',
  'quadratic root':
    'Square roots of a quadratic Q: the antiderivative of P(x)·Q^(k/2) is U(x)·Q^(1/2 − n) plus a multiple of ∫ dx/√Q (a logarithm or an arcsine), with U and the multiple found by matching coefficients.',
  'rational trigonometric':
    'Rational functions of sin and cos: the part odd in sin takes u = cos x, the part odd in cos takes u = sin x, and the even part takes t = tan x (with sin² = t²/(1 + t²), cos² = 1/(1 + t²)); each becomes a rational function for partial fractions, and the arctangents are written so the result does not jump where tan x does.',
  'exponential form':
    'Hyperbolic functions as exponentials: sinh u = (eᵘ − e⁻ᵘ)/2 and cosh u = (eᵘ + e⁻ᵘ)/2 (tanh, coth, sech, csch as their quotients), after which u = eˣ makes the integrand a rational function.',
  'Euler substitution':
    'Euler substitution: for the square root of a quadratic Q, t = √Q/(x − x₁) with x₁ a root of Q (or t = √Q + √a·x, or t = (√Q − √c)/x) makes x, √Q and dx rational in t, so the integral becomes a rational function for partial fractions.',
  scaling:
    'Scaling: with x = λ·u for λ built from the parameters (for example x = a·u), the parameters factor out of the integrand, leaving an integral in u without them (the answer assumes positive parameters).',
  'sine or cosine substitution':
    'Sine or cosine substitution: after u = sin x (dx = du/cos x) or u = cos x (dx = −du/sin x) only even powers of the other function are left, and cos² x = 1 − u² (or sin² x = 1 − u²) makes the integrand a function of u alone; likewise u = tan x with sin x = u·cos x and cos² x = 1/(1 + u²), when the answer has no jump where tan x does.',
  'trigonometric substitution':
    'Trigonometric substitution: for √Q with Q = a(x − m)² + k, x = m + h·sin θ (a < 0) or x = m + h·tan θ (a > 0) makes √Q a multiple of cos θ or sec θ, leaving a rational function of sin θ and cos θ; θ = asin((x − m)/h) or atan((x − m)/h) is put back at the end.',
  'exponential ansatz':
    'Exponential ansatz: for R·eᵍ with R and g rational, the antiderivative is tried as P·eᵍ with P rational; (P·eᵍ)′ = (P′ + g′·P)·eᵍ, so P′ + g′·P = R, and P’s coefficients (over a denominator read off R’s) follow from matching powers of x.',
  'special functions':
    'Special functions: some integrals have no elementary antiderivative and are named instead: Ei(u) = ∫ eᵘ/u du (the exponential integral, with li(x) = Ei(ln x)), Si(u) = ∫ sin u/u du and Ci(u) = ∫ cos u/u du; e^(ax)/(x − r)ᵏ and sin(ax)/xᵏ step down to them by parts, and e^(ax)·R(x) by partial fractions.',
  'partial fractions':
    'Partial fractions: divide out the polynomial part, split the rest over the factors of the denominator, and integrate each piece (logarithms, powers, an arctangent); a factor xⁿ − c or x⁴ + px² + q with irrational roots is split off and integrated with its roots written in radicals.',
};

/** "from a to b", "between a and b", as written: the limits of a definite integral. */
const LIMITS = /\s+(?:from|between)\s+(.+?)\s+(?:to|and)\s+(.+?)$/i;

/** Simpson's rule on [a, b]: the integral's value found without the antiderivative (an independent check). */
function quadrature(f: Expr, v: string, a: number, b: number): number {
  const n = 2000;
  const h = (b - a) / n;
  let total = 0;
  for (let i = 0; i <= n; i++) {
    const y = evaluate(f, { [v]: a + i * h });
    if (!Number.isFinite(y)) return Number.NaN;
    total += y * (i === 0 || i === n ? 1 : i % 2 === 1 ? 4 : 2);
  }
  return (total * h) / 3;
}

/**
 * The area by the tanh-sinh rule, which never samples the limits and so copes with √x or ln x at an end: the
 * value at step h and at h/2 must agree (else NaN), so a function that blows up inside gives no area.
 */
function endpointQuadrature(f: Expr, v: string, a: number, b: number): number {
  const rule = (h: number) => {
    let total = 0;
    for (let t = -3.2; t <= 3.2 + 1e-12; t += h) {
      const u = (Math.PI / 2) * Math.sinh(t);
      const x = (a + b) / 2 + ((b - a) / 2) * Math.tanh(u);
      const w = (((b - a) / 2) * ((Math.PI / 2) * Math.cosh(t))) / Math.cosh(u) ** 2;
      if (x <= a || x >= b || w === 0) continue;
      const y = evaluate(f, { [v]: x });
      if (!Number.isFinite(y)) return Number.NaN;
      total += w * y;
    }
    return total * h;
  };
  const [coarse, fine] = [rule(1 / 32), rule(1 / 64)];
  return Math.abs(coarse - fine) <= 1e-9 * Math.max(1, Math.abs(fine)) ? fine : Number.NaN;
}

/** "Integrate f with respect to x.", "Find the integral of f dx", "… from a to b": technique by technique, checked. */
export const solveIntegral: Solver = (problem, deadline) => {
  const text = problem.trim().replace(/[?.]\s*$/, '');
  const m =
    /^integrate\s+(.+?)(?:\s+(?:with respect to|wrt|d)\s*([a-z]))?$/i.exec(text) ??
    /^(?:find|compute|calculate|evaluate|what is)\s+the\s+(?:(?:in)?definite\s+)?(?:integral|antiderivative)\s+of\s+(.+?)(?:\s+(?:with respect to|wrt)\s+([a-z])|\s*d([a-z]))?$/i.exec(
      text,
    );
  if (!m?.[1]) return null;
  // Words left in the integrand ("from 0 to 2 of …") are a wording not understood, never letters multiplied.
  if (/\b(?:from|to|of|between|and|the|over|with|respect|limits?|bounds?)\b/i.test(m[1].replace(LIMITS, '')))
    return null;
  // A definite integral names its limits after the integrand (and perhaps a "dx" before them).
  const limits = LIMITS.exec(m[1]);
  const body = limits ? m[1].slice(0, limits.index).replace(/\s*d([a-z])$/, '') : m[1];
  const v = m[2] ?? m[3] ?? (limits ? /\s*d([a-z])\s+(?:from|between)/i.exec(m[1])?.[1] : undefined) ?? 'x';
  const node = parseExpression(body);
  const f = fromNode(node);
  const lower = limits ? parseExpression(limits[1] as string) : null;
  const upper = limits ? parseExpression(limits[2] as string) : null;
  const read =
    lower && upper
      ? `\\int_{${nodeLatex(lower)}}^{${nodeLatex(upper)}} ${nodeLatex(node)}\\, d${v}`
      : `\\int ${nodeLatex(node)}\\, d${v}`;
  const used = new Set<Technique>();
  const F = integrateWithin(f, v, used, deadline);
  if (!F) {
    return result('integral', {
      reading: { latex: read, target: lower ? null : { kind: 'antiderivative', f: body, variable: v } },
      steps: [{ title: 'The integral', explanation: 'As given.', latex: read }],
      reason: 'This integral needs techniques the offline engine does not have yet.',
    });
  }
  // The check runs on the answer as printed and read back, so what the user sees is what was verified.
  const printed = fromNode(parseExpression(toSympy(F)));
  let ok = false;
  try {
    ok = derivativeMatches(printed, f, v, parameterValues(f, v));
  } catch {
    // A name that is not a parameter (I, eps): the answer stays unverified.
  }
  const techniques = {
    title: 'Techniques',
    explanation: [...used].map((t) => EXPLAIN[t]).join(' '),
    latex: `${toLatex(F)} + C`,
  };
  const differentiated = {
    title: 'Check',
    explanation: 'Differentiating the result gives the integrand back.',
    latex: `\\frac{d}{d${v}}\\left(${toLatex(F)}\\right) = ${toLatex(f)}`,
  };
  if (lower && upper) return definite(f, printed, v, { lower, upper, read, ok, techniques, differentiated });
  return result('integral', {
    reading: { latex: read, target: { kind: 'antiderivative', f: body, variable: v } },
    // A check step is shown only for a check that ran and passed.
    steps: [
      { title: 'The integral', explanation: 'As given.', latex: read },
      techniques,
      ...(ok ? [differentiated] : []),
    ],
    answer: { value: toSympy(F), latex: `${toLatex(F)} + C` },
    verified: { ok, method: 'the antiderivative differentiated and compared with the integrand at sample points' },
    graphs: [
      graphOf(f, v, 'The integrand', `The function integrated, plotted against ${v}.`),
      graphOf(printed, v, 'An antiderivative', 'Its slope at every point is the integrand’s value there.'),
    ],
  });
};

/** F(b) − F(a), exact where F is, checked against the area found by Simpson's rule without F. */
function definite(
  f: Expr,
  F: Expr,
  v: string,
  parts: { lower: Node; upper: Node; read: string; ok: boolean; techniques: Step; differentiated: Step },
) {
  const [a, b] = [fromNode(parts.lower), fromNode(parts.upper)];
  const at = (x: Expr) =>
    fromNode(parseExpression(toSympy(F).replace(new RegExp(`\\b${v}\\b`, 'g'), `(${toSympy(x)})`)));
  const value = minus(at(b), at(a));
  const [an, bn] = [evaluate(a, {}), evaluate(b, {})];
  const exact = evaluate(value, {}, true);
  const agrees = (x: number) => Number.isFinite(x) && Math.abs(x - exact) <= 1e-6 * Math.max(1, Math.abs(exact));
  const simpson = Number.isFinite(an) && Number.isFinite(bn) ? quadrature(f, v, an, bn) : Number.NaN;
  // Simpson's rule samples the limits; a root or a logarithm there needs a rule that does not.
  const area =
    agrees(simpson) || !Number.isFinite(an) || !Number.isFinite(bn) ? simpson : endpointQuadrature(f, v, an, bn);
  // The fundamental theorem holds only where F is continuous on [a, b]: the area must agree, or no answer.
  const ok = parts.ok && agrees(area);
  if (!ok) {
    return result('integral', {
      reading: { latex: parts.read, target: null },
      steps: [{ title: 'The integral', explanation: 'As given.', latex: parts.read }],
      reason:
        'The engine could not confirm this definite integral (the integrand may not be continuous between the limits).',
    });
  }
  const valueText = toSympy(value);
  return result('integral', {
    reading: { latex: parts.read, target: { kind: 'value', value: valueText } },
    steps: [
      { title: 'The integral', explanation: 'As given.', latex: parts.read },
      parts.techniques,
      parts.differentiated,
      {
        title: 'Evaluate between the limits',
        explanation: 'The antiderivative at the upper limit minus its value at the lower limit.',
        latex: `\\left[${toLatex(F)}\\right]_{${toLatex(a)}}^{${toLatex(b)}} = ${toLatex(value)}`,
      },
      {
        title: 'Check',
        explanation: `The area found by ${area === simpson ? "Simpson's rule" : 'the tanh-sinh rule'}, without the antiderivative, is ${area.toPrecision(10)}.`,
        latex: `${toLatex(value)} \\approx ${exact.toPrecision(10)}`,
      },
    ],
    answer: { value: valueText, latex: toLatex(value) },
    verified: {
      ok,
      method: `the antiderivative differentiated back, and the value compared with the area by ${area === simpson ? "Simpson's rule" : 'the tanh-sinh rule'}`,
    },
    graphs: [graphOf(f, v, 'The integrand', `The area under this curve from ${toSympy(a)} to ${toSympy(b)}.`)],
  });
}

import { derivativeMatches, parameterValues } from '../expr/check';
import { fromNode, toLatex, toSympy } from '../expr/expr';
import { graphOf } from '../expr/graph';
import { type Technique, integrateWithin } from '../expr/integrate';
import { parseExpression } from '../parse';
import { type Solver, result } from '../types';

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

/** "Integrate f with respect to x.", "Find the integral of f dx": found technique by technique, checked by derivative. */
export const solveIntegral: Solver = (problem, deadline) => {
  const text = problem.trim().replace(/[?.]\s*$/, '');
  const m =
    /^integrate\s+(.+?)(?:\s+(?:with respect to|wrt|d)\s*([a-z]))?$/i.exec(text) ??
    /^(?:find|compute|calculate|what is)\s+the\s+(?:indefinite\s+)?(?:integral|antiderivative)\s+of\s+(.+?)(?:\s+(?:with respect to|wrt)\s+([a-z])|\s*d([a-z]))?$/i.exec(
      text,
    );
  if (!m?.[1]) return null;
  const v = m[2] ?? 'x';
  const f = fromNode(parseExpression(m[1]));
  const used = new Set<Technique>();
  const F = integrateWithin(f, v, used, deadline);
  if (!F) {
    return result('integral', {
      steps: [{ title: 'The integral', explanation: 'As given.', latex: `\\int ${toLatex(f)}\\, d${v}` }],
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
  return result('integral', {
    steps: [
      { title: 'The integral', explanation: 'As given.', latex: `\\int ${toLatex(f)}\\, d${v}` },
      { title: 'Techniques', explanation: [...used].map((t) => EXPLAIN[t]).join(' '), latex: `${toLatex(F)} + C` },
      {
        title: 'Check',
        explanation: 'Differentiating the result gives the integrand back.',
        latex: `\\frac{d}{d${v}}\\left(${toLatex(F)}\\right) = ${toLatex(f)}`,
      },
    ],
    answer: { value: toSympy(F), latex: `${toLatex(F)} + C` },
    verified: { ok, method: 'the antiderivative differentiated and compared with the integrand at sample points' },
    graphs: [
      graphOf(f, v, 'The integrand', `The function integrated, plotted against ${v}.`),
      graphOf(printed, v, 'An antiderivative', 'Its slope at every point is the integrand’s value there.'),
    ],
  });
};

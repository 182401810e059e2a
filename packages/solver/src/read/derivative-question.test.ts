import { describe, expect, it } from 'vitest';
import { sameAnswer, solve, verifyAnswer } from '../index';
import { derivativeQuestion, mathSpan } from './derivative-question';
import { latinNames } from './greek-names';

// By hand: d/dt (2t³ − 5t) = 6t² − 5; d/du (u e^u) = e^u + u e^u; p(t) = 3t² − 12t + 1 → v(2) = 0, a = 6;
// d/dw (w/(w + 2)) = 2/(w + 2)²; K(v) = 5v² → K'(3) = 30; y = tan(2x) → 2 sec²(2x); g(z) = z⁴ → g''(z) = 12z².
describe('a derivative asked of a function the problem defines', () => {
  it.each([
    ['Differentiate q(t) = 2t^3 - 5t', '6*t**2 - 5'],
    ['Find the derivative of m(u) = u e^u.', 'exp(u) + u*exp(u)'],
    ['y = tan(2x). What is dy/dx?', '2/cos(2*x)**2'],
    ["p(w) = w/(w + 2); p'(w) = ?", '2/(w + 2)**2'],
    ["g(z) = z^4, find g''(z)", '12*z**2'],
    ['A particle is at p(t) = 3t^2 - 12t + 1 metres after t seconds. Find its velocity when t = 2.', '0'],
    ['A particle is at p(t) = 3t^2 - 12t + 1 metres after t seconds. What is its acceleration?', '6'],
    ['The kinetic energy is K(v) = 5v^2. Find the rate of change of K with respect to v when v = 3.', '30'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value && sameAnswer(out.answer.value, value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  // By hand: d/dx (x² cos x) = 2x cos x − x² sin x; (3x + 2)⁵ → 15(3x + 2)⁴; f = x³ − 12x → f′ = 0 at ±2;
  // f = x⁴ − 2x² → 0, ±1; atan(2x) → 2/(1 + 4x²).
  it.each([
    ['What is d/dx of x^2 cos(x)?', '2*x*cos(x) - x**2*sin(x)'],
    ['Use the chain rule to differentiate (3x + 2)^5', '15*(3*x + 2)**4'],
    ['Find the critical points of f(x) = x^3 - 12x', '-2, 2'],
    ['Find the critical numbers of f(x) = x^4 - 2x^2', '-1, 0, 1'],
    ["f(x) = arctan(2x); f'(x) = ?", '2/(1 + 4*x**2)'],
    // A name before √ is a factor: x√(x + 4), not a variable "xsqrt". d/dx = √(x + 4) + x/(2√(x + 4)).
    ['what is d/dx of x√(x + 4)', 'sqrt(x + 4) + x/(2*sqrt(x + 4))'],
  ])('%s → %s (other wordings)', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value && sameAnswer(out.answer.value, value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it('rewrites the question in the derivative wording, with the point and the order', () => {
    expect(derivativeQuestion("Find r'(4) if r(s) = s^2 + 1")).toBe('Find the derivative of s^2 + 1 at s = 4');
    expect(derivativeQuestion('y = x^3 - x. Find the second derivative.')).toBe(
      'Find the second derivative of x^3 - x with respect to x',
    );
    expect(derivativeQuestion('h(t) = t^2 + 4 feet after t seconds. velocity at t = 3?')).toBe(
      'Find the derivative of t^2 + 4 at t = 3',
    );
  });

  it('leaves other questions about a function alone', () => {
    // An average rate of change is a difference quotient; a value is not a derivative; y inside is implicit.
    expect(derivativeQuestion('Find the average rate of change of f(x) = x^2 from x = 1 to x = 3')).toBeNull();
    expect(derivativeQuestion('If f(x) = 2x + 1, find f(3)')).toBeNull();
    expect(derivativeQuestion('x^2 + y^2 = 9, find dy/dx')).toBeNull();
    expect(derivativeQuestion('y = x + y^2, find dy/dx')).toBeNull();
    // A velocity of a function of x is not a motion.
    expect(derivativeQuestion('f(x) = x^2. What is the velocity at x = 1?')).toBeNull();
  });

  it('takes the math up to the first word or the end of the sentence', () => {
    expect(mathSpan('4.9t^2 + 3t feet after t seconds')).toBe('4.9t^2 + 3t');
    expect(mathSpan('sin(x) + ln x, find y')).toBe('sin(x) + ln x');
    expect(mathSpan('2.5x - 1. What is y?')).toBe('2.5x - 1');
  });
});

// By hand: d/dφ (φ² cos φ) = 2φ cos φ − φ² sin φ; 2 sin α = 1 on [0, 2π): π/6, 5π/6; f(β) = 3β − 1 → f(4) = 11.
describe('Greek letters as variables', () => {
  it('answers with the Greek name, and checks claims written with it', () => {
    const out = solve('Differentiate φ^2 cos φ');
    expect(out.answer?.value).toBeDefined();
    expect(sameAnswer(out.answer?.value ?? '', '2*phi*cos(phi) - phi**2*sin(phi)')).toBe(true);
    expect(out.answer?.latex).toContain('\\phi');
    expect(out.reading?.latex).not.toMatch(/(?<![A-Za-z\\])[tuwz](?![A-Za-z])/);
    expect(verifyAnswer('Differentiate φ^2 cos φ', '2φcos φ − φ² sin φ', out).status).toBe('verified');
  });

  it.each([
    ['Solve 2 sin α = 1 for 0 ≤ α < 2π', 'pi/6, 5*pi/6'],
    ['solve 2sin(alpha) - 1 = 0 for 0 <= alpha < 2pi', 'pi/6, 5*pi/6'],
    ['If f(β) = 3β − 1, what is f(4)?', '11'],
  ])('%s → %s', (problem, value) => {
    expect(sameAnswer(solve(problem).answer?.value ?? '', value)).toBe(true);
  });

  it('picks a stand-in letter the problem does not use, and spaces it from a function name', () => {
    const renamed = latinNames('Solve t + sinθ = 1 for θ');
    expect(renamed?.text).toBe('Solve t + sin u = 1 for u');
    expect(latinNames('\\cos\\theta + \\theta')?.text).toBe('\\cos t + t');
    expect(latinNames('Solve 2x + 1 = 5')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { sameAnswer, sameUpToConstant, solve, verifyAnswer } from './index';

describe('the methods, each checked independently', () => {
  // Shapes of the DeepMind generator's questions, in our own numbers (answers by SymPy and Python's fractions).
  it.each([
    ['Solve 2x+3=7', 'linear-equation', '2'],
    ['Solve -25213 = 317*q - 19507 for q.', 'linear-equation', '-18'],
    ['Solve 3*t + 41 = -5*j, 12*j = -4*j - 9*j + 2*t - 341 for j.', 'linear-system', '-13'],
    ['Solve x**2 - 5*x + 6 = 0', 'polynomial-equation', '2, 3'],
    [
      'What is z in -z**4 - 1114*z**3/3 + 76696*z**2/3 - 65138*z - 24567 = 0?',
      'polynomial-equation',
      '-431, -1/3, 3, 57',
    ],
    [
      'Suppose -3*q**4/4 - 342744*q**3 - 104420615535*q**2/2 - 2651047990410006*q + 10604400804242073/4 = 0. What is q?',
      'polynomial-equation',
      '-152331, 1',
    ],
    ['What is the derivative of 24917731 - 8413609*r**3 wrt r?', 'derivative', '-25240827*r**2'],
    ['What is the second derivative of x**4 + 3*x wrt x?', 'derivative', '12*x**2'],
    [
      'What is the first derivative of -71*c**3*m*r + 5*c**3*m + 493*c*m*r - 1291*c + m*r + 37*m - 6 wrt r?',
      'derivative',
      '-71*c**3*m + 493*c*m + m',
    ],
    ['Expand (x + 1)*(x - 1)', 'expand', 'x**2 - 1'],
    ['Collect the terms in 3012*p**3 - 1457*p**3 - 1561*p**3 + 48*p.', 'collect', '-6*p**3 + 48*p'],
    ['Factor w**3 - 125*w**2 + 2831*w - 11155.', 'factor', '(w - 97)*(w - 23)*(w - 5)'],
    ['Factor -3*c**2/8 - 925926*c - 571559304984.', 'factor', '-3*(c + 1234568)**2/8'],
    ['Let o(f) = 123*f + 1789. Determine o(-19).', 'evaluate', '-548'],
    ['What is the highest common factor of 3146 and 156013?', 'gcd', '143'],
    ['What is the common denominator of -211/2212830 and 193/161850?', 'lcm', '11938217850'],
    ['What is 748291 divided by 13?', 'arithmetic', '748291/13'],
    ['What is -0.05839217 take away -743.2?', 'arithmetic', '743.14160783'],
    ['What is the distance between 0.83 and -1873214569?', 'arithmetic', '1873214569.83'],
  ])('%s', (problem, type, expected) => {
    const result = solve(problem);
    expect(result.type).toBe(type);
    expect(result.answer?.value).toBe(expected);
    expect(result.verified?.ok).toBe(true);
    expect(result.steps.length).toBeGreaterThan(0);
    for (const step of result.steps) expect(step.title && step.explanation && step.latex).toBeTruthy();
  });

  it('draws the real function of an equation, around its roots', () => {
    const [graph] = solve('Solve x**2 - 5*x + 6 = 0').graphs;
    expect(graph?.points.length).toBeGreaterThan(100);
    const near = (x: number) => graph?.points.reduce((a, b) => (Math.abs(b.x - x) < Math.abs(a.x - x) ? b : a));
    expect(Math.abs(near(2)?.y ?? 1)).toBeLessThan(0.1);
    expect(near(0)?.y).toBeCloseTo(6, 0);
    expect(graph?.description).toContain('x = 2, 3');
  });
});

describe('derivatives of any expression, rule by rule, checked numerically', () => {
  it.each([
    ['Find the derivative of x^2 sin x', '2*x*sin(x) + cos(x)*x**2', ['Product rule', 'Trigonometric']],
    ['Differentiate sin(x**2) wrt x', '2*cos(x**2)*x', ['Chain rule']],
    ['What is the derivative of exp(3*x)/x wrt x?', '3*exp(3*x)/x - exp(3*x)/x**2', ['Exponential rule']],
    ['Find the derivative of log(x^2 + 1)', '2*x/(x**2 + 1)', ['Logarithm rule', 'Chain rule']],
    ['What is the second derivative of x*exp(x) wrt x?', '2*exp(x) + exp(x)*x', ['Product rule']],
  ])('%s', (problem, expected, rules) => {
    const result = solve(problem);
    expect(result).toMatchObject({ type: 'derivative', answer: { value: expected }, verified: { ok: true } });
    for (const rule of rules) expect(result.steps[0]?.explanation).toContain(rule);
    expect(result.steps[0]?.latex).toMatch(/^\\frac\{d\}\{dx\}\\left\(/);
  });
});

describe('integrals, technique by technique, checked by differentiating', () => {
  // Our own integrands, one per technique; antiderivatives by SymPy's integrate.
  it.each([
    ['Integrate x*exp(3*x) with respect to x.', 'x*exp(3*x)/3 - exp(3*x)/9', 'by parts'],
    ['\\int x e^{x}\\,dx', 'x*exp(x) - exp(x)', 'by parts'],
    ['Integrate sqrt(3*x + 2) with respect to x.', '2*(3*x + 2)**(3/2)/9', 'Linear substitution'],
    ['Integrate x**3*exp(x**4) with respect to x.', 'exp(x**4)/4', 'Substitution'],
    ['Integrate 3*x**2 + 2 with respect to x.', 'x**3 + 2*x', 'Power rule'],
    ['Integrate 3/x with respect to x.', '3*log(x)', 'Power rule'],
    ['Integrate (x + 3)/(x**2 + 2*x) with respect to x.', '3*log(x)/2 - log(x + 2)/2', 'Partial fractions'],
    ['Integrate 1/(x**2 - 4*x + 8) with respect to x.', 'atan(x/2 - 1)/2', 'Partial fractions'],
    ['Integrate 1/(x**3 + x) with respect to x.', 'log(x) - log(x**2 + 1)/2', 'Partial fractions'],
    ['Integrate cos(2*x)**3 with respect to x.', 'sin(2*x)/2 - sin(2*x)**3/6', 'Reduction formulas'],
    ['Integrate tan(3*x)**2 with respect to x.', 'tan(3*x)/3 - x', 'Reduction formulas'],
    ['Integrate exp(2*x)*sin(x) with respect to x.', '2*exp(2*x)*sin(x)/5 - exp(2*x)*cos(x)/5', 'Reduction formulas'],
    ['Integrate sin(2*x)*cos(2*x) with respect to x.', 'sin(2*x)**2/4', 'Trigonometric identities'],
    ['Integrate x**3*log(x) with respect to x.', 'x**4*log(x)/4 - x**4/16', 'by parts'],
    ['Integrate x/sqrt(3 - 2*x) with respect to x.', '-x*sqrt(3 - 2*x)/3 - sqrt(3 - 2*x)', 'Substitution'],
    ['Integrate 1/(1 + sqrt(x)) with respect to x.', '2*sqrt(x) - 2*log(sqrt(x) + 1)', 'Substitution'],
  ])('%s', (problem, expected, technique) => {
    const result = solve(problem);
    expect(result).toMatchObject({ type: 'integral', verified: { ok: true } });
    expect(result.graphs).toHaveLength(2);
    expect(sameUpToConstant(result.answer?.value ?? '', expected, 'x')).toBe(true);
    expect(result.steps[1]?.explanation.toLowerCase()).toContain(technique.toLowerCase());
  });

  it('says when an integral is beyond it, rather than guessing', () => {
    const result = solve('Integrate sin(x)**3 * exp(x**2) with respect to x.');
    expect(result).toMatchObject({ type: 'integral', answer: null, verified: null });
    expect(result.reason).toMatch(/does not have yet/);
  });

  it('compares antiderivatives up to a constant, ln|u| for log u', () => {
    expect(sameUpToConstant('x**2/2 + 5', 'x**2/2', 'x')).toBe(true);
    expect(sameUpToConstant('log(x - 1)', 'log(1 - x)', 'x')).toBe(true);
    expect(sameUpToConstant('x**2', 'x**3', 'x')).toBe(false);
  });
});

describe('simplifying quotients of polynomials', () => {
  it.each([
    ['Simplify (x^2-1)/(x-1)', 'x + 1'],
    ['Simplify (x**2 + 2*x + 1)/(x**2 - 1)', '(x + 1)/(x - 1)'],
    ['Simplify x**2 + 2*x - x', 'x**2 + x'],
  ])('%s', (problem, expected) => {
    const result = solve(problem);
    expect(result).toMatchObject({ type: 'simplify', answer: { value: expected }, verified: { ok: true } });
    expect(result.graphs[0]?.points.length).toBeGreaterThan(100);
  });

  it('plots the real function, leaving out points where it is undefined', () => {
    const [f, df] = solve('Find the derivative of 1/x').graphs;
    expect(f?.points.every((p) => Number.isFinite(p.y))).toBe(true);
    expect(f?.points.some((p) => Math.abs(p.x) < 1e-9)).toBe(false);
    expect(df?.title).toContain('derivative');
  });
});

describe('limits of quotients of polynomials', () => {
  it.each([
    ['Find the limit of (x^2-1)/(x-1) as x approaches 1', '2'],
    ['What is the limit of (3*x**2 + 1)/(x**2 - 5) as x approaches infinity?', '3'],
    ['Find the limit of x**3 - x as x approaches -infinity', '-oo'],
    ['Find the limit of 2*x + 3 as x approaches 4', '11'],
  ])('%s', (problem, expected) => {
    expect(solve(problem)).toMatchObject({ type: 'limit', answer: { value: expected }, verified: { ok: true } });
  });

  it('says when a limit does not exist as a number', () => {
    const result = solve('Find the limit of 1/(x-2) as x approaches 2');
    expect(result).toMatchObject({ type: 'limit', answer: null });
    expect(result.reason).toMatch(/does not exist as a number/);
  });
});

describe('honest refusals', () => {
  it.each([
    ['', /no problem/],
    ['banana split with sprinkles', /does not recognise/],
    ['x'.repeat(10_000), /too long/],
    [`Expand ${'('.repeat(300)}x${')'.repeat(300)}`, /nested too deeply/],
    ['Calculate 9^9^9', /too large/],
    // Each power alone is allowed; their product would hold some 10^8 digits (issue 14's attack).
    ['(9^9999)^9999', /too large/],
    ['(99999^9999)^9999', /too large/],
    ['What is 5 divided by 0?', /divides by zero/],
    ['Solve x**3 - 2 = 0', /not rational/],
    ['Integrate exp(x**2) with respect to x.', /does not have yet/],
  ])('%j', (problem, reason) => {
    const result = solve(problem);
    expect(result.answer).toBeNull();
    expect(result.verified).toBeNull();
    expect(result.reason).toMatch(reason);
  });
});

describe('checking answers from elsewhere', () => {
  it('verifies a right answer in another form, refutes a wrong one, and says when it cannot check', () => {
    expect(verifyAnswer('Solve x**2 - 5*x + 6 = 0', '3, 2').status).toBe('verified');
    expect(verifyAnswer('Expand (x + 1)**2', '1 + 2*x + x^2').status).toBe('verified');
    const wrong = verifyAnswer('Solve 2x+3=7', '3');
    expect(wrong).toMatchObject({ status: 'refuted', expected: '2' });
    expect(verifyAnswer('Integrate sin(2*x) with respect to x.', '4 - cos(2*x)/2').status).toBe('verified');
    expect(verifyAnswer('Find the derivative of x^2 sin x', 'x*(2*sin(x) + x*cos(x))').status).toBe('verified');
    expect(verifyAnswer('Integrate exp(x**2) with respect to x.', 'anything').status).toBe('not-checkable');
  });

  it('compares answers as sets of values or as expressions', () => {
    expect(sameAnswer('-1/3, 2', '2, -1/3')).toBe(true);
    expect(sameAnswer('0.5', '1/2')).toBe(true);
    expect(sameAnswer('x**2 - 1', '(x - 1)*(x + 1)')).toBe(true);
    expect(sameAnswer('2', '2, 3')).toBe(false);
  });
});

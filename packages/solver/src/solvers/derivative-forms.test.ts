import { describe, expect, it } from 'vitest';
import { type SolveResult, solve, verifyAnswer } from '../index';

// Expected derivatives worked by hand: (x² eˣ)′ = 2x eˣ + x² eˣ; (cos x / x)′ = −sin x/x − cos x/x²;
// (e^(3x))″ = 9e^(3x); f(x) = x³ − 2x ⇒ f′(2) = 3·4 − 2 = 10; (√x)′ at 4 = 1/(2·2) = 1/4; (ln x)′ at e = 1/e.
// Implicit: x² + y² = 25 ⇒ 2x + 2y y′ = 0 ⇒ y′ = −x/y; x² + xy + y² = 7 ⇒ y′ = −(2x + y)/(x + 2y);
// sin y = x ⇒ cos y · y′ = 1; eʸ = x² ⇒ y′ = 2x/eʸ.

const POLYNOMIAL_STEPS = ['The rules used', 'Differentiate each term'];
const GENERAL_STEPS = ['The rules used', 'Apply them'];
const IMPLICIT_STEPS = ['Differentiate both sides with respect to x', 'Solve for dy/dx'];

/** The engine's answer to a problem, checked by the engine itself. */
function expectAnswer(problem: string, value: string): SolveResult {
  const out = solve(problem);
  expect(out.type, problem).toBe('derivative');
  expect(out.answer?.value, problem).toBe(value);
  expect(out.verified?.ok, problem).toBe(true);
  expect(out.reading?.latex, problem).toBeTruthy();
  return out;
}

/** Claims a student might write: the right ones verified, the wrong ones refuted. */
function expectClaims(problem: string, out: SolveResult, right: string[], wrong: string[]) {
  for (const claim of right) expect(verifyAnswer(problem, claim, out).status, claim).toBe('verified');
  for (const claim of wrong) expect(verifyAnswer(problem, claim, out).status, claim).toBe('refuted');
}

const titles = (out: SolveResult) => out.steps.map((s) => s.title);

/** Answered, checked by the engine, and a right claim (in any form) verified against it. */
function expectSolvedAs(problem: string, claim: string) {
  const out = solve(problem);
  expect(out.answer, problem).not.toBeNull();
  expect(out.verified?.ok, problem).toBe(true);
  expect(verifyAnswer(problem, claim, out).status, claim).toBe('verified');
}

describe('dy/dx of y = …', () => {
  it.each([
    [
      'Find dy/dx of y = x^3 - 4x',
      '3*x**2 - 4',
      'x^3 - 4x',
      POLYNOMIAL_STEPS,
      ['3x^2 - 4', 'dy/dx = 3x^2 - 4'],
      ['3x^2', '3x^2 - 4x'],
    ],
    ['Find dy/dx if y = x^2 + 1', '2*x', 'x^2 + 1', POLYNOMIAL_STEPS, ['2x'], ['x^2', '2x + 1']],
    ['dy/dx if y = sin(2x)', '2*cos(2*x)', 'sin(2x)', GENERAL_STEPS, ['2cos(2x)'], ['cos(2x)', '-2cos(2x)']],
    [
      'y = x^2 e^x, find dy/dx',
      '2*x*exp(x) + exp(x)*x**2',
      'x^2 e^x',
      GENERAL_STEPS,
      ['x e^x (x + 2)', 'e^x(x^2 + 2x)'],
      ['2x e^x'],
    ],
    ["what is y' for y = ln(x^2 + 1)", '2*x/(x**2 + 1)', 'ln(x^2 + 1)', GENERAL_STEPS, ['2x/(x^2+1)'], ['1/(x^2+1)']],
    ['find dy/dx when y = x³ + 5x', '3*x**2 + 5', 'x^(3) + 5x', POLYNOMIAL_STEPS, ['3x² + 5'], ['3x^2 + 5x']],
    ["Find y' if y = 1/x", '-1/x**2', '1/x', GENERAL_STEPS, ['-x^(-2)'], ['1/x^2', 'ln x']],
  ])('%s → %s', (problem, value, f, steps, right, wrong) => {
    const out = expectAnswer(problem, value);
    expect(titles(out)).toEqual(steps);
    expect(out.reading?.target).toEqual({ kind: 'derivative', f, variable: 'x', order: 1 });
    expectClaims(problem, out, [value, ...right], wrong);
  });
});

describe("f'(x) for f(x) = …", () => {
  it.each([
    ["f'(x) for f(x) = x^4 - 3x^2 + 7", '4*x**3 - 6*x', ['4x^3 - 6x'], ['4x^3 - 6x + 7', '4x^3 - 3x']],
    [
      "Find f'(x) if f(x) = cos(x)/x",
      '-sin(x)/x - cos(x)/x**2',
      ['-(x sin x + cos x)/x^2', '(-x sin(x) - cos(x))/x^2'],
      ['(x sin x - cos x)/x^2'],
    ],
    [
      "Find f'(x) when f(x) = sqrt(x)",
      '1/2/sqrt(x)',
      ['1/(2 sqrt(x))', '\\frac{1}{2\\sqrt{x}}', '0.5 x^(-1/2)'],
      ['2 sqrt(x)', '1/sqrt(x)'],
    ],
    ['derivative of f(x) = x ln(x)', 'log(x) + 1', ['ln x + 1', '1 + ln(x)'], ['1/x', 'ln x']],
    ['What is the derivative of y = tan(x)?', 'cos(x)**(-2)', ['sec(x)^2', '1/cos(x)^2'], ['-1/cos(x)^2']],
    ['Differentiate y = (3x + 2)^5', '15*(3*x + 2)**4', ['15(3x+2)^4'], ['5(3x+2)^4']],
  ])('%s → %s', (problem, value, right, wrong) => {
    const out = expectAnswer(problem, value);
    expect(out.reading?.target).toMatchObject({ kind: 'derivative', variable: 'x', order: 1 });
    expectClaims(problem, out, [value, ...right], wrong);
  });

  it('names the rules it used', () => {
    const out = expectAnswer("Find f'(x) if f(x) = cos(x)/x", '-sin(x)/x - cos(x)/x**2');
    expect(titles(out)).toEqual(GENERAL_STEPS);
    expect(out.steps[0]?.explanation).toMatch(/Product rule/);
    expect(out.steps[0]?.explanation).toMatch(/Trigonometric/);
  });
});

describe('second derivatives', () => {
  it.each([
    ["f''(x) for f(x) = x^5", '20*x**3', ['20x^3'], ['5x^4', '20x^2']],
    ["find f''(x) if f(x) = sin(x)", '-sin(x)', ['-sin x'], ['sin x', '-cos x']],
    ["f(x) = e^(2x), find f''(x)", '4*exp(2*x)', ['4e^(2x)'], ['2e^(2x)']],
    ['d^2y/dx^2 of y = x^3 + 2x', '6*x', ['6x'], ['3x^2 + 2']],
    ['d²y/dx² for y = e^(3x)', '9*exp(3*x)', ['9e^(3x)'], ['3e^(3x)']],
    ["y'' for y = x^4", '12*x**2', ['12x^2'], ['4x^3']],
    ['Find $\\frac{d^2}{dx^2} x^4$', '12*x**2', ['12x²'], ['4x^3']],
  ])('%s → %s', (problem, value, right, wrong) => {
    const out = expectAnswer(problem, value);
    expect(out.reading?.target).toMatchObject({ kind: 'derivative', variable: 'x', order: 2 });
    expect(out.reading?.latex).toMatch(/^\\frac\{d\^\{2\}\}\{dx\^\{2\}\}/);
    expectClaims(problem, out, [value, ...right], wrong);
  });

  it('differentiates a polynomial twice, one stage at a time', () => {
    const out = expectAnswer("f''(x) for f(x) = x^5", '20*x**3');
    expect(titles(out)).toEqual(['The rules used', 'Derivative number 1', 'Derivative number 2']);
  });
});

describe('the value of a derivative at a point', () => {
  it.each([
    ["If f(x) = x^3 - 2x, find f'(2)", '10', "f'(2)", 'Put x = 2 in', ['10.0'], ['12', '4']],
    ["f(x) = x^2 + 3x, find f'(-1)", '1', "f'(-1)", 'Put x = -1 in', [], ['-1', '5']],
    ["Given g(t) = t^3, find g'(2)", '12', "f'(2)", 'Put t = 2 in', [], ['8', '6']],
    ["h(x) = x^2 - 4x, find h'(3)", '2', "f'(3)", 'Put x = 3 in', [], ['-3', '-2']],
    ["If f(x) = sin(x), find f'(0)", '1', "f'(0)", 'Put x = 0 in', [], ['0']],
    ["f(x) = x^3, find f''(2)", '12', "f''(2)", 'Put x = 2 in', [], ['8', '6']],
    ['Find the derivative of x^2 at x = 3', '6', "f'(3)", 'Put x = 3 in', [], ['9']],
    ['Find the second derivative of x^3 at x = 1', '6', "f''(1)", 'Put x = 1 in', [], ['3', '1']],
    ['Find the derivative of x^3 at x = 1/2', '3/4', "f'(\\frac{1}{2})", 'Put x = 1/2 in', ['0.75'], ['1/8']],
    ['Find the derivative of sin(x) at x = pi', '-1', "f'(\\pi)", 'Put x = pi in', [], ['1', '0']],
    ['Find the derivative of ln(x) at x = e', 'E**(-1)', "f'(e)", 'Put x = E in', ['1/e', '0.3679'], ['e', '1']],
  ])('%s → %s', (problem, value, prime, put, right, wrong) => {
    const out = expectAnswer(problem, value);
    expect(titles(out)).toEqual(['Differentiate', put]);
    expect(out.reading?.latex.startsWith(prime)).toBe(true);
    expect(out.reading?.target).toEqual({ kind: 'value', value });
    expectClaims(problem, out, [value, ...right], wrong);
  });

  it('gives no number when the point is a letter', () => {
    expect(solve('find the derivative of x^2 at x = a').answer).toBeNull();
  });
});

describe('slope of the tangent line', () => {
  it.each([
    ['Find the slope of the tangent line to y = x^2 at x = 3', '6', ['6'], ['9', '3']],
    ['slope of the tangent to the curve y = x^3 - x at x = 2', '11', ['11'], ['6', '12']],
    ['Find the slope of the tangent line to f(x) = 1/x at x = 2', '-1/4', ['-0.25'], ['1/2', '1/4']],
    ['What is the slope of y = x^2 - 3x at x = 1?', '-1', ['-1'], ['-2', '1']],
    ['instantaneous rate of change of f(x) = x^2 + 1 at x = 5', '10', ['10'], ['26']],
    ['Find the rate of change of y = 5x^2 at x = -2', '-20', ['-20'], ['20', '10']],
  ])('%s → %s', (problem, value, right, wrong) => {
    const out = expectAnswer(problem, value);
    expect(titles(out)[0]).toBe('Differentiate');
    expectClaims(problem, out, right, wrong);
  });

  it('gives the gradient of √x at x = 4 as a quarter', () => {
    const problem = 'What is the gradient of y = sqrt(x) at x = 4?';
    const out = solve(problem);
    expect(out.verified?.ok).toBe(true);
    expectClaims(problem, out, ['1/4', '0.25'], ['1/2', '2']);
  });
});

describe('implicit differentiation', () => {
  it.each([
    ['Find dy/dx for x^2 + y^2 = 25', '-x/y', 'x^{2} + y^{2} = 25'],
    ['find dy/dx if xy = 6', '-y/x', 'x \\cdot y = 6'],
    ['x^3 + y^3 = 9, find dy/dx', '-x**2/y**2', 'x^{3} + y^{3} = 9'],
    ['Use implicit differentiation to find dy/dx if x^2 - y^2 = 1', 'x/y', 'x^{2} - y^{2} = 1'],
    ['Differentiate implicitly x^2 + xy + y^2 = 7', '-(2*x + y)/(x + 2*y)', 'x^{2} + x \\cdot y + y^{2} = 7'],
    ['find dy/dx given y^2 = 4x', '2/y', 'y^{2} = 4 x'],
    ['find dy/dx if sin(y) = x', 'cos(y)**(-1)', '\\sin\\left(y\\right) = x'],
    ['find dy/dx if e^y = x^2', '2*x/exp(y)', 'e^{y} = x^{2}'],
  ])('%s → %s', (problem, value, curve) => {
    const out = expectAnswer(problem, value);
    expect(titles(out)).toEqual(IMPLICIT_STEPS);
    expect(out.reading?.latex).toBe(`\\frac{dy}{dx}\\ \\text{for } ${curve}`);
    expect(out.steps[1]?.latex).toMatch(/^\\frac\{dy\}\{dx\} = /);
  });

  it('never refutes the right slope nor verifies a wrong one', () => {
    const problem = 'Find dy/dx for x^2 + y^2 = 25';
    const out = solve(problem);
    expect(verifyAnswer(problem, '-x/y', out).status).not.toBe('refuted');
    expect(verifyAnswer(problem, 'x/y', out).status).not.toBe('verified');
  });

  it('reads y = … as an explicit function, not an implicit curve', () => {
    const out = expectAnswer('Find dy/dx if y = x^2 + 1', '2*x');
    expect(out.reading?.target).toMatchObject({ kind: 'derivative', f: 'x^2 + 1' });
  });
});

describe('LaTeX d/dx', () => {
  it.each([
    ['Find \\frac{d}{dx} \\sin(x^2)', '2*cos(x**2)*x', ['2x cos(x^2)', '2x\\cos(x^2)'], ['cos(x^2)', '2x sin(x^2)']],
    ['\\frac{d}{dx} (x^2 \\cos x)', '2*x*cos(x) - sin(x)*x**2', ['2x cos x - x^2 sin x'], ['-2x sin x']],
    ['$\\frac{d}{dx}\\left(e^{x^2}\\right)$', '2*exp(x**2)*x', ['2x e^{x^2}'], ['e^{x^2}']],
    [
      '\\frac{d}{dx}\\left(\\sqrt{x^2+1}\\right)',
      'x/sqrt(x**2 + 1)',
      ['\\frac{x}{\\sqrt{x^2+1}}'],
      ['1/(2sqrt(x^2+1))'],
    ],
    ['d/dx x^3', '3*x**2', ['3x^2'], ['x^2']],
  ])('%s → %s', (problem, value, right, wrong) => {
    const out = expectAnswer(problem, value);
    expect(out.reading?.latex).toMatch(/^\\frac\{d\}\{dx\}\\left\(/);
    expectClaims(problem, out, [value, ...right], wrong);
  });

  it('names the chain rule for sin(x²)', () => {
    const out = expectAnswer('Find \\frac{d}{dx} \\sin(x^2)', '2*cos(x**2)*x');
    expect(titles(out)).toEqual(GENERAL_STEPS);
    expect(out.steps[0]?.explanation).toMatch(/Chain rule/);
  });
});

describe('the question before the definition', () => {
  // ′ (U+2032) and ’ (U+2019) are read as the prime mark.
  it('reads the Unicode prime in f′(x)', () => {
    expectSolvedAs('f′(x) for f(x) = x^2', '2x');
  });

  it('reads the typographic apostrophe in f’(2)', () => {
    expectSolvedAs('If f(x) = x^3, find f’(2)', '12');
  });

  it("reads f'(1) asked before f is defined", () => {
    expectSolvedAs("Find f'(1) if f(x) = x^4", '4');
  });
});

describe('the question after the definition', () => {
  it("reads f'(3) = ? after the definition", () => {
    expectSolvedAs("f(x) = x^2, f'(3) = ?", '6');
  });

  it('reads "d/dx of …"', () => {
    expectSolvedAs('Find d/dx of x^2', '2x');
  });
});

describe('known gaps', () => {
  // Once a known gap: "Find dy/dx:" with a colon before an implicit curve.
  it('reads "Find dy/dx:" with a colon before an implicit curve', () => {
    expect(solve('Find dy/dx: x^2 + y^2 = 25').answer?.value).toBe('-x/y');
  });

  // Once a known gap: LaTeX \frac{dy}{dx} becomes ((dy)/(dx)), now read back as dy/dx.
  it('reads \\frac{dy}{dx} in LaTeX', () => {
    expectSolvedAs('Find $\\frac{dy}{dx}$ if $y = \\ln(3x)$', '1/x');
  });

  // Once a known gap: ((d^(2)y)/(dx^(2))) was refused as a division; now read back as d^2y/dx^2.
  it('reads \\frac{d^2y}{dx^2} in LaTeX', () => {
    expectSolvedAs('$\\frac{d^2y}{dx^2}$ for $y = \\cos(2x)$', '-4cos(2x)');
  });

  // Once a known gap ("1/2/2", typeset \frac{1}{2 \sqrt{4}}): roots of perfect powers are now exact.
  it('simplifies the gradient of √x at x = 4 to 1/4', () => {
    expectAnswer('What is the gradient of y = sqrt(x) at x = 4?', '1/4');
  });
});

// By hand: y = x² − x at x = 2: point (2, 2), slope 2x − 1 = 3 → y = 3x − 4; y = 1/x at x = 1: (1, 1), slope −1
// → y = −x + 2.
describe('the tangent line', () => {
  it.each([
    ['Find the equation of the tangent line to y = x^2 - x at x = 2', '3*x - 4'],
    ['equation of the tangent to y = 1/x at x = 1', '-x + 2'],
  ])('%s → y = %s', (problem, value) => {
    const out = solve(problem);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, `y = ${value}`, out).status).toBe('verified');
    expect(verifyAnswer(problem, `y = ${value} + 1`, out).status).toBe('refuted');
  });
});

import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

const status = (problem: string, answer: string) => verifyAnswer(problem, answer).status;

describe('reading every ordinary answer format', () => {
  it.each([
    ['x = 2, x = 3'],
    ['x = 2 or x = 3'],
    ['2 and 3'],
    ['3, 2'],
    ['x ∈ {2, 3}'],
    ['$x \\in \\{2, 3\\}$'],
    ['\\boxed{x = 2,\\ x = 3}'],
    ['Final answer: **x = 2 or x = 3**.'],
    ['$$x = 3, x = 2$$'],
    ['\\(x=2\\) and \\(x=3\\)'],
  ])('roots of x² − 5x + 6 = 0 written as %s: verified', (answer) => {
    expect(status('Solve x^2 - 5x + 6 = 0', answer)).toBe('verified');
  });

  it.each([
    ['3x^2 sin x + x^3 cos x'],
    ['\\(3x^2\\sin x + x^3\\cos x\\)'],
    ['3x^2sin(x) + x^3cos(x)'],
    ['3x²·sin x + x³·cos x'],
    ["f'(x) = x^2 (3 \\sin x + x \\cos x)"],
    ['$x^{2}\\left(3\\sin\\left(x\\right) + x\\cos\\left(x\\right)\\right)$'],
  ])('the derivative of x³ sin x written as %s: verified', (answer) => {
    expect(status('Differentiate x^3 sin(x)', answer)).toBe('verified');
  });

  it.each([
    ['xe^x - e^x + C'],
    ['x e^{x} - e^{x} + c'],
    ['(x - 1)e^x'],
    ['e^x(x-1) + K'],
    ['\\boxed{e^{x}\\left(x-1\\right)+C}'],
  ])('the integral of x eˣ written as %s: verified', (answer) => {
    expect(status('Integrate x*e^x dx', answer)).toBe('verified');
  });

  it.each([['\\frac{3}{2}'], ['\\dfrac{3}{2}'], ['3/2'], ['1.5'], ['x = 3/2']])(
    '(2/3) ÷ (4/9) written as %s: verified',
    (answer) => {
      expect(status('What is 2/3 divided by 4/9?', answer)).toBe('verified');
    },
  );

  it('reads cube roots, π, × and implicit products before a group', () => {
    expect(status('Calculate 1 + 1', '\\sqrt[3]{8}')).toBe('verified');
    expect(status('Calculate 1 + 1', '∛8')).toBe('verified');
    expect(status('Integrate 2 from 0 to pi', '2π')).toBe('verified');
    expect(status('Integrate 2 from 0 to pi', '$2\\pi$')).toBe('verified');
    expect(status('Calculate 6 * 7', '6 × 7')).toBe('verified');
    expect(status('Simplify (2*x**2 + 2*x)/x', '2(x+1)')).toBe('verified');
  });

  it('reads inequalities and intervals, and says it cannot check them yet (never refutes)', () => {
    expect(status('Solve x^2 - 2x - 3 = 0', 'x ≤ -1 or x ≥ 3')).toBe('not-checkable');
    expect(status('Solve x^2 - 2x - 3 = 0', '(-\\infty, -1] \\cup [3, \\infty)')).toBe('not-checkable');
  });

  it('reads roots, powers, π and Unicode signs', () => {
    expect(status('Calculate 2 + 2', '√16')).toBe('verified');
    expect(status('Calculate 2 + 2', '√(4·4)')).toBe('verified');
    expect(status('Calculate 2 - 5', '−3')).toBe('verified');
    expect(status('Calculate 2 - 5', '-3')).toBe('verified');
  });

  it('checks a decimal to the digits it gives, and says so', () => {
    const close = verifyAnswer('Solve 3x = 1', 'x ≈ 0.333'.replace('≈', '='));
    expect(close.status).toBe('verified');
    expect(verifyAnswer('Calculate 1/3', '0.333').detail).toMatch(/3 decimal places/);
    expect(status('Calculate 1/3', '0.334')).toBe('refuted');
    expect(status('Calculate 1/3', '0.3')).toBe('verified');
  });

  it('reads "no solution" and "all real numbers" and judges them', () => {
    expect(status('Solve x^2 + 1 = 0', 'no real solution')).toBe('verified');
    expect(status('Solve x^2 - 1 = 0', 'No solution')).toBe('refuted');
    expect(status('Solve x^2 - 1 = 0', 'all real numbers')).toBe('refuted');
  });

  it('reads assignments for a system', () => {
    const problem = 'Solve 2*x + y = 5, x - y = 1 for x';
    expect(status(problem, 'x = 2, y = 1')).toBe('verified');
    expect(status(problem, '2')).toBe('verified');
    expect(status(problem, 'x = 2, y = 3')).toBe('refuted');
  });
});

describe('three honest verdicts', () => {
  it('refutes only what it read and showed wrong, saying how', () => {
    const root = verifyAnswer('Solve 2x + 3 = 7', 'x = 3');
    expect(root.status).toBe('refuted');
    expect(root.detail).toBe('Substituting x = 3 gives 9 on the left and 7 on the right. The solution is 2.');
    const missing = verifyAnswer('Solve x^2 - 5x + 6 = 0', 'x = 2');
    expect(missing).toMatchObject({ status: 'refuted', detail: 'x = 3 also solves the equation.' });
    const derivative = verifyAnswer('Differentiate x^3', '3x');
    expect(derivative.status).toBe('refuted');
    expect(derivative.detail).toMatch(/^At x = 0\.7 the claimed derivative is 2\.1, but the derivative is 1\.47\.$/);
    const integral = verifyAnswer('Integrate cos(x) dx', '-sin(x) + C');
    expect(integral.status).toBe('refuted');
    expect(integral.detail).toMatch(/^Its derivative at x = 0\.7 is -0\.76\d*, but the integrand there is 0\.76\d*\.$/);
  });

  it.each([['banana'], ['x = ?'], ['see above'], ['-1 < x < 3'], ['(2, 3]']])(
    'calls an answer it cannot read (%s) not checkable, never refuted',
    (answer) => {
      expect(status('Solve x^2 - 5x + 6 = 0', answer)).toBe('not-checkable');
    },
  );

  it('calls a problem it cannot read not checkable, whatever the answer', () => {
    expect(status('Write a sonnet about the sea', '14 lines')).toBe('not-checkable');
  });

  it('checks an antiderivative the engine could not find itself, by differentiating the claim', () => {
    // ∫ e^(−x²) dx has no elementary antiderivative: the engine has none, but a claim is still checked.
    expect(solve('Integrate exp(-x^2)*x dx').answer).not.toBeNull();
    const hard = 'Integrate sqrt(1 + x^4) dx';
    expect(solve(hard).answer).toBeNull();
    expect(status(hard, 'x^2')).toBe('refuted');
  });

  it('requires the form the problem asks for', () => {
    expect(status('Factor x^2 - 5x + 6', '(x - 2)(x - 3)')).toBe('verified');
    expect(verifyAnswer('Factor x^2 - 5x + 6', 'x^2 - 5x + 6')).toMatchObject({
      status: 'refuted',
      detail: 'It equals the expression but is not factored.',
    });
    expect(status('Expand (x + 1)^2', 'x^2 + 2x + 1')).toBe('verified');
    expect(status('Expand (x + 1)^2', '(x + 1)(x + 1)')).toBe('refuted');
  });

  it('compares exactly where it can: a huge coefficient off by one is caught', () => {
    expect(status('What is the third derivative of 9314527*j**3 + 4418209*j**2?', '55887162')).toBe('verified');
    expect(status('What is the third derivative of 9314527*j**3 + 4418209*j**2?', '55887163')).toBe('refuted');
  });
});

describe('the problem as written, not as misread', () => {
  it('reads the limits of a definite integral and checks the value by quadrature', () => {
    const solved = solve('Evaluate the integral of x^2 from 0 to 3');
    expect(solved.reading?.latex).toBe('\\int_{0}^{3} x^{2}\\, dx');
    expect(solved.answer?.value).toBe('9');
    expect(solved.verified?.ok).toBe(true);
    expect(status('Integrate x^2 from 0 to 3', '0')).toBe('refuted');
    expect(status('$\\int_0^3 x^2\\,dx$', '9')).toBe('verified');
    expect(solve('Integrate sin(x) from 0 to pi').answer?.value).toBe('2');
  });

  it('reads "2/3 divided by 4/9" as (2/3) ÷ (4/9)', () => {
    const solved = solve('2/3 divided by 4/9');
    expect(solved.reading?.latex).toBe('\\left(\\frac{2}{3}\\right) \\div \\left(\\frac{4}{9}\\right)');
    expect(solved.answer?.value).toBe('3/2');
  });

  it('gives no answer when its reading leaves out part of the problem', () => {
    const chain = 'Let j be ((-27)/36)/(1/(-4)). Let q = j + 15. Calculate the least common multiple of q and 18.';
    expect(solve(chain).answer?.value).toBe('18');
    expect(verifyAnswer(chain, '36').status).toBe('refuted');
    // The interval is part of the reading: its solutions only, and none outside it.
    const interval = 'Solve sin(x) = 0 for 0 <= x < 2*pi';
    expect(solve(interval).answer?.value).toBe('0, pi');
    expect(verifyAnswer(interval, '0, pi').status).toBe('verified');
    expect(verifyAnswer(interval, '0, pi, 2*pi').status).toBe('refuted');
    for (const problem of ['Solve 2x + 3 = 7 if y = 4', 'Solve 2x + 3 = 7 when 5 apples cost 3']) {
      const solved = solve(problem);
      expect(solved.answer, problem).toBeNull();
      expect(verifyAnswer(problem, '36').status, problem).not.toBe('verified');
    }
    expect(solve('Calculate the greatest common divisor of 12, 18 and 30').answer?.value).toBe('6');
  });
});

describe('steps tell the truth', () => {
  it('shows a passing Check step for checks that ran and passed', () => {
    for (const problem of [
      'Solve 2x + 3 = 7',
      'Integrate x*e^x dx',
      'Integrate sec(x)^3 dx',
      'Integrate x^2 from 0 to 3',
      'Solve x + y = -1 and x - y = 7',
    ]) {
      const solved = solve(problem);
      expect(solved.verified?.ok, problem).toBe(true);
      expect(solved.steps.filter((s) => s.title === 'Check').length, problem).toBeGreaterThan(0);
    }
  });

  it('shows no Check step where the check did not pass', () => {
    // The engine's antiderivative of x¹⁸eˣ (19 terms up to 18!·eˣ) fails its sample-point comparison.
    const failed = solve('Integrate x^18*exp(x) dx');
    expect(failed.answer).not.toBeNull();
    expect(failed.verified?.ok).toBe(false);
    expect(failed.steps.map((s) => s.title)).not.toContain('Check');
  });

  it('checks an evaluation another way (the definitions applied in floating point)', () => {
    const solved = solve('Let f(x) = x^2 - 3x + 1. What is f(4)?');
    expect(solved.answer?.value).toBe('5');
    expect(solved.verified).toEqual({
      ok: true,
      method: 'the definitions applied again in floating point, and the two results compared',
    });
  });
});

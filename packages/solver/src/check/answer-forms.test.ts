import { describe, expect, it } from 'vitest';
import { verifyAnswer } from '../index';

// Expected values by hand: ∛(−125) = −5, ∛216 = 6; x³ + 27 = 0 at x = −3; d/dx x^(4/3) = (4/3)∛x;
// ∫ x^(1/3) dx = (3/4) x^(4/3) + C; 3^x = 20 at x = log₃ 20 ≈ 2.727; 2^x = 11 at log₂ 11; 10^x = 7 at log₁₀ 7;
// log₃ 81 = 4, log₂ 16 = 4; (x³ − 2)/(x + 5) → ∞ and (1 − x²)/(x + 3) → −∞ as x → ∞; (4x + 1)/(2x − 3) → 2;
// vertex of y = 2x² − 12x + 14 at x = 12/4 = 3, y = 18 − 36 + 14 = −4; midpoint of (−1, −9) and (7, 1) is (3, −4).

const status = (problem: string, claim: string) => verifyAnswer(problem, claim).status;

function expectJudged(problem: string, right: string[], wrong: string[]) {
  for (const claim of right) expect(status(problem, claim), `${claim} for ${problem}`).toBe('verified');
  for (const claim of wrong) expect(status(problem, claim), `${claim} for ${problem}`).toBe('refuted');
}

describe('cbrt(…)', () => {
  it('as a value', () => {
    expectJudged('What is the cube root of -125?', ['cbrt(-125)', '-5', 'cbrt(-125) '], ['cbrt(125)', '5']);
    expectJudged('Calculate 3 + 3', ['cbrt(216)', 'cbrt(6^3)', '(cbrt(216))^1'], ['cbrt(215)', 'cbrt(36)']);
  });

  it('as a root of an equation', () => {
    expectJudged('Solve x^3 + 27 = 0', ['x = cbrt(-27)', 'cbrt(-27)'], ['x = cbrt(27)', 'cbrt(-9)']);
  });

  it('in a derivative and an antiderivative', () => {
    expectJudged('Differentiate x^(4/3)', ['4/3 cbrt(x)', '(4/3)*cbrt(x)'], ['4/3 cbrt(x^2)', 'cbrt(x)']);
    expectJudged('Integrate x^(1/3) dx', ['3/4 x cbrt(x) + C', '(3/4)*x*cbrt(x)'], ['3/4 cbrt(x) + C']);
  });

  it('an irrational cube root the engine cannot place is never refuted', () => {
    expect(status('Solve x^3 = 5', 'cbrt(5)')).not.toBe('refuted');
    expect(status('Solve x^3 = 5', 'cbrt(6)')).not.toBe('verified');
  });

  // cbrt(u) is bracketed whole, so cbrt(8)^2 is (∛8)² = 4, not 8^(1/9).
  it('Calculate 2 + 2: cbrt(8)^2 is verified', () => {
    expect(status('Calculate 2 + 2', 'cbrt(8)^2')).toBe('verified');
  });

  // cbrt right after a coefficient ("2cbrt(8)") is still read as a cube root.
  it('Calculate 2 + 2: 2cbrt(8) is verified', () => {
    expect(status('Calculate 2 + 2', '2cbrt(8)')).toBe('verified');
  });
});

describe('logarithms with a base', () => {
  it('log_b(x), log_b x, \\log_{b} x, \\log_b x, \\log_{b}\\left(x\\right) as roots of b^x = c', () => {
    expectJudged(
      'Solve 3^x = 20',
      ['log_3(20)', 'x = log_3 20', '\\log_{3} 20', '\\log_3 20', '\\log_{3}\\left(20\\right)', '$x = \\log_{3} 20$'],
      ['log_2(20)', '\\log_{20} 3', 'log_3(21)', 'x = \\log_{3}\\left(2\\right)'],
    );
  });

  it('log2 and log10 written together', () => {
    expectJudged('Solve 2^x = 11', ['log2 11', 'log2(11)', 'x = log2(11)'], ['log2 12', 'log2(10)']);
    expectJudged(
      'Solve 10^x = 7',
      ['\\log_{10}\\left(7\\right)', 'log10 7', 'log_10(7)', 'log_{10}\\left(7\\right)'],
      ['\\log_{10}\\left(70\\right)', 'log10 8'],
    );
  });

  it('as values', () => {
    expectJudged('Calculate 2 + 2', ['log_3(81)', 'log2 16', '\\log_{2}\\left(16\\right)'], ['log_2(8)', 'log_3(27)']);
    expectJudged('Calculate 1/2', ['log_4(2)', 'log_4 2', 'log_9(3)'], ['log_2(4)']);
  });

  it('as expressions equal to ln x / ln b', () => {
    expectJudged('Simplify ln(x)/ln(2)', ['log_2(x)', 'log2 x', '\\log_{2} x', 'log_2 x'], ['log_3(x)', 'log2(2x)']);
    expectJudged(
      'Simplify ln(x)/ln(10)',
      ['\\log_{10}\\left(x\\right)', 'log_{10} x', 'log10(x)'],
      ['\\log_{10}\\left(10x\\right)', 'ln(x)'],
    );
    expectJudged('Simplify log(x)/log(2) + 1', ['log_2(2x)', 'log_2(x) + 1'], ['log_2(x)']);
  });

  it('in a derivative', () => {
    expectJudged('Differentiate log_2(x)', ['1/(x ln 2)', '1/(x*log(2))'], ['1/x', 'ln(2)/x']);
  });

  // log_2 right after a coefficient ("2log_2(x)") is still read as a logarithm, not a variable.
  it('Simplify ln(x^2)/ln(2): 2log_2(x) is verified', () => {
    expect(status('Simplify ln(x^2)/ln(2)', '2log_2(x)')).toBe('verified');
  });

  // A bare argument keeps its decimals: log2 7.5 is log₂(7.5).
  it('Solve 2^x = 7.5: log2 7.5 is verified', () => {
    expect(status('Solve 2^x = 7.5', 'log2 7.5')).toBe('verified');
  });

  // A braced base is read without its backslash too: log_{3}(20).
  it('Solve 3^x = 20: log_{3}(20) is verified', () => {
    expect(status('Solve 3^x = 20', 'log_{3}(20)')).toBe('verified');
  });
});

describe('infinity in words', () => {
  it('a limit of +∞', () => {
    expectJudged(
      'Find the limit of (x^3 - 2)/(x + 5) as x approaches infinity',
      ['infinity', '+infinity', 'positive infinity', 'Infinity', '\\infty', '∞', 'the limit is infinity'],
      ['-infinity', 'negative infinity', 'minus infinity', '0', '1'],
    );
  });

  it('a limit of −∞', () => {
    expectJudged(
      'Find the limit of (1 - x^2)/(x + 3) as x approaches infinity',
      ['-infinity', 'negative infinity', 'minus infinity', '- infinity', '-\\infty', '-∞'],
      ['infinity', 'positive infinity', '\\infty', '-1'],
    );
  });

  it('one-sided limits at a pole', () => {
    expectJudged('Find the limit of 1/x as x approaches 0 from the left', ['negative infinity'], ['infinity']);
    expectJudged('Find the limit of 1/(x - 2) as x approaches 2 from the right', ['infinity'], ['-infinity']);
  });

  it('a finite limit refutes infinity', () => {
    expectJudged('Find the limit of (4x + 1)/(2x - 3) as x approaches infinity', ['2'], ['infinity', '-infinity']);
  });

  it('a word that merely contains "infinity" is not read as ∞', () => {
    expect(status('Find the limit of (x^3 - 2)/(x + 5) as x approaches infinity', 'infinityx')).not.toBe('verified');
  });
});

describe('points (x, y)', () => {
  it('a vertex', () => {
    expectJudged(
      'Find the vertex of the parabola y = 2x^2 - 12x + 14',
      ['(3, -4)', '(3,-4)', '$(3, -4)$', '(3, -4.0)', '( 3 , -4 )'],
      ['(-4, 3)', '(3, 4)', '(3, -4, 0)', '(3)'],
    );
  });

  it('a midpoint', () => {
    expectJudged(
      'Find the midpoint of the segment joining (-1, -9) and (7, 1)',
      ['(3, -4)', '(6/2, -8/2)'],
      ['(-4, 3)', '(3, -5)', '(4, -4)'],
    );
  });
});

describe("a system's solution written as a point", () => {
  // x + y = −1, x − y = 7 at x = 3, y = −4; a + b = 5, a − b = 1 at a = 3, b = 2; x + y + z = 6, x − y = 1,
  // y − z = 1 at (3, 2, 1).
  it('Solve x + y = -1 and x - y = 7: (3, -4) is verified, a wrong point refuted', () => {
    const system = 'Solve x + y = -1 and x - y = 7';
    expectJudged(
      system,
      ['x = 3, y = -4', '(3, -4)', '$(3,\\ -4)$', '\\boxed{(3, -4)}'],
      ['(-4, 3)', '(3, 4)', '(3, -4, 0)'],
    );
    expect(verifyAnswer(system, '(-4, 3)').detail).toBe(
      'The point gives x = -4, y = 3, which does not satisfy x - y = 7.',
    );
  });

  it('reads x, y, z in that order, other names in the order the equations list them', () => {
    expectJudged('Solve x + y + z = 6, x - y = 1, y - z = 1', ['(3, 2, 1)'], ['(1, 2, 3)', '(3, 1, 2)']);
    expectJudged('Solve y = 2x + 1, y = -x + 4', ['(1, 3)'], ['(3, 1)']);
    expectJudged('Solve a + b = 5 and a - b = 1', ['(3, 2)'], ['(2, 3)']);
    // b is listed first, so (3, 2) is b = 3, a = 2; (2, 3) is right only read alphabetically: unclear, not wrong.
    expectJudged('Solve b + a = 5 and b - a = 1', ['(3, 2)'], ['(4, 1)']);
    expect(status('Solve b + a = 5 and b - a = 1', '(2, 3)')).toBe('not-checkable');
  });

  it('an inequality or half an answer is not read as the solution', () => {
    expect(status('Solve 2*x + y = 5, x - y = 1 for x', 'x < 2')).toBe('not-checkable');
    expect(status('Solve x + y = -1 and x - y = 7', 'x = 3')).toBe('not-checkable');
    expect(status('Solve x + y = -1 and x - y = 7', 'y = 4')).toBe('refuted');
  });
});

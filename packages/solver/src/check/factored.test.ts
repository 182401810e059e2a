import { describe, expect, it } from 'vitest';
import { type SolveResult, solve, verifyAnswer } from '../index';

// Complete factorizations by hand (over the integers): 4x² − 36 = 4(x² − 9) = 4(x − 3)(x + 3);
// 3x³ − 27x = 3x(x − 3)(x + 3); x⁴ − 81 = (x² − 9)(x² + 9) = (x − 3)(x + 3)(x² + 9), x² + 9 has no real root;
// x⁴ − 16 = (x − 2)(x + 2)(x² + 4); x³ − 2x² + x = x(x − 1)²; x³ + 2x² − x − 2 = x²(x + 2) − (x + 2) =
// (x + 2)(x − 1)(x + 1); x² + 7x + 12 = (x + 3)(x + 4). 27 is odd, 1000 even; 4:10 PM + 2 h 20 min = 6:30 PM.

const status = (problem: string, claim: string, solved?: SolveResult) => verifyAnswer(problem, claim, solved).status;

function expectJudged(problem: string, right: string[], incomplete: string[], wrong: string[] = []) {
  const solved = solve(problem);
  expect(solved.type, problem).toBe('factor');
  expect(solved.reading?.target).toMatchObject({ kind: 'equivalent', form: 'factored' });
  for (const claim of right) expect(status(problem, claim, solved), claim).toBe('verified');
  for (const claim of incomplete) {
    const v = verifyAnswer(problem, claim, solved);
    expect(v.status, claim).toBe('refuted');
    expect(v.detail, claim).toMatch(/not factored completely/);
  }
  for (const claim of wrong) expect(status(problem, claim, solved), claim).toBe('refuted');
}

describe('a factor that still splits is refuted', () => {
  it('a common factor taken out, a difference of squares left', () => {
    expectJudged(
      'Factor completely: 4x^2 - 36',
      ['4(x - 3)(x + 3)', '4(x+3)(x-3)', '(x + 3)*4*(x - 3)'],
      ['4(x^2 - 9)', '(x^2 - 9)*4'],
      // Expanded back, or a wrong factor.
      ['4x^2 - 36', '4(x - 3)(x + 2)'],
    );
  });

  it('x taken out as well', () => {
    expectJudged(
      'Factor 3x^3 - 27x',
      ['3x(x - 3)(x + 3)', '(x + 3)(3x)(x - 3)', '3(x + 3)(x - 3)x', '3x(x − 3)(x + 3)'],
      ['3x(x^2 - 9)', 'x(3x^2 - 27)', '3(x^3 - 9x)', '(3x^2 - 9x)(x + 3)'],
    );
  });

  it('a cubic by grouping', () => {
    expectJudged(
      'Factor x^3 + 2x^2 - x - 2',
      ['(x + 2)(x - 1)(x + 1)', '(x - 1)(x + 2)(x + 1)'],
      ['(x + 2)(x^2 - 1)', '(x^2 + x - 2)(x + 1)'],
    );
  });

  it('a repeated factor counts as many times as its power', () => {
    expectJudged(
      'Factor x^3 - 2x^2 + x',
      ['x(x - 1)^2', 'x(x - 1)(x - 1)', '(x - 1)^2 x'],
      ['x(x^2 - 2x + 1)', '(x^2 - x)(x - 1)'],
    );
  });
});

describe('fourth powers: the sum of squares stays, the difference splits', () => {
  it('x^4 − 16', () => {
    expectJudged(
      'Factor x^4 - 16',
      ['(x^2+4)(x−2)(x+2)', '(x - 2)(x^2 + 4)(x + 2)', '(x + 2)(x - 2)(x^2 + 4)'],
      ['(x^2 - 4)(x^2 + 4)', '(x^2 + 4)(x^2 - 4)'],
      ['(x - 2)(x + 2)(x^2 - 4)', '(x - 2)^2 (x + 2)^2'],
    );
  });

  it('x^4 − 81', () => {
    expectJudged('Factor x^4 - 81', ['(x^2 + 9)(x - 3)(x + 3)', '(x + 3)(x^2 + 9)(x - 3)'], ['(x^2 - 9)(x^2 + 9)']);
  });

  // A factor multiplied in and divided out again is not a product of polynomial factors: refuted.
  it('Factor x^4 - 81: "(x^2-9)^2 (x^2+9)/(x^2-9)" is not a complete factorization', () => {
    expect(status('Factor x^4 - 81', '(x^2-9)^2 (x^2+9)/(x^2-9)')).not.toBe('verified');
  });

  // Not a product of polynomials at all: refuted.
  it('Factor x^4 - 81: "x^2 * x^2 * (1 - 81/x^4)" is not a factorization', () => {
    expect(status('Factor x^4 - 81', 'x^2 * x^2 * (1 - 81/x^4)')).not.toBe('verified');
  });
});

describe('a product already complete is not asked to split further', () => {
  it('a trinomial into two binomials, either order', () => {
    expectJudged('Factor x^2 + 7x + 12', ['(x + 3)(x + 4)', '(x + 4)(x + 3)'], [], ['(x + 2)(x + 6)', 'x^2 + 7x + 12']);
  });
});

describe('text answers with words around them', () => {
  it.each([
    [
      'Is 27 even or odd?',
      ['It is odd.', 'odd', "It's odd", 'The answer is odd', 'The number is odd.', 'Answer: odd'],
      ['It is even.', 'even', 'It is odd and even'],
    ],
    ['Is 1000 odd or even?', ['It is even.', 'The answer is even.', 'even'], ['It is odd.', 'odd']],
  ])('%s', (problem, right, wrong) => {
    const solved = solve(problem);
    expect(solved.reading?.target?.kind).toBe('text');
    for (const claim of right) expect(status(problem, claim, solved), claim).toBe('verified');
    for (const claim of wrong) expect(status(problem, claim, solved), claim).toBe('refuted');
  });

  it('a time of day in a sentence', () => {
    const problem = '4:10 PM plus 2 hours 20 minutes';
    expect(solve(problem).answer?.value).toBe('6:30 PM');
    expect(status(problem, 'It is 6:30 PM.')).toBe('verified');
    expect(status(problem, 'The answer is 6:30 pm')).toBe('verified');
    expect(status(problem, 'It is 6:20 PM.')).toBe('refuted');
  });

  it('a numeral in another base in a sentence', () => {
    expect(status('1101 binary to decimal', 'It is 13.')).toBe('verified');
    expect(status('1101 binary to decimal', 'The answer is 1101')).toBe('refuted');
  });

  // "That's" and the number repeated are words around the answer: both verified.
  it('Is 27 even or odd? "That\'s odd." → verified', () => {
    expect(status('Is 27 even or odd?', "That's odd.")).toBe('verified');
  });

  it('Is 27 even or odd? "27 is odd" → verified', () => {
    expect(status('Is 27 even or odd?', '27 is odd')).toBe('verified');
  });
});

describe('a claim the checker trips on', () => {
  it('is not checkable, never an exception', () => {
    // A result whose target is missing a part: the checker cannot run on it.
    const solved = solve('Factor 4x^2 - 36');
    const broken = {
      ...solved,
      reading: { latex: '', target: { kind: 'list', items: undefined } },
    } as unknown as SolveResult;
    let verdict: ReturnType<typeof verifyAnswer> | undefined;
    expect(() => {
      verdict = verifyAnswer('Factor 4x^2 - 36', '4(x - 3)(x + 3)', broken);
    }).not.toThrow();
    expect(verdict?.status).toBe('not-checkable');
    expect(verdict?.expected).toBe(solved.answer?.value);
  });

  it.each([
    ['Factor 4x^2 - 36', 'factorial(4)*(x - 3)(x + 3)'],
    ['Calculate 20 + 4', 'factorial(4)'],
    ['Solve x + 1 = 7', 'x = factorial(3)'],
  ])('%s with "%s": an answer, never a throw or a refutation of a right value', (problem, claim) => {
    let verdict: ReturnType<typeof verifyAnswer> | undefined;
    expect(() => {
      verdict = verifyAnswer(problem, claim);
    }).not.toThrow();
    expect(['verified', 'not-checkable']).toContain(verdict?.status);
  });

  it('a wrong claim the checker trips on is never verified', () => {
    for (const [problem, claim] of [
      ['Factor 4x^2 - 36', 'factorial(5)*(x - 3)(x + 3)'],
      ['Calculate 20 + 4', 'factorial(5)'],
    ] as const) {
      expect(() => verifyAnswer(problem, claim)).not.toThrow();
      expect(status(problem, claim), claim).not.toBe('verified');
    }
  });
});

describe('known gaps', () => {
  // Constant factors are not counted, so a common factor left inside the binomials passes as complete.
  it.fails('Factor completely: 4x^2 - 36: "(2x - 6)(2x + 6)" still has the common factor 4', () => {
    expect(status('Factor completely: 4x^2 - 36', '(2x - 6)(2x + 6)')).toBe('refuted');
  });

  // 18:30 cannot be AM: it is 6:30 PM on a 24-hour clock, yet it is not checkable.
  it.fails('4:10 PM plus 2 hours 20 minutes: "18:30" → verified', () => {
    expect(status('4:10 PM plus 2 hours 20 minutes', '18:30')).toBe('verified');
  });
});

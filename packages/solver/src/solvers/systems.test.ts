import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

// Expected solutions from sympy.solve([...], [x, y, z]) and substituted back by hand: 2x + 3y = 12, x − y = 1 gives
// (3, 2); x + y + z = 6, 2x − y + z = 3, x + 2y − z = 2 gives (1, 2, 3); x/2 + y/3 = 4, x − y = 3 gives (6, 3);
// 3x + 2y = 12, x = 2y gives (3, 3/2). x + y = 4 with 2x + 2y = 8 is one line twice; with 2x + 2y = 9, parallel.

function expectSystem(problem: string, value: string, wrong: string[]) {
  const out = solve(problem);
  expect(out.type, problem).toBe('linear-system');
  expect(out.answer?.value).toBe(value);
  expect(out.verified?.ok).toBe(true);
  expect(out.reading?.latex).toBeTruthy();
  expect(verifyAnswer(problem, value, out).status).toBe('verified');
  for (const claim of wrong) expect(verifyAnswer(problem, claim, out).status, claim).toBe('refuted');
  return out;
}

describe('two equations', () => {
  it.each([
    ['x + y = 10\nx - y = 4', 'x = 7, y = 3', ['x = 3, y = 7', 'x = 7, y = 4']],
    ['Solve the system:\n2x + 3y = 12\nx - y = 1', 'x = 3, y = 2', ['x = 2, y = 3']],
    ['Solve x + y = 7 and 2x - y = 2', 'x = 3, y = 4', ['x = 4, y = 3']],
    ['Solve x + 2y = 9; 3x - y = 6', 'x = 3, y = 3', ['x = 3, y = 2']],
    ['solve for x and y: 3x + y = 11, x - y = 1', 'x = 3, y = 2', ['x = 2, y = 5']],
    ['Solve the simultaneous equations x + 2y = 5 and 3x - y = 1', 'x = 1, y = 2', ['x = 2, y = 1']],
    ['2a + b = 7; a - b = 2', 'a = 3, b = 1', ['a = 1, b = 5']],
    ['Solve x = 2y + 1, 3x - y = 8', 'x = 3, y = 1', ['x = 1, y = 0']],
  ])('%j → %s', (problem, value, wrong) => {
    expectSystem(problem, value, wrong);
  });

  it.each([
    ['Solve x/2 + y/3 = 4, x - y = 3', 'x = 6, y = 3', ['x = 3, y = 6']],
    ['Solve 0.5x + 0.25y = 2, x - y = 1', 'x = 3, y = 2', ['x = 2, y = 1']],
    ['3x + 2y = 12, x = 2y', 'x = 3, y = 3/2', ['x = 3, y = 1']],
  ])('with fractions and decimals: %s → %s', (problem, value, wrong) => {
    expectSystem(problem, value, wrong);
  });

  it('accepts the values in any order, as decimals, or joined by "and"', () => {
    const problem = '3x + 2y = 12, x = 2y';
    expect(verifyAnswer(problem, 'y = 1.5, x = 3').status).toBe('verified');
    expect(verifyAnswer(problem, 'x = 3 and y = 3/2').status).toBe('verified');
  });

  it('gives one value when one unknown is asked for', () => {
    const problem = 'Solve 2x + 3y = 12, x - y = 1 for y';
    const out = solve(problem);
    expect(out.answer?.value).toBe('2');
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, '2', out).status).toBe('verified');
    expect(verifyAnswer(problem, 'y = 2', out).status).toBe('verified');
    expect(verifyAnswer(problem, '3', out).status).toBe('refuted');
  });
});

describe('three equations', () => {
  it.each([
    ['Solve x + y + z = 6, 2x - y + z = 3, x + 2y - z = 2', 'x = 1, y = 2, z = 3', ['x = 1, y = 3, z = 2']],
    ['x + y + z = 2\nx - y + 2z = 6\n2x + y - z = -1', 'x = 1, y = -1, z = 2', ['x = 1, y = 1, z = 0']],
    ['Solve a + b = 3; b + c = 5; a + c = 4', 'a = 1, b = 2, c = 3', ['a = 2, b = 1, c = 3']],
  ])('%j → %s', (problem, value, wrong) => {
    expectSystem(problem, value, wrong);
  });

  it('refutes values with one unknown wrong', () => {
    expect(verifyAnswer('Solve x + y + z = 6, 2x - y + z = 3, x + 2y - z = 2', 'x = 1, y = 2, z = 4').status).toBe(
      'refuted',
    );
  });
});

describe('no single solution', () => {
  it.each([
    ['Solve x + y = 4, 2x + 2y = 8', 'x = 1, y = 3'],
    ['Solve x + y = 4, 2x + 2y = 9', 'x = 1, y = 3'],
    ['x - 2y = 1\n3x - 6y = 3', 'x = 1, y = 0'],
  ])('%j', (problem, claim) => {
    const out = solve(problem);
    expect(out.type).toBe('linear-system');
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/dependent or inconsistent/);
    expect(out.reading?.latex).toBeTruthy();
    expect(verifyAnswer(problem, claim, out).status).toBe('not-checkable');
  });
});

describe('answers written as a point', () => {
  // A point is read as (x, y) or (x, y, z): the values in the order of the unknowns' names.
  it.each([
    ['x + y = 10\nx - y = 4', '(7, 3)'],
    ['Solve x + y + z = 6, 2x - y + z = 3, x + 2y - z = 2', '(1, 2, 3)'],
  ])('%j: %s is verified', (problem, claim) => {
    expect(verifyAnswer(problem, claim).status).toBe('verified');
  });

  it('refutes a wrong point', () => {
    expect(verifyAnswer('x + y = 10\nx - y = 4', '(3, 7)').status).toBe('refuted');
  });

  // "7, 3" without brackets is a list, not a point: which value is x is not said.
  it('does not judge bare values that name no unknown', () => {
    expect(verifyAnswer('x + y = 10\nx - y = 4', '7, 3').status).toBe('not-checkable');
  });
});

import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer, type SolveResult } from '../index';

// Expected values worked by hand: slope (8 − 2)/(3 − 1) = 3; (−1 − 5)/(4 + 2) = −1; (5 + 4)/(2 + 1) = 3. The line
// through (0, −1) and (2, 3) has m = 2, b = −1. Perpendicular to y = 2x + 1 through (4, 3): m = −1/2,
// b = 3 + 2 = 5. Parallel to 3x + 2y = 6 (m = −3/2) through (0, 5): b = 5. Perpendicular to 2x − 4y = 8 (m = 1/2)
// through (1, 1): m = −2, b = 3. Distance (1, 1)–(3, 5) = √(4 + 16) = 2√5 ≈ 4.4721.

function expectGeometry(problem: string, value: string, right: string[], wrong: string[]): SolveResult {
  const out = solve(problem);
  expect(out.type, problem).toBe('geometry');
  expect(out.answer?.value).toBe(value);
  expect(out.verified?.ok).toBe(true);
  expect(out.reading?.latex).toBeTruthy();
  for (const claim of right) expect(verifyAnswer(problem, claim, out).status, claim).toBe('verified');
  for (const claim of wrong) expect(verifyAnswer(problem, claim, out).status, claim).toBe('refuted');
  return out;
}

describe('slope between two points', () => {
  it.each([
    ['Find the slope between (1, 2) and (3, 8)', '3', ['3', 'm = 3', '6/2'], ['1/3', '-3']],
    ['What is the slope of the line through (-2, 5) and (4, -1)?', '-1', ['-1', 'm = -1'], ['1', '-6']],
    ['slope of the line passing through (0, 0) and (3, 2)', '2/3', ['2/3', '0.667'], ['3/2', '0.6']],
    ['Find the slope of the line through (−3, 7) and (1, −1)', '-2', ['-2'], ['2', '-1/2']],
    ['Find the slope between $(-1, -4)$ and $(2, 5)$', '3', ['3'], ['1/3']],
    ['What is the slope through (-4, 6) and (5, 6)?', '0', ['0'], ['1']],
  ])('%s → %s', (problem, value, right, wrong) => {
    const out = expectGeometry(problem, value, right, wrong);
    expect(out.reading?.target).toEqual({ kind: 'value', value });
    expect(out.steps.map((s) => s.title)).toEqual(['Rise over run']);
    expect(out.reading?.latex).toMatch(/^\\text\{slope through \}/);
  });

  it('shows rise over run', () => {
    const out = solve('Find the slope between (1, 2) and (3, 8)');
    expect(out.steps[0]?.latex).toBe('m = \\frac{8 - 2}{3 - 1} = 3');
  });

  it('says a vertical pair of points has no slope, and gives no number', () => {
    const out = solve('Find the slope through (2, 3) and (2, 7)');
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/vertical/);
    expect(out.reason).toMatch(/undefined/);
  });
});

describe('the line through two points', () => {
  it.each([
    ['Find the equation of the line through (1, 2) and (3, 6)', '2*x', 'y = 2x', ['y = 2x', '2x'], ['y = 2x + 1']],
    [
      'Find the equation of the line passing through (0, -1) and (2, 3)',
      '2*x - 1',
      'y = 2x - 1',
      ['y = 2x - 1', '2x - 1', 'y = -1 + 2x'],
      ['y = 2x + 1', 'y = -2x - 1'],
    ],
    [
      'A line goes through (0, 4) and (2, 0). What is its equation?',
      '-2*x + 4',
      'y = -2x + 4',
      ['y = 4 - 2x'],
      ['y = 2x + 4', 'y = -x/2 + 4'],
    ],
    ['Find the line through (1, 3) and (5, 3)', '3', 'y = 3', ['y = 3'], ['y = x + 2']],
  ])('%s → %s', (problem, value, latex, right, wrong) => {
    const out = expectGeometry(problem, value, right, wrong);
    expect(out.answer?.latex).toBe(latex);
    expect(out.reading?.target).toEqual({ kind: 'equivalent', expr: value, variables: ['x'], form: 'any' });
    expect(out.steps.map((s) => s.title)).toEqual(['The slope', 'The intercept']);
  });

  it('says two points one above the other make a vertical line, not y = mx + b', () => {
    const out = solve('Find the equation of the line through (2, 3) and (2, 7)');
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/vertical/);
  });

  // "slope-intercept form" asks for the line, even though it contains the word "slope".
  it('answers with the line when asked for slope-intercept form', () => {
    const out = solve('Find the equation of the line through (1, 2) and (3, 8) in slope-intercept form');
    expect(out.answer?.value).toBe('3*x - 1');
  });
});

describe('the line through a point with a given slope', () => {
  it.each([
    [
      'Write the equation of the line with slope 3 that passes through (1, 4)',
      '3*x + 1',
      'y = 3x + 1',
      ['y = 3x + 1', '3x + 1'],
      ['y = 3x + 4', 'y = x + 3'],
    ],
    [
      'Find the line with slope -1/2 through (4, 1)',
      '-1/2*x + 3',
      'y = -\\frac{1}{2}x + 3',
      ['y = -x/2 + 3', 'y = 3 - 0.5x'],
      ['y = -x/2 + 1', 'y = 2x - 7'],
    ],
    [
      'Find the equation of a line that has slope 2 and passes through (-1, 3)',
      '2*x + 5',
      'y = 2x + 5',
      ['y = 2(x + 1) + 3'],
      ['y = 2x + 1'],
    ],
    [
      'Find the equation of the line through (1/2, 3) with slope 4',
      '4*x + 1',
      'y = 4x + 1',
      ['y = 4x + 1'],
      ['y = 4x + 3'],
    ],
  ])('%s → %s', (problem, value, latex, right, wrong) => {
    const out = expectGeometry(problem, value, right, wrong);
    expect(out.answer?.latex).toBe(latex);
    expect(out.reading?.latex).toMatch(/\\text\{ with slope \}/);
    expect(out.steps.map((s) => s.title)).toEqual(['The slope', 'The intercept']);
  });
});

describe('perpendicular and parallel lines', () => {
  it.each([
    [
      'Find the equation of the line perpendicular to y = 2x + 1 through (4, 3)',
      '-1/2*x + 5',
      'y = -\\frac{1}{2}x + 5',
      'perpendicular',
      ['y = -x/2 + 5', 'y = 5 - 0.5x'],
      ['y = 2x - 5', 'y = x/2 + 1'],
    ],
    [
      'Find the line parallel to 3x + 2y = 6 passing through (0, 5)',
      '-3/2*x + 5',
      'y = -\\frac{3}{2}x + 5',
      'parallel',
      ['y = -3x/2 + 5'],
      ['y = 2x/3 + 5', 'y = -3x/2 + 3'],
    ],
    [
      'Find the line perpendicular to 2x - 4y = 8 that passes through (1, 1)',
      '-2*x + 3',
      'y = -2x + 3',
      'perpendicular',
      ['y = 3 - 2x'],
      ['y = x/2 + 1/2', 'y = 2x - 1'],
    ],
    [
      'Find the line perpendicular to the line 3x + y = 2 through (3, 0)',
      '1/3*x - 1',
      'y = \\frac{1}{3}x - 1',
      'perpendicular',
      ['y = x/3 - 1'],
      ['y = -3x + 9'],
    ],
  ])('%s → %s', (problem, value, latex, how, right, wrong) => {
    const out = expectGeometry(problem, value, right, wrong);
    expect(out.answer?.latex).toBe(latex);
    expect(out.reading?.latex).toContain(`\\text{ ${how} to }`);
    expect(out.steps[0]?.title).toBe('The slope');
    expect(out.steps[0]?.explanation).toMatch(new RegExp(`^${how} to a line of slope`));
  });

  it('a parallel line keeps the slope: through (1, 1) parallel to y = -x + 2 is y = -x + 2 itself', () => {
    const out = solve('Find the line parallel to y = -x + 2 through (1, 1)');
    expect(out.answer?.latex).toBe('y = -x + 2');
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer('Find the line parallel to y = -x + 2 through (1, 1)', 'y = 2 - x', out).status).toBe(
      'verified',
    );
    expect(verifyAnswer('Find the line parallel to y = -x + 2 through (1, 1)', 'y = x', out).status).toBe('refuted');
  });

  // "parallel to …" may also come last, after the point.
  it('a parallel line named after the point: through (3, -2) parallel to y = 4x - 1', () => {
    const out = solve('Find the line through (3, -2) parallel to the line y = 4x - 1');
    expect(out.answer?.value).toBe('4*x - 14');
  });

  // The related line may be any linear equation in x and y, here with a slope written x/2.
  it('perpendicular to y = x/2 + 1 through the origin → y = -2x', () => {
    const out = solve('Find the line perpendicular to y = x/2 + 1 passing through (0, 0)');
    expect(
      verifyAnswer('Find the line perpendicular to y = x/2 + 1 passing through (0, 0)', 'y = -2x', out).status,
    ).toBe('verified');
  });

  it('keeps the words "the line" out of the math in the reading', () => {
    const out = solve('Find the line perpendicular to the line 3x + y = 2 through (3, 0)');
    expect(out.reading?.latex).not.toMatch(/\} the line/);
  });
});

describe('distance', () => {
  it.each([
    ['Find the distance between (1, 2) and (4, 6)', '5', ['5', 'd = 5'], ['7', '25']],
    ['How far is (0, 0) from (1, 1)?', 'sqrt(2)', ['√2', '\\sqrt{2}', '1.414'], ['2', '1']],
    [
      'Find the distance between (1, 1) and (3, 5)',
      '2*sqrt(5)',
      ['2sqrt(5)', '√20', '2\\sqrt{5}', '4.47', '4.472'],
      ['5', 'sqrt(5)', '4.48', '20'],
    ],
    ['What is the distance between the points (−3, −4) and (0, 0)?', '5', ['5'], ['-5', '7']],
    ['distance between (-1, 3) and (2, -1)', '5', ['5'], ['sqrt(7)']],
    ['Find the distance from (2, 3) to (2, 3)', '0', ['0'], ['1']],
  ])('%s → %s', (problem, value, right, wrong) => {
    const out = expectGeometry(problem, value, right, wrong);
    expect(out.reading?.target).toEqual({ kind: 'value', value });
    expect(out.steps.map((s) => s.title)).toEqual(['The distance formula']);
  });

  it('simplifies the surd under the distance formula', () => {
    const out = solve('Find the distance between (1, 1) and (3, 5)');
    expect(out.steps[0]?.latex).toBe('d = \\sqrt{20} = 2\\sqrt{5}');
    expect(out.answer?.latex).toBe('2\\sqrt{5}');
  });
});

describe('midpoint', () => {
  it.each([
    [
      'Find the midpoint of (2, -3) and (6, 5)',
      '(4, 1)',
      ['4', '1'],
      ['(4, 1)', 'M = (4, 1)', '4, 1'],
      ['1, 4', '4, -1', '(1, 4)'],
    ],
    [
      'What is the midpoint between (1, 2) and (4, 7)?',
      '(5/2, 9/2)',
      ['5/2', '9/2'],
      ['(5/2, 9/2)', '(2.5, 4.5)', '5/2, 9/2'],
      ['2.5, 4', '(3, 5)'],
    ],
    [
      'Find the midpoint of the segment joining (-3, 4) and (5, -2)',
      '(1, 1)',
      ['1', '1'],
      ['(1, 1)'],
      ['(1, 3)', '(-1, 1)'],
    ],
  ])('%s → %s', (problem, value, items, right, wrong) => {
    const out = expectGeometry(problem, value, right, wrong);
    expect(out.reading?.target).toEqual({ kind: 'list', items });
    expect(out.steps.map((s) => s.title)).toEqual(['Average the coordinates']);
  });
});

describe('slope of a line from its equation', () => {
  it.each([
    ['What is the slope of the line 3x + 4y = 12?', '-3/4', 'y = -\\frac{3}{4}x + 3', ['-0.75'], ['3/4', '-4/3']],
    ['slope of y = -2x + 7', '-2', 'y = -2x + 7', ['-2'], ['7', '2']],
    ['Find the slope of 2x - 5y = 10', '2/5', 'y = \\frac{2}{5}x - 2', ['0.4'], ['-2/5', '5/2']],
  ])('%s → %s', (problem, value, solved, right, wrong) => {
    const out = expectGeometry(problem, value, right, wrong);
    expect(out.steps.map((s) => s.title)).toEqual(['Solve for y']);
    expect(out.steps[0]?.latex).toBe(solved);
  });
});

describe('decimal coordinates', () => {
  // Decimals are shown as written (0.5 stays 0.5), so the reading keeps every number and the answer is given.
  it('distance between points with decimal coordinates: (0.5, 1) and (3.5, 5) → 5', () => {
    expect(solve('Find the distance between (0.5, 1) and (3.5, 5)').answer?.value).toBe('5');
  });

  it('slope between points with decimal coordinates: (1.5, 2) and (3, 5) → 2', () => {
    expect(solve('What is the slope of the line through (1.5, 2) and (3, 5)?').answer?.value).toBe('2');
  });
});

// By hand: B = 2(2, 5) − (−1, 3) = (5, 7); 2(4, −2) − (1, 1) = (7, −5). Read as a midpoint of the two given points,
// these would be (0.5, 4) and (2.5, −0.5): the wrong answer a careless reading verifies against itself.
describe('an endpoint from the midpoint and the other endpoint', () => {
  it.each([
    ['The midpoint of AB is (2, 5) and A = (-1, 3). Find B.', '(5, 7)'],
    ['(4, -2) is the midpoint of a segment with one endpoint at (1, 1). What is the other endpoint?', '(7, -5)'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

// By hand: slope −2 through (3, 1): b = 1 + 6 = 7; through (2, 1) and (4, 7): m = 3, b = −5, x-intercept 5/3.
describe('the intercept asked of a line found from a point', () => {
  it.each([
    ["a line has slope -2 and goes through (3, 1). what's its y-intercept", '7'],
    ['The line through (2, 1) and (4, 7) crosses the x-axis where? Give its x-intercept.', '5/3'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('the equation when the equation is asked', () => {
    expect(solve('Find the equation of the line through (2, 1) with slope 3 and its y-intercept').answer?.value).toBe(
      '3*x - 5',
    );
  });
});

describe('the coefficients of a line named by letters', () => {
  it.each([
    // Through (2, 1) and (4, 7): slope 6/2 = 3, intercept 1 − 6 = −5.
    ['The line y = ax + b passes through (2, 1) and (4, 7). Find a and b.', 'a = 3, b = -5'],
    ['Given that the line y = mx + c passes through (0, 4) and (2, 0), determine m and c.', 'm = -2, c = 4'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

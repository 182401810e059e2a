import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

// Expected values worked out by hand and with python3 (math.gcd, math.lcm, fractions), never with the engine.
// 1234577 and 7654337 are primes; 7407462 = 6 · 1234577 and 43210195 = 35 · 1234577.

/** Checks the answer, the engine's own check, its reading, and claims to verify and to refute. */
function expectSolved(problem: string, type: 'gcd' | 'lcm', answer: string, right: string[], wrong: string[]) {
  const solved = solve(problem);
  expect(solved.type).toBe(type);
  expect(solved.answer?.value).toBe(answer);
  expect(solved.verified?.ok).toBe(true);
  expect(solved.reading?.latex).toBeTruthy();
  expect(solved.steps.length).toBeGreaterThan(0);
  for (const claim of right) expect(verifyAnswer(problem, claim).status, `claim ${claim}`).toBe('verified');
  for (const claim of wrong) expect(verifyAnswer(problem, claim).status, `claim ${claim}`).toBe('refuted');
}

describe('the greatest common divisor', () => {
  it.each([
    ['What is the greatest common divisor of 84, 126 and 210?', '42', ['42', '42.0', 'gcd = 42'], ['21', '84', '6']],
    ['What is the highest common factor of 84 and 126?', '42', ['42'], ['14']],
    ['Calculate the greatest common factor of 84 and 126.', '42', ['42'], ['252']],
    ['What is the highest common factor of 17 and 19?', '1', ['1'], ['0', '17']],
    ['What is the greatest common divisor of -48 and 180?', '12', ['12'], ['-12', '6']],
    ['What is the greatest common divisor of 0 and 15?', '15', ['15'], ['0', '1']],
    ['What is the greatest common divisor of 7407462 and 43210195?', '1234577', ['1234577'], ['1', '6']],
    ['What is the greatest common divisor of 504001512 and 1056003168?', '24000072', ['24000072'], ['12000036', '8']],
    ['What is the greatest common divisor of 123456789012345678 and 987654321098765432?', '2', ['2'], ['18']],
    ['What is the greatest common divisor of 2**5*3 and 2**3*9?', '24', ['24'], ['8', '12']],
  ])('%s → %s', (problem, answer, right, wrong) => {
    expectSolved(problem, 'gcd', answer, right, wrong);
  });

  it.each([
    ['Let a = 6*7. Let b = 2*3*5. What is the greatest common divisor of a and b?', '6', ['6'], ['2', '3']],
    ['Let f(x) = x^2 - 1. What is the highest common factor of f(5) and 36?', '12', ['12'], ['6', '24']],
    ['Suppose 5*c = 45. What is the greatest common divisor of c and 24?', '3', ['3'], ['9']],
  ])('after definitions: %s → %s', (problem, answer, right, wrong) => {
    expectSolved(problem, 'gcd', answer, right, wrong);
    expect(solve(problem).reading?.latex).toContain('\\gcd(');
  });

  it('shows Euclid’s algorithm', () => {
    const steps = solve('What is the highest common factor of 84 and 126?').steps;
    const explained = steps.map((step) => step.explanation);
    expect(explained).toContain('126 = 1 × 84 + 42');
    expect(explained).toContain('84 = 2 × 42 + 0');
    expect(steps.at(-1)?.latex).toBe('\\gcd(84, 126) = 42');
  });

  it('a greatest common divisor of numbers that are not whole is not given', () => {
    expect(solve('What is the greatest common divisor of 2.5 and 5?').answer).toBeNull();
  });

  it('gcd(0, 0) is never confirmed as a wrong value', () => {
    // By convention gcd(0, 0) = 0; some texts leave it undefined. Any other number is wrong.
    const problem = 'What is the greatest common divisor of 0 and 0?';
    expect(solve(problem).answer?.value ?? '0').toBe('0');
    expect(verifyAnswer(problem, '1').status).not.toBe('verified');
  });
});

describe('the least common multiple', () => {
  it.each([
    ['What is the least common multiple of 4, 6 and 10?', '60', ['60', '60.0'], ['120', '240', '30']],
    ['What is the lowest common multiple of 4 and 6?', '12', ['12'], ['24']],
    ['What is the smallest common multiple of 4 and 6?', '12', ['12'], ['2']],
    ['What is the least common multiple of -4 and 6?', '12', ['12'], ['-12', '-24']],
    ['What is the least common multiple of 1234577 and 7654337?', '9449868410449', ['9449868410449'], ['1']],
    [
      'What is the least common multiple of 12345678901234 and 98765432109876?',
      '87094736526439654145713356',
      ['87094736526439654145713356'],
      ['174189473052879308291426712'],
    ],
    ['What is the least common multiple of 3*7 and 2**2*7?', '84', ['84'], ['588']],
    ['What is the least common multiple of 12, 18, 30 and 45?', '180', ['180'], ['90', '360']],
  ])('%s → %s', (problem, answer, right, wrong) => {
    expectSolved(problem, 'lcm', answer, right, wrong);
  });

  it.each([
    ['Let m = 3 + 3. What is the least common multiple of m and 4?', '12', ['12'], ['24']],
    ['Let g(t) = 2*t + 1. What is the lowest common multiple of g(4) and 6?', '18', ['18'], ['54']],
  ])('after definitions: %s → %s', (problem, answer, right, wrong) => {
    expectSolved(problem, 'lcm', answer, right, wrong);
    expect(solve(problem).reading?.latex).toContain('\\operatorname{lcm}(');
  });

  it('the least common multiple with 0 is never given as a non-zero number', () => {
    // Every multiple of 0 is 0, so lcm(0, 6) = 0 by convention, or no answer.
    expect(solve('What is the least common multiple of 0 and 6?').answer?.value ?? '0').toBe('0');
  });
});

describe('the common denominator of fractions', () => {
  it.each([
    ['What is the common denominator of 5/12, 7/18 and -1/8?', '72', ['72'], ['36', '144', '1728']],
    ['What is the common denominator of 3/4 and 0.75?', '4', ['4'], ['16', '100']],
    ['Find the common denominator of -5/6 and 0.45.', '60', ['60'], ['120', '30']],
    ['What is the lowest common denominator of 1/6 and 1/4?', '12', ['12'], ['24']],
    ['What is the least common denominator of 1/6 and 1/4?', '12', ['12'], ['24']],
    // (33/18)/(410/−123) = −11/20: its denominator is 20.
    ['What is the common denominator of (33/18)/(410/(-123)) and 1/4?', '20', ['20'], ['4', '18']],
    ['What is the common denominator of 4/6 and 1/9?', '9', ['9'], ['18', '54']],
  ])('%s → %s', (problem, answer, right, wrong) => {
    expectSolved(problem, 'lcm', answer, right, wrong);
  });

  it('after a definition: Let q = 7/6. What is the common denominator of q and 3/8?', () => {
    const problem = 'Let q = 7/6. What is the common denominator of q and 3/8?';
    expectSolved(problem, 'lcm', '24', ['24'], ['48', '8']);
    expect(solve(problem).reading?.latex).toContain('common denominator');
  });
});

// By hand: |−9| − |4 − 10| + |−1| = 9 − 6 + 1 = 4; |2.5 − 7| × 2 = 9; −|−3| = −3.
describe('absolute values inside arithmetic', () => {
  it.each([
    ['|−9| − |4 − 10| + |−1|', '4'],
    ['What is |2.5 - 7| * 2?', '9'],
    ['-|-3|', '-3'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(out.reading?.latex).toContain('\\left|');
  });
});

import { describe, expect, it } from 'vitest';
import { sameAnswer, solve, verifyAnswer } from '../index';

// Expected angles from sympy.solveset(…, x, Interval.Ropen(0, 2*pi)) and by hand on the unit circle: sin x = 1/2 at
// π/6 and 5π/6; sin 2x = 0 at multiples of π/2; 2sin²x = 1 at the odd multiples of π/4; 3 sin x = 1 at asin(1/3)
// ≈ 0.3398 and π − asin(1/3) ≈ 2.8018; 2cos²x − cos x − 1 = (2cos x + 1)(cos x − 1) at 0, 2π/3, 4π/3.

function expectAngles(problem: string, value: string, right: string[], wrong: string[]) {
  const out = solve(problem);
  expect(sameAnswer(out.answer?.value ?? '', value), `${problem}: ${out.answer?.value}`).toBe(true);
  expect(out.verified?.ok).toBe(true);
  expect(out.reading?.latex).toBeTruthy();
  for (const claim of [value, ...right]) expect(verifyAnswer(problem, claim, out).status, claim).toBe('verified');
  for (const claim of wrong) expect(verifyAnswer(problem, claim, out).status, claim).toBe('refuted');
  return out;
}

describe('in radians', () => {
  it.each([
    [
      'Solve sin x = 1/2 for 0 <= x < 2pi',
      'pi/6, 5*pi/6',
      ['π/6, 5π/6', '0.5236, 2.618'],
      ['pi/6', 'pi/6, 5pi/6, 13pi/6', 'pi/3, 2pi/3'],
    ],
    ['Solve tan x = 1 on [0, 2pi)', 'pi/4, 5*pi/4', [], ['pi/4', 'pi/4, 3pi/4']],
    ['Solve tan(x) = -1 for 0 <= x < 2pi', '3*pi/4, 7*pi/4', [], ['-pi/4, 3pi/4']],
    ['Solve sin(2x) = 0 for 0 <= x < 2pi', '0, pi/2, pi, 3*pi/2', [], ['0, pi', '0, pi/2, pi, 3pi/2, 2pi']],
    ['Solve sin(3x) = 1 for 0 <= x < 2pi', 'pi/6, 5*pi/6, 3*pi/2', [], ['pi/6', 'pi/2']],
    ['Solve 2sin(x)^2 = 1 for 0 <= x < 2pi', 'pi/4, 3*pi/4, 5*pi/4, 7*pi/4', [], ['pi/4, 3pi/4']],
    ['Solve 2*sin(x)**2 = 1, 0 <= x < 2*pi', 'pi/4, 3*pi/4, 5*pi/4, 7*pi/4', [], ['pi/4, 5pi/4']],
    ['Solve 2cos(x)^2 - cos(x) - 1 = 0 for 0 <= x < 2pi', '0, 2*pi/3, 4*pi/3', [], ['2pi/3, 4pi/3', '0, pi/3']],
    ['Solve sin(x) = 0 for -pi <= x <= pi', '-pi, 0, pi', [], ['0, pi', '0']],
  ])('%s → %s', (problem, value, right, wrong) => {
    expectAngles(problem, value, right, wrong);
  });

  it('keeps a non-special value exact: 3 sin x = 1', () => {
    const problem = 'Solve 3 sin x = 1 for 0 <= x < 2pi';
    const out = expectAngles(
      problem,
      'asin(1/3), pi - asin(1/3)',
      ['0.3398, 2.8018'],
      ['asin(1/3)', 'asin(1/3), pi + asin(1/3)', '0.34, 2.9'],
    );
    expect(out.answer?.value).toBe('asin(1/3), pi - asin(1/3)');
  });

  it('refutes a root outside the interval, even though it solves the equation', () => {
    const problem = 'Solve sin x = 1/2 for 0 <= x <= pi';
    const out = expectAngles(problem, 'pi/6, 5*pi/6', [], []);
    const outside = verifyAnswer(problem, 'pi/6, 5pi/6, 13pi/6', out);
    expect(outside.status).toBe('refuted');
    expect(outside.detail).toMatch(/outside the interval/);
    expect(verifyAnswer(problem, '-7pi/6, pi/6, 5pi/6', out).status).toBe('refuted');
  });

  it('excludes an open end', () => {
    const problem = 'Solve sin(x) = 0 for 0 < x < 2pi';
    expectAngles(problem, 'pi', [], ['0, pi', 'pi, 2pi']);
  });
});

describe('powers written sin^2 x', () => {
  it.each([
    ['Solve 2 sin^2 x = 1 for 0 <= x < 2pi', 'pi/4, 3*pi/4, 5*pi/4, 7*pi/4', ['pi/4, 3pi/4']],
    ['Solve cos^2(x) = 1/4 for 0 <= x < 2pi', 'pi/3, 2*pi/3, 4*pi/3, 5*pi/3', ['pi/3, 5pi/3']],
    ['Solve 4 sin^2(x) = 3 for 0 <= x < 2pi', 'pi/3, 2*pi/3, 4*pi/3, 5*pi/3', ['pi/3, 2pi/3']],
  ])('%s → %s', (problem, value, wrong) => {
    expectAngles(problem, value, [], wrong);
  });

  // Bug (read/problem-text.ts, trigPowers): "\bsin" needs a word boundary, so with the coefficient written against
  // it ("2sin^2 x", "4sin^2(x)") the power is not rewritten and the problem is not solved.
  it('reads 2sin^2 x with no space after the coefficient', () => {
    expectAngles('Solve 2sin^2 x = 1 for 0 <= x < 2pi', 'pi/4, 3*pi/4, 5*pi/4, 7*pi/4', [], []);
  });
});

describe('in degrees', () => {
  it.each([
    ['Solve 2cos(x) - 1 = 0 for 0° <= x < 360°', '60, 300', ['300, 60'], ['60', '60, 120', 'pi/3, 5pi/3']],
    ['Solve cos(x) = -1/2 for 0° <= x < 360°', '120, 240', [], ['120', '2pi/3, 4pi/3', '120, 240, 480']],
    ['Solve cos(x) = -1/2 for 0 <= x < 360 (in degrees)', '120, 240', [], ['60, 300']],
    ['Solve sin(x) = 1 for 0° <= x < 360°', '90', [], ['90, 270', '450']],
  ])('%s → %s', (problem, value, right, wrong) => {
    expectAngles(problem, value, right, wrong);
  });
});

describe('no angle', () => {
  it('says so for cos x = 2', () => {
    const problem = 'Solve cos(x) = 2 for 0 <= x < 2pi';
    const out = solve(problem);
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/No angle/);
    expect(out.reading?.latex).toBeTruthy();
    expect(verifyAnswer(problem, 'no solution', out).status).toBe('verified');
    expect(verifyAnswer(problem, '0', out).status).toBe('refuted');
  });
});

describe('the reading', () => {
  it('shows the interval asked for', () => {
    expect(solve('Solve sin x = 1/2 for 0 <= x <= pi').reading?.latex).toContain('0 \\le x \\le \\pi');
    expect(solve('Solve 2cos(x) - 1 = 0 for 0° <= x < 360°').reading?.latex).toContain('360°');
  });

  // Bug (cosmetic): "\bpi\b" does not match in "2pi", so the interval is shown as "0 \le x < 2pi" in the LaTeX.
  it('writes 2pi as 2\\pi', () => {
    expect(solve('Solve sin x = 1/2 for 0 <= x < 2pi').reading?.latex).toContain('2\\pi');
  });

  it('reads "for t in [a, b)" as the interval of that variable, with no word left in the equation', () => {
    const out = solve('Solve 2sin(t) = 1 for t in [0, 2pi)');
    expect(out.answer?.value).toBe('pi/6, 5*pi/6');
    expect(out.reading?.latex).not.toMatch(/for|mathit/);
    expect(out.reading?.latex).toContain('0 \\le t < 2\\pi');
    expect(solve('Solve cos(x) = 1 for x in (0, 2pi)').reading?.latex).not.toMatch(/for|mathit/);
  });
});

import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

// By hand: sin(7π/6) = −1/2; cos 315° = √2/2; tan(4π/3) = √3; tan 15° = 2 − √3; sec(π/3) = 2; cot 135° = −1;
// sin(−π/4) = −√2/2; cos(13π/6) = √3/2.
describe('exact trigonometric values at multiples of 15°', () => {
  it.each([
    ['What is sin(7pi/6)?', '-1/2'],
    ['Compute $\\cos 315^\\circ$.', 'sqrt(2)/2'],
    ['Find the exact value of tan(4pi/3)', 'sqrt(3)'],
    ['Compute $\\tan 15^\\circ.$', '2 - sqrt(3)'],
    ['sec(pi/3)', '2'],
    ['Evaluate cot(135°)', '-1'],
    ['What is sin(-pi/4)?', '-sqrt(2)/2'],
    ['Find $\\cos \\frac{13 \\pi}{6}.$', 'sqrt(3)/2'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, `-(${value}) + 1`, out).status).toBe('refuted');
  });

  it('says where the function is not defined, and leaves other angles alone', () => {
    expect(solve('What is tan(pi/2)?').reason).toMatch(/not defined at 90°/);
    expect(solve('What is sin(1)?').answer).toBeNull();
  });
});

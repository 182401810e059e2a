import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { helpRequest } from './help-request';

describe("a student's help request around the problem", () => {
  it('keeps the question and the answers they say they got', () => {
    expect(
      helpRequest('We are doing fractions this week. I got 5/8 but the book says otherwise. What is 1/2 + 1/4 × 1/2?'),
    ).toEqual({
      question: 'What is 1/2 + 1/4 × 1/2?',
      claims: ['5/8'],
    });
    expect(helpRequest('My tutor set this for revision: solve 4x − 7 = 2x + 5. I keep getting x = 1.')).toEqual({
      question: 'solve 4x − 7 = 2x + 5.',
      claims: ['x = 1'],
    });
  });

  it.each([
    // 1/2 + 1/8 = 5/8: their answer is right, and the check says so.
    [
      'We are doing fractions this week. I got 5/8 but the book says otherwise. What is 1/2 + 1/4 × 1/2?',
      '5/8',
      'It is right',
    ],
    ['My tutor set this for revision: solve 4x − 7 = 2x + 5. I keep getting x = 1.', '6', 'It is not right'],
    ['I did 20% of 450 and got 9, which looks far too small. What is 20% of 450 actually?', '90', 'It is not right'],
    ['Can you work out 3/4 − 2/3 × 1/2 properly? I got 1/24 and it feels wrong.', '5/12', 'It is not right'],
  ])('%s → %s', (problem, value, verdict) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(out.steps.at(-1)?.explanation).toContain(verdict);
  });

  it.each([
    ["We're doing mean and median. What is the median of 8, 3, 10, 4, 6?", '6'],
    ['Question from my test last week: what is the lcm of 18 and 24?', '72'],
    ['I never know which rule to use. How do you do the derivative of x^3 + 5x?', '3*x**2 + 5'],
  ])('%s → %s', (problem, value) => {
    expect(solve(problem).answer?.value).toBe(value);
  });

  it('keeps what the student tells as data', () => {
    // "I used 350 minutes" is data of the problem, not an answer they got.
    const read = helpRequest(
      'I am stuck on this one. My plan is $20 a month plus $0.10 a minute over 300 minutes. I used 350 minutes. What is my bill?',
    );
    expect(read?.question).toBe(
      'My plan is $20 a month plus $0.10 a minute over 300 minutes. I used 350 minutes. What is my bill?',
    );
    expect(read?.claims).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('mixtures', () => {
  it.each([
    // 10% and 40% to make 15 L of 20%: x = 15·(40 − 20)/(40 − 10) = 10 L of the 10%.
    ['How many litres of a 10% solution must be mixed with a 40% solution to make 15 L of a 20% solution?', '10'],
    // 6 kg of 30% nuts with some 60% nuts to get 40%: 6·(40 − 30)/(60 − 40) = 3 kg.
    [
      'A grocer mixes 6 kg of a 30% nut blend with some 60% blend to get a 40% blend. How many kg of the 60% blend does he add?',
      '3',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives both amounts when both are asked, with the letters the story gives', () => {
    // 300 mL of 25% from 15% and 45%: x = 300·(45 − 25)/(45 − 15) = 200, y = 100.
    const out = solve(
      'I need 300 mL of a 25% solution, made by mixing a 15% solution and a 45% solution. How many mL of each? Call them p (15%) and q (45%).',
    );
    expect(out.answer?.value).toBe('p = 200, q = 100');
  });

  it('gives no answer when the target is not between the two strengths', () => {
    expect(solve('How many litres of 20% acid must be mixed with 5 L of 30% acid to get 50% acid?').answer).toBeNull();
  });
});

describe('two unknown prices or counts', () => {
  it('solves two baskets', () => {
    // 2b + 3d = 12.50 and b + 4d = 11.25: doubling the second, 5d = 10, so d = 2 and b = 3.25.
    const out = solve(
      'At the market 2 bagels and 3 donuts cost $12.50, and 1 bagel and 4 donuts cost $11.25. What does one bagel (b) and one donut (d) cost?',
    );
    expect(out.answer?.value).toBe('b = 3.25, d = 2');
    expect(out.verified?.ok).toBe(true);
  });

  it('solves a count and a total', () => {
    // s + t = 50 and 4s + 9t = 300: 5t = 100, t = 20, s = 30.
    const out = solve(
      'Tickets for the game were $4 for students and $9 for teachers. They sold 50 tickets and took in $300. How many student tickets (s) and teacher tickets (t) were sold?',
    );
    expect(out.answer?.value).toBe('s = 30, t = 20');
    expect(out.verified?.ok).toBe(true);
  });

  it('refuses counts that are not whole', () => {
    expect(
      solve('Tickets were $4 for students and $9 for teachers. They sold 10 tickets and took in $47. How many of each?')
        .answer,
    ).toBeNull();
  });
});

describe('a grade weighted by percentages', () => {
  it.each([
    // 0.4·70 + 0.6·85 = 28 + 51 = 79.
    ['Tests count 40% and the exam 60%. I got 70 on tests and 85 on the exam. What is my final grade?', '79'],
    // Side by side: 0.5·80 + 0.3·90 + 0.2·60 = 40 + 27 + 12 = 79.
    ['weighted average: quizzes 50% = 80, labs 30% = 90, project 20% = 60', '79'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no answer when the weights do not add up to 100%', () => {
    expect(
      solve('Tests count 40% and the exam 50%. I got 70 on tests and 85 on the exam. What is my final grade?').answer,
    ).toBeNull();
  });
});

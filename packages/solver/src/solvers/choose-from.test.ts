import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// By hand: C(9, 3) = 84; C(30, 2) = 435; C(12, 5) = 792.
describe('k chosen from n when order does not matter', () => {
  it.each([
    ['In how many ways can 3 plants be chosen from a tray of 9 plants if the order does not matter?', '84'],
    ['Our team has 30 players. In how many ways can we form a 2-person welcome committee?', '435'],
    ['How many different groups of 5 can be picked from 12 volunteers?', '792'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it.each([
    // Offices make an order; a condition changes the count.
    'In how many ways can 3 students be chosen from 12 to be president, treasurer and secretary?',
    'How many committees of 3 can be formed from 7 people if 2 of them must both serve?',
    'In how many ways can 4 cards be chosen from 10 if at least one is red?',
  ])('gives no answer to another count: %s', (problem) => {
    expect(solve(problem).answer).toBeNull();
  });
});

// By hand: 2a + 3 = 7 → a = 2, b = 2 + 4 = 6; t = 3s, 2s + t = 25 → s = 5; mean of 70, 84, 91, 75 = 80;
// median of 3, 9, 4, 7, 12, 5 is 6; (a + b)(a − b) at 9 and 4 = 65; x = 1/2, y = 4: x²y = 1.
describe('systems, lists and values told in sentences', () => {
  it.each([
    ['If $2a + 3 = 7$ and $b - a = 4$, what is the value of $b$?', '6'],
    ['We have that $2s + t = 25$ and $t$ is three times $s$. What is $s$?', '5'],
    ["Omar's test scores were 70, 84, 91 and 75. What was his average score?", '80'],
    ['Over 6 days the rainfall was 3, 9, 4, 7, 12 and 5 mm. Find the median.', '6'],
    ['What is the value of $(a + b)(a - b)$ if $a = 9$ and $b = 4$?', '65'],
    ['Evaluate $x^2y$ if $x = \\frac12$, and $y = 4$.', '1'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  // The areas are listed, the side lengths asked: the mean of the list would be a misreading (found on a MATH
  // training problem, verified but wrong before this guard).
  it('a statistic of something other than what was listed gets no answer', () => {
    expect(
      solve('The areas of two squares are 25 and 81 and 9. What is the mean of their side lengths?').answer,
    ).toBeNull();
  });

  it('a list beside another number is not that list statistic', () => {
    expect(solve('Tom scored 4, 6 and 8 points and then 10 more. What was his mean score?').answer).toBeNull();
  });
});

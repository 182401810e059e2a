import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe("two people's ages from two facts", () => {
  it.each([
    // L − P = 6, L + P = 40: P = 17.
    ['Lina is 6 years older than Pedro. The sum of their ages is 40. How old is Pedro?', '17'],
    // m = 4d, m + 6 = 2(d + 6): d = 3.
    [
      'A mother is four times as old as her daughter. In 6 years she will be twice as old. How old is the daughter now?',
      '3',
    ],
    // R = 3S, R − 4 = 5(S − 4): S = 8, R = 24.
    ['Rui is three times as old as Sol. 4 years ago Rui was 5 times as old as Sol. How old is Rui?', '24'],
    // A = B − 3, B + 5 = 19: A = 11.
    ['Ada is 3 years younger than Bo. In 5 years Bo will be 19. How old is Ada?', '11'],
    // T − s = 4, T + s = 30 − 2·2.
    ['Tom is 4 years older than his sister. In 2 years the sum of their ages will be 30. How old is Tom?', '15'],
    ['dad is 4 times as old as his son, in 20 yrs he will be twice as old as him. son age now?', '10'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no age from facts it cannot all read', () => {
    // A third person, a number that is no fact's, and facts that do not fix the ages.
    expect(
      solve(
        'Ana is 3 years older than Ben and Cy is 2 years younger than Ben. The sum of their ages is 40. How old is Ana?',
      ).answer,
    ).toBeNull();
    expect(
      solve('Ana is 3 years older than Ben. Ben has 2 dogs. The sum of their ages is 41. How old is Ana?').answer,
    ).toBeNull();
    expect(
      solve('Ana is twice as old as Ben. In 5 years Ana will be twice as old as Ben. How old is Ana?').answer,
    ).toBeNull();
  });
});

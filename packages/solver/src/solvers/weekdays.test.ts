import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// By hand: Wednesday + 50 days = 7·7 + 1 → Thursday; Sunday − 9 days = −7 − 2 → Friday; Tuesday + 15 = 2·7 + 1 →
// Wednesday. Calendar (python3 datetime): 1969-07-20 was a Sunday, 2024-02-29 a Thursday.
describe('days of the week', () => {
  it.each([
    ['If today is Wednesday, what day of the week will it be in 50 days?', 'Thursday'],
    ['Today is Sunday. What day was it 9 days ago?', 'Friday'],
    ['What day will it be 15 days after Tuesday?', 'Wednesday'],
    ['What day of the week was July 20, 1969?', 'Sunday'],
    ['What day of the week is February 29, 2024?', 'Thursday'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no weekday for a date that does not exist', () => {
    expect(solve('What day of the week is February 30, 2023?').answer).toBeFalsy();
  });
});

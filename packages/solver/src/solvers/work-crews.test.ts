import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('a job shared by a crew at the same rate', () => {
  it.each([
    // 6 painters × 5 days = 30 painter-days; 10 painters take 3 days.
    ['6 painters paint a school in 5 days. How many days would it take 10 painters working at the same rate?', '3'],
    // 4 pumps × 9 hours = 36; 8 pumps take 4.5 hours.
    ['It takes 4 pumps 9 hours to empty a tank. How many hours would it take 8 pumps at the same rate?', '4.5'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no answer when the job itself changes', () => {
    // Twice the houses is twice the work: another number the frame does not read.
    expect(
      solve('3 workers paint 2 houses in 8 days. How many days for 4 workers to paint 5 houses at the same rate?')
        .answer?.value ?? null,
    ).not.toBe('6');
  });
});

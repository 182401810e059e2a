import { describe, expect, it } from 'vitest';
import { solve } from '../index';

describe('an amount scaled with a count', () => {
  it.each([
    // 250 g for 5 people is 50 g each; 12 people: 600 g.
    ['A recipe for 5 people uses 250 g of rice. How much rice is needed for 12 people?', '600'],
    ['If 8 tiles cover 2.4 square metres, how many square metres do 20 tiles cover?', '6'],
    ['6 notebooks cost $9. How much do 10 notebooks cost?', '15'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('leaves time to the work solvers: more hands take less time', () => {
    const out = solve('If 4 painters need 6 days, how many days do 8 painters need?');
    expect(out.answer?.value).not.toBe('12');
  });
});

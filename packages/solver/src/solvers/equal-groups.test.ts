import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { solveEqualGroups } from './equal-groups';

// By hand: (236 + 19)/48 = 5.3 → 6 coaches; 45/6 = 7.5 → 8 tables; 5 L / 330 ml = 15.15 → 15 glasses; 100 = 8·12 + 4.
describe('sharing into containers of a fixed size', () => {
  it.each([
    [
      'A museum trip needs coaches that hold 48 people each. 236 pupils and 19 adults are going. How many coaches are needed?',
      '6',
    ],
    ['Each table seats 6 people. How many tables are needed for 45 guests?', '8'],
    [
      'A glass holds 330 ml. Work out the greatest number of glasses that can be filled completely from a 5 litre jug.',
      '15',
    ],
    ['Muffins are packed in boxes of 12. A bakery makes 100 muffins. How many muffins are left over?', '4'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('leaves alone a rate that is not a container, or amounts that are not one total', () => {
    const deadline = Date.now() + 1000;
    expect(
      solveEqualGroups('A recipe needs 3 eggs per cake. How many eggs are needed for 5 cakes?', deadline),
    ).toBeNull();
    expect(
      solveEqualGroups(
        'Coaches hold 48 people. 236 pupils went on Monday, 19 on Friday. How many coaches are needed?',
        deadline,
      ),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { solve } from '../index';

const answer = (q: string) => {
  const r = solve(q);
  return { value: r.answer?.value ?? null, ok: r.verified?.ok ?? null };
};

describe('two kinds, a count and a total', () => {
  it.each([
    ['Pens cost $2 and notebooks cost $5. Ana bought 9 items for $33. How many notebooks did she buy?', '5'],
    [
      'A concert sold 400 tickets. Floor tickets were $30 and balcony tickets were $18, and sales came to $9,000. How many floor tickets were sold?',
      '150',
    ],
    ['Lee has 22 coins, all dimes and nickels, worth $1.60. How many nickels does he have?', '12'],
    ['a jar holds pennies and quarters: 40 coins worth 4 dollars. how many pennies', '25'],
    ['On a farm there are ducks and goats: 50 heads and 140 legs. How many goats are there?', '20'],
    ['A shop has bicycles and tricycles, 18 in all with 43 wheels. How many tricycles?', '7'],
    ['Muffins sell for 75¢ and cookies for 40¢. 30 were sold for $17.25. How many muffins were sold?', '15'],
  ])('%s → %s, checked by trying every split', (q, expected) => {
    expect(answer(q)).toEqual({ value: expected, ok: true });
  });

  it('answers both unknowns by the names the story gives them', () => {
    const q =
      'Hot dogs cost $3 and burgers cost $5. The stand sold 40 items and took in $160. Let h be the number of hot dogs and b the number of burgers. Find h and b.';
    expect(answer(q)).toEqual({ value: 'h = 20, b = 20', ok: true });
  });

  it.each([
    // One kind counted, not both.
    'A farmer has 30 chickens and some cows, 100 legs in all. How many cows?',
    // A total that no split reaches (not whole numbers).
    'Pens cost $2 and notebooks cost $5. Ana bought 9 items for $34. How many notebooks did she buy?',
    // Another relation between the kinds than the count.
    'There are twice as many dimes as quarters, worth $4.50. How many quarters?',
    // The question asks for neither kind.
    'Pens cost $2 and notebooks cost $5. Ana bought 9 items for $33. How much did she save?',
  ])('gives no answer from this reading: %s', (q) => {
    const r = solve(q);
    expect(r.type === 'word-problem' && r.reading?.target?.kind === 'system' ? r.answer : null).toBeNull();
  });
});

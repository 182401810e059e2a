import { describe, expect, it } from 'vitest';
import { numbersLeftOut } from '../read/reading';
import type { SolveResult, Solver } from '../types';
import { solveCards, solveMarbles } from './chance-draws';

// Expected probabilities from python3: fractions.Fraction over a list of the 52 (rank, suit) cards, over all
// ordered pairs of different cards, and by hand for the bags (3 red of 8 → 3/8; both red → 3·2/(8·7) = 3/28).

function expectChance(solver: Solver, problem: string, value: string) {
  const out = solver(problem, Date.now() + 2000) as SolveResult;
  expect(out, problem).not.toBeNull();
  expect(out.type).toBe('probability');
  expect(out.answer?.value).toBe(value);
  expect(out.reading?.target).toEqual({ kind: 'value', value });
  expect(out.verified?.ok).toBe(true);
  expect(out.verified?.method).toMatch(/listed/);
  expect(numbersLeftOut(problem, out.reading?.latex ?? '')).toEqual([]);
  return out;
}

describe('one card from a standard deck', () => {
  it.each([
    ['What is the probability of drawing an ace from a standard deck of 52 cards?', '1/13'],
    ['A card is drawn from a standard deck. What is the probability that it is a heart?', '1/4'],
    ['What is the probability of drawing a red card from a deck of cards?', '1/2'],
    ['What is the probability of drawing a face card from a 52-card deck?', '3/13'],
    ['What is the probability of picking a red king from a deck of 52 cards?', '1/26'],
    ['What is the probability of drawing a king or a heart from a standard deck?', '4/13'],
    ['If a card is drawn from a standard deck, what is the probability that it is the queen of spades?', '1/52'],
    ['What is the probability of drawing a 7 from a standard deck of cards?', '1/13'],
    ['What is the chance of drawing a black face card from a standard deck?', '3/26'],
  ])('%s → %s', (problem, value) => {
    expectChance(solveCards, problem, value);
  });
});

describe('two cards', () => {
  it.each([
    [
      'Two cards are drawn without replacement from a standard deck of 52 cards. What is the probability that both are aces?',
      '1/221',
    ],
    ['What is the probability of drawing two hearts without replacement from a standard deck?', '1/17'],
    ['Two cards are drawn with replacement from a standard deck. What is the probability that both are aces?', '1/169'],
    ['Two cards are drawn from a standard deck of 52 cards. What is the probability that both are red?', '25/102'],
  ])('%s → %s', (problem, value) => {
    expectChance(solveCards, problem, value);
  });

  it('says when it takes two cards as drawn together', () => {
    const out = expectChance(
      solveCards,
      'Two cards are drawn from a standard deck of 52 cards. What is the probability that both are red?',
      '25/102',
    );
    expect(out.steps.map((s) => s.explanation).join(' ')).toMatch(/does not say/);
  });
});

describe('marbles in a bag', () => {
  it.each([
    ['A bag has 3 red and 5 blue marbles. What is the probability of drawing a red marble?', '3/8'],
    [
      'A bag contains 4 red marbles, 6 green marbles and 2 yellow marbles. What is the probability of picking a green or yellow marble?',
      '2/3',
    ],
    [
      'A jar has 3 red and 5 blue marbles. If two marbles are drawn without replacement, what is the probability that both are red?',
      '3/28',
    ],
    ['A bag contains 4 red, 3 blue and 5 green marbles. What is the probability of drawing a blue marble?', '1/4'],
    [
      'A bag contains 4 red, 3 blue and 5 green marbles. What is the probability that a marble drawn is not green?',
      '7/12',
    ],
    [
      'A box has 4 red, 3 blue and 5 green balls. Two balls are drawn without replacement. What is the probability that both are red?',
      '1/11',
    ],
    [
      'An urn holds 3 blue and 5 white balls. Two balls are drawn with replacement. What is the probability both are white?',
      '25/64',
    ],
    [
      'A bag has 3 red and 5 blue marbles. What is the probability of drawing 2 red marbles without replacement?',
      '3/28',
    ],
  ])('%s → %s', (problem, value) => {
    expectChance(solveMarbles, problem, value);
  });
});

describe('what is not a card or marble question', () => {
  it.each([
    'Solve 2x + 3 = 7',
    'What is 3 + 4?',
    'What is the probability of drawing an ace given that the first card was a king from a standard deck?',
    'What is the probability of not drawing an ace from a standard deck?',
    'A bag has 3 red and 5 blue marbles. What is the probability of drawing a red then a blue?',
    'A bag has 3 red and 5 blue marbles. How many marbles are there?',
    'A bag has 3 red and 5 blue marbles. What is the probability of drawing 3 red marbles?',
    'A bag has 3 red and 5 blue marbles. What is the probability of drawing three red marbles?',
  ])('%s → null', (problem) => {
    expect(solveCards(problem, 0)).toBeNull();
    expect(solveMarbles(problem, 0)).toBeNull();
  });

  it('refuses a bag too large to list, quickly', () => {
    const start = Date.now();
    expect(
      solveMarbles('A bag has 3000000 red and 5 blue marbles. What is the probability of drawing a red marble?', 0),
    ).toBeNull();
    expect(Date.now() - start).toBeLessThan(500);
  });
});

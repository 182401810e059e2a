import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// Long, repetitive or oversized inputs against the reader's rewrites: each gets an answer that is right or an
// honest refusal, never an exception and never a rewrite that drops part of the text.
describe('hostile input to the reader', () => {
  it('does not read a story with many numbers as the one-number counting story', () => {
    const story = `A shop has ${'12 apples and '.repeat(150)}. How many ways can you pick 3 apples?`;
    expect(solve(story).answer).toBeNull();
  });

  it('refuses a sentence about a number that it cannot read whole', () => {
    const sentence = `Twice a number plus ${'a number plus '.repeat(150)}5 is 17. What is the number?`;
    expect(solve(sentence).answer).toBeNull();
  });

  it('says how many terms it adds at most instead of adding a hundred million', () => {
    const out = solve('\\sum_{k=1}^{100000000} k');
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/at most 5000/);
  });

  it('asks which digit is meant when it appears many times', () => {
    const out = solve(`What is the value of the digit 5 in ${'5'.repeat(1500)}?`);
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/appears 1500 times/);
  });

  it('answers a long mean equation exactly', () => {
    const out = solve(`The mean of ${'4, '.repeat(500)}x is 8. Find x.`);
    expect(out.answer?.value).toBe('2008');
    expect(out.verified?.ok).toBe(true);
  });

  it('writes a 1500-digit number in scientific notation without losing digits', () => {
    const out = solve(`Write ${'9'.repeat(1500)} in scientific notation`);
    expect(out.answer?.value).toBe(`9.${'9'.repeat(1499)}*10**(1499)`);
    expect(out.verified?.ok).toBe(true);
  });

  it('stays a refusal for repeated labels and clock sums it cannot read', () => {
    expect(solve(`Factor${': factor'.repeat(200)} x^2 - 1`).answer).toBeNull();
    expect(solve(`9:45 AM ${'plus 3 hours '.repeat(150)}`).answer).toBeNull();
  });
});

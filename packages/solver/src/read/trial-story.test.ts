import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { trialStory } from './trial-story';

// By hand: C(3,2)·0.8²·0.2 = 0.384 = 48/125; C(4,3)(3/4)³(1/4) + (3/4)⁴ = 108/256 + 81/256 = 189/256;
// 0.65² = 0.4225 = 169/400; 0.9¹⁰ = 3486784401/10¹⁰.
describe('repeated independent trials told as a story', () => {
  it.each([
    [
      'A player makes 80% of her free throws. She takes 3 shots. What is the probability she makes exactly 2?',
      '48/125',
    ],
    [
      'An archer hits the target with probability 3/4. She shoots 4 arrows. What is the probability that she hits at least 3 times?',
      '189/256',
    ],
    [
      'The probability that it snows on any given day is 0.35, independently of other days. Find the probability that it snows on neither of two particular days.',
      '169/400',
    ],
    [
      'A seed sprouts with probability 0.9. Ten seeds are planted. What is the probability that all ten sprout?',
      '3486784401/10000000000',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('reads the chance, the trials and the count asked into the binomial question', () => {
    expect(
      trialStory(
        'A striker scores 30% of her penalties. She takes 6 penalties. Find the probability she scores at most 1.',
      ),
    ).toBe('X ~ B(6, 30%), find P(X <= 1)');
  });

  it('leaves a story alone when a number is not accounted for, a miss is counted, or the trials are unclear', () => {
    // The $2 is not a chance, a trial or a count.
    expect(
      trialStory(
        'A player makes 80% of her shots. Each shot costs $2. She takes 3 shots. What is the probability she makes exactly 2?',
      ),
    ).toBeNull();
    // The misses are the other event: not read as the one whose chance is given.
    expect(
      trialStory(
        'A player makes 80% of her free throws. She takes 3 shots. What is the probability she misses exactly 1?',
      ),
    ).toBeNull();
    // Two counts of trials.
    expect(
      trialStory(
        'The chance of rain is 0.3 each day. Over 5 days and 2 weekends, what is the probability of exactly 1 rainy day?',
      ),
    ).toBeNull();
  });

  it('does not take "not" over several days as one day missed', () => {
    const out = solve(
      'The probability that it rains on a day is 0.3. What is the probability that it does not rain on two days in a row?',
    );
    expect(out.answer?.value).not.toBe('0.7');
  });
});

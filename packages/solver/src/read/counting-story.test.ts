import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { countingStory } from './counting-story';

// By hand: C(10, 4) = 210; C(9, 2) = 36; 6! = 720; 4! = 24; C(15, 3) = 455.
describe('counting stories read as choices and line-ups', () => {
  it.each([
    ['A salad bar has 10 toppings. How many different salads can you order with exactly 4 toppings?', '210'],
    ['Nine students want to play. The teacher picks 2 of them. How many different pairs can she pick?', '36'],
    ['six runners line up at the start. how many different orders are possible?', '720'],
    ['How many ways can 4 plants be arranged on a windowsill?', '24'],
    ['A club of 15 members chooses a committee of 3. How many committees are possible?', '455'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it.each([
    // Order, roles, repetition, a circle or a condition matter: not a plain choice or line-up.
    'How many 3-digit codes can be made from 10 digits?',
    'A club of 15 chooses a president, a secretary and a treasurer. How many ways?',
    'A committee of 3 is chosen from 8 people with at least one woman. How many committees?',
    'In how many ways can 6 people sit around a round table?',
    'How many handshakes happen when 10 people each shake hands once?',
    'A team of 5 is picked from 12 boys and 9 girls. How many teams?',
    'At 4:20, how many degrees are in the smaller angle between the hands of the clock?',
    'Sam picks 12 apples and gives 5 away. How many apples are left?',
    'A chess team has 30 members, but only 18 came to the meeting: half of the girls and all of the boys. How many girls are on the team?',
  ])('%s is left to the other readers', (problem) => {
    expect(countingStory(problem)).toBeNull();
  });
});

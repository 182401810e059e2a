import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { checkRequest } from './check-request';

describe('a parent or teacher asking about someone’s work', () => {
  it('finds the task and the answer given', () => {
    expect(checkRequest('Can you check my homework? I had to solve 4x - 1 = 11 and I got x = 2.')).toEqual({
      question: 'Solve 4x - 1 = 11',
      claims: ['x = 2'],
    });
    expect(
      checkRequest('My son has to simplify 12/18 and we disagree on the answer. What is the correct answer?'),
    ).toEqual({
      question: 'Simplify 12/18',
      claims: [],
    });
    // A question that asks for something of its own is kept.
    expect(checkRequest('Solve x + 1 = 3. What is 2x?')).toBeNull();
  });

  it.each([
    // 4x − 1 = 11: x = 3, so "x = 2" is refuted.
    ['Can you check my homework? I had to solve 4x - 1 = 11 and I got x = 2.', '3', 'It is not right'],
    // 25% of 64 = 16: the answer given is right.
    ['Is my answer right? She had to find 25% of 64 and she wrote 16.', '16', 'It is right'],
    // (x + 5)(x − 5): "(x - 5)^2" is refuted at a sample point.
    [
      'Please check: my class had to factor x^2 - 25 and most wrote (x-5)^2. Is that right?',
      '(x - 5)*(x + 5)',
      'It is not right',
    ],
  ])('%s', (problem, value, verdict) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
    const given = out.steps.at(-1);
    expect(given?.title).toBe('The answer given');
    expect(given?.explanation.startsWith(verdict)).toBe(true);
  });

  it.each([
    // 12 ÷ 3(1 + 1) read left to right: 4 × 2 = 8.
    ['My students keep getting this wrong: 12 ÷ 3(1 + 1). Working left to right, what value should they get?', '8'],
    // (x + 1)/2 − (x − 1)/3 = 1: 3x + 3 − 2x + 2 = 6, x = 1.
    ['My daughter has to solve (x + 1)/2 − (x − 1)/3 = 1 and we disagree on the answer. What are the solutions?', '1'],
    // 9.6 km on 0.8 L: 12 km per litre, said as what someone wants.
    ['We drove 9.6 km on 0.8 litres. My son wants the fuel economy in km per litre. What is it?', '12'],
    // 7.0461 to the nearest tenth: 7.0.
    [
      'The scale read 7.0461 kg. The worksheet says to record it to the nearest tenth of a kilogram. What should he write?',
      '7.0',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

describe('chat around a typed problem', () => {
  it.each([
    // 3² − (−3)² = 0: the calculator's 0 is right, the friend's 18 is not.
    ['3^2 - (-3)^2 what do u get\nmy calc says 0 but my friend says 18', '0', ['It is right', 'It is not right']],
    ['2.5 * 0.4 =??\nno calc allowed lol', '1', []],
    // 1.9996 to 3 dp is 2.000: the answer named is right.
    ['round 1.9996 to 3 dp??\nbc i keep getting 2.000 idk if thats right', '2.000', ['It is right']],
    // 4(x + 1) = 2x + 10 after the typo is corrected: x = 3.
    ['sovle 4(x+1) = 2x2 + 10\nnvm typo i mean 2x not 2x2', '3', []],
    ['Find the roots of x^2 + 9 = 0, I think they are complex.', '3*i, -3*i', []],
  ])('%s', (problem, value, verdicts) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
    const given = out.steps.filter((s) => s.title === 'The answer given').map((s) => s.explanation);
    expect(given.length).toBe(verdicts.length);
    verdicts.forEach((v, i) => expect(given[i]?.startsWith(v)).toBe(true));
  });

  it('keeps a number in a remark that is not an answer someone gave', () => {
    // "I have 3 tries" is not a remark the problem can lose: no reading that drops the 3.
    const out = solve('Solve x + 2 = 5\nI have 3 tries left');
    expect(out.reading?.latex ?? '').not.toMatch(/answer given/);
  });
});

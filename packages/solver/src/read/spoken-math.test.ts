import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { dictated, spokenMath } from './spoken-math';
import { spokenNumbers } from './spoken-numbers';

describe('numbers said aloud', () => {
  it.each([
    ['sixty seven', '67'],
    ['three hundred and four', '304'],
    ['two thousand nineteen', '2019'],
    ['nine point zero five', '9.05'],
    ['four sevenths', '4/7'],
    ['a quarter', '1/4'],
    ['three and a half', '3 1/2'],
    // Numbers said one after another stay apart.
    ['eleven twelve thirteen', '11 12 13'],
    ['one one zero', '1 1 0'],
    ['the thirtieth term', 'the 30th term'],
    ['october ninth nineteen eighty one', 'october 9, 1981'],
    // "one" as a pronoun is not a number.
    ['which one is bigger', 'which one is bigger'],
  ])('%s → %s', (said, written) => {
    expect(spokenNumbers(said)).toBe(written);
  });
});

describe('math said aloud, written', () => {
  it.each([
    ['solve y squared plus two y minus eight equals zero', 'solve y^2 + 2y - 8 = 0'],
    ['the square root of the quantity two x minus one equals three', 'sqrt(2x - 1) = 3'],
    ['x cubed minus eight all over x minus two', '(x^3 - 8)/(x - 2)'],
    ['cosine of four x', 'cos(4x)'],
    ['log base three of x equals four', 'log_3(x) = 4'],
    ['h of g of two', 'h(g(2))'],
    ['the midpoint of two comma negative four and six comma eight', 'the midpoint of (2, -4) and (6, 8)'],
    ['the median of nine four seven and one', 'the median of 9, 4, 7 and 1'],
    ['um so the cube root of twenty seven', 'cbrt(27)'],
    // A correction replaces what it corrects.
    ['how many ways to pick two from seven no sorry eight', 'how many ways to pick 2 from 8'],
    ['round it to two no wait three decimal places', 'round it to 3 decimal places'],
    ['the inverse of the matrix with rows two one and five three', 'the inverse of [[2, 1], [5, 3]]'],
  ])('%s → %s', (said, written) => {
    expect(spokenMath(said)).toBe(written);
  });

  it('leaves typed math and stories told in words to the rest of the reader', () => {
    expect(dictated('Solve 2x + 3 = 9')).toBeNull();
    // "three times as many" compares amounts: not a product said aloud.
    expect(dictated('Ann has three times as many stamps as Ben')).toBeNull();
  });
});

describe('dictated problems, solved', () => {
  it.each([
    // y² + 2y − 8 = (y + 4)(y − 2).
    ['solve y squared plus two y minus eight equals zero', '-4, 2'],
    // √(2x − 1) = 3: 2x − 1 = 9.
    ['solve the square root of the quantity two x minus one equals three', '5'],
    // (x³ − 8)/(x − 2) → 3·2² = 12 at x = 2.
    ['limit as x approaches two of x cubed minus eight all over x minus two', '12'],
    // d/dx cos 4x = −4 sin 4x.
    ['uh the derivative of cosine of four x', '-4*sin(4*x)'],
    // log₃ x = 4: x = 81.
    ['log base three of x equals four', '81'],
    // g(2) = 5, h(5) = 26.
    ['h of x equals x squared plus one and g of x equals two x plus one what is h of g of two', '26'],
    // 8C2 = 28 after the correction (7C2 = 21 before it).
    ['how many ways to pick two books from seven no sorry eight', '28'],
    // 2.5 × 1.5 = 3.75.
    ['what is two point five times one point five', '3.75'],
    // Mean of 9, 4, 7, 1 = 21/4.
    ['find the mean of nine four seven and one', '5.25'],
    // 4 − 2x > 10: x < −3.
    ['solve four minus two x is greater than ten', 'x < -3'],
  ])('%s → %s', (said, value) => {
    const out = solve(said);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('stays bounded on a long dictation', () => {
    const long = 'x plus one over '.repeat(100);
    expect(spokenMath(long)).toBeNull();
    expect(solve(`solve ${'two plus '.repeat(40)}two equals x`).answer?.value).toBe('82');
  });
});

describe('a number said in words never read as letters', () => {
  it('refuses "four" read as f·o·u·r', () => {
    const out = solve('Find x: 5*(x-2) = 3*x + four');
    expect(out.answer).toBeNull();
    expect(out.reason).toMatch(/four/);
  });

  it('reads a spoken equation with a full stop after its last number', () => {
    // 6(x − 1) = 2x + 6: 4x = 12.
    expect(solve('Six times the quantity x minus one equals two times x plus six. Find x.').answer?.value).toBe('3');
  });
});

describe('"over" said between sums', () => {
  it('gives no reading when either side of "over" is a sum and nothing groups it', () => {
    // (x/3) − 1 = 5 or x/(3 − 1) = 5: said aloud, both readings are possible.
    expect(spokenMath('solve x over three minus one equals five')).toBeNull();
    expect(solve('solve x over three minus one equals five').answer).toBeNull();
    expect(solve('limit as x approaches one of x squared minus one over x minus one').answer).toBeNull();
    // "all over" and "the quantity" say which.
    expect(spokenMath('x squared minus one all over x minus one')).toBe('(x^2 - 1)/(x - 1)');
  });
});

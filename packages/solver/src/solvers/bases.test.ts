import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';

// Expected numerals from python3: bin(45), hex(255), int('ace', 16) written in base 8 by repeated division,
// int('65', 7) + int('24', 7) = 65 written back in base 7 (122), and so on; negative numbers keep their sign.

function expectNumeral(problem: string, value: string, wrong: string) {
  const out = solve(problem);
  expect(out.type, problem).toBe('base');
  expect(out.answer?.value).toBe(value);
  expect(out.verified?.ok).toBe(true);
  expect(out.reading?.latex).toBeTruthy();
  expect(out.reading?.target).toEqual({ kind: 'text', value });
  expect(verifyAnswer(problem, value, out).status).toBe('verified');
  expect(verifyAnswer(problem, wrong, out).status).toBe('refuted');
  return out;
}

describe('conversions', () => {
  it.each([
    ['Convert 45 to binary', '101101', '101100'],
    ['Write 100 in binary', '1100100', '1100110'],
    ['Convert 25 to base 2', '11001', '10011'],
    ['What is 255 in hexadecimal?', 'ff', 'fe'],
    ['What is 777 in base 8?', '1411', '777'],
    ['What is 36 in base 6?', '100', '60'],
    ['Convert 777 from octal to decimal', '511', '777'],
    ['What is 1011 (base 2) in base 10?', '11', '13'],
    ['What is 1011_2 in decimal?', '11', '1011'],
    ['What is 212 (base 3) in base 5?', '43', '23'],
    ['Convert 1010 from binary to hexadecimal', 'a', '10'],
    ['Convert ace from hexadecimal to octal', '5316', '2766'],
  ])('%s → %s', (problem, value, wrong) => {
    expectNumeral(problem, value, wrong);
  });

  // Regression (read/answer.ts, 09:28): "2s" and "1f" are read as the number 2 (1) with a unit word after it.
  it.each([
    ['What is 100 in base 36?', '2s', '2t'],
    ['Convert 31 to hexadecimal', '1f', '1e'],
  ])('%s → %s (a numeral ending in letters)', (problem, value, wrong) => {
    expectNumeral(problem, value, wrong);
  });

  it('reads hexadecimal digits in either case', () => {
    expect(verifyAnswer('What is 255 in hexadecimal?', 'FF').status).toBe('verified');
  });
});

describe('prefixes name the base', () => {
  it.each([
    ['Convert 0x1F to decimal', '31', '1'],
    ['Convert 0xff to decimal', '255', '256'],
    ['Convert 0b1011 to decimal', '11', '1011'],
    ['What is 0o17 in decimal?', '15', '17'],
    ['Convert 0x1F to binary', '11111', '1111'],
  ])('%s → %s', (problem, value, wrong) => {
    expectNumeral(problem, value, wrong);
  });
});

describe('negative numbers', () => {
  it.each([
    ['What is -100 in base 3?', '-10201', '10201'],
    ['What is -1101 (base 2) in base 16?', '-d', 'd'],
    ['Convert -0x10 to decimal', '-16', '16'],
    ['Convert -0x2a to binary', '-101010', '101010'],
  ])('%s → %s', (problem, value, wrong) => {
    expectNumeral(problem, value, wrong);
  });
});

describe('sums and differences in a base', () => {
  it.each([
    ['In base 7, what is 65 + 24?', '122', '89'],
    ['In base 2, what is 1011 - 110?', '101', '905'],
    ['In base 16, what is ff + 1?', '100', '256'],
    ['In base 12, what is 5b + -7?', '54', '52'],
    ['In base 4, what is 3201 + 133?', '10000', '3334'],
    ['In base 6, what is -41 - 5?', '-50', '-46'],
  ])('%s → %s', (problem, value, wrong) => {
    expectNumeral(problem, value, wrong);
  });
});

describe('digits that do not belong to the base', () => {
  it.each([
    'Convert 129 from octal to decimal',
    'Convert 102 from binary to decimal',
    'What is 19 (base 8) in base 10?',
    'What is 2g (base 16) in base 10?',
    'In base 5, what is 34 + 7?',
  ])('%s', (problem) => {
    const out = solve(problem);
    expect(out.answer).toBeNull();
    expect(out.type).not.toBe('base');
  });

  it('gives no base below 2', () => {
    expect(solve('Convert 12 to base 1').answer).toBeNull();
  });
});

// python3: int('2f', 16) = 47, int('631', 8) = 409, bin(0b10110 + 0b111) = 0b11101.
describe('bases written in other ways', () => {
  it.each([
    ["what's hex 2F in decimal?", '47'],
    ['\\((631)_8\\) in decimal = ?', '409'],
    ['What is 10110 (base 2) + 111 (base 2)? Give the answer in binary', '11101'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  // 10110_2 + 111_2 = 22 + 7 = 29 = 35_8: the sum is written in the base asked, whatever the numerals' base.
  it('answers a sum in the base the answer is asked in', () => {
    const out = solve('What is 10110 (base 2) + 111 (base 2)? Answer in octal');
    expect(out.answer?.value).toBe('35');
    expect(out.verified?.ok).toBe(true);
  });
});

// python3: int('1021', 3) = 34; bin(0b1110 + 0b111) = 0b10101; int('5b', 16) = 91; bin(0b1101 * 0b101) = 0b1000001;
// bin(0b11001 - 0b110) = 0b10011; int('d4', 16) = 212.
describe('bases in more wordings', () => {
  it.each([
    ['What is 1021 in base 3 converted to base 10?', '34'],
    ['$1110_2 + 111_2$ (give the answer in binary)', '10101'],
    ['What is $5B_{16}$ in base 10?', '91'],
    ['What is 1101₂ × 101₂? Give the answer in binary.', '1000001'],
    ['Subtract 110₂ from 11001₂ and give the result in base 2', '10011'],
    ['What decimal number does D4 represent in hexadecimal?', '212'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

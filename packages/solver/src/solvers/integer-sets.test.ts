import { describe, expect, it } from 'vitest';
import { sameAnswer, solve, verifyAnswer } from '../index';

// By hand: primes in 20..40 exclusive: 23, 29, 31, 37 → 4; primes below 30 add to 129; multiples of 7 from 1 to 50:
// 7 of them; the first 4 primes: 2, 3, 5, 7; smallest prime above 90: 97; largest two-digit multiple of 13: 91;
// even numbers in 41, 56, 73, 88: 56, 88; odd numbers between 10 and 20: 11, 13, 15, 17, 19; squares below 50: 7.
describe('a set of whole numbers named by a kind and a range', () => {
  it.each([
    ['How many prime numbers are there between 20 and 40?', '4'],
    ['Find the sum of all the primes less than 30.', '129'],
    ['How many multiples of 7 are there from 1 to 50?', '7'],
    ['List the first four prime numbers', '2, 3, 5, 7'],
    ['What is the smallest prime number greater than 90?', '97'],
    ['What is the largest two-digit multiple of 13?', '91'],
    ['Which of these numbers are even: 41, 56, 73, 88?', '56, 88'],
    ['List the odd numbers between 10 and 20', '11, 13, 15, 17, 19'],
    ['How many perfect squares are less than 50?', '7'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, value, out).status).toBe('verified');
  });

  it('refuses a range it cannot read whole, or an ambiguous "between"', () => {
    // 11 and 29 are primes themselves: whether they count is not said.
    expect(solve('How many primes are there between 11 and 29?').answer).toBeNull();
    // "that end in 3" is a condition the reader does not know.
    expect(solve('How many primes less than 100 end in 3?').answer).toBeNull();
    expect(solve('How many primes are there between 1 and 10 million?').answer).toBeNull();
  });
});

// By hand: σ(18) = 1 + 2 + 3 + 6 + 9 + 18 = 39; proper divisors of 20 add to 22; 496 is perfect, 100 is not;
// gcd(27, 64) = 1, gcd(21, 49) = 7; 72 = 2³·3² → ×2 is a square; 18 = 2·3² → ×12 is a cube (216).
describe('facts about a number’s divisors', () => {
  it.each([
    ['What is the sum of the divisors of 18?', '39'],
    ['Find the sum of the proper divisors of 20', '22'],
    ['Is 496 a perfect number?', 'True'],
    ['Is 100 a perfect number?', 'False'],
    ['Are 27 and 64 relatively prime?', 'True'],
    ['Are 21 and 49 coprime?', 'False'],
    ['What is the smallest positive integer that 72 must be multiplied by to make a perfect square?', '2'],
    ['Find the smallest number you can multiply 18 by to get a perfect cube.', '12'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

// By hand: lcm(9, 15) = 45; lcm(6, 8) = 24; lcm(4, 6, 10) = 60; gcd(36, 54) = 18; gcd(24, 40, 56) = 8.
describe('stories of a least common multiple or a greatest common divisor', () => {
  it.each([
    [
      'One bus leaves every 9 minutes and another every 15 minutes. Both leave now. After how many minutes will they next leave at the same time?',
      '45',
    ],
    [
      'Cups come in packs of 6 and plates in packs of 8. What is the smallest number of cups you can buy to have the same number of cups and plates?',
      '24',
    ],
    [
      'Three bells ring every 4, 6 and 10 seconds. They ring together now. How many seconds until they next ring together?',
      '60',
    ],
    [
      'A teacher has 36 pencils and 54 erasers. She puts them into identical kits with none left over. What is the greatest number of kits she can make?',
      '18',
    ],
    [
      'There are 24 apples, 40 pears and 56 plums to share into equal baskets using all of the fruit. What is the largest number of baskets?',
      '8',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('does not answer a different question about the same story', () => {
    // How many packs (not how many cups), and how many pencils in each kit, are other questions.
    expect(
      solve(
        'Cups come in packs of 6 and plates in packs of 8. What is the smallest number of packs of cups to buy so there are as many cups as plates?',
      ).answer?.value,
    ).not.toBe('24');
    expect(
      solve(
        'A teacher has 36 pencils and 54 erasers in identical kits with none left over. At most how many pencils are in each kit?',
      ).answer?.value,
    ).not.toBe('18');
  });
});

// By hand: 1–100 divisible by 2 or 3: 50 + 33 − 16 = 67; lcm(12, 18) = 36 minutes after 7:30; 18n a perfect square:
// 18 = 2·3² → n = 2; remainder of 500 ÷ 9 = 5; 100 days after a Friday: 100 = 14·7 + 2 → Sunday.
describe('more wordings of whole-number questions', () => {
  it.each([
    ['How many integers from 1 to 100 are divisible by 2 or 3?', '67'],
    [
      'Two trains leave every 12 minutes and every 18 minutes. Both leave at 7:30. How many minutes later do they next leave together?',
      '36',
    ],
    ['Find the smallest positive integer n such that 18n is a perfect square.', '2'],
    ['What remainder do you get when you divide 500 by 9?', '5'],
    ['If today is Friday, what day will it be 100 days from today?', 'Sunday'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

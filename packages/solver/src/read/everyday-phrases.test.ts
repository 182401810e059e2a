import { describe, expect, it } from 'vitest';
import { sameAnswer, solve } from '../index';

// By hand: 2.71828 to 3 d.p. 2.718; 0.0008134 to 2 s.f. 0.00081; 4,567,890 to the nearest hundred thousand
// 4,600,000; √3 to 3 d.p. 1.732; the 7 of 57,321 is 7000; 98,765 ends in 5, so 5 divides it; 84 has 12
// divisors; primes between 20 and 40: 23 + 29 + 31 + 37 = 120; 0.25 < 1/3 → False; the smallest of 4, −2.5, −2.05.
describe('everyday wordings read in their canonical form', () => {
  it.each([
    ['2.71828 rounded to three decimal places is?', '2.718'],
    ['A grain of pollen is 0.0008134 m wide. Write this width to 2 significant figures.', '0.00081'],
    ['The population of a region is 4,567,890. Round it to the nearest hundred thousand.', '4600000'],
    ['Give √3 correct to 3 decimal places.', '1.732'],
    ['In the number 57,321, what is the value of the digit 7?', '7000'],
    ['True or False: 98,765 is divisible by 5.', 'True'],
    ['84 has how many positive divisors?', '12'],
    ['Add up all the primes between 20 and 40. What do you get?', '120'],
    ['True or false? 0.25 is greater than 1/3.', 'False'],
    ['What is the minimum value in the list 4, -2.5, 1, -2.05?', '-2.5'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it('a story with another number is not one value to round', () => {
    expect(solve('A box of 12 weighs 0.004567 kg. Write this weight to 3 significant figures.').answer).toBeNull();
  });
});

// By hand: a fair 12-sided die: 13/2 = 6.5; lcm(6, 15) = 30; 1 − 3/8 = 5/8; x³ − 2x + 5 at x = 2: 8 − 4 + 5 = 9;
// a 3 or a 5 on a fair die: 2/6 = 1/3.
describe('competition wordings of familiar questions', () => {
  it.each([
    ['What is the expected value of one roll of a fair twelve-sided die?', '6.5'],
    ['What is the smallest positive integer that is both a multiple of 6 and a multiple of 15?', '30'],
    [
      'The probability that it rains tomorrow is $\\frac{3}{8}$. What is the probability that it does not rain tomorrow?',
      '5/8',
    ],
    ['Find the remainder when $x^3 - 2x + 5$ is divided by $x-2$.', '9'],
    ['When rolling a fair 6-sided die, what is the probability of a 3 or 5 being rolled?', '1/3'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it('a die question with another number is not the expected value of one roll', () => {
    expect(solve('What is the expected value of the sum of 3 rolls of a fair six-sided die?').answer).toBeNull();
  });
});

// By hand: ½·10·7 = 35; π·2²·5 = 20π; 2(8.5 + 4.5) = 26; 6·3·2.5 = 45; π·5² = 78.54 → 79.
describe('shapes named by the things they are', () => {
  it.each([
    ['A triangular flag has a base of 10 in and a height of 7 in. What is its area in square inches?', '35'],
    [
      'A tin of paint is a cylinder with radius 2 cm and height 5 cm. What is its volume in cm³? Leave the answer in terms of π.',
      '20*pi',
    ],
    ['A rectangular yard is 8.5 m by 4.5 m. What is its perimeter in meters?', '26'],
    ['What is the volume of a rectangular prism that measures 6 cm × 3 cm × 2.5 cm?', '45'],
    ['A circular rug has a radius of 5 ft. What is its area to the nearest square foot?', '79'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(sameAnswer(out.answer?.value ?? '', value), `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });
});

// By hand: 3, 8, 13, … is 5n − 2 = 198 → n = 40; 3, 6, 12 … the next after 24 is 48; 6 · r³ = 162 → r = 3.
describe('sequences asked the other way round', () => {
  it.each([
    ['Which term of the sequence 3, 8, 13, 18, ... is equal to 198?', '40'],
    ['3, 6, 12, 24, ... whats the next number', '48'],
    ['A geometric sequence has first term 6 and fourth term 162. Find the common ratio.', '3'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

// By hand: 89 is prime; lcm(1..8) = 840; 7/8 − 2/3 = 5/24; 614 = 17·36 + 2; divisors of 28; April 2 → June 10
// is 28 + 31 + 10 = 69 days; 9:45 PM is 21:45; 0.6 vs 3/5 equal; 2/7 < 0.3; 250 = 18·13 + 16 → 13 times;
// 1 in = 2.54 cm so 4 ft = 121.92 cm; 5 cups = 40 fl oz; 3 m³ = 3000 L; 5 ft 9 in = 69 in; 201 in base 4 = 33;
// 1 1/2 × 2 2/3 = 4.
describe('more everyday wordings', () => {
  it.each([
    ['Is 89 a prime number? Answer prime or composite.', 'prime'],
    ["what's the smallest positive number that is divisible by every whole number from 1 to 8", '840'],
    ['how much bigger is 7/8 than 2/3', '5/24'],
    ["what's left over when you divide 614 by 17", '2'],
    ['list all the factors of 28 from smallest to largest', '1, 2, 4, 7, 14, 28'],
    ['June 10 is how many days after April 2 (same year)?', '69'],
    ['What is 9:45 PM in 24-hour (military) time? write it like hh:mm', '21:45'],
    ['Fill in the blank with <, > or =:  0.6 ___ 3/5', '='],
    ['Compare 2/7 and 0.3 using <, > or =', '<'],
    ['how many times does 18 go into 250? (whole times only)', '13'],
    ['How many centimeters are in 4 feet? (use 1 in = 2.54 cm)', '121.92'],
    ['A jug holds 5 cups of juice. How many fluid ounces is that? (1 cup = 8 fl oz)', '40'],
    ['A pool holds 3 m³ of water. How many litres is that?', '3000'],
    ['A shelf is 5 ft 9 in long. How long is it in inches?', '69'],
    ['201 in base 4 — what is it in base 10?', '33'],
    ['1 1/2 × 2 2/3 — write the answer as an improper fraction', '4'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('a stated factor that differs from the unit table is not silently replaced by it', () => {
    expect(solve('How many cm are in 4 feet? (use 1 in = 2.6 cm)').answer).toBeNull();
  });
});

// By hand: 3/7 ≈ 0.4286; 5.4999 → 5; 187 = 11·17 composite; 36 has 9 divisors; −7 > −3 is false; −2/3 > −0.7;
// (x − 2)/(x + 1) ≥ 0 for x < −1 or x ≥ 2; 3, 12, 48 → 192; 2 + 4 + 8 + … (8 terms) = 510; |5 − 12i| = 13;
// 2^(x − 1) = 32 → x = 6; y = 2x + 2 and y = −x + 8 meet at (2, 6).
describe('everyday wordings of known questions', () => {
  it.each([
    ['Give 3/7 as a decimal rounded at 4 decimal places.', '0.4286'],
    ['Round the number 5.4999 to the nearest whole number.', '5'],
    ['Is 187 a prime number or a composite number?', 'composite'],
    ['How many positive divisors has the number 36?', '9'],
    ['is -7 > -3 true or false', 'False'],
    ['-2/3 or -0.7 which one is greater', '-2/3'],
    ['Find for which x the expression (x − 2)/(x + 1) is bigger or equal to 0.', 'x < -1 or x >= 2'],
    ['next number: 3 12 48 ?', '192'],
    ['sum of the geometric series 2 + 4 + 8 + ... (8 terms)', '510'],
    ['Find the modulus of $z = 5 - 12i$.', '13'],
    ['Solve the exponential equation 2^(x-1) = 32.', '6'],
    ['y=2x+2\ny=-x+8\nwhere do they meet', 'x = 2, y = 6'],
    // (4 + i)(4 − i) = 16 + 1 = 17; (1 − 3i)(1 + 3i) = 1 + 9 = 10.
    ['multiply 4 + i by its conjugate', '17'],
    ['What is the product of 1 - 3i and its conjugate?', '10'],
    // 1/2, 3/4, 1, … steps by 1/4: the sixth term is 1/2 + 5/4 = 7/4; (1, 1) to (4, 5) is 5 long.
    ['What is the sixth term of the arithmetic sequence 1/2, 3/4, 1, ...?', '7/4'],
    ['How many units long is a segment whose endpoints are (1,1) and (4,5)?', '5'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

describe('exam, worksheet and terse wordings', () => {
  it.each([
    // ∫ (4x³ + 1) dx = x⁴ + x.
    ['Evaluate the indefinite integral ∫ (4x³ + 1) dx.', 'x**4 + x'],
    ['Find the integral ∫ (4x³ + 1) dx', 'x**4 + x'],
    // The gradient of the line through (2, 1) and (6, 9) is 8/4 = 2.
    ['Find the gradient of the line joining P(2, 1) and Q(6, 9).', '2'],
    // y = x² + 1 at x = 3: 2·3 = 6.
    ['Find the gradient of the curve y = x^2 + 1 at the point where x = 3.', '6'],
    // 9:50 AM to 1:05 PM is 195 minutes.
    ['minutes between 9:50 am and 1:05 pm', '195'],
    ['11:40am + 1h 35m', '1:15 PM'],
    // A set of 5 elements has 2⁵ subsets.
    ['number of subsets of {p, q, r, s, t}', '32'],
    ['Write down the transpose of [[1, 2], [3, 4], [5, 6]]', '[[1, 3, 5], [2, 4, 6]]'],
    ['Graph the line y = 3x - 1.\nUse the graphing tool to graph the line.', '3*x - 1'],
    // 4x + 2y = 8 solved for y: y = 4 − 2x.
    ['Graph 4x + 2y = 8 by first solving for y.', '-2*x + 4'],
    // 45 = 1.5 × 30.
    ['45 is 150% of ?', '30'],
    // The sum 1 + 2 + … + 50 = 1275.
    ['the sum of all the whole numbers from 1 to 50', '1275'],
    ['solve for x 5x + 2 = 3x + 10', '4'],
    ['put in order from least to greatest the numbers 0.4, 3/8, 2/5', '3/8, 0.4, 2/5'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem.replace('\\n', '\n'));
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

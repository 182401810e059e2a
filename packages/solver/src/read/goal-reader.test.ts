import { describe, expect, it } from 'vitest';
import { sameAnswer, solve } from '../index';
import { goalOfMath, spelledNumbers, splitMath, withoutPreamble } from './goal-reader';

// Answers by hand: 12 ÷ 4 × 3 + 2³ − 1 = 9 + 8 − 1 = 16; 9x² − 6x + 1 = (3x − 1)² so x = 1/3; x⁴ − 5x² + 4 = 0 at
// x² = 1, 4; 2a + 3b = 12, a − b = 1 → a = 3, b = 2; −2 < 3x + 1 ≤ 7 → −1 < x ≤ 2; x² + 2 > 0 always; 17, −4, 9,
// 30 range 34; 6x − 3y = 12 slope 2; 2 × 3² × 7 = 126; three hundred twelve ÷ 4 = 78; x² − 7x + 10 zeros 2, 5.
describe('the goal read apart from the math', () => {
  it.each([
    ['Use the order of operations to work out 12 ÷ 4 × 3 + 2³ − 1', '16'],
    ['What value of x satisfies 9x² − 6x + 1 = 0?', '1/3'],
    ['Find all real solutions of the equation x⁴ − 5x² + 4 = 0.', '-2, -1, 1, 2'],
    ['solve simultaneously 2a + 3b = 12 and a - b = 1', 'a = 3, b = 2'],
    ['Solve the compound inequality −2 < 3x + 1 ≤ 7.', '-1 < x <= 2'],
    ['For which real x is x^2 + 2 > 0?', 'all real numbers'],
    ['17, −4, 9, 30 — what is the range of this data?', '34'],
    ['Given the line 6x − 3y = 12, find its slope.', '2'],
    ['write 126 as a product of prime numbers', '2 * 3^2 * 7'],
    ['What is three hundred twelve divided by 4?', '78'],
    ['x^2 - 7x + 10: what are its zeros?', '2, 5'],
    ['Evaluate 4 x 5 - 6', '14'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    const right =
      value.includes('=') || value.includes('<')
        ? out.answer?.value === value
        : sameAnswer(out.answer?.value ?? '', value);
    expect(right, `${out.answer?.value} ${out.reason}`).toBe(true);
    expect(out.verified?.ok).toBe(true);
  });

  it.each([
    // A word that may carry meaning: the problem is not only its math and a goal.
    'Find the positive solution of x^2 = 16',
    'What is the smallest root of x^2 - 5x + 6 = 0?',
    'Round 3.14159 to 2 decimal places and add 1',
    // Two pieces of math joined by words: a condition or a second object.
    'Solve x^2 = 4 where x > 0',
    'What is x^2 + 1 when x is 3 and y is 2',
  ])('%s is not read as bare math', (problem) => {
    expect(goalOfMath(problem)).toBeNull();
  });

  it('splits the math from its words and names the unknowns asked for', () => {
    expect(splitMath('find p, q and r if p + q = 3, q - r = 1, p = 2')).toEqual({
      math: 'p + q = 3, q - r = 1, p = 2',
      letters: ['p', 'q', 'r'],
      words: ['find', 'and', 'if'],
    });
    expect(goalOfMath('What value of y makes 3y - 2 = 10 true?')).toBe('Solve 3y - 2 = 10 for y');
    expect(goalOfMath('Find the zeros of 2xy + 4')).toBe('Solve 2xy + 4 = 0');
  });

  it('writes whole numbers in words as figures', () => {
    expect(spelledNumbers('fifteen percent of two hundred forty-five')).toBe('15 percent of 245');
    expect(spelledNumbers('one thousand and six')).toBe('1006');
    // A fraction in words is another reader's: "one-third of them" is not "1-third of them".
    expect(spelledNumbers('One-third of them swim and two fifths stay')).toBe(
      'One-third of them swim and two fifths stay',
    );
    expect(
      solve(
        'There are 45 ducks on a pond. One-third of them fly off. Another one-third swim away. How many ducks are still on the pond?',
      ).answer?.value,
    ).not.toBe('45');
  });

  it('keeps an instruction after the question', () => {
    expect(withoutPreamble('Which is cheaper: 2 kg for $5 or 3 kg for $7? Answer with the weight in kg.')).toBeNull();
    expect(withoutPreamble('What is 7 - 3*2 ?? this confuses me')).toBe('What is 7 - 3*2 ??');
  });

  it('stays bounded on long input', () => {
    expect(goalOfMath(`Simplify ${'1 + '.repeat(400)}1`)).toBeNull();
  });
});

// By hand: x² + 6x + 13 = 0 → −3 ± 2i; w² + 16 = 0 → ±4i; (a⁻³b²)⁻¹ = a³/b²; 2³·3²·5 = 360 → 2^3 * 3^2 * 5 for 360;
// 15 ÷ 0.05 = 300; x² − x − 12 ≥ 0 → x ≤ −3 or x ≥ 4; |x − 2| ≤ −3 has none; (1 + 2i)(3 − i) = 5 + 5i;
// x + y = 10, x − y = 4 → 7, 3; 4a + 9 − a − 2 = 3a + 7.
describe('remarks about the answer and systems written around words', () => {
  it.each([
    ['solve x² + 6x + 13 = 0 (include complex solutions)', '-3 + 2*i, -3 - 2*i'],
    ['solve w² + 16 = 0 over the complex numbers', '4*i, -4*i'],
    ['Simplify $(a^{-3} b^{2})^{-1}$ and write with positive exponents.', 'a**3/b**2'],
    ['Write the prime factorization of 360 using exponents.', '2^3 * 3^2 * 5'],
    ['15 ÷ 0.05 = ? no calculator pls', '300'],
    ['Solve x² − x − 12 ≥ 0. Give your answer as an interval.', 'x <= -3 or x >= 4'],
    ['|x − 2| ≤ −3', 'no solution'],
    ['multiply (1 + 2i)(3 − i) and write in a + bi form', '5 + 5*i'],
    ['where do y = x + 2 and y = 8 - x meet? give x and y', 'x = 3, y = 5'],
    ['x + y = 10\nx − y = 4\nwhat are x and y?', 'x = 7, y = 3'],
    ['simplfy 4a + 9 − a − 2', '3*a + 7'],
    ['Let f(x) = x - 4 and g(x) = 3x. Find f(g(x)).', '3*x - 4'],
    ['Let f(x) = x + 1 and g(x) = x². What is (g ∘ f)(x)?', 'x**2 + 2*x + 1'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('does not join an equation and a condition into one system', () => {
    expect(splitMath('Solve x + y = 3 and x > 0')?.math).toBeUndefined();
  });
});

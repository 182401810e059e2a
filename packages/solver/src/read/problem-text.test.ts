import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';
import { readProblemText } from './problem-text';

// The readings are written by hand (what each input means); the values at the end by hand too, the mixed numbers
// and fractions with python3's fractions.Fraction (13/4 + 3/2 = 19/4, (9/10)/(3/5) = 3/2, 5/6 - 1/4 = 7/12).

/** Every number written in the input is in `plain`, as many times: a reading can never drop one. */
function expectNumbersKept(raw: string, plain: string) {
  const left: string[] = plain.match(/\d+(?:\.\d+)?/g) ?? [];
  for (const n of raw.match(/\d+(?:\.\d+)?/g) ?? []) {
    const at = left.indexOf(n);
    expect(at, `${n} of ${JSON.stringify(raw)} in ${JSON.stringify(plain)}`).toBeGreaterThanOrEqual(0);
    left.splice(at, 1);
  }
}

function expectRead(raw: string, text: string) {
  const read = readProblemText(raw);
  expect(read.text, raw).toBe(text);
  expectNumbersKept(raw, read.plain);
  return read;
}

describe('math segments', () => {
  it.each([
    ['Solve $4x - 7 = 9$', 'Solve 4*x - 7 = 9'],
    ['What is \\(\\frac{5}{6} - \\frac{1}{4}\\)?', 'What is 5/6 - 1/4?'],
    ['Evaluate $$\\sqrt{64} + 3^2$$', 'Evaluate sqrt(64) + 3^2'],
    ['Calculate \\[ \\frac{2}{5} \\cdot \\frac{15}{4} \\]', 'Calculate (2/5)*(15/4)'],
    ['Find $y$ when $2y + 1 = 15$', 'Solve 2*y + 1 = 15 for y'],
  ])('%s', (raw, text) => {
    expectRead(raw, text);
  });

  it.each([
    ['Simplify \\frac{x^2 - 16}{x + 4}', 'Simplify (x^2 - 16)/(x + 4)'],
    ['Evaluate \\sqrt{36} + \\frac{1}{2}', 'Evaluate sqrt(36) + 1/2'],
  ])('LaTeX without delimiters after words: %s', (raw, text) => {
    expectRead(raw, text);
  });
});

describe('notation', () => {
  it.each([
    ['What is 3 1/4 + 1 1/2?', 'What is (3 + 1/4) + (1 + 1/2)?'],
    ['What is 5 2/3 - 2?', 'What is (5 + 2/3) - 2?'],
    ['What is 9/10 ÷ 3/5?', 'What is (9/10) / (3/5)?'],
    ['Compute 1.5/2 ÷ 3/4', 'Compute (1.5/2) / (3/4)'],
    ['Solve |x + 4| = 6', 'Solve abs(x + 4) = 6'],
    ['Solve |3x - 1| <= 8', 'Solve abs(3x - 1) <= 8'],
    ['Solve log_3(x) = 2', 'Solve (log((x))/log(3)) = 2'],
    ['Solve log_{5}(x) = 3', 'Solve (log((x))/log(5)) = 3'],
    ['Solve log2(x) + 1 = 6', 'Solve (log((x))/log(2)) + 1 = 6'],
    ['Solve log base 4 of x = 3', 'Solve (log(x)/log(4)) = 3'],
  ])('%s', (raw, text) => {
    expectRead(raw, text);
  });
});

describe('courtesy words and the goal first', () => {
  it.each([
    ['Please solve 6x + 1 = 25', 'solve 6x + 1 = 25'],
    ['Can you please solve 2x - 9 = 3?', 'solve 2x - 9 = 3?'],
    ['Could you help me solve x/4 = 7 please', 'solve x/4 = 7'],
    ['Solve 8 - x = 2, thanks!', 'Solve 8 - x = 2'],
    ['solve for x: 3(x + 2) = 21', 'Solve 3(x + 2) = 21 for x'],
    ['Find x: 5x - 4 = 16', 'Solve 5x - 4 = 16 for x'],
    ['x/5 - 1 = 3, find x', 'Solve x/5 - 1 = 3 for x'],
    ['2^x = 32, what is x?', 'Solve 2^x = 32 for x'],
  ])('%s', (raw, text) => {
    expectRead(raw, text);
  });

  it('drops the number of a question label, which is not part of the problem', () => {
    const read = readProblemText('Question 2: solve 7x = 42');
    expect(read.text).toBe('solve 7x = 42');
    expect(read.plain).not.toMatch(/Question/);
    expectNumbersKept('7x = 42', read.plain);
  });
});

describe('systems and bare relations', () => {
  it.each([
    ['x + 2y = 8\nx - y = 2', 'Solve x + 2y = 8, x - y = 2'],
    ['Solve:\n3a + b = 10\na - b = 2', 'Solve 3a + b = 10, a - b = 2'],
    ['Solve x + y = 9 and x - y = 3', 'Solve x + y = 9, x - y = 3'],
    ['Solve 2p + q = 11; p - q = 1', 'Solve 2p + q = 11, p - q = 1'],
    ['3x - 2 = 10', 'Solve 3x - 2 = 10'],
    ['5 - 2x >= 1', 'Solve 5 - 2x >= 1'],
    ['1 < 3x + 4 <= 10', 'Solve 1 < 3x + 4 <= 10'],
  ])('%j', (raw, text) => {
    expectRead(raw, text);
  });
});

describe('definitions after the question', () => {
  it.each([
    ['if f(x) = 3x - 5, find f(6)', 'Let f(x) = 3x - 5. What is f(6)?'],
    ['Given g(x) = x^2 + 2x, what is g(-3)?', 'Let g(x) = x^2 + 2x. What is g(-3)?'],
    ['h(x) = 4 - x, find h(10)', 'Let h(x) = 4 - x. What is h(10)?'],
    ['(f∘g)(3) where f(x) = 2x + 1 and g(x) = x^2', 'Let f(x) = 2x + 1. Let g(x) = x^2. What is f(g(3))?'],
    ['Find (g∘f)(-1) where f(x) = x - 4 and g(x) = 3x', 'Let f(x) = x - 4. Let g(x) = 3x. What is g(f(-1))?'],
  ])('%s', (raw, text) => {
    expectRead(raw, text);
  });
});

describe('DeepMind-style statements pass through unchanged', () => {
  it.each([
    'Let k be (-3)/((-12)/8). Let u = k + 7. What is u?',
    'Suppose 2*h - 3 = 11. Let p = h + 1. Is p even?',
    'Suppose 5*w = 4*c - 3, 2*c = w + 6. What is w?',
    'Let s(d) = d**2 - 6. What is s(-4)?',
  ])('%s', (raw) => {
    expect(readProblemText(raw)).toEqual({ plain: raw, text: raw });
  });
});

describe('what the solvers make of the readings', () => {
  it.each([
    ['Solve $4x - 7 = 9$', '4', '5'],
    ['What is \\(\\frac{5}{6} - \\frac{1}{4}\\)?', '7/12', '1/2'],
    ['Evaluate $$\\sqrt{64} + 3^2$$', '17', '16'],
    ['Calculate \\[ \\frac{2}{5} \\cdot \\frac{15}{4} \\]', '3/2', '2'],
    ['What is 3 1/4 + 1 1/2?', '19/4', '4'],
    ['What is 9/10 ÷ 3/5?', '3/2', '27/50'],
    ['Solve |x + 4| = 6', '-10, 2', '2'],
    ['Solve log_3(x) = 2', '9', '8'],
    ['Solve log base 4 of x = 3', '64', '12'],
    ['Could you help me solve x/4 = 7 please', '28', '11'],
    ['Question 2: solve 7x = 42', '6', '7'],
    ['x/5 - 1 = 3, find x', '20', '10'],
    ['2^x = 32, what is x?', '5', '16'],
    ['x + 2y = 8\nx - y = 2', 'x = 4, y = 2', 'x = 2, y = 4'],
    ['Solve 2p + q = 11; p - q = 1', 'p = 4, q = 3', 'p = 3, q = 4'],
    ['5 - 2x >= 1', 'x <= 2', 'x >= 2'],
    ['if f(x) = 3x - 5, find f(6)', '13', '12'],
    ['Given g(x) = x^2 + 2x, what is g(-3)?', '3', '15'],
    ['(f∘g)(3) where f(x) = 2x + 1 and g(x) = x^2', '19', '49'],
    ['Find (g∘f)(-1) where f(x) = x - 4 and g(x) = 3x', '-15', '-7'],
    ['Let k be (-3)/((-12)/8). Let u = k + 7. What is u?', '9', '8'],
    ['Suppose 5*w = 4*c - 3, 2*c = w + 6. What is w?', '3', '4'],
  ])('%j → %s', (raw, value, wrong) => {
    const out = solve(raw);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(out.reading?.latex).toBeTruthy();
    expect(verifyAnswer(raw, value, out).status).toBe('verified');
    expect(verifyAnswer(raw, wrong, out).status).toBe('refuted');
  });
});

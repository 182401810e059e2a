import { describe, expect, it } from 'vitest';
import { solve } from '../index';
import { readProblemText } from './problem-text';

// Forms met on worksheets and in pasted LaTeX; every answer worked by hand in the comment beside it.
describe('worksheet and LaTeX forms', () => {
  it.each([
    // 2·1 + 1 … 2·3 + 1: ∫₁³ (2x + 1) dx = [x² + x]₁³ = 12 − 2 = 10.
    ['Evaluate the definite integral ∫₁³ (2x + 1) dx.', '10'],
    // ₇P₃ = 7·6·5 = 210; ₁₀C₃ = 120.
    ['Evaluate ${}_{7}P_{3}$.', '210'],
    ['What is ₁₀C₃?', '120'],
    ['Compute $_{6}C_{2}$', '15'],
    // (g∘f)(2) with f(x) = x², g(x) = x − 5: g(4) = −1.
    ['Given $f(x) = x^2$ and $g(x) = x - 5$, find $(g \\circ f)(2)$.', '-1'],
    // Definitions side by side with no comma: f(g(1)) = f(5) = 14.
    ['f(x)=3x-1 g(x)=x+4 find f(g(1))', '14'],
    // A 2×2 determinant written with bars: 3·4 − 1·2 = 10.
    ['Q4) Evaluate the determinant $\\begin{vmatrix} 3 & 1 \\\\ 2 & 4 \\end{vmatrix}$', '10'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('reads a matrix times a column of unknowns as the system it stands for', () => {
    // 2a + b = 5, a − b = 1 ⇒ a = 2, b = 1.
    const latex = solve(
      'Solve $\\begin{pmatrix} 2 & 1 \\\\ 1 & -1 \\end{pmatrix}\\begin{pmatrix} a \\\\ b \\end{pmatrix} = \\begin{pmatrix} 5 \\\\ 1 \\end{pmatrix}$',
    );
    expect(latex.answer?.value).toBe('a = 2, b = 1');
    // x + z = 4, y = 2, x − y + z = 2 … written as nested lists: x + z = 4 and x + z = 4 leave x, z open, so a
    // singular matrix gets no single answer.
    const typed = readProblemText('Solve [[1, 0, 1], [0, 1, 0], [1, 1, 2]] [[x], [y], [z]] = [[4], [2], [7]]').text;
    expect(typed).toBe('Solve x + z = 4, y = 2, x + y + 2*z = 7');
    expect(solve('Solve [[1, 0, 1], [0, 1, 0], [1, 1, 2]] [[x], [y], [z]] = [[4], [2], [7]]').answer?.value).toBe(
      'x = 3, y = 2, z = 1',
    );
  });

  it('leaves a matrix product with numbers alone', () => {
    expect(readProblemText('Multiply [[1, 2], [3, 4]] by [[5], [6]]').text).toContain('[[5], [6]]');
  });

  it('reads a matrix given as rows in parentheses after an equals sign', () => {
    // 2A + B = [[2·2 + 1, 0 + 1], [2·1 + 0, 2·3 − 1]].
    const out = solve('Find 2A + B if A = ((2, 0), (1, 3)) and B = ((1, 1), (0, -1))');
    expect(out.answer?.value).toBe('[[5, 1], [2, 5]]');
  });

  it('drops a sentence about the answer form between the verb and the math', () => {
    // x² − 6x + 7 = 0: x = 3 ± √2.
    const out = solve(
      '2) Solve by completing the square. Leave your answers in simplest radical form: x^2 - 6x + 7 = 0',
    );
    expect(out.answer?.value).toBe('-sqrt(2) + 3, sqrt(2) + 3');
    expect(readProblemText('Expand completely. Show your work: (x + 2)(x - 5)').text).toBe('Expand (x + 2)(x - 5)');
  });

  it('reads angles asked on an interval, in degrees or radians', () => {
    // sin x = √3/2 at 60° and 120°; tan t = −1 at 3π/4 and 7π/4 in [0, 2π).
    expect(solve('Find all angles x in [0°, 360°) such that sin x = sqrt(3)/2. Answer in degrees.').answer?.value).toBe(
      '60, 120',
    );
    expect(solve('Solve sin x = sqrt(3)/2 for 0 <= x < 360 degrees').answer?.value).toBe('60, 120');
    expect(solve('Find all values of t in [0, 2pi) for which tan t = -1').answer?.value).toBe('3*pi/4, 7*pi/4');
  });

  it('reads implicit differentiation named anywhere', () => {
    // x² + 4y² = 8: 2x + 8y y′ = 0, so y′ = −x/(4y).
    for (const problem of [
      'Find dy/dx by implicit differentiation: x^2 + 4y^2 = 8',
      'What is dy/dx for the ellipse x² + 4y² = 8? Use implicit differentiation.',
      'Using implicit differentiation, find dy/dx if x^2 + 4y^2 = 8',
    ]) {
      const out = solve(problem);
      expect(readProblemText(problem).text).toBe(
        `Differentiate implicitly ${readProblemText(problem).text.split('implicitly ')[1]}`,
      );
      expect(out.verified?.ok, problem).toBe(true);
      expect(out.answer?.latex).toMatch(/\\frac\{-?x\}\{4 ?y\}|-\\frac\{x\}\{4 ?y\}/);
    }
  });

  it('draws the line "which has" a slope and an intercept', () => {
    expect(readProblemText('Draw the line which has slope 2/3 and y-intercept -1.').text).toBe(
      'Draw y = (2/3)*x + (-1).',
    );
  });

  it('graphs a piecewise function typed with cases', () => {
    const out = solve(
      'Graph $h(x)=\\begin{cases} 3 - x & \\text{if } x<2 \\\\ x^2 & \\text{if } 2 \\le x \\end{cases}$',
    );
    expect(out.graphs).toHaveLength(2);
    expect(out.graphs?.[0]?.points.every((p) => p.x < 2)).toBe(true);
    expect(out.graphs?.[1]?.points.every((p) => p.x >= 2)).toBe(true);
    // A case written "otherwise" has no condition to read: no graph is guessed.
    expect(solve('Graph $f(x)=\\begin{cases} 1 & x>0 \\\\ 0 & \\text{otherwise} \\end{cases}$').answer).toBeNull();
  });
});

describe('remarks around the math that change nothing', () => {
  it.each([
    // 3 − 2(x − 4) ≥ x + 2: 11 − 2x ≥ x + 2, x ≤ 3.
    ['7)  3 - 2(x - 4) >= x + 2', 'x <= 3'],
    // 4 − 3(x + 1) = x + 9: 1 − 3x = x + 9, x = −2.
    ['4 - 3(x+1) = x + 9, x?', '-2'],
    // 3a + b = 10, a − b = 2: a = 3, b = 1.
    ['3a + b = 10, a - b = 2  (a, b)', 'a = 3, b = 1'],
    // −x/2 + 1 < 4 − x: x/2 < 3, x < 6.
    ['Can you solve −x/2 + 1 < 4 − x for me so I can check their work?', 'x < 6'],
    // 4 + 0.25m ≤ 10: m ≤ 24.
    ['Solve 4 + 0.25m ≤ 10 for the number of minutes m and give the inequality.', 'm <= 24'],
    // Range of −6, 2, 9, −1: 9 − (−6) = 15.
    ['Find the range of the following temperatures (°C): -6, 2, 9, -1', '15'],
    // Quartiles by medians of halves: 2, 4, 6, 8, 10, 12 → lower half 2, 4, 6 → 4.
    ['Find the lower quartile Q1 of 12, 2, 8, 4, 10, 6 (use the median of the lower half).', '4'],
    // 10 runners, places 1st and 2nd: 10·9 = 90.
    ['In how many ways can 10 runners finish 1st and 2nd (no ties)?', '90'],
    // 2 sin x = −1 on [0°, 360°): 210° and 330°.
    ['2sin x + 1 = 0, 0 <= x < 360 deg', '210, 330'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('reads a single fraction asked for as a simplification', () => {
    expect(readProblemText('Write 1/x + 1/(x + 2) as a single fraction.').text).toBe('Simplify 1/x + 1/(x + 2).');
  });

  it('solves a story whose last sentence states the math again in full, and only then', () => {
    // Every number of the story (12, 0.5, 30) is in the inequality: 12 + 0.5k ≤ 30, k ≤ 36.
    const story = 'A taxi costs $12 plus $0.5 per km and I have $30. Solve 12 + 0.5k ≤ 30 for k.';
    expect(solve(story).answer?.value).toBe('k <= 36');
    // A story number the last sentence leaves out (a $5 tip) keeps the answer back.
    expect(solve('A taxi costs $12 plus $0.5 per km and I tip $5. Solve 12 + 0.5k ≤ 30 for k.').answer).toBeNull();
  });

  it('reads a photographed list followed by its question on the next line', () => {
    // 9 marks sorted: 38 45 49 52 | 55 | 58 61 66 70; lower half median (45 + 49)/2 = 47.
    const out = solve('Q 3\nThe marks are 45, 52, 61, 38, 70, 55, 49, 66, 58\nFind the lower quartile.');
    expect(out.answer?.value).toBe('47');
  });
});

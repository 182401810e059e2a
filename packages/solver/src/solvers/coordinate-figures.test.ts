import { describe, expect, it } from 'vitest';
import { solve } from '../index';

// By hand: x² + y² + 2x − 8y − 8 = 0 → (x + 1)² + (y − 4)² = 25: centre (−1, 4), r = 5; 3x² + 3y² − 12y = 0 →
// x² + (y − 2)² = 4: r = 2; (x − 5)² + y² = 8: r = 2√2; triangle (1, 1), (5, 1), (1, 4): ½·4·3 = 6; (2, 3), (7, 3),
// (4, 9): ½·5·6 = 15; (6, 8) is 10 from the origin; 2x + 5y = 20 meets the x-axis at 10; 9^x = 3^(x + 2) → x = 2;
// 8^x = 2^(x + 6) → x = 3; 9^x − 4·3^x + 3 = 0 → 3^x = 1 or 3 → x = 0, 1; log 50/log 2 ≈ 5.644.
describe('circles, triangles by their vertices, and exponentials of one base', () => {
  it.each([
    ['Find the center of the circle x² + y² + 2x − 8y − 8 = 0.', '(-1, 4)'],
    ['What is the radius of the circle x^2 + y^2 + 2x - 8y - 8 = 0?', '5'],
    ['Find the radius of the circle 3x^2 + 3y^2 - 12y = 0', '2'],
    ['What is the radius of the circle (x - 5)^2 + y^2 = 8?', '2*sqrt(2)'],
    ['Find the area of the triangle with vertices (1, 1), (5, 1) and (1, 4).', '6'],
    ['What is the area of a triangle with vertices P(2, 3), Q(7, 3) and R(4, 9)?', '15'],
    ['How far is the point (6, 8) from the origin?', '10'],
    ['At what x-value does the line 2x + 5y = 20 cross the x-axis?', '10'],
    ['Solve 9^x = 3^(x + 2)', '2'],
    ['Solve 8^x = 2^(x + 6)', '3'],
    ['9^x − 4·3^x + 3 = 0', '0, 1'],
    ['Solve 2^x = 50. Round your answer to 3 decimal places.', '5.644'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it.each([
    'Find the radius of the circle x^2 + y^2 + 9 = 0',
    'Find the radius of the circle x^2 + 2y^2 = 9',
    'Find the area of the triangle with vertices (0, 0), (2, 2) and (4, 4)',
  ])('%s gets no answer', (problem) => {
    expect(solve(problem).answer).toBeNull();
  });

  it('writes a number times a power of a number apart', () => {
    expect(solve('9^x − 4·3^x + 3 = 0').reading?.latex).toContain('4 \\cdot 3^{x}');
  });
});

import { expect, it } from 'vitest';
import { fitLogistic } from './logistic';

it('recovers the direction and size of a known logistic relationship', () => {
  // y = 1 with probability sigmoid(2·x1 − 1·x2 + 0.5), on a fixed grid (no randomness).
  const x: number[][] = [];
  const y: number[] = [];
  for (let a = -2; a <= 2; a += 0.1) {
    for (let b = -2; b <= 2; b += 0.25) {
      const p = 1 / (1 + Math.exp(-(2 * a - b + 0.5)));
      // Two copies weighted by p: an expectation, so the fit converges to the true coefficients.
      for (let k = 0; k < 10; k++) {
        x.push([a, b]);
        y.push(k < Math.round(p * 10) ? 1 : 0);
      }
    }
  }
  const fit = fitLogistic(x, y, 0.001);
  expect(fit.coefficients[0]).toBeCloseTo(2, 0);
  expect(fit.coefficients[1]).toBeCloseTo(-1, 0);
  expect(fit.intercept).toBeCloseTo(0.5, 0);
});

it('shrinks coefficients as the penalty grows', () => {
  const x = [[-1], [-0.5], [0.5], [1], [-0.2], [0.3]];
  const y = [0, 0, 1, 1, 1, 0];
  const loose = fitLogistic(x, y, 0.01).coefficients[0] ?? 0;
  const tight = fitLogistic(x, y, 100).coefficients[0] ?? 0;
  expect(Math.abs(tight)).toBeLessThan(Math.abs(loose));
});

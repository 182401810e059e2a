/** Solves A·x = b (A: n×n, row-major) by Gaussian elimination with partial pivoting; A is small and well posed. */
function solve(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const m = new Float64Array(a);
  const v = new Float64Array(b);
  const at = (r: number, c: number) => m[r * n + c] ?? 0;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(at(r, col)) > Math.abs(at(pivot, col))) pivot = r;
    if (pivot !== col) {
      for (let c = 0; c < n; c++) {
        const t = at(col, c);
        m[col * n + c] = at(pivot, c);
        m[pivot * n + c] = t;
      }
      const t = v[col] ?? 0;
      v[col] = v[pivot] ?? 0;
      v[pivot] = t;
    }
    const p = at(col, col);
    if (Math.abs(p) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = at(r, col) / p;
      if (f === 0) continue;
      for (let c = col; c < n; c++) m[r * n + c] = at(r, c) - f * at(col, c);
      v[r] = (v[r] ?? 0) - f * (v[col] ?? 0);
    }
  }
  return v.map((value, i) => (Math.abs(at(i, i)) < 1e-12 ? 0 : value / at(i, i)));
}

export interface LogisticFit {
  coefficients: number[];
  intercept: number;
}

/**
 * L2-regularised logistic regression by iteratively reweighted least squares (Newton's method): exact and fast
 * for a few dozen standardised features. The intercept is not penalised.
 */
export function fitLogistic(
  x: readonly (readonly number[])[],
  y: readonly number[],
  lambda = 1,
  iterations = 30,
): LogisticFit {
  const d = (x[0]?.length ?? 0) + 1;
  const beta = new Float64Array(d);
  const row = new Float64Array(d);
  for (let iter = 0; iter < iterations; iter++) {
    const hessian = new Float64Array(d * d);
    const gradient = new Float64Array(d);
    x.forEach((features, i) => {
      row[0] = 1;
      for (let j = 1; j < d; j++) row[j] = features[j - 1] ?? 0;
      let eta = 0;
      for (let j = 0; j < d; j++) eta += (beta[j] ?? 0) * (row[j] ?? 0);
      const p = 1 / (1 + Math.exp(-eta));
      const w = Math.max(p * (1 - p), 1e-9);
      const residual = (y[i] ?? 0) - p;
      for (let j = 0; j < d; j++) {
        const rj = row[j] ?? 0;
        gradient[j] = (gradient[j] ?? 0) + residual * rj;
        for (let k = j; k < d; k++) hessian[j * d + k] = (hessian[j * d + k] ?? 0) + w * rj * (row[k] ?? 0);
      }
    });
    for (let j = 0; j < d; j++) {
      for (let k = 0; k < j; k++) hessian[j * d + k] = hessian[k * d + j] ?? 0;
      if (j > 0) {
        hessian[j * d + j] = (hessian[j * d + j] ?? 0) + lambda;
        gradient[j] = (gradient[j] ?? 0) - lambda * (beta[j] ?? 0);
      }
    }
    const step = solve(hessian, gradient, d);
    let largest = 0;
    for (let j = 0; j < d; j++) {
      beta[j] = (beta[j] ?? 0) + (step[j] ?? 0);
      largest = Math.max(largest, Math.abs(step[j] ?? 0));
    }
    if (largest < 1e-8) break;
  }
  return { intercept: beta[0] ?? 0, coefficients: Array.from(beta.slice(1)) };
}

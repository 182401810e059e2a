/** Approximate real roots of a polynomial (coefficients from the constant term up), by Durand–Kerner. */
export function approximateRealRoots(coefficients: number[]): number[] {
  // Repeated roots converge slowly and keep a small imaginary part: accept near-real ones as candidates
  // (every candidate is then tested exactly, so a loose filter costs nothing in correctness).
  return approximateRoots(coefficients)
    .filter(({ re, im }) => Math.abs(im) <= 1e-3 * Math.max(1, Math.abs(re)))
    .map(({ re }) => re);
}

/** Approximate complex roots of a polynomial (coefficients from the constant term up), by Durand–Kerner. */
export function approximateRoots(coefficients: number[]): { re: number; im: number }[] {
  const n = coefficients.length - 1;
  const lead = coefficients[n] ?? 1;
  if (n < 1 || lead === 0) return [];
  const a = coefficients.map((c) => c / lead);
  // Every root lies within 1 + max |a_i| (Cauchy's bound): start spread on a circle of that size.
  const radius = 1 + Math.max(...a.slice(0, n).map(Math.abs));
  let re = Array.from({ length: n }, (_, k) => radius * Math.cos((2 * Math.PI * k) / n + 0.4));
  let im = Array.from({ length: n }, (_, k) => radius * Math.sin((2 * Math.PI * k) / n + 0.4));
  for (let iteration = 0; iteration < 2000; iteration++) {
    let moved = 0;
    const nextRe = [...re];
    const nextIm = [...im];
    for (let i = 0; i < n; i++) {
      // p(z) by Horner, in complex arithmetic.
      let pr = 1;
      let pi = 0;
      for (let k = n - 1; k >= 0; k--) {
        const r = pr * (re[i] ?? 0) - pi * (im[i] ?? 0) + (a[k] ?? 0);
        pi = pr * (im[i] ?? 0) + pi * (re[i] ?? 0);
        pr = r;
      }
      let dr = 1;
      let di = 0;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const xr = (re[i] ?? 0) - (re[j] ?? 0);
        const xi = (im[i] ?? 0) - (im[j] ?? 0);
        const r = dr * xr - di * xi;
        di = dr * xi + di * xr;
        dr = r;
      }
      const denominator = dr * dr + di * di || 1e-300;
      const qr = (pr * dr + pi * di) / denominator;
      const qi = (pi * dr - pr * di) / denominator;
      nextRe[i] = (re[i] ?? 0) - qr;
      nextIm[i] = (im[i] ?? 0) - qi;
      moved = Math.max(moved, Math.hypot(qr, qi) / Math.max(1, Math.hypot(nextRe[i] ?? 0, nextIm[i] ?? 0)));
    }
    re = nextRe;
    im = nextIm;
    if (moved < 1e-14) break;
  }
  return re.map((x, i) => ({ re: x, im: im[i] ?? 0 }));
}

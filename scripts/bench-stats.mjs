// Small statistics for the benchmark scripts: nearest-rank percentiles and a summary in whole milliseconds.

/** Nearest-rank percentile of `values` (p from 0 to 1); NaN for no values. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

export const median = (values) => percentile(values, 0.5);

/** p50, p99 and max, rounded to 0.1 ms. */
export function summarise(values) {
  const round = (v) => Math.round(v * 10) / 10;
  return {
    p50: round(percentile(values, 0.5)),
    p99: round(percentile(values, 0.99)),
    max: round(Math.max(...values)),
  };
}

export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

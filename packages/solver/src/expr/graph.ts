import type { Graph } from '../types';
import { differentiate } from './derivative';
import { type Expr, evaluate, toSympy } from './expr';

/** Where f changes sign on a grid over [lo, hi] (roots, and asymptotes where it jumps). */
function signChanges(f: (x: number) => number, lo: number, hi: number): number[] {
  const found: number[] = [];
  let previous = f(lo);
  const steps = 800;
  for (let i = 1; i <= steps; i++) {
    const x = lo + ((hi - lo) * i) / steps;
    const y = f(x);
    if (Number.isFinite(previous) && Number.isFinite(y) && Math.sign(previous) !== Math.sign(y)) found.push(x);
    previous = y;
  }
  return found;
}

/**
 * The real function sampled over a window around its roots, extrema and breaks (found on [−20, 20]); points
 * where it is undefined are left out, never invented.
 */
export function graphOf(f: Expr, v: string, title: string, description: string): Graph {
  const at = (x: number) => evaluate(f, { [v]: x });
  const slope = differentiate(f, v, new Set());
  const features = [...signChanges(at, -20, 20), ...signChanges((x) => evaluate(slope, { [v]: x }), -20, 20)];
  const lo = features.length ? Math.min(...features) : -5;
  const hi = features.length ? Math.max(...features) : 5;
  const pad = Math.max(2, (hi - lo) * 0.2);
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i <= 200; i++) {
    const x = lo - pad + ((hi - lo + 2 * pad) * i) / 200;
    const y = at(x);
    if (Number.isFinite(y) && Math.abs(y) < 1e12) points.push({ x, y });
  }
  return { type: 'function', title: `${title}: y = ${toSympy(f)}`, xLabel: v, yLabel: 'y', description, points };
}

import { type Expr, evaluate } from './expr';

const POINTS = [0.7, 1.3, 2.1, -0.6, 0.2, -1.7, 0.45, 3.3];

/**
 * Whether `derivative` is d/dv of `f`, judged numerically by central differences at a few points (an independent
 * check: it never looks at how the derivative was found). Needs at least two points where both are defined.
 */
export function derivativeMatches(f: Expr, derivative: Expr, v: string, others: Record<string, number> = {}): boolean {
  let checked = 0;
  for (const x of POINTS) {
    const h = 1e-5 * Math.max(1, Math.abs(x));
    const at = (t: number) => evaluate(f, { ...others, [v]: t });
    const numeric = (at(x + h) - at(x - h)) / (2 * h);
    const exact = evaluate(derivative, { ...others, [v]: x });
    if (!Number.isFinite(numeric) || !Number.isFinite(exact)) continue;
    if (Math.abs(numeric - exact) > 1e-4 * Math.max(1, Math.abs(exact))) return false;
    checked++;
  }
  return checked >= 2;
}

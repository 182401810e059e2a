import { type Expr, evaluate } from './expr';

const POINTS = [0.7, 1.3, 2.1, -0.6, 0.2, -1.7, 0.45, 3.3];
// Where the fixed points miss a narrow domain (√(−3x² − 5x − 2) lives on (−1, −2/3)), a finer sweep finds it.
const SWEEP = Array.from({ length: 121 }, (_, i) => -3.02 + i * 0.0587);

/**
 * Whether `derivative` is d/dv of `f`, judged numerically by central differences at a few points (an independent
 * check: it never looks at how the derivative was found). Needs at least two points where both are defined.
 */
export function derivativeMatches(f: Expr, derivative: Expr, v: string, others: Record<string, number> = {}): boolean {
  let checked = 0;
  for (const x of [...POINTS, ...SWEEP]) {
    if (checked >= 8) break;
    const h = 1e-5 * Math.max(1, Math.abs(x));
    // ln|u| for log u: the real antiderivative's derivative is u′/u either way.
    const at = (t: number) => evaluate(f, { ...others, [v]: t }, true);
    const numeric = (at(x + h) - at(x - h)) / (2 * h);
    const exact = evaluate(derivative, { ...others, [v]: x }, true);
    if (!Number.isFinite(numeric) || !Number.isFinite(exact)) continue;
    if (Math.abs(numeric - exact) > 1e-4 * Math.max(1, Math.abs(exact))) return false;
    checked++;
  }
  return checked >= 2;
}

/** Sample values for the other letters of a problem (parameters such as a, b, n), the same on every call; throws on other names. */
export function parameterValues(x: Expr, v: string): Record<string, number> {
  const names = new Set<string>();
  const walk = (y: Expr) => {
    if (y.k === 'var' && y.name !== v) {
      // Parameters are letters (a, b, n, a1, H) and Greek names (alpha, epsilon); anything else (I, the imaginary
      // unit; eps; an unknown function read as a name) is not known to be a real number.
      if (!PARAMETER.test(y.name) || y.name === 'I') throw new RangeError(`${y.name} is not a parameter`);
      names.add(y.name);
    }
    if (y.k === 'add' || y.k === 'mul') y.xs.forEach(walk);
    if (y.k === 'pow') [y.b, y.e].forEach(walk);
    if (y.k === 'fn') walk(y.a);
  };
  walk(x);
  return Object.fromEntries([...names].sort().map((n, i) => [n, PARAMETERS[i % PARAMETERS.length] ?? 1.5]));
}
const PARAMETER =
  /^(?:[a-zA-Z]\d?|alpha|beta|gamma|delta|epsilon|zeta|eta|theta|kappa|lambda|mu|nu|xi|rho|sigma|tau|phi|chi|psi|omega)$/;
const PARAMETERS = [2.3, 1.6, 2.9, 1.3, 3.4, 1.9];

import { integrateBioche } from './bioche';
import { integrateEuler } from './euler-substitution';
import { integrateEulerPower } from './euler-power';
import { integrateExponentialProduct, integrateExponentialTrig } from './exp-products';
import { integrateSymbolicExponentials } from './exp-symbolic';
import { integrateSpecial } from './exponential-integral';
import { integrateSymbolicRoot } from './symbolic-root';
import { integrateExpRational } from './exp-rational-ansatz';
import { integrateExpFunction } from './exp-function-ansatz';
import { integrateHalfAngleRoot } from './half-angle-roots';
import type { Expr } from './expr';
import { hyperbolicAsExponentials, logOfExp } from './hyperbolic';
import type { Technique } from './integrate';
import { integrateByScaling } from './parameter-scaling';
import { integrateParametricFractions } from './parametric-fractions';
import type { Linear, Recurse } from './trig-integrals';
import { integrateTrigRational } from './trig-rational';
import { integrateTrigSubstitution } from './trig-substitution';

/** What the dispatcher passes down: the variable, its recursion depth and deadline, and how to recurse. */
export interface Context {
  v: string;
  depth: number;
  deadline: number;
  linear: Linear;
  recurse: Recurse;
  use: (t: Technique) => void;
}

/** A step that fails on arithmetic (a zero divisor) counts as not done; the time limit still propagates. */
function guarded(step: () => Expr | null): Expr | null {
  try {
    return step();
  } catch (error) {
    if (error instanceof Error && error.message === 'time limit') throw error;
    return null;
  }
}

/**
 * The techniques tried after the dispatcher's own (tables, reduction, substitution, by parts), in order; each
 * deeper one only within a depth bound, since most recurse. The first answer wins.
 */
export function lastResorts(f: Expr, c: Context): Expr | null {
  const { v, depth, deadline, linear, recurse, use } = c;
  const steps: [Technique, () => Expr | null][] = [
    // Hyperbolic functions as exponentials.
    [
      'exponential form',
      () => {
        const form = depth < 5 ? hyperbolicAsExponentials(f, v, linear) : null;
        const F = form ? recurse(form, v) : null;
        return F ? logOfExp(F) : null;
      },
    ],
    // Q^(±1/2), v/√Q, Q^(±1/2)/v for a quadratic Q with parameter coefficients: the standard forms.
    ['quadratic root', () => guarded(() => integrateSymbolicRoot(f, v))],
    ['Euler substitution', () => guarded(() => integrateEuler(f, v, deadline))],
    // (c·v ± √(c²v² + a))^p, alone or over the root: u = c·v ± √(c²v² + a).
    ['Euler substitution', () => guarded(() => integrateEulerPower(f, v))],
    ['trigonometric substitution', () => (depth < 4 ? integrateTrigSubstitution(f, v, recurse) : null)],
    // Exponentials with parameters in their rates: a^(mx)·b^(nx), e^(ax)·cos(bx), 1/(a + b·e^(mx)).
    ['table', () => integrateExponentialProduct(f, v)],
    ['reduction formula', () => integrateExponentialTrig(f, v)],
    ['substitution', () => (depth < 4 ? integrateSymbolicExponentials(f, v, recurse) : null)],
    ['scaling', () => (depth < 4 ? integrateByScaling(f, v, recurse) : null)],
    // N/∏(αv + β) with parameters in α, β: residues at the symbolic roots.
    ['partial fractions', () => guarded(() => integrateParametricFractions(f, v))],
    // Any rational function of sin and cos of one angle, then algebraic ones by u = sin or u = cos.
    ['rational trigonometric', () => integrateTrigRational(f, v, linear, deadline)],
    ['sine or cosine substitution', () => (depth < 5 ? integrateBioche(f, v, linear, recurse) : null)],
    // (1 ± sin L)^(n/2), (1 ± cos L)^(n/2): half-angle squares under the root.
    ['trigonometric identities', () => guarded(() => integrateHalfAngleRoot(f, v, linear))],
    // R·e^g = (P·e^g)′ for rational P, found by matching coefficients.
    ['exponential ansatz', () => guarded(() => integrateExpRational(f, v))],
    // e^(kv)·R with R trigonometric over a denominator, or with a root: P·e^(kv) fitted in a small basis.
    ['exponential ansatz', () => guarded(() => integrateExpFunction(f, v))],
    // Non-elementary: e^A·R(v) → Ei, sin A/Bᵏ and cos A/Bᵏ → Si and Ci.
    ['special functions', () => guarded(() => integrateSpecial(f, v, recurse, deadline))],
  ];
  for (const [technique, step] of steps) {
    const F = step();
    if (F) {
      use(technique);
      return F;
    }
  }
  return null;
}

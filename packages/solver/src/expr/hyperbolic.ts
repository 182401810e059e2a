import { type Expr, dependsOn, mapChildren, divide, fn, int, neg, power, product, sum } from './expr';
import type { Linear } from './trig-integrals';

/** eᵘ and e⁻ᵘ for a hyperbolic function's argument u. */
const pair = (u: Expr): [Expr, Expr] => [fn('exp', u), fn('exp', neg(u))];

const AS_EXPONENTIALS: Record<string, (u: Expr) => Expr> = {
  sinh: (u) => divide(sum(pair(u)[0], neg(pair(u)[1])), int(2)),
  cosh: (u) => divide(sum(...pair(u)), int(2)),
  tanh: (u) => divide(sum(pair(u)[0], neg(pair(u)[1])), sum(...pair(u))),
  coth: (u) => divide(sum(...pair(u)), sum(pair(u)[0], neg(pair(u)[1]))),
  sech: (u) => divide(int(2), sum(...pair(u))),
  csch: (u) => divide(int(2), sum(pair(u)[0], neg(pair(u)[1]))),
};

/**
 * f with every hyperbolic function of a linear argument written with exponentials (sinh u = (eᵘ − e⁻ᵘ)/2 and so
 * on), so the exponential substitution u = eᵏˣ applies; null when f has none, or one of a non-linear argument.
 */
export function hyperbolicAsExponentials(f: Expr, v: string, linear: Linear): Expr | null {
  let found = false;
  let ok = true;
  const go = (x: Expr): Expr => {
    if (!dependsOn(x, v)) return x;
    switch (x.k) {
      case 'add':
        return sum(...x.xs.map(go));
      case 'mul':
        return product(...x.xs.map(go));
      case 'pow':
        return power(go(x.b), go(x.e));
      case 'fn': {
        const rewrite = AS_EXPONENTIALS[x.f];
        if (!rewrite) return fn(x.f, go(x.a));
        if (!linear(x.a, v)) ok = false;
        found = true;
        return rewrite(x.a);
      }
      default:
        return x;
    }
  };
  const out = go(f);
  return found && ok ? out : null;
}

/** log(eᵘ) = u for real u: the exponential substitution leaves these behind. */
export function logOfExp(F: Expr): Expr {
  return F.k === 'fn' && F.f === 'log' && F.a.k === 'fn' && F.a.f === 'exp'
    ? logOfExp(F.a.a)
    : mapChildren(F, logOfExp);
}

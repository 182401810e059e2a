import { derivativeMatches, parameterValues } from './check';
import { type Expr, dependsOn, divide, evaluate, int, minus, power, product, sum } from './expr';

const isHalf = (x: Expr, sign: bigint) => x.k === 'num' && x.v.n === sign && x.v.d === 2n;

/** c·v ± √Q with Q − c²v² free of v, as [c, sign, Q, a = Q − c²v²], or null. */
function eulerBase(u: Expr, v: string): [Expr, 1 | -1, Expr, Expr] | null {
  if (u.k !== 'add' || u.xs.length !== 2) return null;
  for (const [lin, rad] of [u.xs, [...u.xs].reverse()] as [Expr, Expr][]) {
    const c = divide(lin, { k: 'var', name: v });
    if (dependsOn(c, v)) continue;
    const negative = rad.k === 'mul' && rad.xs.length === 2 && rad.xs[0]?.k === 'num' && evaluate(rad.xs[0], {}) === -1;
    const root = negative && rad.k === 'mul' ? rad.xs[1] : rad;
    if (!root || root.k !== 'pow' || !isHalf(root.e, 1n)) continue;
    const a = minus(root.b, product(power(c, int(2)), power({ k: 'var', name: v }, int(2))));
    if (dependsOn(a, v)) continue;
    return [c, negative ? -1 : 1, root.b, a];
  }
  return null;
}

/**
 * ∫ (c·v ± √(c²v² + a))^p dv and the same over √(c²v² + a), by Euler's u = c·v ± √(c²v² + a): then
 * du = ±c·u/√ dv, so the second is ±u^p/(c·p); and v = (u² − a)/(2cu) for either sign, so the first is
 * (u^(p+1)/(p+1) + a·u^(p−1)/(p−1))/(2c). Confirmed by the derivative check.
 */
export function integrateEulerPower(f: Expr, v: string): Expr | null {
  const factors = f.k === 'mul' ? f.xs : [f];
  const main = factors.find((x) => x.k === 'pow' && !dependsOn(x.e, v) && eulerBase(x.b, v));
  if (!main || main.k !== 'pow') return null;
  const [c, sign, Q, a] = eulerBase(main.b, v) as [Expr, 1 | -1, Expr, Expr];
  const rest = factors.filter((x) => x !== main);
  const p = main.e;
  let values: Record<string, number>;
  try {
    values = parameterValues(f, v);
  } catch {
    return null;
  }
  const first = rest[0];
  const overRoot = rest.length === 1 && first?.k === 'pow' && isHalf(first.e, -1n) && sameValue(first.b, Q, v, values);
  if (rest.length && !overRoot) return null;
  const pv = evaluate(p, values);
  const u = main.b;
  let F: Expr;
  if (overRoot) {
    if (Math.abs(pv) < 1e-12) return null;
    F = divide(power(u, p), product(int(sign), c, p));
  } else {
    if (Math.abs(pv - 1) < 1e-12 || Math.abs(pv + 1) < 1e-12) return null;
    const up = sum(p, int(1));
    const down = minus(p, int(1));
    F = divide(sum(divide(power(u, up), up), divide(product(a, power(u, down)), down)), product(int(2), c));
  }
  return derivativeMatches(F, f, v, values) ? F : null;
}

/** Whether two expressions agree at a few points (the same radicand written two ways). */
function sameValue(x: Expr, y: Expr, v: string, values: Record<string, number>): boolean {
  const at = (t: number) => ({ ...values, [v]: t });
  return [0.3, 1.1, 2.7].every((t) => Math.abs(evaluate(x, at(t)) - evaluate(y, at(t))) < 1e-9);
}

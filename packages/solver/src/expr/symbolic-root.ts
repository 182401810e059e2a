import { rat } from '../rational';
import { derivativeMatches, parameterValues } from './check';
import { distribute } from './expand';
import {
  type Expr,
  dependsOn,
  divide,
  evaluate,
  fn,
  int,
  minus,
  neg,
  num,
  power,
  product,
  substitute,
  sum,
} from './expr';

const HALF = num(rat(1n, 2n));
const sqrt = (x: Expr) => power(x, HALF);
const isPower = (x: Expr, n: bigint, d = 1n) => x.k === 'num' && x.v.n === n && x.v.d === d;

/** A·v² + B·v + C as [A, B, C] with symbolic coefficients free of v, or null. */
function quadraticIn(q: Expr, v: string): [Expr, Expr, Expr] | null {
  const parts: Expr[][] = [[], [], []];
  const expanded = q.k === 'add' ? q : (distribute(q) ?? q);
  for (const term of expanded.k === 'add' ? expanded.xs : [expanded]) {
    const factors = term.k === 'mul' ? term.xs : [term];
    const varying = factors.filter((y) => dependsOn(y, v));
    if (varying.length > 1) return null;
    const only = varying[0];
    const rest = product(...factors.filter((y) => y !== only));
    if (!only) parts[2]?.push(rest);
    else if (only.k === 'var') parts[1]?.push(rest);
    else if (only.k === 'pow' && only.b.k === 'var' && isPower(only.e, 2n)) parts[0]?.push(rest);
    else return null;
  }
  const [A, B, C] = parts.map((xs) => (xs.length ? sum(...xs) : int(0))) as [Expr, Expr, Expr];
  return parts[0]?.length ? [A, B, C] : null;
}

/**
 * The basic integrals of √Q for a quadratic Q = A·v² + B·v + C with parameter coefficients: ∫ Q^(±1/2),
 * ∫ v·Q^(−1/2), ∫ Q^(±1/2)/v; also for Q quadratic in v² (v·Q(v²)^(±1/2) and Q(v²)^(±1/2)/v, by w = v²). The
 * branch (logarithm or arcsine, arctangent or logarithm) follows the signs of A, C and B² − 4AC at the parameters'
 * sample values; every answer is confirmed by the derivative check there.
 */
export function integrateSymbolicRoot(f: Expr, v: string): Expr | null {
  // Direct forms only: after a substitution (u = log x) the domain in x can shrink to where no sample point lies.
  if (v.startsWith('__')) return null;
  const factors = mergeRoots(f.k === 'mul' ? f.xs : [f], v);
  const root = factors.find(
    (x) => x.k === 'pow' && dependsOn(x.b, v) && (isPower(x.e, 1n, 2n) || isPower(x.e, -1n, 2n)),
  );
  if (!root || root.k !== 'pow') return null;
  const others = factors.filter((x) => x !== root);
  const first = others[0];
  const kind: Kind | null =
    others.length === 0
      ? 'plain'
      : others.length === 1 && first?.k === 'var' && first.name === v
        ? 'timesV'
        : others.length === 1 && first?.k === 'pow' && first.b.k === 'var' && isPower(first.e, -1n)
          ? 'overV'
          : null;
  if (!kind) return null;
  let values: Record<string, number>;
  try {
    values = parameterValues(f, v);
  } catch {
    return null;
  }
  const plus = isPower(root.e, 1n, 2n);
  let F = forms(root.b, v, plus, kind, values);
  if (!F && kind !== 'plain') {
    // w = v²: v·g(v²) dv = g(w) dw/2 and g(v²)/v dv = g(w)/w · dw/2.
    const w: Expr = { k: 'var', name: '__w' };
    const x: Expr = { k: 'var', name: v };
    const Qw = substitute(root.b, power(x, int(2)), w);
    const G = dependsOn(Qw, v) ? null : forms(Qw, '__w', plus, kind === 'timesV' ? 'plain' : 'overV', values);
    F = G ? product(HALF, substitute(G, w, power(x, int(2)))) : null;
  }
  return F && derivativeMatches(F, f, v, values) ? F : null;
}

/** √L₁·√L₂ as √(L₁·L₂) (equal wherever both roots are real, the integrand's domain); likewise their reciprocals. */
function mergeRoots(factors: Expr[], v: string): Expr[] {
  const roots = factors.filter((x) => x.k === 'pow' && dependsOn(x.b, v) && isPower(x.e, 1n, 2n));
  const inverse = factors.filter((x) => x.k === 'pow' && dependsOn(x.b, v) && isPower(x.e, -1n, 2n));
  for (const pair of [roots, inverse]) {
    const [p, q] = pair;
    if (pair.length !== 2 || p?.k !== 'pow' || q?.k !== 'pow') continue;
    return [...factors.filter((x) => x !== p && x !== q), power(product(p.b, q.b), p.e)];
  }
  return factors;
}

type Kind = 'plain' | 'timesV' | 'overV';

/** ∫ Q^(±1/2)·(1, v or 1/v) dv in closed form, or null when a sign rules the branch out. */
function forms(Q: Expr, v: string, plus: boolean, kind: Kind, values: Record<string, number>): Expr | null {
  const abc = quadraticIn(Q, v);
  if (!abc) return null;
  const [A, B, C] = abc;
  const x: Expr = { k: 'var', name: v };
  const a = evaluate(A, values);
  const c = evaluate(C, values);
  const disc = minus(power(B, int(2)), product(int(4), A, C));
  const sq = sqrt(Q);
  // ∫ dv/√Q.
  const inverse = (): Expr | null => {
    if (a > 0) return divide(fn('log', sum(product(int(2), sqrt(A), sq), product(int(2), A, x), B)), sqrt(A));
    if (a < 0 && evaluate(disc, values) > 0) {
      return divide(fn('asin', divide(neg(sum(product(int(2), A, x), B)), sqrt(disc))), sqrt(neg(A)));
    }
    return null;
  };
  // ∫ dv/(v·√Q).
  const inverseOverV = (): Expr | null => {
    if (c > 0) {
      const inside = divide(sum(product(int(2), C), product(B, x), product(int(2), sqrt(C), sq)), x);
      return neg(divide(fn('log', inside), sqrt(C)));
    }
    if (c < 0) {
      const inside = divide(sum(product(B, x), product(int(2), C)), product(int(2), sqrt(neg(C)), sq));
      return divide(fn('atan', inside), sqrt(neg(C)));
    }
    return evaluate(B, values) !== 0 ? neg(divide(product(int(2), sq), product(B, x))) : null;
  };
  const I = kind === 'overV' && !plus ? null : inverse();
  if (!plus) {
    if (kind === 'plain') return I;
    if (kind === 'timesV') return I ? minus(divide(sq, A), product(divide(B, product(int(2), A)), I)) : null;
    return inverseOverV();
  }
  if (!I || kind === 'timesV') return null;
  // ∫ √Q = (2Av + B)·√Q/(4A) + (4AC − B²)/(8A)·∫ dv/√Q.
  if (kind === 'plain') {
    const head = divide(product(sum(product(int(2), A, x), B), sq), product(int(4), A));
    return sum(head, product(divide(neg(disc), product(int(8), A)), I));
  }
  // ∫ √Q/v = √Q + (B/2)·∫ dv/√Q + C·∫ dv/(v·√Q).
  const J = c !== 0 ? inverseOverV() : int(0);
  return J ? sum(sq, product(divide(B, int(2)), I), product(C, J)) : null;
}

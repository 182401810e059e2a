import { rat } from '../rational';
import { type Expr, evaluate, num, power, product, substitute } from './expr';
import type { Recurse } from './trig-integrals';

/** The letters of f other than v (the parameters a, b, r …). */
function parametersOf(f: Expr, v: string): string[] {
  const names = new Set<string>();
  const walk = (x: Expr) => {
    if (x.k === 'var' && x.name !== v) names.add(x.name);
    if (x.k === 'add' || x.k === 'mul') x.xs.forEach(walk);
    if (x.k === 'pow') [x.b, x.e].forEach(walk);
    if (x.k === 'fn') walk(x.a);
  };
  walk(f);
  return [...names].sort();
}

const U = [0.13, 0.29, 0.47, 0.61, 0.83];
const SETS = [
  [1.37, 2.11, 1.73],
  [2.29, 1.41, 1.19],
  [1.61, 1.23, 2.47],
];

/** Every monomial ∏ pᵢ^eᵢ with eᵢ ∈ {−1, −½, 0, ½, 1}, not all zero, whole exponents first, as exponent lists. */
function monomials(n: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < n; i++) out = out.flatMap((e) => [-1, -0.5, 0, 0.5, 1].map((k) => [...e, k]));
  const whole = (e: number[]) => e.every(Number.isInteger);
  return out.filter((e) => e.some((k) => k !== 0)).sort((a, b) => Number(whole(b)) - Number(whole(a)));
}

const valueOf = (exponents: number[], values: number[]) => exponents.reduce((p, e, i) => p * (values[i] ?? 1) ** e, 1);
const asExpr = (names: string[], exponents: number[]) =>
  product(...names.map((n, i) => power({ k: 'var', name: n }, num(rat(BigInt(2 * (exponents[i] ?? 0)), 2n)))));

/**
 * ∫ f dv with parameters, when scaling v = λ·u (λ a monomial in the parameters) separates f(λu) = C·g(u) with g
 * free of parameters: then ∫ f dv = λ·C·G(v/λ). λ is found by trying monomials and checking numerically that the
 * ratio f(λu)/g(u) does not depend on u; C, a monomial with half-integer exponents, is read off the same way.
 * Answers hold for positive parameters (√(a²) = a), the usual reading of a textbook's letters.
 */
export function integrateByScaling(f: Expr, v: string, recurse: Recurse): Expr | null {
  const names = parametersOf(f, v);
  if (!names.length || names.length > 3 || names.some((n) => !/^[a-z]\d?$/.test(n))) return null;
  const at = (x: number, values: number[]) =>
    evaluate(f, { ...Object.fromEntries(names.map((n, i) => [n, values[i] ?? 1])), [v]: x });
  const ones = names.map(() => 1);
  for (const lambda of monomials(names.length)) {
    const ratios = SETS.map((set) => {
      const values = set.slice(0, names.length);
      const l = valueOf(lambda, values);
      const rs = U.map((u) => at(l * u, values) / at(u, ones)).filter(Number.isFinite);
      return rs.length >= 3 && rs.every((r) => Math.abs(r - (rs[0] ?? 0)) <= 1e-9 * Math.abs(rs[0] ?? 0))
        ? (rs[0] ?? Number.NaN)
        : Number.NaN;
    });
    if (!ratios.every((r) => Number.isFinite(r) && r > 0)) continue;
    const C = scaleMonomial(names, (values) => {
      const l = valueOf(lambda, values);
      return U.map((u) => at(l * u, values) / at(u, ones)).find(Number.isFinite) ?? Number.NaN;
    });
    if (!C) continue;
    const u = '__s';
    const g = substitute(
      names.reduce((h, n) => substitute(h, { k: 'var', name: n }, num(rat(1n))), f),
      { k: 'var', name: v },
      { k: 'var', name: u },
    );
    const G = recurse(g, u);
    if (!G) return null;
    const scale = asExpr(names, lambda);
    const back = product({ k: 'var', name: v }, power(scale, num(rat(-1n))));
    return product(scale, C, substitute(G, { k: 'var', name: u }, back));
  }
  return null;
}

/** C(p) = ∏ pᵢ^cᵢ (half-integer cᵢ, coefficient 1) from its values, confirmed at other points; else null. */
function scaleMonomial(names: string[], C: (values: number[]) => number): Expr | null {
  const base = names.map(() => 1.3);
  const c0 = C(base);
  const exponents = names.map((_, i) => {
    const moved = base.map((x, j) => (j === i ? x * 2 : x));
    return Math.round((2 * Math.log(C(moved) / c0)) / Math.log(2)) / 2;
  });
  if (!exponents.every(Number.isFinite) || Math.abs(c0 - valueOf(exponents, base)) > 1e-9 * Math.abs(c0)) return null;
  for (const set of SETS) {
    const values = set.slice(0, names.length);
    const expected = valueOf(exponents, values);
    if (Math.abs(C(values) - expected) > 1e-9 * Math.abs(expected)) return null;
  }
  return product(...names.map((n, i) => power({ k: 'var', name: n }, num(rat(BigInt(2 * (exponents[i] ?? 0)), 2n)))));
}

import type { Step } from '../types';
import { type Rational, div, mul, rat, toLatex } from '../rational';
import { type Exact, exactLatex, rawLatex, unitLatex } from './geometry-exact';
import type { GeometryText, Length, Role } from './geometry-read';

/** A measure found: its exact value, how the lengths were named, the steps, and a check computed another way. */
export interface Measure {
  value: Exact;
  dimension: 1 | 2 | 3;
  given: string[];
  steps: Step[];
  check: number;
  how: string;
  /** An exact check besides the floating-point one (a² + b² = c² substituted back). */
  exactCheck?: { ok: boolean; how: string };
}

/** Lengths that cannot make the shape (a leg longer than the hypotenuse): refused with this reason. */
export class ShapeRefusal extends Error {}

/** The lengths of a question, taken by name; what was taken is recorded so that no given length goes unused. */
export class Given {
  readonly used = new Set<Role | 'loose'>();
  constructor(readonly g: GeometryText) {}
  take(role: Role, count = 1): Length[] | null {
    const list = this.g.roles.get(role);
    if (!list || list.length !== count) return null;
    this.used.add(role);
    return list;
  }
  one(role: Role): Length | null {
    return this.take(role)?.[0] ?? null;
  }
  loose(count: number): Length[] | null {
    if (this.g.loose.length !== count) return null;
    this.used.add('loose');
    return this.g.loose;
  }
  all(): boolean {
    return [...this.g.roles.keys()].every((r) => this.used.has(r)) && (!this.g.loose.length || this.used.has('loose'));
  }
}

export const named = (name: string, l: Length) => `${name} = ${rawLatex(l.raw)}${unitLatex(l.unit, 1)}`;
export const sq = (x: Rational) => mul(x, x);
/** A number as a factor or a power's base: negative numbers and fractions in parentheses. */
export const p = (x: Rational) => (x.n < 0n || x.d !== 1n ? `\\left(${toLatex(x)}\\right)` : toLatex(x));
export const step = (title: string, explanation: string, latex: string): Step => ({ title, explanation, latex });
/** " = √169 = 13", or " = √5" when the root is already simplest. */
export const chain = (square: Rational, root: Exact) => {
  const simplest = exactLatex(root);
  const shown = `\\sqrt{${toLatex(square)}}`;
  return shown === simplest ? ` = ${shown}` : ` = ${shown} = ${simplest}`;
};
export const need = <T>(x: T | null): T => {
  if (x === null) throw new ShapeRefusal('The numbers are too large to simplify exactly.');
  return x;
};

export function radius(given: Given): { r: Rational; names: string[]; steps: Step[] } | null {
  const r = given.one('radius');
  const d = given.one('diameter');
  if ((r && d) || (!r && !d)) return null;
  if (r) return { r: r.value, names: [named('r', r)], steps: [] };
  const half = div((d as Length).value, rat(2n));
  const text = `r = \\frac{d}{2} = \\frac{${rawLatex((d as Length).raw)}}{2} = ${toLatex(half)}`;
  return {
    r: half,
    names: [named('d', d as Length)],
    steps: [step('Halve the diameter', 'The radius is half the diameter.', text)],
  };
}

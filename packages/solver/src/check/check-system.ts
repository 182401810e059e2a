import { parseExpression, toPoly } from '../parse';
import { asConstant, minus, substitute, variables } from '../polynomial';
import { type Rational, isZero } from '../rational';
import type { ReadAnswer } from '../read/answer';
import type { CheckTarget } from '../types';
import { type Verification, compareValue, exactOf, unreadable, verdict } from './compare';

type SystemTarget = Extract<CheckTarget, { kind: 'system' }>;

const COORDINATES = ['x', 'y', 'z'];
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The system's unknowns: the names its solution gives, else the names in its equations. */
function unknownsOf(target: SystemTarget): string[] {
  if (target.values) return Object.keys(target.values);
  const names = target.equations.flatMap((equation) => {
    const [l = '', r = ''] = equation.split('=');
    try {
      return variables(minus(toPoly(parseExpression(l)), toPoly(parseExpression(r))));
    } catch {
      return [];
    }
  });
  return [...new Set(names)];
}

/** The order the equations name the unknowns in, when every equation naming them all agrees; else null. */
function listedOrder(target: SystemTarget, names: string[]): string[] | null {
  const at = (equation: string, name: string) =>
    new RegExp(`(?<![A-Za-z_])${name}(?![A-Za-z_])`).exec(equation)?.index ?? -1;
  const orders = target.equations
    .filter((equation) => names.every((name) => at(equation, name) >= 0))
    .map((equation) => [...names].sort((a, b) => at(equation, a) - at(equation, b)).join(','));
  const distinct = [...new Set(orders)];
  return distinct.length === 1 ? (distinct[0] as string).split(',') : null;
}

/**
 * The unknowns a point's coordinates stand for, in order, and the other orders a reader could mean. x, y, z are
 * read in that order (a point is (x, y)); other names in the order the problem's equations list them when they
 * all agree; else alphabetically, the order being unclear.
 */
function pointOrders(target: SystemTarget): { order: string[]; others: string[][] } {
  const names = unknownsOf(target);
  const alphabetical = [...names].sort(byName);
  if (names.every((n) => COORDINATES.includes(n))) return { order: alphabetical, others: [] };
  const listed = listedOrder(target, names);
  const order = listed ?? alphabetical;
  const others = [alphabetical, listed ?? names].filter((o) => o.join() !== order.join());
  return { order, others };
}

/** The equation an exact assignment does not satisfy, null when it satisfies all, undefined when unknown. */
function unsatisfied(target: SystemTarget, assignment: Map<string, Rational>): string | null | undefined {
  for (const equation of target.equations) {
    const [l = '', r = ''] = equation.split('=');
    try {
      const difference = asConstant(
        substitute(minus(toPoly(parseExpression(l)), toPoly(parseExpression(r))), assignment),
      );
      if (!difference) return undefined;
      if (!isZero(difference)) return equation.trim();
    } catch {
      return undefined;
    }
  }
  return null;
}

/** Every value as an exact rational, or null when one is not (a decimal, a root). */
function exactAssignment(claimed: Map<string, string>): Map<string, Rational> | null {
  const out = new Map<string, Rational>();
  for (const [name, text] of claimed) {
    const exact = /\d\.\d/.test(text) ? null : exactOf(text);
    if (!exact) return null;
    out.set(name, exact);
  }
  return out;
}

const said = (claimed: Map<string, string>) => [...claimed].map(([n, v]) => `${n} = ${v}`).join(', ');

/** A point "(3, -4)", "((10)/(3), 3)": its coordinates (split at its top-level commas), or null when not one. */
function pointOf(answer: ReadAnswer): string[] | null {
  const only = answer.parts.length === 1 ? answer.parts[0] : undefined;
  const text = only && !only.name ? only.text.trim() : '';
  if (!text.startsWith('(') || !text.endsWith(')')) return null;
  const coordinates: string[] = [];
  let [depth, start] = [0, 1];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    if (text[i] === ')' && --depth === 0 && i < text.length - 1) return null;
    if (text[i] === ',' && depth === 1) {
      coordinates.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  coordinates.push(text.slice(start, -1).trim());
  return coordinates.length > 1 && coordinates.every(Boolean) ? coordinates : null;
}

/** Compares claimed values with the system's solution: the first that differs, or null when all agree. */
function firstDifference(target: SystemTarget, claimed: Map<string, string>): string | null | undefined {
  for (const [name, text] of claimed) {
    const expected = target.values?.[name] ?? (name === target.variable ? target.value : undefined);
    if (expected === undefined) return undefined;
    const compared = compareValue(text, expected);
    if (!compared) return undefined;
    if (!compared.equal) return name;
  }
  return null;
}

/**
 * A linear system's answer: assignments (x = 3, y = -4), a point (3, -4), or the asked unknown's value alone. A
 * full exact assignment is substituted into every equation (the system has one solution, so satisfying all is
 * being it); anything else is compared with the system's solution, decimals to the digits given.
 */
export function checkSystem(answer: ReadAnswer, target: SystemTarget, written: string, asksAll: boolean): Verification {
  const unknowns = unknownsOf(target);
  const point = pointOf(answer);
  const claimed = new Map<string, string>();
  if (point) {
    const { order, others } = pointOrders(target);
    if (point.length !== order.length)
      return verdict(
        'refuted',
        `The system has ${order.length} unknowns (${order.join(', ')}); the point gives ${point.length} values.`,
        target.value,
      );
    order.forEach((name, i) => claimed.set(name, point[i] as string));
    const exact = exactAssignment(claimed);
    const failed = exact ? unsatisfied(target, exact) : undefined;
    if (exact && typeof failed === 'string') {
      // Right in another order a reader could mean (b, a for "b + a = 5"): the order is unclear, not the answer wrong.
      const reordered = others.find((o) => {
        const other = new Map(o.map((name, i) => [name, exactOf(point[i] as string) as Rational]));
        return unsatisfied(target, other) === null;
      });
      if (reordered)
        return verdict(
          'not-checkable',
          `The point solves the system read as (${reordered.join(', ')}), not as (${order.join(', ')}): the order is unclear.`,
        );
      return verdict(
        'refuted',
        `The point gives ${said(claimed)}, which does not satisfy ${failed}.`,
        target.values ? said(new Map(Object.entries(target.values))) : target.value,
      );
    }
  } else {
    for (const part of answer.parts) {
      // "x < 2" is not a value of x: only assignments are read.
      if (part.relation && part.relation !== '=') return unreadable(written);
      if (part.name) claimed.set(part.name, part.text);
      // Something beside the assignments that is not one: the claim is not read whole.
      else if (answer.parts.length > 1) return unreadable(written);
    }
    const only = answer.parts.length === 1 ? answer.parts[0] : undefined;
    if (only && !only.name) claimed.set(target.variable, only.text);
  }
  if (claimed.size === 0 || [...claimed.keys()].some((n) => !unknowns.includes(n))) return unreadable(written);
  const exact = claimed.size === unknowns.length ? exactAssignment(claimed) : null;
  const failed = exact ? unsatisfied(target, exact) : undefined;
  const differs = firstDifference(target, claimed);
  if (typeof failed === 'string') return verdict('refuted', `The values do not satisfy ${failed}.`, target.value);
  if (differs === undefined) return unreadable(written);
  if (differs !== null) {
    // Satisfying every equation yet not the engine's solution: the two disagree, so neither verdict is sure.
    if (failed === null)
      return verdict('not-checkable', 'The values satisfy the equations, but differ from the solution found.');
    const expected = target.values?.[differs] ?? target.value;
    return verdict('refuted', `The system gives ${differs} = ${expected}, not ${claimed.get(differs)}.`, target.value);
  }
  // Right as far as it goes, but not what was asked: every unknown, or the one asked for.
  const missing = asksAll
    ? unknowns.filter((n) => !claimed.has(n))
    : claimed.has(target.variable)
      ? []
      : [target.variable];
  if (missing.length)
    return verdict('not-checkable', `The values given are right, but the answer leaves out ${missing.join(' and ')}.`);
  return failed === null
    ? verdict('verified', `${said(claimed)} satisfies every equation of the system (substituted back).`, target.value)
    : verdict(
        'verified',
        `It is the system's solution, ${said(claimed)}, which satisfies every equation (substituted back).`,
        target.value,
      );
}

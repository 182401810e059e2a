import { evaluate } from '../expr/expr';
import { parseExpression, toPoly } from '../parse';
import { type Poly, asConstant, minus, substitute } from '../polynomial';
import { isZero, toNumber } from '../rational';
import type { ReadAnswer } from '../read/answer';
import type { CheckTarget } from '../types';
import {
  type Verification,
  compareValue,
  decimalsOf,
  exactOf,
  exprOf,
  shown,
  single,
  unreadable,
  verdict,
} from './compare';
import { type Complex, complexOf, complexText, distinct, isComplexRoot, lonely, polynomialOf } from './complex-roots';

export function checkValue(
  answer: ReadAnswer,
  target: { value: string; exact?: boolean },
  written: string,
): Verification {
  const part = single(answer);
  if (!part) {
    return answer.parts.length > 1
      ? verdict(
          'refuted',
          `The problem has one answer, ${target.value}; the claim gives ${answer.parts.length}.`,
          target.value,
        )
      : unreadable(written);
  }
  const compared = compareValue(part.text, target.value, target.exact === true);
  if (!compared) return unreadable(written);
  return compared.equal
    ? verdict('verified', `It equals the value of the problem as read (${compared.how}).`, target.value)
    : verdict(
        'refuted',
        `The problem's value is ${target.value}; the claimed ${part.text} is not equal to it (${compared.how}).`,
        target.value,
      );
}

/** Substitutes a value into the equation: exact for rationals, numerically otherwise; null when it cannot. */
function residual(
  equation: string,
  variable: string,
  value: string,
): { zero: boolean; left: number; right: number } | null {
  const [l = '', r = ''] = equation.split('=');
  const exact = exactOf(value);
  try {
    if (exact) {
      const poly: Poly = minus(toPoly(parseExpression(l)), toPoly(parseExpression(r)));
      const left = asConstant(substitute(toPoly(parseExpression(l)), new Map([[variable, exact]])));
      const right = asConstant(substitute(toPoly(parseExpression(r)), new Map([[variable, exact]])));
      const difference = asConstant(substitute(poly, new Map([[variable, exact]])));
      if (left && right && difference)
        return { zero: isZero(difference), left: toNumber(left), right: toNumber(right) };
    }
  } catch {
    // not polynomial: numerically below
  }
  const [le, re, v] = [exprOf(l), exprOf(r), exprOf(value)];
  if (!le || !re || !v) return null;
  const x = evaluate(v, {});
  if (!Number.isFinite(x)) return null;
  const left = evaluate(le, { [variable]: x });
  const right = evaluate(re, { [variable]: x });
  // A value where the equation is not defined (log of a negative number, a zero denominator) does not solve it.
  if (!Number.isFinite(left) || !Number.isFinite(right)) return { zero: false, left, right };
  return { zero: Math.abs(left - right) <= 1e-9 * Math.max(1, Math.abs(left), Math.abs(right)), left, right };
}

export function checkRoots(
  answer: ReadAnswer,
  target: Extract<CheckTarget, { kind: 'roots' }>,
  written: string,
): Verification {
  const expected = target.roots.join(', ') || 'no real solution';
  const complete = target.complete;
  if (answer.none) {
    if (target.roots.length === 0)
      return complete
        ? verdict('verified', 'The equation has no real solution.', expected)
        : verdict('not-checkable', 'The engine cannot tell whether the equation has a real solution.');
    // The root is put back into the equation before "no solution" is called wrong.
    const root = target.roots.find((r) => residual(target.equation, target.variable, r)?.zero);
    return root
      ? verdict('refuted', `${target.variable} = ${root} solves the equation (substituted back).`, expected)
      : verdict('not-checkable', 'The engine could not confirm a solution by substituting it back.');
  }
  if (answer.all) {
    // One number that fails the equation, substituted, refutes "every number".
    for (const at of ['0', '1', '-1', '2', '1/2', '7']) {
      const r = residual(target.equation, target.variable, at);
      if (r && !r.zero && Number.isFinite(r.left) && Number.isFinite(r.right))
        return verdict(
          'refuted',
          `Not every number solves it: substituting ${target.variable} = ${at} gives ${shown(r.left)} on the left and ${shown(r.right)} on the right.`,
          expected,
        );
    }
    return verdict('not-checkable', 'The engine could not find a number that fails the equation.');
  }
  if (answer.parts.length === 0) return unreadable(written);
  const claimed: string[] = [];
  for (const part of answer.parts) {
    if ((part.name && part.name !== target.variable) || (part.relation && part.relation !== '='))
      return unreadable(written);
    claimed.push(part.text);
  }
  const approximate = claimed.some((c) => decimalsOf(c) > 0);
  const complexRoots: Complex[] = [];
  const polynomial = polynomialOf(target.equation, target.variable);
  for (const value of claimed) {
    // −1 + 2i: put into the polynomial with complex arithmetic (a decimal one only confirmed, never refuted).
    const z = complexOf(value, target.variable);
    if (z) {
      if (!polynomial || (decimalsOf(value) > 0 && !isComplexRoot(polynomial, z))) return unreadable(written);
      if (!isComplexRoot(polynomial, z))
        return verdict(
          'refuted',
          `Substituting ${target.variable} = ${value} does not make both sides equal.`,
          expected,
        );
      complexRoots.push(z);
      continue;
    }
    // A decimal stands for the root it rounds: it is matched to the engine's roots to its digits.
    if (approximate && decimalsOf(value) > 0) {
      if (!target.roots.some((root) => compareValue(value, root)?.equal)) {
        return verdict('refuted', `${target.variable} = ${value} is not a solution, to the digits given.`, expected);
      }
      continue;
    }
    const r = residual(target.equation, target.variable, value);
    if (!r) return unreadable(written);
    const w = target.within;
    const at = exprOf(value);
    const x = at ? evaluate(at, {}) : Number.NaN;
    if (w && Number.isFinite(x)) {
      const inside =
        (w.lowClosed ? x >= w.low - 1e-12 : x > w.low + 1e-12) &&
        (w.highClosed ? x <= w.high + 1e-12 : x < w.high - 1e-12);
      if (!inside)
        return verdict('refuted', `${target.variable} = ${value} is outside the interval asked for.`, expected);
    }
    if (!r.zero) {
      const solutions = !complete
        ? ''
        : target.roots.length === 0
          ? ' The equation has no real solution.'
          : ` The ${target.roots.length === 1 ? 'solution is' : 'solutions are'} ${expected}.`;
      return verdict(
        'refuted',
        Number.isFinite(r.left) && Number.isFinite(r.right)
          ? `Substituting ${target.variable} = ${value} gives ${shown(r.left)} on the left and ${shown(r.right)} on the right.${solutions}`
          : `The equation is not defined at ${target.variable} = ${value}.${solutions}`,
        expected,
      );
    }
  }
  if (!complete) {
    return verdict(
      'not-checkable',
      'Each value claimed solves the equation, but the engine cannot tell whether it has other solutions.',
    );
  }
  const missing = target.roots.find((root) => !claimed.some((c) => compareValue(c, root)?.equal));
  if (missing) return verdict('refuted', `${target.variable} = ${missing} also solves the equation.`, expected);
  if (complexRoots.length && polynomial) {
    // A real polynomial's complex roots come in conjugate pairs; its degree bounds how many there are.
    const alone = lonely(complexRoots);
    const conjugate = alone && { re: alone.re, im: -alone.im };
    if (conjugate && isComplexRoot(polynomial, conjugate))
      return verdict(
        'refuted',
        `${target.variable} = ${complexText(conjugate, shown)} also solves the equation.`,
        expected,
      );
    if (target.roots.length + distinct(complexRoots) < polynomial.length - 1)
      return verdict('not-checkable', 'Each value claimed solves the equation, but a root may repeat or be missing.');
    return verdict(
      'verified',
      'Each value substituted back (complex ones with complex arithmetic) satisfies the equation, and its degree allows no other root.',
      expected,
    );
  }
  return verdict(
    'verified',
    `Each value substituted back into the equation satisfies it, and the equation has no other real solution.`,
    expected,
  );
}

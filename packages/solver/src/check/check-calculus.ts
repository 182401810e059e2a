import { derivativeMatches, parameterValues } from '../expr/check';
import { differentiate } from '../expr/derivative';
import { type Expr, evaluate } from '../expr/expr';
import type { ReadAnswer } from '../read/answer';
import type { CheckTarget } from '../types';
import {
  ROUNDING,
  type Verification,
  agreeAt,
  exprOf,
  namesIn,
  roundingScale,
  shown,
  single,
  unreadable,
  verdict,
  where,
} from './compare';

export function checkDerivative(
  answer: ReadAnswer,
  target: Extract<CheckTarget, { kind: 'derivative' }>,
  written: string,
): Verification {
  const part = single(answer);
  const claim = part ? exprOf(part.text) : null;
  const f = exprOf(target.f);
  if (!claim || !f) return unreadable(written);
  let derivative = f;
  try {
    for (let k = 0; k < target.order; k++) derivative = differentiate(derivative, target.variable, new Set());
  } catch {
    return verdict('not-checkable', 'The engine could not differentiate the function to compare.');
  }
  const names = [...new Set([...namesIn(f), ...namesIn(claim), target.variable])];
  const same = agreeAt(claim, derivative, names);
  if (same.equal) {
    // For a first derivative a second, independent look: central differences of the function itself.
    const numeric =
      target.order === 1 ? derivativeMatches(f, claim, target.variable, parameterValuesOr(f, target.variable)) : true;
    if (numeric) return verdict('verified', 'It agrees with the derivative of the function at sample points.');
  }
  if (same.at) {
    return verdict(
      'refuted',
      `At ${where(same.at)} the claimed derivative is ${shown(same.x as number)}, but the derivative is ${shown(same.y as number)}.`,
    );
  }
  return verdict('not-checkable', 'The claim and the derivative could not be compared at enough points.');
}

function parameterValuesOr(f: Expr, v: string): Record<string, number> {
  try {
    return parameterValues(f, v);
  } catch {
    return {};
  }
}

export function checkAntiderivative(
  answer: ReadAnswer,
  target: Extract<CheckTarget, { kind: 'antiderivative' }>,
  written: string,
): Verification {
  const part = single(answer);
  const claim = part ? exprOf(part.text) : null;
  const f = exprOf(target.f);
  if (!claim || !f) return unreadable(written);
  let others: Record<string, number>;
  try {
    others = parameterValues(f, target.variable);
  } catch {
    return verdict('not-checkable', 'The integrand holds a name the engine cannot take as a number.');
  }
  if (derivativeMatches(claim, f, target.variable, others)) {
    return verdict('verified', 'Differentiating the claimed antiderivative gives the integrand back at sample points.');
  }
  // Where they part: the claim's slope (by central differences) against the integrand.
  for (const x of [0.7, 1.3, 2.1, -0.6, 0.45, 3.3]) {
    const h = 1e-5 * Math.max(1, Math.abs(x));
    const at = (t: number) => evaluate(claim, { ...others, [target.variable]: t }, true);
    const slope = (at(x + h) - at(x - h)) / (2 * h);
    const value = evaluate(f, { ...others, [target.variable]: x }, true);
    // The difference quotient's own rounding (the claim's terms over 2h) must not pass for a difference.
    const noise = (ROUNDING * roundingScale(claim, { ...others, [target.variable]: x })) / h;
    if (
      Number.isFinite(slope) &&
      Number.isFinite(value) &&
      Math.abs(slope - value) > 1e-4 * Math.max(1, Math.abs(value)) + noise
    ) {
      return verdict(
        'refuted',
        `Its derivative at ${target.variable} = ${shown(x)} is ${shown(slope)}, but the integrand there is ${shown(value)}.`,
      );
    }
  }
  return verdict('not-checkable', 'The claim and the integrand could not be compared at enough points.');
}

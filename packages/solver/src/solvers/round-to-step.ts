import { type Rational, div, mul, parseRational, rat, toDecimal, toNumber } from '../rational';
import { result } from '../types';

const abs = (x: bigint) => (x < 0n ? -x : x);

/** A rational as a plain decimal: "0.0000023", "-53000", "0". */
export function decimalText(x: Rational): string {
  const g = (a: bigint, b: bigint): bigint => (b === 0n ? a : g(b, a % b));
  const k = g(abs(x.n), x.d) || 1n;
  return toDecimal({ n: x.n / k, d: x.d / k }) ?? `${x.n}/${x.d}`;
}

/** x to the nearest multiple of a step (0.5, 0.25, 50), halves away from zero; checked in floating point. */
export function toStep(x: Rational, written: string, stepText: string) {
  const step = parseRational(stepText);
  if (step.n <= 0n) return null;
  const ratio = div(x, step);
  const negative = ratio.n < 0n;
  const n = negative ? -ratio.n : ratio.n;
  const whole = n / ratio.d;
  const up = 2n * (n % ratio.d) >= ratio.d ? whole + 1n : whole;
  const rounded = mul(rat(negative ? -up : up), step);
  const text = decimalText(rounded);
  const ok =
    Math.abs(toNumber(rounded) - toNumber(x)) <= toNumber(step) / 2 + 1e-12 &&
    Math.abs(toNumber(rounded) / toNumber(step) - Math.round(toNumber(rounded) / toNumber(step))) < 1e-9;
  return result('rounding', {
    reading: {
      latex: `\\text{round } ${written} \\text{ to the nearest ${stepText}}`,
      target: { kind: 'value', value: text, exact: true },
    },
    steps: [
      {
        title: 'Count the steps',
        explanation: `${written} is ${decimalText(ratio)} steps of ${stepText}; the nearest whole number of steps is ${negative ? -up : up}.`,
        latex: `${negative ? -up : up} \\times ${stepText} = ${text}`,
      },
    ],
    answer: { value: text, latex: text },
    verified: { ok, method: 'on the grid of the step and within half a step, measured again in floating point' },
  });
}

import { type SolveResult, result } from '../types';

/**
 * "The sum (or product) of the prime factors of n": of the distinct ones, unless a prime repeats and "distinct" is
 * not said (then it is not answered: null). Undefined when the question asks for neither.
 */
export function primeFactorSum(
  question: string,
  written: string,
  n: bigint,
  factors: bigint[],
  distinct: bigint[],
  ok: boolean,
): SolveResult | null | undefined {
  const combined = /\b(sum|product) of (?:all )?(?:the |its )?(distinct |different )?prime (?:factors|divisors)/i.exec(
    question,
  );
  if (!combined) return undefined;
  if (!combined[2] && distinct.length !== factors.length) return null;
  const sum = /sum/i.test(combined[1] as string);
  const value = distinct.reduce((a, b) => (sum ? a + b : a * b), sum ? 0n : 1n);
  return result('number-theory', {
    reading: {
      latex: `\\text{the ${sum ? 'sum' : 'product'} of the prime factors of } ${written}`,
      target: { kind: 'value', value: `${value}` },
    },
    steps: [
      { title: 'Trial division', explanation: `${n} = ${factors.join(' × ')}.`, latex: factors.join(' \\cdot ') },
      {
        title: sum ? 'Add them' : 'Multiply them',
        explanation: `The distinct prime factors are ${distinct.join(', ')}.`,
        latex: `${distinct.join(sum ? ' + ' : ' \\cdot ')} = ${value}`,
      },
    ],
    answer: { value: `${value}`, latex: `${value}` },
    verified: { ok, method: 'the factors multiplied back, each prime by the Miller–Rabin test' },
  });
}

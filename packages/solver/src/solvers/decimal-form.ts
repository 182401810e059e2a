import { type Rational, add, div, eq, parseRational, rat, toDecimal, toText } from '../rational';
import { type Solver, result } from '../types';
import { clean } from './answer-format';
import { valueOf } from './values';

/**
 * A fraction, a mixed number or a percent written as a decimal: "Write 3/8 as a decimal" (0.375), "What is 2/3 as
 * a decimal?" (0.6 repeating, kept exact as 2/3 for checking). The digits come from long division; the check reads
 * them back into a fraction (a repeating block r of k digits adds r/(10^k − 1)) and compares.
 */

const MAX_DIGITS = 60;

/** The digits of |x| after the point: the part before the repeat, and the repeating block ('' if it ends). */
function longDivision(x: Rational): { whole: bigint; before: string; repeat: string } | null {
  const n = x.n < 0n ? -x.n : x.n;
  const whole = n / x.d;
  let r = n % x.d;
  const seen = new Map<bigint, number>();
  let digits = '';
  while (r !== 0n && !seen.has(r)) {
    if (digits.length > MAX_DIGITS) return null;
    seen.set(r, digits.length);
    r *= 10n;
    digits += String(r / x.d);
    r %= x.d;
  }
  if (r === 0n) return { whole, before: digits, repeat: '' };
  const at = seen.get(r) as number;
  return { whole, before: digits.slice(0, at), repeat: digits.slice(at) };
}

export const solveAsDecimal: Solver = (problem) => {
  const m =
    /^(?:what is|what's|write|convert|express|change|give|turn)\s+(.+?)\s+(?:as|to|into|in)\s+(?:a\s+)?decimal(?: form| number| notation)?$/i.exec(
      clean(problem),
    );
  if (!m) return null;
  const written = (m[1] as string).trim();
  const percent = /^(-?\d+(?:\.\d+)?)\s*(?:%|percent)$/i.exec(written);
  const x = percent ? div(parseRational(percent[1] as string), rat(100n)) : valueOf(written);
  if (!x || x.d === 1n) return null;
  const digits = longDivision(x);
  if (!digits) return null;
  const sign = x.n < 0n ? '-' : '';
  const { whole, before, repeat } = digits;
  // Read back: whole + before/10^a + repeat/((10^k − 1)·10^a).
  const a = 10n ** BigInt(before.length);
  let back = add(rat(whole), rat(BigInt(before || '0'), a));
  if (repeat) back = add(back, rat(BigInt(repeat), (10n ** BigInt(repeat.length) - 1n) * a));
  const ok = eq(sign ? rat(-back.n, back.d) : back, x);
  const decimal = repeat ? null : toDecimal(x);
  const latex = repeat ? `${sign}${whole}.${before}\\overline{${repeat}}` : (decimal as string);
  return result('arithmetic', {
    reading: {
      latex: `${percent ? `${percent[1]}\\%` : written} \\text{ as a decimal}`,
      target: { kind: 'value', value: toText(x) },
    },
    steps: [
      {
        title: 'Divide',
        explanation: repeat
          ? `Long division: the remainders repeat, so the digits ${repeat} repeat for ever.`
          : 'Long division ends: the decimal terminates.',
        latex: `${percent ? `${percent[1]}\\%` : written.replace(/\*/g, '\\cdot ')} = ${latex}`,
      },
    ],
    answer: { value: decimal ?? toText(x), latex },
    verified: { ok, method: 'the decimal digits read back into a fraction' },
  });
};

import { gcd } from '../rational';
import type { Solver } from '../types';
import { clean } from './answer-format';
import { answered, cube, square } from './integer-sets';

/**
 * Facts about one number's divisors: "the sum of the divisors of 12", "is 28 a perfect number", "are 35 and 64
 * relatively prime", "the smallest number to multiply 50 by to get a perfect square". Each checked by listing.
 */

const divisorSum = (n: number) => {
  let s = 0;
  for (let d = 1; d * d <= n; d++) if (n % d === 0) s += d === n / d ? d : d + n / d;
  return s;
};

/** σ(n), perfect numbers, coprime pairs, the factor to a perfect power. */
export const solveDivisorFacts: Solver = (problem) => {
  const t = clean(problem);
  if (t.length > 300) return null;
  const sum =
    /^(?:what is |find )?the sum of (?:all )?(?:the )?(proper |positive )?(?:divisors|factors) of (\d{1,12})$/i.exec(t);
  if (sum) {
    const n = Number(sum[2]);
    const proper = /proper/i.test(sum[1] ?? '');
    const all = divisorSum(n) - (proper ? n : 0);
    // Again by listing every divisor one at a time (small n) or from the prime factors.
    let again = 0;
    if (n <= 1_000_000) for (let d = 1; d <= n; d++) if (n % d === 0 && !(proper && d === n)) again += d;
    const ok = n > 1_000_000 || again === all;
    return answered(
      `\\sigma${proper ? '^*' : ''}(${n})`,
      String(all),
      { kind: 'value', value: String(all) },
      `The ${proper ? 'proper ' : ''}divisors of ${n} added.`,
      ok,
      'every divisor listed one at a time and added',
    );
  }
  // The smallest factor that makes n a perfect square (cube): each prime's power brought up to a multiple of k.
  const make =
    /\bsmallest (?:positive )?(?:integer|whole number|number)\b.*?\bmultipl(?:y|ied)\s+(\d{1,9})\s+by\b.*?\bperfect (square|cube)\b/i.exec(
      t,
    ) ??
    /\bsmallest (?:positive )?(?:integer|whole number|number)\b.*?\b(\d{1,9}) (?:must|should|can|has to|needs to) be multiplied by\b.*?\bperfect (square|cube)\b/i.exec(
      t,
    ) ??
    /\bsmallest (?:positive )?(?:integer|whole number|number)\b.*?\b(?:times|multiplied by)\s+(\d{1,9})\b.*?\bperfect (square|cube)\b/i.exec(
      t,
    );
  // "the smallest positive integer n such that 12n is a perfect cube": the same question.
  const suchThat =
    /\bsmallest (?:positive )?(?:integer|whole number|number)\s+([a-z])\s+(?:such that|so that|for which)\s+(\d{1,9})\s*\*?\s*\1\s+is an? perfect (square|cube)\b/i.exec(
      t,
    );
  if (!make && suchThat)
    return solveDivisorFacts(
      `What is the smallest positive integer you can multiply ${suchThat[2]} by to get a perfect ${suchThat[3]}`,
      0,
    );
  if (make && (t.match(/\d+/g) ?? []).length === 1) {
    const n = Number(make[1]);
    const k = /square/i.test(make[2] as string) ? 2 : 3;
    let factor = 1;
    let rest = n;
    for (let p = 2; p * p <= rest; p++) {
      let e = 0;
      while (rest % p === 0) {
        rest /= p;
        e++;
      }
      factor *= p ** ((k - (e % k)) % k);
    }
    if (rest > 1) factor *= rest ** (k - 1);
    const power = (x: number) => (k === 2 ? square(x) : cube(x));
    // Checked by trying every smaller multiplier.
    let first = 0;
    for (let m = 1; m <= factor && !first; m++) if (power(n * m)) first = m;
    if (!Number.isSafeInteger(n * factor)) return null;
    return answered(
      `\\min\\{m : ${n}m \\text{ a perfect ${k === 2 ? 'square' : 'cube'}}\\}`,
      String(factor),
      { kind: 'value', value: String(factor) },
      `Each prime of ${n} needs a power that is a multiple of ${k}: ${n} × ${factor} = ${n * factor}.`,
      first === factor,
      'every smaller multiplier tried',
    );
  }
  const perfect = /^is (\d{1,12}) a perfect number$/i.exec(t);
  if (perfect) {
    const n = Number(perfect[1]);
    const yes = divisorSum(n) - n === n;
    let again = 0;
    if (n <= 1_000_000) for (let d = 1; d < n; d++) if (n % d === 0) again += d;
    return answered(
      `${n} \\text{ perfect?}`,
      yes ? 'True' : 'False',
      { kind: 'boolean', value: yes },
      `The proper divisors of ${n} add up to ${divisorSum(n) - n}.`,
      n > 1_000_000 || (again === n) === yes,
      'the proper divisors listed one at a time and added',
    );
  }
  const coprime = /^are (\d{1,15}) and (\d{1,15}) (?:relatively prime|coprime|co-prime)$/i.exec(t);
  if (coprime) {
    const [a, b] = [BigInt(coprime[1] as string), BigInt(coprime[2] as string)];
    const yes = gcd(a, b) === 1n;
    // Again by Euclid's subtraction-free loop written out.
    let [x, y] = [a, b];
    while (y) [x, y] = [y, x % y];
    return answered(
      `\\gcd(${a}, ${b}) = 1?`,
      yes ? 'True' : 'False',
      { kind: 'boolean', value: yes },
      `gcd(${a}, ${b}) = ${gcd(a, b)}.`,
      (x === 1n) === yes,
      "Euclid's algorithm run again",
    );
  }
  return null;
};

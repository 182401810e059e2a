import type { Rational } from '../rational';
import { type Given, type Solver, result } from '../types';
import { primeFactorSum } from './prime-factor-sums';
import { valueOf } from './values';

const clean = (problem: string) =>
  problem
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.]\s*$/, '');

/** A whole number from an expression (with the problem's own values), or null. */
function integerOf(text: string, given?: Given): bigint | null {
  const v: Rational | null = valueOf(text, given);
  return v && v.d === 1n ? v.n : null;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

/** Trial division up to √n, with its factors in order. */
function factorize(n: bigint, deadline: number): bigint[] {
  const factors: bigint[] = [];
  let m = abs(n);
  for (let p = 2n; p * p <= m; p += p === 2n ? 1n : 2n) {
    if (Date.now() > deadline) throw new Error('time limit');
    while (m % p === 0n) {
      factors.push(p);
      m /= p;
    }
  }
  if (m > 1n) factors.push(m);
  return factors;
}

const modPow = (base: bigint, e: bigint, m: bigint) => {
  let result = 1n;
  let b = base % m;
  let x = e;
  while (x > 0n) {
    if (x & 1n) result = (result * b) % m;
    b = (b * b) % m;
    x >>= 1n;
  }
  return result;
};

/** Miller–Rabin with the bases that make it exact below 3.3 × 10^24: the check apart from trial division. */
export function millerRabin(n: bigint): boolean {
  if (n < 2n) return false;
  const small = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];
  for (const p of small) if (n % p === 0n) return n === p;
  let d = n - 1n;
  let s = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    s++;
  }
  return small.every((a) => {
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) return true;
    for (let r = 1; r < s; r++) {
      x = (x * x) % n;
      if (x === n - 1n) return true;
    }
    return false;
  });
}

// Trial division takes about √n steps: beyond this, the answer would wait on the time limit.
const MAX_TRIAL = 10n ** 16n;

/** "What is the remainder when A is divided by B?" */
export const solveRemainder: Solver = (problem, _deadline, given) => {
  const m = /remainder when (.+?) is divided by (.+)$/i.exec(clean(given?.question ?? problem));
  if (!m) return null;
  const a = integerOf(m[1] as string, given);
  const b = integerOf(m[2] as string, given);
  if (a === null || b === null || b === 0n) return null;
  const r = ((a % b) + abs(b)) % abs(b);
  const q = (a - r) / b;
  return result('number-theory', {
    reading: { latex: `${m[1]} \\bmod ${m[2]}`, target: { kind: 'value', value: `${r}` } },
    steps: [
      {
        title: 'Divide with remainder',
        explanation: `${a} = ${q} × ${b} + ${r}, with 0 ≤ ${r} < |${b}|.`,
        latex: `${a} = ${q} \\cdot ${b} + ${r}`,
      },
    ],
    answer: { value: `${r}`, latex: `${r}` },
    verified: {
      ok: q * b + r === a && r >= 0n && r < abs(b),
      method: 'quotient times divisor plus remainder gives the number back',
    },
  });
};

/** "Is 38 a factor of 1140?", "Does 16 divide t?", "Is 4321 a multiple of 29?" */
export const solveDivides: Solver = (problem, _deadline, given) => {
  const t = clean(given?.question ?? problem);
  const patterns: [RegExp, boolean][] = [
    [/^is (.+?) a (?:factor|divisor) of (.+)$/i, false],
    [/^does (.+?) divide (.+)$/i, false],
    [/^is (.+?) a multiple of (.+)$/i, true],
    [/^is (.+?) divisible by (.+)$/i, true],
  ];
  for (const [pattern, reversed] of patterns) {
    const m = pattern.exec(t);
    if (!m) continue;
    const x = integerOf(m[1] as string, given);
    const y = integerOf(m[2] as string, given);
    if (x === null || y === null) return null;
    const [divisor, number] = reversed ? [y, x] : [x, y];
    const [divisorText, numberText] = reversed ? [m[2], m[1]] : [m[1], m[2]];
    if (divisor === 0n) return null;
    const answer = number % divisor === 0n;
    // Checked another way: the quotient rounded, multiplied back.
    const q = number / divisor;
    const ok = (q * divisor === number) === answer;
    return result('number-theory', {
      reading: { latex: `${divisorText} \\mid ${numberText}\\;?`, target: { kind: 'boolean', value: answer } },
      steps: [
        {
          title: 'Divide',
          explanation: `${number} ÷ ${divisor} leaves remainder ${((number % divisor) + abs(divisor)) % abs(divisor)}.`,
          latex: `${number} \\bmod ${divisor} = ${((number % divisor) + abs(divisor)) % abs(divisor)}`,
        },
      ],
      answer: { value: answer ? 'True' : 'False', latex: `\\text{${answer ? 'True' : 'False'}}` },
      verified: { ok, method: 'the whole quotient multiplied back' },
    });
  }
  return null;
};

/** "Is 193642 even?", "Is n an odd number?", "Is 2^10 + 1 even or odd?" (answered with the word). */
export const solveParity: Solver = (problem, _deadline, given) => {
  const t = clean(given?.question ?? problem);
  const m =
    /^(?:is|determine (?:whether|if)) (.+?) (?:is )?(?:an? )?(even or odd|odd or even|even|odd)(?: number)?$/i.exec(
      t,
    ) ?? /^(?:is|determine (?:whether|if)) (.+?) (?:is )?(?:an? )?(even|odd)(?: number)? or (?:not|odd|even)$/i.exec(t);
  if (!m) return null;
  const n = integerOf(m[1] as string, given);
  if (n === null) return null;
  const even = n % 2n === 0n;
  const asked = (m[2] as string).toLowerCase();
  const which = even ? 'even' : 'odd';
  // Checked another way: the last digit.
  const last = Number(abs(n).toString().slice(-1));
  const steps = [
    {
      title: 'Divide by 2',
      explanation: `${n} leaves remainder ${even ? 0 : 1} when divided by 2, so it is ${which}.`,
      latex: `${n} \\bmod 2 = ${even ? 0 : 1}`,
    },
  ];
  const verified = { ok: (last % 2 === 0) === even, method: 'the last digit checked again' };
  if (asked.includes(' or ')) {
    return result('number-theory', {
      reading: { latex: `${m[1]} \\text{ even or odd?}`, target: { kind: 'text', value: which } },
      steps,
      answer: { value: which, latex: `\\text{${which}}` },
      verified,
    });
  }
  const answer = asked === 'even' ? even : !even;
  return result('number-theory', {
    reading: { latex: `${m[1]} \\text{ ${asked}}\\;?`, target: { kind: 'boolean', value: answer } },
    steps,
    answer: { value: answer ? 'True' : 'False', latex: `\\text{${answer ? 'True' : 'False'}}` },
    verified,
  });
};

/** "How many divisors does 36 have?", "number of positive factors of 360", "list the divisors of 28". */
export const solveDivisors: Solver = (problem, deadline, given) => {
  const t = clean(given?.question ?? problem);
  const count =
    /^(?:how many (?:positive |whole number |distinct )?(?:divisors|factors) does (.+?) have|(?:find |what is |determine |calculate |compute )?the (?:total )?number of (?:positive |distinct )?(?:divisors|factors) of (.+))$/i.exec(
      t,
    );
  const list =
    /^(?:find |list |what are |give |write (?:down )?)?(?:all )?(?:of )?the (?:positive )?(?:divisors|factors) of (.+)$/i.exec(
      t,
    );
  const m = count ?? list;
  if (!m) return null;
  const written = (m[1] ?? m[2]) as string;
  const n = integerOf(written, given);
  if (n === null || n < 1n || n > 10n ** 12n) return null;
  const factors = factorize(n, deadline);
  const powers = new Map<bigint, number>();
  for (const p of factors) powers.set(p, (powers.get(p) ?? 0) + 1);
  // Every divisor is a product of prime powers up to each exponent.
  let divisors = [1n];
  for (const [p, e] of powers) {
    const next: bigint[] = [];
    for (const d of divisors) for (let k = 0, q = 1n; k <= e; k++, q *= p) next.push(d * q);
    divisors = next;
  }
  divisors.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const product = [...powers.values()].map((e) => `(${e} + 1)`).join(' × ') || '1';
  // Checked by plain division of n by every d up to √n, apart from the prime factorization.
  let counted = 0;
  for (let d = 1n; d * d <= n; d++) if (n % d === 0n) counted += d * d === n ? 1 : 2;
  const ok = counted === divisors.length && divisors.every((d) => n % d === 0n);
  const factorLatex = [...powers].map(([p, e]) => (e > 1 ? `${p}^{${e}}` : `${p}`)).join(' \\cdot ') || '1';
  const steps = [
    {
      title: 'Factor into primes',
      explanation: `${n} = ${factors.join(' × ') || '1'}.`,
      latex: `${n} = ${factorLatex}`,
    },
    count
      ? {
          title: 'Count the choices of each exponent',
          explanation: `A divisor takes each prime to any power from 0 up to its exponent: ${product} = ${divisors.length}.`,
          latex: `${product.replace(/×/g, '\\cdot')} = ${divisors.length}`,
        }
      : {
          title: 'Combine the prime powers',
          explanation: `Every product of the prime powers is a divisor: ${divisors.join(', ')}.`,
          latex: divisors.join(',\\ '),
        },
  ];
  const method = 'every number up to the square root tried as a divisor';
  if (count)
    return result('number-theory', {
      reading: {
        latex: `\\text{number of divisors of } ${written}`,
        target: { kind: 'value', value: `${divisors.length}` },
      },
      steps,
      answer: { value: `${divisors.length}`, latex: `${divisors.length}` },
      verified: { ok, method },
    });
  if (divisors.length > 200) return null;
  return result('number-theory', {
    reading: {
      latex: `\\text{divisors of } ${written}`,
      target: { kind: 'list', items: divisors.map(String), ordered: false },
    },
    steps,
    answer: { value: divisors.join(', '), latex: divisors.join(', ') },
    verified: { ok, method },
  });
};

/** "Is 1009 prime?", "Is 4087 a composite number?", "Is f composite?" */
export const solvePrime: Solver = (problem, deadline, given) => {
  const m =
    /^(?:is|determine (?:whether|if)) (.+?) (?:is )?(?:a )?(prime|composite)(?: number)?(?: or (?:not|composite|prime))?$/i.exec(
      clean(given?.question ?? problem),
    );
  if (!m) return null;
  const n = integerOf(m[1] as string, given);
  if (n === null || abs(n) > MAX_TRIAL) return null;
  const factors = n >= 2n ? factorize(n, deadline) : [];
  const prime = n >= 2n && factors.length === 1;
  const composite = n >= 4n && factors.length > 1;
  const asked = (m[2] as string).toLowerCase();
  const answer = asked === 'prime' ? prime : composite;
  // "Prime or composite?" asks which, not yes or no.
  const which = /\bor (?:composite|prime)$/i.test(m[0]) && n >= 2n ? (prime ? 'prime' : 'composite') : null;
  const steps = [
    {
      title: 'Trial division',
      explanation:
        n < 2n
          ? `${n} is less than 2: neither prime nor composite.`
          : prime
            ? `No number from 2 to √${n} divides ${n}.`
            : `${n} = ${factors.join(' × ')}.`,
      latex: n < 2n ? `${n}` : factors.join(' \\cdot '),
    },
  ];
  const checked = { ok: prime === millerRabin(n), method: 'the Miller–Rabin test, apart from trial division' };
  if (which) {
    return result('number-theory', {
      reading: { latex: `${m[1]} \\text{: prime or composite?}`, target: { kind: 'text', value: which } },
      steps,
      answer: { value: which, latex: `\\text{${which}}` },
      verified: checked,
    });
  }
  return result('number-theory', {
    reading: { latex: `${m[1]} \\text{ ${asked}?}`, target: { kind: 'boolean', value: answer } },
    steps,
    answer: { value: answer ? 'True' : 'False', latex: `\\text{${answer ? 'True' : 'False'}}` },
    verified: checked,
  });
};

/** "Prime factorization of 360", "write 84 as a product of primes": 2^3 * 3^2 * 5. */
export const solvePrimeFactorization: Solver = (problem, deadline, given) => {
  const t = clean(given?.question ?? problem);
  const m =
    /^(?:find |what is |give |write )?(?:the )?prime factori[sz]ation of (.+)$/i.exec(t) ??
    /^(?:write|express) (.+?) as (?:a )?product of (?:its )?primes?(?: factors)?$/i.exec(t) ??
    /^factori[sz]e (.+?) into primes$/i.exec(t);
  if (!m) return null;
  const n = integerOf(m[1] as string, given);
  if (n === null || abs(n) < 2n || abs(n) > MAX_TRIAL) return null;
  const factors = factorize(n, deadline);
  const distinct = [...new Set(factors)].sort((a, b) => (a < b ? -1 : 1));
  const power = (p: bigint) => factors.filter((f) => f === p).length;
  const text = distinct.map((p) => (power(p) > 1 ? `${p}^${power(p)}` : `${p}`)).join(' * ');
  const latex = distinct.map((p) => (power(p) > 1 ? `${p}^{${power(p)}}` : `${p}`)).join(' \\cdot ');
  const ok = factors.reduce((a, b) => a * b, 1n) === abs(n) && distinct.every(millerRabin);
  return result('number-theory', {
    // A product equal to the number is not yet a factorization into primes: answers are not checked here.
    reading: { latex: `\\text{prime factorization of } ${m[1]}`, target: null },
    steps: [
      {
        title: 'Divide by primes in turn',
        explanation: `${abs(n)} = ${factors.join(' × ')}.`,
        latex: `${abs(n)} = ${latex}`,
      },
    ],
    answer: { value: text, latex },
    verified: { ok, method: 'the factors multiplied back, each prime by the Miller–Rabin test' },
  });
};

/** "List the prime factors of 2310.", "What are the prime factors of j?" */
export const solvePrimeFactors: Solver = (problem, deadline, given) => {
  const t = clean(given?.question ?? problem);
  // "the largest prime factor of 999": one of them.
  const one = /\b(largest|greatest|biggest|smallest|least) prime (?:factor|divisor) of (.+)$/i.exec(t);
  const m = one ? [one[0], one[2]] : /prime (?:factors|divisors) of (.+)$/i.exec(t);
  if (!m) return null;
  const n = integerOf(m[1] as string, given);
  if (n === null || abs(n) < 2n || abs(n) > MAX_TRIAL) return null;
  const factors = factorize(n, deadline);
  const distinct = [...new Set(factors)].sort((a, b) => (a < b ? -1 : 1));
  const ok = factors.reduce((a, b) => a * b, 1n) === abs(n) && distinct.every(millerRabin);
  if (one) {
    const pick = /largest|greatest|biggest/i.test(one[1] as string) ? distinct.at(-1) : distinct[0];
    return result('number-theory', {
      reading: {
        latex: `\\text{the ${(one[1] as string).toLowerCase()} prime factor of } ${m[1]}`,
        target: { kind: 'value', value: `${pick}` },
      },
      steps: [
        {
          title: 'Trial division',
          explanation: `${abs(n)} = ${factors.join(' × ')}.`,
          latex: factors.join(' \\cdot '),
        },
      ],
      answer: { value: `${pick}`, latex: `${pick}` },
      verified: { ok, method: 'the factors multiplied back, each prime by the Miller–Rabin test' },
    });
  }
  const combined = primeFactorSum(t, m[1] as string, abs(n), factors, distinct, ok);
  if (combined !== undefined) return combined;
  const answer = distinct.join(', ');
  return result('number-theory', {
    reading: {
      latex: `\\text{prime factors of } ${m[1]}`,
      target: { kind: 'list', items: distinct.map(String), ordered: false },
    },
    steps: [
      { title: 'Trial division', explanation: `${abs(n)} = ${factors.join(' × ')}.`, latex: factors.join(' \\cdot ') },
    ],
    answer: { value: answer, latex: answer },
    verified: { ok, method: 'the factors multiplied back, each prime by the Miller–Rabin test' },
  });
};

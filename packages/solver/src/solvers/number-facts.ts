import { evaluate } from '../expr/evaluate';
import { fromNode } from '../expr/expr';
import { parseExpression } from '../parse';
import { type Rational, sub, toLatex, toNumber, toText } from '../rational';
import { nodeLatex } from '../read/reading';
import { type Solver, result } from '../types';
import { clean } from './answer-format';
import { factorial } from './counting';
import { itemsOf, valueOf } from './values';

/**
 * Small facts with a clear rule: whether a number is a perfect square or cube, how many squares or integers lie
 * between two numbers, seatings around a round table, the common difference or ratio of a sequence, and whether a
 * function is even, odd or neither. Each is checked by a second, independent count or test.
 */

const real = (text: string): number | null => {
  try {
    const v = evaluate(fromNode(parseExpression(text)), {});
    return Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
};
const iroot = (n: bigint, k: number): bigint => {
  let r = BigInt(Math.round(Number(n) ** (1 / k)));
  while (r ** BigInt(k) > n) r--;
  while ((r + 1n) ** BigInt(k) <= n) r++;
  return r;
};
const answered = (latex: string, value: string, explanation: string, shown: string, ok: boolean, method: string) =>
  result('number-theory', {
    reading: { latex, target: { kind: /^(?:True|False|even|odd|neither)$/.test(value) ? 'text' : 'value', value } },
    steps: [{ title: 'Apply the rule', explanation, latex: shown }],
    answer: { value, latex: /^[A-Za-z]+$/.test(value) ? `\\text{${value}}` : value },
    verified: { ok, method },
  });

export const solveNumberFacts: Solver = (problem) => {
  const t = clean(problem);
  if (t.length > 300) return null;
  const perfect = /^is (\d{1,30}) a perfect (square|cube)$/i.exec(t);
  if (perfect) {
    const n = BigInt(perfect[1] as string);
    const k = /square/i.test(perfect[2] as string) ? 2 : 3;
    const r = iroot(n, k);
    const yes = r ** BigInt(k) === n;
    const float = Math.round(Number(n) ** (1 / k)) ** k === Number(n);
    return answered(
      `${n} \\text{ a perfect ${k === 2 ? 'square' : 'cube'}?}`,
      yes ? 'True' : 'False',
      yes
        ? `${n} = ${r}${k === 2 ? '²' : '³'}.`
        : `${r}${k === 2 ? '²' : '³'} = ${r ** BigInt(k)} < ${n} < ${(r + 1n) ** BigInt(k)}.`,
      yes ? `${n} = ${r}^{${k}}` : `${r}^{${k}} < ${n} < ${r + 1n}^{${k}}`,
      yes === float || Number(n) > 2 ** 52,
      'the root found again in floating point and raised back',
    );
  }
  const squares =
    /^how many perfect (squares|cubes) (?:are (?:there )?)?(?:between|from) (\d{1,15}) (?:and|to) (\d{1,15})(?: inclusive)?$/i.exec(
      t,
    );
  if (squares) {
    const k = /square/i.test(squares[1] as string) ? 2 : 3;
    const [a, b] = [BigInt(squares[2] as string), BigInt(squares[3] as string)];
    if (a > b || b - a > 10_000_000n) return null;
    // Strictly between unless the problem says inclusive; the squares from ⌈a^(1/k)⌉ to ⌊b^(1/k)⌋.
    const inclusive = /inclusive|\bfrom\b/i.test(t);
    const lo = a + (inclusive ? 0n : 1n);
    const hi = b - (inclusive ? 0n : 1n);
    const first = iroot(lo - 1n, k) + 1n;
    const last = iroot(hi, k);
    const count = last >= first ? last - first + 1n : 0n;
    if (last - first > 1_000_000n) return null;
    // Listed again near the range only: every power from just below the first to just past the last.
    let listed = 0n;
    for (let r = first > 2n ? first - 2n : 1n; r <= last + 2n; r++) {
      const power = r ** BigInt(k);
      if (power >= lo && power <= hi) listed++;
    }
    return answered(
      `\\#\\{n^{${k}} : ${a} ${inclusive ? '\\le' : '<'} n^{${k}} ${inclusive ? '\\le' : '<'} ${b}\\}`,
      `${count}`,
      `From ${first}${k === 2 ? '²' : '³'} to ${last}${k === 2 ? '²' : '³'}.`,
      `${first}^{${k}}, \\dots, ${last}^{${k}}`,
      listed === count,
      'every power listed and counted again',
    );
  }
  const between =
    /^how many (?:whole numbers|integers) (?:are (?:there )?)?(?:strictly )?between (.+?) and (.+?)$/i.exec(t);
  if (between) {
    const [x, y] = [real(between[1] as string), real(between[2] as string)];
    if (x === null || y === null || Math.abs(y - x) > 1e7) return null;
    // Whole numbers start at 0; integers run both ways.
    const floorAt = /whole numbers/i.test(between[0]) ? -0.5 : -Infinity;
    const [a, b] = (x <= y ? [x, y] : [y, x]).map((v) => Math.max(v, floorAt)) as [number, number];
    // Exact endpoints that are whole numbers are not between.
    const exactA = valueOf(between[1] as string);
    const exactB = valueOf(between[2] as string);
    const lo = Number.isInteger(a) && (exactA || exactB) ? a + 1 : Math.ceil(a) === a ? a + 1 : Math.ceil(a);
    const hi = Number.isInteger(b) ? b - 1 : Math.floor(b);
    const count = Math.max(0, hi - lo + 1);
    let listed = 0;
    for (let n = Math.floor(a) - 1; n <= Math.ceil(b) + 1; n++) if (n > a + 1e-12 && n < b - 1e-12) listed++;
    const latexOf = (s: string) => nodeLatex(parseExpression(s));
    return answered(
      `\\#\\{n \\in \\mathbb{Z} : ${latexOf(between[1] as string)} < n < ${latexOf(between[2] as string)}\\}`,
      `${count}`,
      `The integers from ${lo} to ${hi}.`,
      `${lo}, \\dots, ${hi}`,
      listed === count,
      'every integer near the ends tested and counted again',
    );
  }
  const round =
    /^(?:in )?how many (?:different )?ways can (\d+|[a-z]+) (?:people|persons|guests|friends|students|children|knights|kids) (?:be seated|sit|be arranged) (?:around|at) (?:a )?(?:round|circular) table(?:,? (?:if|when|where) rotations (?:count as|are(?: considered)?) the same)?$/i.exec(
      t,
    );
  if (round) {
    const n = Number(round[1]);
    if (!Number.isInteger(n) || n < 1 || n > 100) return null;
    const value = factorial(n - 1);
    return answered(
      `(${n} - 1)! \\text{ seatings around a round table}`,
      `${value}`,
      'Turning the table gives the same seating, so fix one person and arrange the rest.',
      `(${n} - 1)! = ${value}`,
      factorial(n) / BigInt(n) === value,
      'all n! line-ups divided by the n turns of the table',
    );
  }
  const step =
    /^(?:what is |find |give )?(?:the )?common (difference|ratio) (?:of|for) (?:the )?(?:arithmetic |geometric )?(?:sequence|progression)?\s*:?\s*(.+?)(?:,?\s*(?:\.\.\.|…))?$/i.exec(
      t,
    );
  if (step) {
    const terms = itemsOf((step[2] as string).replace(/,?\s*(?:\.\.\.|…)$/, '')).map((item) => valueOf(item));
    if (terms.length < 3 || terms.some((x) => !x)) return null;
    const values = terms as Rational[];
    const ratio = /ratio/i.test(step[1] as string);
    if (ratio && values.some((v) => v.n === 0n)) return null;
    const d = ratio
      ? valueOf(`(${toText(values[1] as Rational)})/(${toText(values[0] as Rational)})`)
      : sub(values[1] as Rational, values[0] as Rational);
    if (!d) return null;
    // Every neighbouring pair must agree, in floating point.
    const ok = values.every(
      (v, i) =>
        i === 0 ||
        Math.abs(
          (ratio
            ? toNumber(v) / toNumber(values[i - 1] as Rational)
            : toNumber(v) - toNumber(values[i - 1] as Rational)) - toNumber(d),
        ) < 1e-9,
    );
    if (!ok) return null;
    return answered(
      `\\text{common ${step[1]} of } ${values.map((v) => toLatex(v)).join(', ')}`,
      toText(d),
      ratio ? 'Each term divided by the one before.' : 'Each term minus the one before.',
      ratio
        ? `\\frac{${toLatex(values[1] as Rational)}}{${toLatex(values[0] as Rational)}} = ${toLatex(d)}`
        : `${toLatex(values[1] as Rational)} - ${toLatex(values[0] as Rational)} = ${toLatex(d)}`,
      true,
      'every neighbouring pair of terms gives the same value (in floating point)',
    );
  }
  return null;
};

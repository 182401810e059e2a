import { type Rational, ONE, eq, mul, rat, toLatex, toText } from '../rational';
import { cardinal } from '../read/number-words';
import { type Solver, result } from '../types';

/** The bag: "aakgk" or "{c: 3, l: 1, q: 7}" → counts per letter. */
function bagOf(text: string): Map<string, number> | null {
  const bag = new Map<string, number>();
  const braces = /^\{(.+)\}$/.exec(text.trim());
  if (braces) {
    for (const entry of (braces[1] as string).split(/\s*,\s*/)) {
      const m = /^([a-z])\s*:\s*(\d+)$/.exec(entry.trim());
      if (!m) return null;
      bag.set(m[1] as string, (bag.get(m[1] as string) ?? 0) + Number(m[2]));
    }
  } else if (/^[a-z]+$/.test(text.trim())) {
    for (const ch of text.trim()) bag.set(ch, (bag.get(ch) ?? 0) + 1);
  } else return null;
  const total = [...bag.values()].reduce((a, b) => a + b, 0);
  return total > 0 && total <= 10_000 ? bag : null;
}

const countOf = (text: string) => {
  const t = text.trim().toLowerCase();
  if (/^\d+$/.test(t)) return Number(t);
  const n = cardinal(t);
  return n === null ? null : Number(n);
};

function factorialRatio(n: number, k: number): bigint {
  // n! / (n - k)!
  let out = 1n;
  for (let i = 0; i < k; i++) out *= BigInt(n - i);
  return out;
}

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let out = 1n;
  for (let i = 1; i <= k; i++) out = (out * BigInt(n - k + i)) / BigInt(i);
  return out;
}

/** One draw after another: the chance of each letter among those left, multiplied. */
function sequenceProbability(bag: Map<string, number>, sequence: string[]): { p: Rational; factors: string[] } {
  const left = new Map(bag);
  let total = [...bag.values()].reduce((a, b) => a + b, 0);
  let p = ONE;
  const factors: string[] = [];
  for (const letter of sequence) {
    const have = left.get(letter) ?? 0;
    factors.push(`\\frac{${have}}{${total}}`);
    p = mul(p, rat(BigInt(have), BigInt(total)));
    left.set(letter, have - 1);
    total--;
  }
  return { p, factors };
}

/** The other route: falling factorials n!/(n-k)! per letter over N!/(N-k)!. */
function sequenceByCounting(bag: Map<string, number>, sequence: string[]): Rational {
  const total = [...bag.values()].reduce((a, b) => a + b, 0);
  const wanted = new Map<string, number>();
  for (const letter of sequence) wanted.set(letter, (wanted.get(letter) ?? 0) + 1);
  let top = 1n;
  for (const [letter, k] of wanted) top *= factorialRatio(bag.get(letter) ?? 0, k);
  return rat(top, factorialRatio(total, sequence.length));
}

const clean = (problem: string) =>
  problem
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.]\s*$/, '');

const DRAW = String.raw`(\w+) letters? (?:are |is )?picked without replacement from (\{[^}]*\}|[a-z]+)`;

/** Letters drawn without replacement: the chance of a sequence, or of a number of each letter in any order. */
export const solveDrawing: Solver = (problem) => {
  const t = clean(problem);
  const draw = new RegExp(DRAW, 'i').exec(t);
  if (!draw) return null;
  const k = countOf(draw[1] as string);
  const bag = bagOf(draw[2] as string);
  if (!k || !bag) return null;
  const total = [...bag.values()].reduce((a, b) => a + b, 0);
  if (k > total) return null;
  const sequence = /prob(?:ability)? of sequence ([a-z]+)/i.exec(t);
  const picking = /prob(?:ability)? of picking (.+?)(?= when|$|\.)/i.exec(t);
  const bagLatex = `\\{${[...bag].map(([l, n]) => `${l}: ${n}`).join(', ')}\\}`;
  if (sequence) {
    const letters = [...(sequence[1] as string)];
    if (letters.length !== k) return null;
    const { p, factors } = sequenceProbability(bag, letters);
    const ok = eq(p, sequenceByCounting(bag, letters));
    return result('probability', {
      reading: {
        latex: `P(\\text{${sequence[1]}}) \\text{ drawing ${k} without replacement from } ${bagLatex}`,
        target: { kind: 'value', value: toText(p) },
      },
      steps: [
        {
          title: 'Multiply the chances draw by draw',
          explanation: 'Each draw leaves one letter fewer in the bag.',
          latex: `${factors.join(' \\cdot ')} = ${toLatex(p)}`,
        },
      ],
      answer: { value: toText(p), latex: toLatex(p) },
      verified: { ok, method: 'recounted as falling factorials of each letter over those of the whole bag' },
    });
  }
  if (picking) {
    // "1 l, 1 u and 1 c", "4 i", "two b".
    const wanted = new Map<string, number>();
    for (const part of (picking[1] as string).split(/\s*,\s*|\s+and\s+/)) {
      const m = /^(\w+)\s+([a-z])$/.exec(part.trim());
      const n = m ? countOf(m[1] as string) : null;
      if (!m || n === null) return null;
      wanted.set(m[2] as string, (wanted.get(m[2] as string) ?? 0) + n);
    }
    if ([...wanted.values()].reduce((a, b) => a + b, 0) !== k) return null;
    let top = 1n;
    for (const [letter, n] of wanted) top *= choose(bag.get(letter) ?? 0, n);
    const p = rat(top, choose(total, k));
    // Checked another way: one order's chance times the number of orders (a multinomial coefficient).
    const order = [...wanted].flatMap(([letter, n]) => Array<string>(n).fill(letter));
    let orders = factorialRatio(k, k);
    for (const n of wanted.values()) orders /= factorialRatio(n, n);
    const again = mul(sequenceProbability(bag, order).p, rat(orders));
    const described = [...wanted].map(([l, n]) => `${n}\\,${l}`).join(', ');
    return result('probability', {
      reading: {
        latex: `P(${described}) \\text{ drawing ${k} without replacement from } ${bagLatex}`,
        target: { kind: 'value', value: toText(p) },
      },
      steps: [
        {
          title: 'Count the ways',
          explanation: 'Ways to choose the wanted letters of each kind, over ways to choose any letters.',
          latex: `\\frac{${[...wanted].map(([l, n]) => `\\binom{${bag.get(l) ?? 0}}{${n}}`).join(' ')}}{\\binom{${total}}{${k}}} = ${toLatex(p)}`,
        },
      ],
      answer: { value: toText(p), latex: toLatex(p) },
      verified: { ok: eq(p, again), method: "one order's chance times the number of orders" },
    });
  }
  return null;
};

export { choose };

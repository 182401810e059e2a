import { type Solver, result } from '../types';

/**
 * Counts with a condition, done by listing:
 * - k-digit numbers made from given digits, with or without repeats, that are even, odd, a multiple of m, or above or
 *   below a bound ("how many 4 digit numbers can u make with the digits 1-7, no repeats, and it has to be even");
 * - n people in a line with two of them together or never next to each other.
 * The count is made twice, in two independent ways: by building the arrangements, and by testing every number in
 * the range (or by the formula n! − 2(n − 1)! for the line). Null unless repeats are said for digits.
 */

const WORD: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
const countOf = (w: string) => (/^\d+$/.test(w) ? Number(w) : (WORD[w.toLowerCase()] ?? NaN));

function digitsOf(text: string): number[] | null {
  const range = /^(\d)\s*(?:-|–|to|through)\s*(\d)$/.exec(text.trim());
  if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])];
    return b > a ? Array.from({ length: b - a + 1 }, (_, i) => a + i) : null;
  }
  const list = text.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((d) => d.trim());
  if (!list.every((d) => /^\d$/.test(d))) return null;
  const digits = list.map(Number);
  return new Set(digits).size === digits.length ? digits : null;
}

function digitNumbers(t: string) {
  const m =
    /\bhow many (\d|two|three|four|five|six)[- ]digit (numbers|integers|codes|pins?|passcodes)\b[^.?]*?\b(?:with|from|using|out of)\s+(?:the\s+)?digits\s+((?:\d\s*,\s*)+(?:and\s+)?\d|\d\s*(?:-|–|to|through)\s*\d)/i.exec(
      t,
    );
  if (!m) return null;
  const k = countOf(m[1] as string);
  const digits = digitsOf(m[3] as string);
  // Up to 5 digits: every number of the range is tested, at most 100,000.
  if (!digits || !Number.isInteger(k) || k < 1 || k > 5) return null;
  // A negation before "repeat" ("no digit can be repeated", "cannot repeat") forbids repeats; else it allows them.
  const norepeat =
    /\b(?:no|not|cannot|can't|never|without|mustn't|may not|must not)\b[^.,;]{0,30}?\brepe(?:at|ti)\w*|\b(?:all )?(?:different|distinct) digits\b|\beach digit (?:is )?used (?:at most |only )?once\b/i.test(
      t,
    );
  const repeat =
    !norepeat &&
    /\b(?:repeats? (?:are )?allowed|with repeti\w+|may (?:be )?repeat\w*|can (?:be )?repeat\w*|repetition (?:is )?allowed)\b/i.test(
      t,
    );
  if (norepeat === repeat || (norepeat && k > digits.length)) return null;
  // The condition asked of the number.
  // Everything but the digits given and the length: where the condition is said.
  const rest = t.replace(m[3] as string, ' ').replace(/\b(?:\d|two|three|four|five|six)[- ]digit\b/i, ' ');
  const tests: [string, (n: number) => boolean][] = [];
  if (/\beven\b/i.test(rest)) tests.push(['even', (n) => n % 2 === 0]);
  if (/\bodd\b/i.test(rest)) tests.push(['odd', (n) => n % 2 === 1]);
  const multiple = /\b(?:divisible by|(?:a )?multiples? of)\s+(\d+)\b/i.exec(rest);
  if (multiple) tests.push([`a multiple of ${multiple[1]}`, (n) => n % Number(multiple[1]) === 0]);
  const above = /\b(?:greater|more|larger|bigger) than\s+(\d+)\b/i.exec(rest);
  if (above) tests.push([`greater than ${above[1]}`, (n) => n > Number(above[1])]);
  const below = /\b(?:less|smaller|lower) than\s+(\d+)\b/i.exec(rest);
  if (below) tests.push([`less than ${below[1]}`, (n) => n < Number(below[1])]);
  // Every number of the rest is the condition's.
  const stray = (rest.match(/\d+/g) ?? []).length - [multiple, above, below].filter(Boolean).length;
  if (stray !== 0) return null;
  const zeroFirst = /^(?:codes|pins?|passcodes)$/i.test(m[2] as string);
  const ok = (n: number) => tests.every(([, test]) => test(n));
  // Built one digit at a time.
  let built = 0;
  const walk = (prefix: number[]) => {
    if (prefix.length === k) {
      if (ok(Number(prefix.join('')))) built++;
      return;
    }
    for (const d of digits) {
      if (prefix.length === 0 && d === 0 && !zeroFirst && k > 1) continue;
      if (norepeat && prefix.includes(d)) continue;
      walk([...prefix, d]);
    }
  };
  walk([]);
  // Every number in the range tested for its digits.
  let tested = 0;
  const allowed = new Set(digits);
  for (let n = zeroFirst ? 0 : k === 1 ? 0 : 10 ** (k - 1); n < 10 ** k; n++) {
    const s = String(n).padStart(k, '0');
    const ds = [...s].map(Number);
    if (!ds.every((d) => allowed.has(d)) || (norepeat && new Set(ds).size !== k) || !ok(n)) continue;
    tested++;
  }
  const said = tests.map(([name]) => name).join(', ');
  return result('probability', {
    reading: {
      latex: `\\text{${k}-digit ${m[2]} from the digits ${digits.join(', ')}, ${norepeat ? 'no repeats' : 'repeats allowed'}${said ? `, ${said}` : ''}}`,
      target: { kind: 'value', value: String(built) },
    },
    steps: [
      {
        title: 'Build the numbers digit by digit',
        explanation: `Each place takes one of the digits${norepeat ? ' not used yet' : ''}${zeroFirst ? '' : ', the first not 0'}; those that are ${said || 'allowed'} are counted.`,
        latex: `\\text{count} = ${built}`,
      },
    ],
    answer: { value: String(built), latex: String(built) },
    verified: { ok: built === tested, method: 'every number in the range tested for its digits and the condition' },
  });
}

function lineWithPair(t: string) {
  const m =
    /\bin how many (?:different )?ways can (\d|two|three|four|five|six|seven|eight) (?:people|students|friends|children|kids|players|books|cars)\b[^.?]*?\b(?:stand|sit|be (?:arranged|placed|seated)|line up|queue)\b[^.?]*?\bif ([A-Z][a-z]+) and ([A-Z][a-z]+) (must|must not|cannot|can't|may not|do not want to|want to|insist on|refuse to) (?:stand |sit |be )?(next to each other|together|side by side|adjacent)\b/i.exec(
      t,
    );
  if (!m || (t.match(/\d+/g) ?? []).length > 1) return null;
  const n = countOf(m[1] as string);
  if (!Number.isInteger(n) || n < 2 || n > 8) return null;
  const apart = /not|cannot|can't|refuse/i.test(m[4] as string);
  // Listed: every order of n, with the two (0 and 1) side by side or not.
  let listed = 0;
  const walk = (prefix: number[]) => {
    if (prefix.length === n) {
      const near = Math.abs(prefix.indexOf(0) - prefix.indexOf(1)) === 1;
      if (near !== apart) listed++;
      return;
    }
    for (let i = 0; i < n; i++) if (!prefix.includes(i)) walk([...prefix, i]);
  };
  walk([]);
  const fact = (x: number): number => (x <= 1 ? 1 : x * fact(x - 1));
  const together = 2 * fact(n - 1);
  const formula = apart ? fact(n) - together : together;
  return result('probability', {
    reading: {
      latex: `\\text{${n} in a line, ${m[2]} and ${m[3]} ${apart ? 'never next to each other' : 'next to each other'}}`,
      target: { kind: 'value', value: String(listed) },
    },
    steps: [
      {
        title: apart ? 'All orders, less those with the two together' : 'The two as one block',
        explanation: apart
          ? `${n}! orders in all; the two together is one block among ${n - 1}, in 2 orders: 2·${n - 1}!.`
          : `The two as one block among ${n - 1}, in either order.`,
        latex: apart ? `${n}! - 2 \\cdot ${n - 1}! = ${formula}` : `2 \\cdot ${n - 1}! = ${formula}`,
      },
    ],
    answer: { value: String(listed), latex: String(listed) },
    verified: { ok: listed === formula, method: 'every order listed and counted' },
  });
}

export const solveArrangementCounts: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  if (t.length > 400) return null;
  return digitNumbers(t) ?? lineWithPair(t);
};

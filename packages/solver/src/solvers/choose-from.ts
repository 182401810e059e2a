import { type Solver, result } from '../types';
import { clean } from './answer-format';
import { choose } from './counting';

/**
 * "In how many ways can 4 books be selected from a shelf of 6?", "My club has 25 members. In how many ways can I
 * form a 4-person committee?": k chosen from n when order does not matter, C(n, k). Read from its parts: a
 * question about ways, groups or selections, a verb of choosing, and exactly two numbers (k the smaller). Any
 * condition on who is chosen, or an order that matters, is another count: no answer.
 */
const ASKS =
  /\bhow many (?:different |distinct |possible )?(?:ways|committees|teams|groups|selections|combinations|subsets|hands|sets)\b/i;
const CHOOSES = /\b(?:choose|chosen|select|selected|pick|picked|form|formed|make up|made up)\b/i;
const UNORDERED =
  /,?\s*(?:if|when|where)?\s*(?:the )?order(?: in which [^.,?]*?)? (?:does not|doesn't|do not|don't) matter\b/i;
const CONDITIONS =
  /\b(?:must|at least|at most|exactly|not|no|both|except|different|same|boys?|girls?|m[ae]n|wom[ae]n|president|captain|secretary|treasurer|vice|chair|order|ordered|arrange\w*|line up|in a row|first|second|third|replace\w*|repeat\w*|distinct|identical)\b/i;

export const solveChooseFrom: Solver = (problem) => {
  if (problem.length > 400) return null;
  const t = clean(problem);
  if (!ASKS.test(t) || !CHOOSES.test(t)) return null;
  const plain = t.replace(UNORDERED, ' ');
  if (CONDITIONS.test(plain.replace(/\bany of\b/gi, ''))) return null;
  const numbers = [...new Set((plain.match(/\b\d+\b/g) ?? []).map(Number))];
  if (numbers.length !== 2) return null;
  const [k, n] = (numbers as [number, number]).sort((a, b) => a - b);
  if (k < 1 || n > 1000 || k > n) return null;
  const value = choose(n, k);
  // Pascal's triangle row by row, by addition alone: a second way to the same count.
  let row = [1n];
  for (let i = 1; i <= n; i++)
    row = Array.from({ length: Math.min(i, k) + 1 }, (_, j) => (j === 0 ? 1n : (row[j - 1] ?? 0n) + (row[j] ?? 0n)));
  const again = row[k] ?? 0n;
  return result('probability', {
    reading: {
      latex: `\\binom{${n}}{${k}}\\quad\\text{(${k} chosen from ${n}, order not counted)}`,
      target: { kind: 'value', value: `${value}` },
    },
    steps: [
      {
        title: 'Choose without order',
        explanation: `A selection of ${k} from ${n} is the same whatever order the ${k} are picked in.`,
        latex: `\\binom{${n}}{${k}} = \\frac{${n}!}{${k}!\\,${n - k}!} = ${value}`,
      },
    ],
    answer: { value: `${value}`, latex: `${value}` },
    verified: { ok: again === value, method: "the count again from Pascal's triangle, by addition alone" },
  });
};

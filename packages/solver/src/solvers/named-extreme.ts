import { cmp, toText } from '../rational';
import { type Solver, result } from '../types';
import { approx, valueOf } from './values';

/**
 * "Ana eats 5/8 of a pizza, Ben eats 0.6 of a pizza and Chloe eats 7/12 of a pizza. Who eats the most?": each
 * person's one number, compared exactly; the answer is the name. Every number of the story must belong to a name.
 */

const MOST =
  /\b(?:most|more|greatest|greater|highest|higher|largest|larger|biggest|bigger|longest|longer|furthest|farthest|further|heaviest|heavier|tallest|taller|best)\b/i;
const LEAST = /\b(?:least|fewest|fewer|less|lowest|lower|smallest|smaller|shortest|shorter|lightest|lighter|worst)\b/i;
const NUMBER = /[-−]?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?\s*%?/g;
/** Capitalised words that are not names. */
const NOT_NAMES =
  /^(?:The|A|An|In|On|At|After|Before|During|For|This|That|These|Those|Three|Four|Five|Two|Six|Each|Every|Who|What|Which|Their|His|Her|Our|My|If|When|Last|Next|Of|And|Mr|Mrs|Ms|Dr|I)$/;

export const solveNamedExtreme: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  if (t.length > 600) return null;
  const sentences = t.split(/(?<=[.?!])\s+(?=[A-Z])/);
  const question = sentences.at(-1) ?? '';
  if (!/^who\b/i.test(question) || NUMBER.test(question)) return null;
  NUMBER.lastIndex = 0;
  const most = MOST.test(question);
  if (most === LEAST.test(question)) return null;
  const story = sentences.slice(0, -1).join(' ');
  const pairs: { name: string; raw: string }[] = [];
  for (const clause of story.split(/[,;.]\s+|[,;.]$|\s+and\s+(?=[A-Z])/)) {
    const numbers = clause.match(NUMBER) ?? [];
    if (numbers.length === 0) continue;
    const names = (clause.match(/\b[A-Z][a-z]+\b/g) ?? []).filter((w) => !NOT_NAMES.test(w));
    if (numbers.length !== 1 || names.length !== 1) return null;
    pairs.push({ name: names[0] as string, raw: (numbers[0] as string).replace(/−/g, '-').replace(/\s+/g, '') });
  }
  if (pairs.length < 2 || new Set(pairs.map((p) => p.name)).size !== pairs.length) return null;
  const valued = pairs.map((p) => ({ ...p, value: valueOf(p.raw.replace(/(\d+(?:\.\d+)?)%$/, '($1/100)')) }));
  if (valued.some((p) => !p.value)) return null;
  const sorted = [...valued].sort((a, b) => cmp(a.value as never, b.value as never) * (most ? -1 : 1));
  const [first, second] = sorted as [(typeof valued)[0], (typeof valued)[0]];
  if (cmp(first.value as never, second.value as never) === 0) return null;
  const floatPick = valued.reduce((best, p) =>
    most
      ? approx(p.value as never) > approx(best.value as never)
        ? p
        : best
      : approx(p.value as never) < approx(best.value as never)
        ? p
        : best,
  );
  return result('comparison', {
    reading: {
      latex: `\\text{the ${most ? 'greatest' : 'least'} of } ${valued.map((p) => `\\text{${p.name}: } ${p.raw}`).join(',\\ ')}`,
      target: { kind: 'text', value: first.name },
    },
    steps: [
      {
        title: 'Each one exactly',
        explanation: valued.map((p) => `${p.name}: ${toText(p.value as never)}`).join('; '),
        latex: valued.map((p) => `${p.raw} = ${toText(p.value as never)}`).join(',\\quad '),
      },
    ],
    answer: { value: first.name, latex: `\\text{${first.name}}` },
    verified: { ok: floatPick.name === first.name, method: 'compared again in floating point' },
  });
};

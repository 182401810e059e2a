import { type Rational, div, rat, sub, toLatex, toText } from '../rational';
import { spelledNumbers } from '../read/goal-reader';
import { type Solver, result } from '../types';
import { clean } from './answer-format';

/**
 * Two things drawn from groups counted in a story (marbles by colour, members as boys and girls, apples): "both
 * girls", "one red and one white", "the first red and the second white", "at least one green", "neither green",
 * without replacement unless the story puts the first back. Counted by formula; checked by listing every ordered
 * pair of draws and counting again.
 */

interface Group {
  name: string;
  count: number;
}

const SMALL = 500;
const singular = (w: string) =>
  w
    .toLowerCase()
    .replace(/(?:ies)$/, 'y')
    .replace(/s$/, '');

/** "3 red marbles and 5 white marbles", "5 boys and 5 girls", "4 of them are red, and 3 of them are green". */
function groupsIn(story: string): Group[] | null {
  const found = [...story.matchAll(/\b(\d+)\s+(?:of them (?:are|is)\s+)?([a-z]+)\b/gi)]
    .map((m) => ({ name: singular(m[2] as string), count: Number(m[1]) }))
    .filter(
      (g) =>
        !/^(?:member|student|people|person|marble|ball|apple|item|card|thing|sock|people|child|children|kid|total|time|draw)$/.test(
          g.name,
        ),
    );
  // A count that is the sum of the others is the whole ("9 pens. 5 of them are black and 4 … blue").
  const sum = found.reduce((s, g) => s + g.count, 0);
  const groups = found.filter((g) => g.count * 2 !== sum);
  const names = new Set(groups.map((g) => g.name));
  if (groups.length < 2 || names.size !== groups.length) return null;
  return groups;
}

export const solveTwoDraws: Solver = (problem) => {
  const t = spelledNumbers(clean(problem)).replace(/\s+/g, ' ');
  if (t.length > 400 || !/\bprobability|\bchance\b/i.test(t)) return null;
  const sentences = t.split(/(?<=[.!?])\s+/);
  const question = sentences.filter((s) => /\bprobability|\bchance\b/i.test(s)).at(-1) ?? '';
  // The story is everything before the probability is asked ("If he chooses 2 apples at random, what is …").
  const story = t.slice(
    0,
    t.search(/\b(?:(?:what|find|determine|calculate|compute)\b[^.?]*?\b)?(?:the )?(?:probability|chance)\b/i),
  );
  const drawn =
    /\b(?:2|two)\s+(?:[a-z]+\s+){0,3}?(?:are |is )?(?:drawn|chosen|picked|selected|taken|removed)\b|\b(?:draws?|chooses?|picks?|selects?|takes?)\s+(?:out\s+)?2\b(?:\s+[a-z]+)?/i.exec(
      story,
    );
  // The groups are the story's counts other than the draw itself ("2 beads are drawn").
  const groups = drawn ? groupsIn(story.replace(drawn[0], ' ')) : null;
  if (!drawn || !groups) return null;
  const total = groups.reduce((s, g) => s + g.count, 0);
  // Any other number must be the total ("a club has 10 members, 5 boys and 5 girls") or the 2 drawn.
  const others = (story.replace(drawn[0], ' ').match(/\d+/g) ?? []).map(Number);
  const extra = others.filter((n) => !groups.some((g) => g.count === n) && n !== total);
  if (extra.length > 0 || total < 2 || total > SMALL) return null;
  const back =
    /\bwith replacement\b|\b(?:replaced|put back|returned)\b(?<!not replaced)/i.test(t) &&
    !/\bwithout replacement\b|\bnot (?:replaced|put back|returned)\b/i.test(t);
  const named = (w: string) => groups.find((g) => g.name === singular(w));
  const q = question.toLowerCase();
  // The colours or kinds the event names must be the story's groups ("the second marble is white": white).
  const G = `(${groups.map((g) => `${g.name}s?`).join('|')})`;
  // The event as a test on an ordered pair of group names.
  let event: ((a: string, b: string) => boolean) | null = null;
  let read = '';
  const both = new RegExp(String.raw`\bboth\b(?:\s+[a-z]+){0,4}?\s+(?:are\s+|be\s+)?${G}\b`).exec(q);
  const oneEach = new RegExp(String.raw`\b(?:one|1)\s+${G}\s+and\s+(?:one|1)\s+${G}\b`).exec(q);
  const ordered = new RegExp(
    String.raw`\bfirst\b(?:\s+[a-z]+){0,2}?\s+(?:is\s+|be\s+)?${G}\b.*?\bsecond\b(?:\s+[a-z]+){0,2}?\s+(?:is\s+|be\s+)?${G}\b`,
  ).exec(q);
  const atLeast = new RegExp(String.raw`\bat least (?:one|1)\s+(?:is\s+|of them is\s+)?${G}\b`).exec(q);
  const neither = new RegExp(String.raw`\b(?:neither|none)\b(?:\s+[a-z]+){0,3}?\s+(?:is\s+|are\s+)?${G}\b`).exec(q);
  if (ordered && named(ordered[1] as string) && named(ordered[2] as string)) {
    const [x, y] = [singular(ordered[1] as string), singular(ordered[2] as string)];
    event = (a, b) => a === x && b === y;
    read = `P(\\text{first ${x}, second ${y}})`;
  } else if (oneEach && named(oneEach[1] as string) && named(oneEach[2] as string)) {
    const [x, y] = [singular(oneEach[1] as string), singular(oneEach[2] as string)];
    if (x === y) return null;
    event = (a, b) => (a === x && b === y) || (a === y && b === x);
    read = `P(\\text{one ${x} and one ${y}})`;
  } else if (atLeast && named(atLeast[1] as string)) {
    const x = singular(atLeast[1] as string);
    event = (a, b) => a === x || b === x;
    read = `P(\\text{at least one ${x}})`;
  } else if (neither && named(neither[1] as string)) {
    const x = singular(neither[1] as string);
    event = (a, b) => a !== x && b !== x;
    read = `P(\\text{neither ${x}})`;
  } else if (both && named(both[1] as string)) {
    const x = singular(both[1] as string);
    event = (a, b) => a === x && b === x;
    read = `P(\\text{both ${x}})`;
  }
  if (!event) return null;
  // Counted over ordered pairs of the groups: n_a·(n_b − [a = b]) of total·(total − 1), or total² put back.
  let good = 0;
  for (const a of groups)
    for (const b of groups) if (event(a.name, b.name)) good += a.count * (b.count - (a === b && !back ? 1 : 0));
  const pairs = back ? total * total : total * (total - 1);
  const value: Rational = div(rat(BigInt(good)), rat(BigInt(pairs)));
  // Listed: every marble (member, apple) by name, every ordered pair of draws.
  const items = groups.flatMap((g) => Array<string>(g.count).fill(g.name));
  let listed = 0;
  for (let i = 0; i < items.length; i++)
    for (let j = 0; j < items.length; j++)
      if ((back || i !== j) && event(items[i] as string, items[j] as string)) listed++;
  const stated = others.includes(total) ? `\\ (${total}\\text{ in all})` : '';
  const inventory = `${groups.map((g) => `${g.count}\\text{ ${g.name}}`).join(',\\ ')}${stated}`;
  return result('probability', {
    reading: {
      latex: `${read}\\ \\text{drawing 2 ${back ? 'with' : 'without'} replacement from } ${inventory}`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      {
        title: 'Count ordered pairs of draws',
        explanation: `There are ${total} in all, so ${back ? `${total}·${total}` : `${total}·${total - 1}`} = ${pairs} ordered pairs of draws; ${good} of them give the event.`,
        latex: `\\frac{${good}}{${pairs}} = ${toLatex(value)}`,
      },
    ],
    answer: { value: toText(value), latex: toLatex(value) },
    verified: {
      ok: listed === good && sub(value, div(rat(BigInt(listed)), rat(BigInt(pairs)))).n === 0n,
      method: 'every ordered pair of draws listed and counted',
    },
  });
};

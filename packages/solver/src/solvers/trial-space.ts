import { smallCount } from './chance';

/**
 * The equally likely outcomes of a chance story, built from what it describes: dice, coins, children, a spinner of
 * equal parts, a number picked from a range, marbles drawn from a bag (with or without replacement), cards dealt
 * from a standard deck. Each outcome is a list of results, one per trial; each result has a label and, for
 * numbers, a value. Null when the story names none of these or more than one kind of draw.
 */

export interface Result {
  label: string;
  value?: number;
  /** Card attributes: suit and colour; marble colour is the label. */
  suit?: string;
  color?: string;
}

export interface Trial {
  kind: 'die' | 'coin' | 'child' | 'spinner' | 'number' | 'draw' | 'card';
  results: Result[];
}

export interface Space {
  trials: Trial[];
  /** Draws without replacement: the results of one trial are not repeated in the next (by index). */
  distinct: boolean;
  /** Every outcome, as indexes into each trial's results. */
  outcomes: number[][];
  /** What the story said, for the reading. */
  shown: string;
}

// "twice", "thrice" and "both" count too, besides the numbers in figures and words.
export const countOf = (w: string | undefined): number | null =>
  w === undefined
    ? null
    : (({ twice: 2, thrice: 3, both: 2, pair: 2 } as Record<string, number>)[w.toLowerCase()] ?? smallCount(w));
const COUNT = String.raw`(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a pair of)`;
const TIMES = String.raw`(?:(\d+|two|three|four|five|six|ten) times|(twice|thrice))`;
const MAX_OUTCOMES = 200_000;

const range = (a: number, b: number): Result[] =>
  Array.from({ length: b - a + 1 }, (_, i) => ({ label: String(a + i), value: a + i }));

function deck(): Result[] {
  const ranks = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'];
  return ['heart', 'diamond', 'spade', 'club'].flatMap((suit) =>
    ranks.map((rank, i) => ({
      label: rank,
      value: i + 1,
      suit,
      color: suit === 'heart' || suit === 'diamond' ? 'red' : 'black',
    })),
  );
}

/** "6 red and 4 yellow candies", "4 green, 5 red and 6 blue balls": the colours and how many of each. */
function bagOf(t: string): Result[] | null {
  const m =
    /\b(?:has|contains|holds|with|of)\s+((?:\d+\s+[a-z]+(?:\s*,\s*|\s*,?\s+and\s+))+\d+\s+[a-z]+)(?:\s+(?:marbles|balls|candies|sweets|chips|beads|counters|cubes|socks|tiles|cards|pens|tokens|jelly beans))?/i.exec(
      t,
    );
  if (!m) return null;
  const items: Result[] = [];
  for (const part of (m[1] as string).matchAll(/(\d+)\s+([a-z]+)/gi)) {
    const n = Number(part[1]);
    if (n > 60) return null;
    for (let i = 0; i < n; i++) items.push({ label: (part[2] as string).toLowerCase() });
  }
  return items.length > 1 && items.length <= 60 ? items : null;
}

/** "divided into 4 equal parts: two red, one blue and one green". */
function spinnerOf(t: string): Result[] | null {
  // "5 equal sections numbered 1–5": a spinner of numbers, read as a die with that many faces.
  const numbered =
    /\bspinner\b.*?\b(\d+|four|five|six|eight|three|ten)\s+equal\s+(?:parts|sections|sectors|regions)\s*,?\s*(?:numbered|labell?ed|marked)\s+(?:from\s+)?(\d+)\s*(?:–|-|to|through)\s*(\d+)\b/i.exec(
      t,
    );
  if (numbered) {
    const [a, b] = [Number(numbered[2]), Number(numbered[3])];
    return b - a + 1 === countOf(numbered[1]) ? range(a, b) : null;
  }
  const m =
    /\bspinner\b.*?\b(\d+|four|five|six|eight|three|ten)\s+equal\s+(?:parts|sections|sectors|regions)\s*[:,]?\s*((?:(?:\w+)\s+[a-z]+(?:\s*,\s*|\s*,?\s+and\s+))+(?:\w+)\s+[a-z]+)/i.exec(
      t,
    );
  if (!m) return null;
  const parts: Result[] = [];
  for (const p of (m[2] as string).replace(/\band\b|,/g, ' ').matchAll(/(\w+)\s+([a-z]+)/gi)) {
    const n = countOf(p[1]);
    if (!n) return null;
    for (let i = 0; i < n; i++) parts.push({ label: (p[2] as string).toLowerCase() });
  }
  return parts.length === countOf(m[1]) ? parts : null;
}

/** "6 red and 4 yellow": the bag as the story gave it. */
const contents = (items: Result[]) =>
  [...new Set(items.map((r) => r.label))].map((l) => `${items.filter((r) => r.label === l).length} ${l}`).join(', ');

export function spaceOf(text: string): Space | null {
  const t = text.toLowerCase();
  const trials: Trial[] = [];
  let distinct = false;
  const shown: string[] = [];
  const add = (kind: Trial['kind'], results: Result[], k: number, what: string) => {
    for (let i = 0; i < k; i++) trials.push({ kind, results });
    shown.push(what);
  };
  // Dice: "two dice", "a die is rolled twice", "roll a pair of dice", "three six-sided dice".
  const sided = /\b(\d+|four|six|eight|ten|twelve|twenty)[- ]sided\b/.exec(t)?.[1];
  const sides = sided ? (countOf(sided) ?? ({ twelve: 12, twenty: 20 } as Record<string, number>)[sided] ?? 6) : 6;
  const dice = new RegExp(
    String.raw`\b${COUNT}\s+(?:fair\s+)?(?:(?:\d+|[a-z]+)[- ]sided\s+)?(?:fair\s+)?(dice|die|number cubes?)\b`,
  ).exec(t);
  const dieTimes =
    new RegExp(String.raw`\b(?:die|number cube)\b[^.?]*?\b(?:rolled|thrown|tossed)\s+${TIMES}`).exec(t) ??
    new RegExp(
      String.raw`\b(?:roll|rolls|rolling|throw)\s+(?:a|one|the)\s+(?:fair\s+)?(?:die|number cube)\s+${TIMES}`,
    ).exec(t);
  if (dieTimes)
    add(
      'die',
      range(1, sides),
      countOf(dieTimes[1] ?? dieTimes[2]) ?? 0,
      `${countOf(dieTimes[1] ?? dieTimes[2])} rolls of a ${sides}-sided die`,
    );
  else if (dice) {
    const k = dice[1] === 'a pair of' ? 2 : (countOf(dice[1]) ?? 0);
    add('die', range(1, sides), k, `${k} ${sides}-sided ${k === 1 ? 'die' : 'dice'}`);
  }
  // Coins: "a coin is flipped 4 times", "three coins are tossed", "flip a coin".
  const coinTimes =
    new RegExp(String.raw`\bcoin\b[^.?]*?\b(?:flipped|tossed)\s+${TIMES}`).exec(t) ??
    new RegExp(String.raw`\b(?:flip|flips|flipping|toss|tosses|tossing)\s+a\s+(?:fair\s+)?coin\s+${TIMES}`).exec(t) ??
    new RegExp(String.raw`\b(\d+|two|three|four|five|six|ten)\s+(?:coin\s+)?(?:tosses|flips)\b`).exec(t);
  const coins = new RegExp(String.raw`\b${COUNT}\s+(?:fair\s+)?coins?\b`).exec(t);
  const coinResults = [{ label: 'heads' }, { label: 'tails' }];
  if (coinTimes)
    add(
      'coin',
      coinResults,
      countOf(coinTimes[1] ?? coinTimes[2]) ?? 0,
      `${countOf(coinTimes[1] ?? coinTimes[2])} coin tosses`,
    );
  else if (coins)
    add('coin', coinResults, countOf(coins[1]) ?? 0, `${countOf(coins[1])} coin${countOf(coins[1]) === 1 ? '' : 's'}`);
  // Children: "a family has 3 children".
  const children = /\b(?:family|couple)\b[^.?]*?\b(\d+|two|three|four|five)\s+children\b/.exec(t);
  if (children)
    add('child', [{ label: 'boy' }, { label: 'girl' }], countOf(children[1]) ?? 0, `${children[1]} children`);
  const spinner = spinnerOf(t);
  if (spinner) {
    const spins = new RegExp(String.raw`\bspun\s+${TIMES}`).exec(t);
    const numbered = spinner[0]?.value !== undefined;
    const turns = spins ? (countOf(spins[1] ?? spins[2]) ?? 0) : 1;
    // A numbered spinner gives numbers (sums, odd and even); a coloured one gives its colours.
    add(
      numbered ? 'number' : 'spinner',
      spinner,
      turns,
      `a spinner of ${spinner.length} equal parts ${numbered ? `numbered ${spinner[0]?.value} to ${spinner.at(-1)?.value}` : `(${contents(spinner)})`}${turns > 1 ? `, spun ${turns} times` : ''}`,
    );
  }
  // One number from a range: "an integer from 1 to 30 is chosen at random".
  const picked =
    /\b(?:integer|number|whole number)\s+(?:is\s+)?(?:chosen|picked|selected|drawn)?\s*(?:at random\s+)?from\s+(\d+)\s+(?:to|through)\s+(\d+)/.exec(
      t,
    ) ??
    /\b(?:integer|number|whole number)\s+from\s+(\d+)\s+(?:to|through)\s+(\d+)\s+is\s+(?:chosen|picked|selected|drawn)/.exec(
      t,
    );
  if (picked) {
    const [a, b] = [Number(picked[1]), Number(picked[2])];
    if (b < a || b - a > 100_000) return null;
    add('number', range(a, b), 1, `a number from ${a} to ${b}`);
  }
  // Draws from a bag or a deck.
  const drawn = new RegExp(
    String.raw`\b${COUNT}\s+(?:\w+\s+)?(?:are|is)\s+(?:drawn|picked|chosen|taken|selected|dealt|pulled)|\b(?:draw|pick|choose|take|deal)s?\s+${COUNT}\b`,
  ).exec(t);
  const k = drawn ? (countOf(drawn[1] ?? drawn[2]) ?? 1) : 1;
  const card = /\bcards?\b/.test(t) && /\b(?:standard|52|deck)\b/.test(t);
  const bag = card ? null : bagOf(t);
  if (card || bag) {
    if (!/\b(?:drawn|picked|chosen|taken|selected|dealt|pulled|draw|pick|choose|take|deal)\b/.test(t)) return null;
    const replaced = /\bwith replacement\b|\breplac(?:ed|ing) (?:it|each)\b|\bput back\b/.test(t);
    distinct = k > 1 && !replaced;
    if (
      k > 1 &&
      !replaced &&
      !/\bwithout replacement\b|\bat the same time\b|\bat once\b|\bdealt\b|\bnot replaced\b|\bwithout replacing\b/.test(
        t,
      )
    )
      return null;
    add(
      card ? 'card' : 'draw',
      card ? deck() : (bag as Result[]),
      k,
      card ? `${k} card${k > 1 ? 's' : ''} from a standard deck` : `${k} from a bag of ${contents(bag as Result[])}`,
    );
  }
  if (trials.length === 0 || trials.length > 12) return null;
  const total = trials.reduce((n, tr) => n * tr.results.length, 1);
  if (total > MAX_OUTCOMES) return null;
  const outcomes: number[][] = [];
  const walk = (prefix: number[]) => {
    if (prefix.length === trials.length) {
      outcomes.push(prefix);
      return;
    }
    const n = (trials[prefix.length] as Trial).results.length;
    for (let i = 0; i < n; i++) if (!distinct || !prefix.includes(i)) walk([...prefix, i]);
  };
  walk([]);
  return { trials, distinct, outcomes, shown: shown.join(' and ') };
}

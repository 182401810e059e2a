import type { Solver } from '../types';
import { clean, keepingNumbers } from './answer-format';
import { chance, smallCount } from './chance';

/**
 * Drawing from a standard deck of 52 cards or a bag of coloured marbles: one draw, or two draws without (or with)
 * replacement. The probability comes from counting by formula, and the check lists every card or marble (every
 * ordered pair for two draws) and counts again.
 */

const MAX_MARBLES = 1000;
const SUITS = ['hearts', 'diamonds', 'clubs', 'spades'] as const;
const RANK_NAMES: Record<string, number> = { ace: 1, jack: 11, queen: 12, king: 13 };

interface CardSet {
  ranks: Set<number>;
  suits: Set<number>;
  latex: string;
}

const all = (n: number, from = 0) => new Set(Array.from({ length: n }, (_, i) => i + from));

/** "an ace", "a red king", "the queen of spades", "a heart", "a face card", "a black card", "a 7", "aces". */
function cardPart(text: string): CardSet | null {
  const t = text
    .toLowerCase()
    .trim()
    .replace(/^(?:an?|the|one)\s+/, '');
  if (/^(?:red|black)(?: cards?)?$/.test(t)) {
    const red = t.startsWith('red');
    return { ranks: all(13, 1), suits: new Set(red ? [0, 1] : [2, 3]), latex: `\\text{${red ? 'red' : 'black'} card}` };
  }
  const suit = /^(heart|diamond|club|spade)s?$/.exec(t);
  if (suit) {
    const s = SUITS.findIndex((x) => x.startsWith(suit[1] as string));
    return { ranks: all(13, 1), suits: new Set([s]), latex: `\\text{${SUITS[s]}}` };
  }
  const m =
    /^(?:(red|black)\s+)?(ace|king|queen|jack|face card|picture card|face|card|\d+|[a-z]+)s?(?:\s+of\s+(heart|diamond|club|spade)s)?$/.exec(
      t,
    );
  if (!m) return null;
  const colour = m[1];
  const what = m[2] as string;
  let ranks: Set<number>;
  if (what in RANK_NAMES) ranks = new Set([RANK_NAMES[what] as number]);
  else if (/^(?:face card|picture card|face)$/.test(what)) ranks = new Set([11, 12, 13]);
  else if (what === 'card') ranks = all(13, 1);
  else {
    const n = smallCount(what);
    if (n === null || n < 2 || n > 10) return null;
    ranks = new Set([n]);
  }
  let suits = all(4);
  if (m[3]) suits = new Set([SUITS.findIndex((x) => x.startsWith(m[3] as string))]);
  if (colour) suits = new Set([...suits].filter((s) => s < 2 === (colour === 'red')));
  if (!colour && !m[3] && what === 'card') return null;
  return { ranks, suits, latex: `\\text{${[colour, what, m[3] ? `of ${m[3]}s` : ''].filter(Boolean).join(' ')}}` };
}

const inSet = (c: CardSet, rank: number, suit: number) => c.ranks.has(rank) && c.suits.has(suit);
const intersect = (a: Set<number>, b: Set<number>) => new Set([...a].filter((x) => b.has(x)));

/** One card event, or two joined by "or": its test and its count by |A| + |B| − |A ∩ B|. */
function cardEvent(text: string) {
  const parts = text.split(/\s+or\s+/);
  if (parts.length > 2) return null;
  const sets = parts.map(cardPart);
  if (sets.some((s) => !s)) return null;
  const [a, b] = sets as [CardSet, CardSet | undefined];
  const size = (c: { ranks: Set<number>; suits: Set<number> }) => c.ranks.size * c.suits.size;
  const count = b
    ? size(a) + size(b) - size({ ranks: intersect(a.ranks, b.ranks), suits: intersect(a.suits, b.suits) })
    : size(a);
  return {
    test: (rank: number, suit: number) => inSet(a, rank, suit) || (b !== undefined && inSet(b, rank, suit)),
    count,
    latex: b ? `${a.latex} \\text{ or } ${b.latex}` : a.latex,
  };
}

const DECK =
  /\b(?:(?:standard|ordinary|regular|well-shuffled|shuffled|full)\s+)*(?:deck|pack)(?:\s+of\s+(52)\s+(?:playing\s+)?cards|\s+of\s+(?:playing\s+)?cards)?|\b(52)[- ]card\s+(?:deck|pack)\b/i;
const DRAWN = String.raw`(?:draw|drawing|drawn|pick|picking|picked|select|selecting|selected|choose|choosing|chosen|get|getting|deal|dealt|take|taking|taken)`;

/** "… probability of drawing a red king from a standard deck of 52 cards?", "… both are aces (without replacement)". */
const readCards: Solver = (problem) => {
  if (problem.length > 400) return null;
  const t = clean(problem);
  const deck = DECK.exec(t);
  if (
    !deck ||
    !/\b(?:probability|chances?)\b/i.test(t) ||
    /\b(?:odds|given|then|jokers?|at least|at most|not)\b/i.test(t)
  )
    return null;
  const rest = `${t.slice(0, deck.index)} ${t.slice((deck.index ?? 0) + deck[0].length)}`.replace(/\s+/g, ' ');
  const withReplacement = /\bwith replacement\b/i.test(rest);
  const two =
    /\b(?:two|2) cards\b|\bboth\b|\b(?:two|2) (?:aces|kings|queens|jacks|hearts|diamonds|clubs|spades|red cards|black cards|face cards)\b/i.test(
      rest,
    );
  const asked =
    new RegExp(
      `\\b(?:probability|chances?)\\b(?: that)?(?: of)?(?: (?:you|we|i))?(?: ${DRAWN})?(?: (?:two|2))? (.+?)(?: (?:from|out of|in|with(?:out)? replacement)\\b.*)?$`,
      'i',
    ).exec(rest) ?? null;
  if (!asked) return null;
  const wanted = (asked[1] as string)
    .replace(
      /^(?:(?:it|the card|both|both cards|they|the cards)\s+(?:is|are)\s+|both\s+(?:are\s+)?|(?:it|the card) (?:will be|is)\s+)/i,
      '',
    )
    .replace(/\s+(?:is|are)\s+(?:drawn|picked|chosen|selected|dealt)$/i, '')
    .trim();
  const event = cardEvent(wanted);
  if (!event) return null;
  const deckLatex = '\\text{a standard deck of 52 cards}';
  if (!two) {
    let listed = 0;
    for (let rank = 1; rank <= 13; rank++) for (let suit = 0; suit < 4; suit++) if (event.test(rank, suit)) listed++;
    return chance(
      `P(${event.latex}) \\text{ drawing one card from } ${deckLatex}`,
      [
        {
          title: 'Count the cards that qualify',
          explanation: 'All 52 cards are equally likely.',
          latex: `${event.count} \\text{ of } 52`,
        },
      ],
      BigInt(event.count),
      52n,
      { favourable: listed, total: 52 },
      'the 52 cards',
    );
  }
  const a = event.count;
  const stated = withReplacement || /\bwithout replacement\b/i.test(rest);
  const [favourable, total] = withReplacement ? [a * a, 52 * 52] : [a * (a - 1), 52 * 51];
  let listed = 0;
  let pairs = 0;
  for (let i = 0; i < 52; i++)
    for (let j = 0; j < 52; j++) {
      if (i === j && !withReplacement) continue;
      pairs++;
      if (event.test((i % 13) + 1, Math.floor(i / 13)) && event.test((j % 13) + 1, Math.floor(j / 13))) listed++;
    }
  return chance(
    `P(\\text{both } ${event.latex}) \\text{ drawing 2 cards ${withReplacement ? 'with' : 'without'} replacement from } ${deckLatex}`,
    [
      {
        title: withReplacement ? 'With replacement' : 'Without replacement',
        explanation: withReplacement
          ? `The first card goes back, so both draws have ${a} good cards of 52.`
          : `${stated ? '' : 'The question does not say, so the two cards are taken as drawn together (without replacement). '}After a good first card, ${a - 1} good cards are left among 51.`,
        latex: withReplacement
          ? `\\frac{${a}}{52} \\cdot \\frac{${a}}{52}`
          : `\\frac{${a}}{52} \\cdot \\frac{${a - 1}}{51}`,
      },
    ],
    BigInt(favourable),
    BigInt(total),
    { favourable: listed, total: pairs },
    withReplacement ? 'all 2704 ordered pairs of cards' : 'all 2652 ordered pairs of different cards',
  );
};

const THINGS = String.raw`(?:marbles?|balls?|beads?|counters?|chips?|cubes?|candies|candy|sweets?|socks?|tokens?|tiles?|jelly beans?|pens?|pencils?)`;
const CONTAINER = new RegExp(
  String.raw`\b(?:bag|jar|box|urn|bowl|container|drawer|basket|pouch|hat|sack)\b[^.?]*?\b(?:has|contains|holds|with|there are|containing|holding)\s+([^.?]+?)(?=\.|\?|$|,?\s+(?:if|one|two|a|an)\s+(?:${THINGS.slice(3, -1)}|is|are)\b)`,
  'i',
);

/** "3 red and 5 blue marbles", "4 red marbles, 6 green marbles and 2 yellow marbles" → counts per colour. */
function inventoryOf(text: string): { colour: string; count: number; written: string }[] | null {
  const parts = text
    .replace(new RegExp(`\\s+${THINGS}\\b`, 'gi'), '')
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .filter(Boolean);
  const out: { colour: string; count: number; written: string }[] = [];
  for (const part of parts) {
    const m = /^(\d+|[a-z]+(?:-[a-z]+)?)\s+([a-z]+)$/i.exec(part.trim());
    const n = m ? smallCount(m[1] as string) : null;
    if (!m || n === null || n < 0) return null;
    const colour = (m[2] as string).toLowerCase();
    if (out.some((x) => x.colour === colour)) return null;
    out.push({ colour, count: n, written: m[1] as string });
  }
  const total = out.reduce((s, x) => s + x.count, 0);
  return out.length >= 2 && total > 0 && total <= MAX_MARBLES ? out : null;
}

/** "A bag has 3 red and 5 blue marbles. What is the probability of drawing a red marble?", "… two … both red". */
const readMarbles: Solver = (problem) => {
  if (problem.length > 400) return null;
  const t = clean(problem);
  const found = CONTAINER.exec(t);
  if (
    !found ||
    !/\b(?:probability|chances?)\b/i.test(t) ||
    // Other events of two draws ("neither", "exactly one", "one of each") are the two-draw solver's.
    /\b(?:odds|given|then|at least|at most|first|second|neither|none|exactly|each|different)\b/i.test(t)
  )
    return null;
  const inventory = inventoryOf(found[1] as string);
  if (!inventory) return null;
  const question = t.slice((found.index ?? 0) + found[0].length);
  // A number in the question is how many are drawn: two is the model ("two marbles", "2 red", "both"), any
  // other count is refused.
  const counts = [...question.matchAll(/\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/gi)];
  if (counts.length > 1 || (counts.length === 1 && smallCount(counts[0]?.[1] as string) !== 2)) return null;
  const draws = counts.length === 1 || /\bboth\b/i.test(question) ? (counts[0]?.[1] ?? 'two') : null;
  const colours = inventory.filter((x) => new RegExp(`\\b${x.colour}\\b`, 'i').test(question));
  const not = /\bnot\b/i.test(question);
  if (colours.length === 0 || (draws && (colours.length !== 1 || not))) return null;
  const total = inventory.reduce((s, x) => s + x.count, 0);
  const bagLatex = `\\text{${inventory.map((x) => `${x.written} ${x.colour}`).join(', ')}}`;
  // Every marble listed by colour, for the count by listing.
  const marbles = inventory.flatMap((x) => Array<string>(x.count).fill(x.colour));
  if (!draws) {
    const named = new Set(colours.map((x) => x.colour));
    const good = (c: string) => named.has(c) !== not;
    const count = not ? total - colours.reduce((s, x) => s + x.count, 0) : colours.reduce((s, x) => s + x.count, 0);
    const which = `${not ? 'not ' : ''}${colours.map((x) => x.colour).join(' or ')}`;
    return chance(
      `P(\\text{${which}}) \\text{ drawing one from } ${bagLatex}`,
      [
        {
          title: 'Count the marbles that qualify',
          explanation: `${count} of the ${total} are ${which}; each is equally likely to be drawn.`,
          latex: `${count} \\text{ of } ${inventory.map((x) => x.written).join(' + ')} = ${total}`,
        },
      ],
      BigInt(count),
      BigInt(total),
      { favourable: marbles.filter(good).length, total: marbles.length },
      `all ${total} marbles`,
    );
  }
  const withReplacement = /\bwith replacement\b|\b(?:put|placed|returned) back\b|\breplaced\b/i.test(t);
  const stated = withReplacement || /\bwithout replacement\b|\bnot (?:put|placed|returned) back\b/i.test(t);
  const colour = colours[0] as { colour: string; count: number; written: string };
  const a = colour.count;
  const [favourable, all2] = withReplacement ? [a * a, total * total] : [a * (a - 1), total * (total - 1)];
  let listed = 0;
  let pairs = 0;
  for (let i = 0; i < marbles.length; i++)
    for (let j = 0; j < marbles.length; j++) {
      if (i === j && !withReplacement) continue;
      pairs++;
      if (marbles[i] === colour.colour && marbles[j] === colour.colour) listed++;
    }
  return chance(
    `P(\\text{both ${colour.colour}}) \\text{ drawing ${draws} ${withReplacement ? 'with' : 'without'} replacement from } ${bagLatex}`,
    [
      {
        title: withReplacement ? 'With replacement' : 'Without replacement',
        explanation: withReplacement
          ? `The first goes back, so each draw has ${a} ${colour.colour} of ${total}.`
          : `${stated ? '' : 'The question does not say, so the two are taken as drawn together (without replacement). '}After a ${colour.colour} first draw, ${a - 1} ${colour.colour} are left among ${total - 1}.`,
        latex: withReplacement
          ? `\\frac{${a}}{${total}} \\cdot \\frac{${a}}{${total}}`
          : `\\frac{${a}}{${total}} \\cdot \\frac{${a - 1}}{${total - 1}}`,
      },
    ],
    BigInt(favourable),
    BigInt(all2),
    { favourable: listed, total: pairs },
    withReplacement ? 'every ordered pair of draws' : 'every ordered pair of different marbles',
  );
};

/** The solvers, answering only when their reading keeps every number of the problem. */
export const solveCards: Solver = keepingNumbers(readCards);
export const solveMarbles: Solver = keepingNumbers(readMarbles);

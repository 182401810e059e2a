/**
 * Counting questions told as a story, in the wording the counting solvers read: a choice of k things from n where
 * order does not matter ("a pizza place has 8 toppings; how many pizzas with exactly 3 toppings?"), and n things put
 * in a row ("five friends line up for a photo; how many orders?"). A story with any sign that order, repetition,
 * roles or a circle matter, or with another number, is left to the other readers.
 */

const ORDERED =
  /\b(?:in order|order (?:matters|counts|is important)|orders|ordered|arrange|arrangements?|line(?:s|d)? up|in a row|rows?|first|second|third|president|vice|secretary|treasurer|captain|rank|ranked|code|password|pin|digits?|license|plate|repeat|repeated|repetition|replacement|sequence|podium|medals?|gold|silver|bronze|round|circle|circular|seats?|sit|letters|word|distinct|identical|at least|at most|more than|fewer than|less than|probability|chance)\b/i;

const WHOLE = /\b\d+\b/g;
// Amounts and times are not things to choose or line up: "how many degrees", "how many minutes", "in total".
const MEASURES =
  /\b(?:degrees?|angles?|clock|o'clock|minutes?|hours?|seconds?|days?|weeks?|months?|years?|cm|km|m|meters?|metres?|miles?|inch(?:es)?|feet|foot|pounds?|kg|grams?|lit(?:er|re)s?|dollars?|cents?|percent|per|times|each|every|total|altogether|left|remain(?:s|ing)?|more|fewer)\b/i;

export function countingStory(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  // The count asked is of choices or orders ("how many different pizzas"), not of people or things in the story
  // ("how many girls are on the team").
  const asked =
    /\bhow many (?:different |possible |distinct )?(?:ways|combinations|selections|choices|groups|teams|committees|pairs|sets|subsets|hands|pizzas|salads|sandwiches|outfits|menus|orders|arrangements|line-?ups)\b|\bin how many (?:different )?ways\b|\bnumber of (?:different |possible )?(?:ways|combinations|orders|arrangements)\b/i;
  if (t.length > 400 || !asked.test(t)) return null;
  if (/\d\.\d|\d\/\d|%|\$|\d:\d/.test(t) || MEASURES.test(t)) return null;
  const numbers = (t.match(WHOLE) ?? []).map(Number);
  // A choice of k from n: "exactly 3 toppings", "choose 4", "a team of 5", "3 of them".
  if (numbers.length === 2 && !ORDERED.test(t)) {
    const [n, k] = [Math.max(...numbers), Math.min(...numbers)];
    const chosen =
      /\b(?:choose|chooses|chosen|choosing|select|selected|selecting|pick|picked|picking|exactly|committees?|teams?|groups?|combinations?|subsets?|toppings?)\b/i.test(
        t,
      );
    if (chosen && k >= 1 && n > k) return `How many ways can you choose ${k} from ${n}?`;
  }
  // n things in a row: "five friends line up", "in how many orders can 6 books be put on a shelf".
  if (numbers.length === 1 && /\b(?:line(?:s|d)? up|in a (?:row|line)|orders?|arrange(?:d|ments?)?)\b/i.test(t)) {
    if (/\b(?:round|circle|circular|choose|select|pick|from|of them|repeat|letters|word|digits?|code)\b/i.test(t))
      return null;
    // A condition on the order ("if Ann and Bo must sit together", "never next to") is not all the orders.
    if (
      /\b(?:together|next to|adjacent|side by side|apart|must|not|never|cannot|can't|if|unless|except|between|ends?|first|last|middle)\b/i.test(
        t,
      )
    )
      return null;
    const n = numbers[0] as number;
    return n >= 1 && n <= 100 ? `In how many ways can ${n} people line up?` : null;
  }
  return null;
}

import { asksOtherPart, percentChanges } from './percent-changes';

/**
 * Percent questions told as a story, in the wording the percent solver reads: a change "from $40 to $50", "by
 * what percent is 45 greater than 36", "20% off a $25 shirt", "an 18% tip on a $45 bill". Null when the text
 * is not one of these.
 */

const AMOUNT = String.raw`[$£€]?\s*(-?\d+(?:\.\d+)?)`;
const PCT = String.raw`(\d+(?:\.\d+)?)\s*(?:%|percent\b)`;

const UP =
  /\b(?:increase|increased|grew|grow|rose|rise|risen|rises|raised?|raises|increases|grows|marked up|went up|goes up|gained|gains|climbs?|climbed|jump(?:s|ed)?|higher|more|greater|larger|bigger|growth|added)\b/i;
const DOWN =
  /\b(?:decrease|decreased|decreases|fell|falls?|fallen|dropped|drops?|went down|goes down|lost|loses|declined?|declines|lower|less|smaller|fewer|reduced|cut|marked down|discounted|off)\b/i;

function direction(text: string): 'increase' | 'decrease' | 'change' {
  const up = UP.test(text);
  const down = DOWN.test(text);
  return up && !down ? 'increase' : down && !up ? 'decrease' : 'change';
}

export function percentStory(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!/%|percent/i.test(t) || t.length > 400) return null;
  // "By what percent is 45 greater than 36?": the change from the second to the first.
  const than = new RegExp(
    String.raw`by what percent(?:age)? is ${AMOUNT} (greater|more|larger|higher|bigger|less|smaller|lower|fewer) than ${AMOUNT}`,
    'i',
  ).exec(t);
  if (than) return `What is the percent ${direction(than[2] as string)} from ${than[3]} to ${than[1]}?`;
  // A change asked as a percent, with a from … to … anywhere in the story.
  const asked =
    /percent(?:age)? (increase|decrease|change|discount|markdown|reduction|markup|mark-up)|by what percent(?:age)?|what percent(?:age)? (?:increase|decrease|change|discount|markdown|reduction|markup)/i.exec(
      t,
    );
  const fromTo = new RegExp(String.raw`\bfrom ${AMOUNT} (?:to|down to|up to) ${AMOUNT}`, 'i').exec(t);
  if (asked && fromTo) {
    const said = asked[1]?.toLowerCase();
    // A discount, a markdown or a reduction is a decrease; a markup an increase.
    const word = said
      ? /discount|markdown|reduction/.test(said)
        ? 'decrease'
        : /mark/.test(said)
          ? 'increase'
          : said
      : direction(t);
    return `What is the percent ${word} from ${fromTo[1]} to ${fromTo[2]}?`;
  }
  // "34 out of 40 on a test. What percent is that?": the share as a percent.
  // "What percent failed?" after "34 of 40 passed" asks for the other part: not this reading.
  const other = asksOtherPart(t);
  const share = other ? null : /\b(\d+(?:\.\d+)?) (?:out of|of the|of) (\d+(?:\.\d+)?)\b/i.exec(t);
  if (
    share &&
    /\bwhat (?:percent|percentage)\b(?! (?:of|increase|decrease|change))|\bas a (?:percent|percentage)\b/i.test(t) &&
    (t.match(/\d+(?:\.\d+)?/g) ?? []).length === 2
  )
    return `What percent is ${share[1]} out of ${share[2]}?`;
  const error = percentError(t);
  if (error) return error;
  const changed = percentChanges(t);
  if (changed) return changed;
  const scored = scoreShare(t);
  if (scored) return scored;
  const before = reverseChange(t);
  if (before) return before;
  // Prices in dollars, pounds or euros are read alike (the percent solver writes them in dollars).
  const price = new RegExp(String.raw`[$£€]\s*(\d+(?:\.\d+)?)`).exec(t);
  if (!price) return null;
  const successive = successiveChanges(t, price[1] as string);
  if (successive) return successive;
  // "20% off", "a 15% discount": the price after it, unless the discount itself is asked.
  const off = new RegExp(String.raw`${PCT} (?:off|discount)|discount(?:ed)? (?:of|by) ${PCT}`, 'i').exec(t);
  if (off) {
    const p = off[1] ?? off[2];
    // The price after the discount is given and the original asked: the reverse question.
    if (
      /\b(?:original|regular|full|list|marked|usual) (?:price|cost)\b|\bprice before\b|\bbefore the (?:discount|sale)\b/i.test(
        t,
      )
    )
      return `$${price[1]} is ${p}% less than what number?`;
    if (
      /how much (?:is|was) the discount|(?:what|find) (?:is )?the discount\b|how much (?:do|does|will) .* save/i.test(t)
    )
      return `What is ${p}% of $${price[1]}?`;
    return `Decrease $${price[1]} by ${p}%`;
  }
  // "an 18% tip on a $45 bill", "8% sales tax on $60": the amount, or the total when that is asked.
  const charge =
    new RegExp(
      String.raw`${PCT} (?:sales )?(tip|tax|gratuity|service charge|commission|markup|mark-up|VAT|GST)`,
      'i',
    ).exec(t) ??
    // "sales tax is 8.25%", "the tip rate is 15%".
    new RegExp(
      String.raw`(?:tip|tax|gratuity|service charge|commission|markup|mark-up|VAT|GST)(?: rate)? (?:is |of |at |= )?${PCT}`,
      'i',
    ).exec(t);
  if (charge) {
    // The amount with the charge is given and the one without it asked: the reverse question. The question says
    // which ("… excluding VAT?"); a story that only mentions "before tax" is reversed unless a total is asked.
    const question = /[^.?!]*[?.!]?\s*$/.exec(t)?.[0] ?? t;
    const without =
      /\bbefore (?:the )?(?:tax|tip|vat|gst)\b|\boriginal (?:price|cost|bill)\b|\bwithout (?:the )?(?:tax|tip|vat|gst)\b|\bexcluding\b|\bexclusive of\b|\bex\.? (?:vat|gst|tax)\b|\bnet of\b|\bpre-?(?:tax|vat|gst)\b/i;
    const totalAsked = /\btotal\b|\bincluding\b|\bwith (?:the )?(?:tax|tip|vat|gst)\b|\baltogether\b/i.test(question);
    if (
      without.test(question) ||
      (!totalAsked &&
        /\bbefore (?:the )?(?:tax|tip)\b|\boriginal (?:price|cost|bill)\b|\bwithout (?:the )?(?:tax|tip)\b/i.test(t))
    )
      return `$${price[1]} is ${charge[1]}% more than what number?`;
    if (
      /\btotal\b|altogether|in all|final (?:price|cost|bill)|pay in total|including|\bwith (?:the )?(?:tax|tip|vat|gst)\b|inc\.? (?:vat|tax)/i.test(
        t,
      )
    )
      return `Increase $${price[1]} by ${charge[1]}%`;
    return `What is ${charge[1]}% of $${price[1]}?`;
  }
  return null;
}

/** "Percent error if I measured 9.5 cm but it is 10 cm": |measured − actual| / actual, as a percent. */
function percentError(t: string): string | null {
  if (!/\bpercent(?:age)? error\b/i.test(t) || (t.match(/\d+(?:\.\d+)?/g) ?? []).length !== 2) return null;
  const measured =
    /\b(?:measured|estimated|guessed|got|recorded|experimental(?: value)?(?: (?:is|was))?|calculated)\b\D*?(\d+(?:\.\d+)?)/i.exec(
      t,
    );
  const actual =
    /\b(?:actual|true|accepted|exact|real|correct)\b(?: (?:value|length|mass|weight|measure|answer))?\D*?(\d+(?:\.\d+)?)/i.exec(
      t,
    );
  if (!measured || !actual || measured[1] === undefined || actual[1] === undefined || measured.index === actual.index)
    return null;
  return `What is abs(${measured[1]} - ${actual[1]}) / ${actual[1]} * 100?`;
}

/** "A test has 40 questions and Maria got 34 right. What percentage did she score?": the part over the whole. */
function scoreShare(t: string): string | null {
  const numbers = t.match(/\d+(?:\.\d+)?/g) ?? [];
  if (numbers.length !== 2 || !/\bwhat percent(?:age)?\b(?! of)/i.test(t) || asksOtherPart(t)) return null;
  const part =
    /\b(?:got|scored|answered|passed|made|won|sold|finished|completed|hit)\s+(\d+(?:\.\d+)?)/i.exec(t)?.[1] ??
    /\b(\d+(?:\.\d+)?)\s+(?:\w+\s+)?(?:right|correct(?:ly)?)\b/i.exec(t)?.[1];
  const whole = numbers.find((n) => n !== part);
  if (!part || !whole || numbers.indexOf(part) === numbers.lastIndexOf(whole)) return null;
  return `What percent is ${part} out of ${whole}?`;
}

/**
 * "A $200 bike goes up 10% and then the new price is cut by 10%": two or more changes in a row, each with its own
 * direction word in its clause; the final value is asked. Null when a change has no clear direction.
 */
function successiveChanges(t: string, price: string): string | null {
  const percents = [...t.matchAll(new RegExp(PCT, 'gi'))];
  if (percents.length < 2 || !/\b(?:final|new|end|now|after (?:both|the two|all))\b|\bthen\b/i.test(t)) return null;
  const changes: string[] = [];
  let from = 0;
  for (const p of percents) {
    // The words from the last percent up to this one (and just after it) tell its direction.
    const end = (p.index ?? 0) + p[0].length;
    const clause = t.slice(from, Math.min(t.length, end + 12));
    const way = direction(clause.replace(/\bnew\b/gi, ''));
    if (way === 'change') return null;
    changes.push(`${way === 'increase' ? 'increase' : 'decrease'} by ${p[1]}%`);
    // "25% off, and a 10% tax": the word right after a percent is that percent's, not the next one's.
    from = end + (/^\s*(?:off|up|down|more|less|higher|lower|discount)\b/i.exec(t.slice(end))?.[0].length ?? 0);
  }
  const [first, ...rest] = changes;
  return `${(first as string).replace(/^(\w+) by/, (_, verb: string) => `${verb} $${price} by`).replace(/^./, (c) => c.toUpperCase())}${rest.map((c) => `, then ${c}`).join('')}`;
}

/**
 * The amount before a change, from the amount after it: "After a 20% raise she earns $54000; what did she earn
 * before?", "The population grew by 25% to 5000. What was the original population?".
 */
function reverseChange(t: string): string | null {
  const question = /[^.?!]*[?.!]?\s*$/.exec(t)?.[0] ?? '';
  if (!/\b(?:before|original(?:ly)?|at first|initially|previous(?:ly)?|to begin with|at the start)\b/i.test(question))
    return null;
  const story = t.slice(0, t.length - question.length) || t;
  const percents = [...t.matchAll(new RegExp(PCT, 'gi'))];
  const numbers = t.match(/\d+(?:\.\d+)?/g) ?? [];
  if (percents.length !== 1 || numbers.length !== 2) return null;
  const p = (percents[0] as RegExpMatchArray)[1] as string;
  const after = numbers.find((n) => n !== p) ?? null;
  // A discount, markdown or sale lowers; a raise, tax, tip or markup raises.
  const word = /\b(?:discount\w*|markdown|sale|off)\b/i.test(story)
    ? 'decrease'
    : /\b(?:tax|tip|markup|mark-up|raise|bonus|interest)\b/i.test(story)
      ? 'increase'
      : direction(story);
  if (!after || word === 'change') return null;
  const money = new RegExp(String.raw`[$£€]\s*${after.replace('.', '\\.')}\b`).test(t) ? '$' : '';
  return `${money}${after} is ${p}% ${word === 'increase' ? 'more' : 'less'} than what number?`;
}

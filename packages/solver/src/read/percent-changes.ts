/**
 * More percent stories, in the wording the percent solver reads: a share told whole first ("Out of 72 students, 18
 * walk. What percent walk?"), a change between two values told in time ("had 250 shops last year and has 210 now:
 * the percentage decrease"), one change applied ("cost $350 and went up by 8%: what does it cost now?"), and a change
 * repeated ("5000 bacteria grow by 4% each hour: how many after 2 hours?"). Each needs exactly the numbers it reads.
 */

const NUM = String.raw`[$£€]?\s*(\d+(?:\.\d+)?)`;
const PCT = /(\d+(?:\.\d+)?)\s*(?:%|percent\b)/gi;
const UP =
  /\b(?:increase[sd]?|grew|grows?|rose|rises?|raised?|raises|went up|goes up|gains?|gained|up by|higher|more|appreciates?|appreciated)\b/i;
const DOWN =
  /\b(?:decrease[sd]?|fell|falls?|dropped|drops?|went down|goes down|loses?|lost|declines?|declined|down by|lower|less|reduced|cut|depreciates?|depreciated)\b/i;

/** "What percent failed?" after "34 of 40 passed": the question is about the part not counted. */
export const asksOtherPart = (t: string) =>
  /\b(?:not|n't|failed|fail|missed|miss|wrong|incorrect|lost|left|remain\w*|absent|others?|rest)\b/i.test(
    /[^.?!]*[.?!]?\s*$/.exec(t)?.[0] ?? '',
  );

const numbersOf = (t: string): string[] => t.match(/\d+(?:\.\d+)?/g) ?? [];
const questionOf = (t: string) => /[^.?!]*[?.!]?\s*$/.exec(t)?.[0] ?? t;

function way(text: string): '+' | '-' | null {
  const [up, down] = [UP.test(text), DOWN.test(text)];
  return up === down ? null : up ? '+' : '-';
}

export function percentChanges(t: string): string | null {
  const question = questionOf(t);
  const numbers = numbersOf(t);
  const percents = [...t.matchAll(PCT)].map((m) => m[1] as string);
  // "Out of 72 students, 18 walk to school. What percent of the students walk?"
  const outOf = new RegExp(String.raw`\bout of ${NUM}\b[^.?!\d]*?,?\s*${NUM}\b`, 'i').exec(t);
  if (outOf && numbers.length === 2 && percents.length === 0 && /\bwhat percent(?:age)?\b/i.test(question)) {
    if (asksOtherPart(t)) return null;
    return `What percent is ${outOf[2]} out of ${outOf[1]}?`;
  }
  // "had 250 shops last year and has 210 now. Find the percentage decrease."
  // "… by what percent did it decrease?", "by what percent it decreased": the change named after the question.
  const byWhat = /\bby what percent(?:age)?\b[^.?!]*?\b(increase|decrease|change)[sd]?\b/i.exec(question);
  const change = /\bpercent(?:age)? (increase|decrease|change)\b/i.exec(question) ?? byWhat;
  if (change && numbers.length === 2 && percents.length === 0) {
    const [a, b] = numbers as [string, string];
    const firstIsNow = /\b(?:now|today|currently|this year)\b[^.,;]*$/i.test(t.slice(0, t.indexOf(a)));
    const [from, to] = firstIsNow ? [b, a] : [a, b];
    return `What is the percent ${(change[1] as string).toLowerCase()} from ${from} to ${to}?`;
  }
  const trade = profitPercent(t, question, numbers, percents);
  if (trade) return trade;
  if (percents.length === 2) return successiveDiscounts(t, numbers, percents) ?? chargesOnBill(t, numbers, percents);
  if (percents.length !== 1) return null;
  const p = percents[0] as string;
  const others = numbers.filter((n, i) => !(n === p && i === numbers.indexOf(p)));
  // "grows by 4% each hour … after 2 hours": the change made once for each period.
  const repeated = new RegExp(
    String.raw`\b(?:each|every|per|a)\s+(year|month|week|day|hour|minute|decade)\b[^?]*?\bafter\s+(\d+)\s+(year|month|week|day|hour|minute|decade)s?\b`,
    'i',
  ).exec(t);
  if (repeated && repeated[1]?.toLowerCase() === repeated[3]?.toLowerCase() && others.length === 2) {
    const start = others.find((n) => n !== repeated[2]) ?? null;
    const sign = way(t.replace(/\bafter\b.*$/i, ''));
    if (!start || !sign || others.indexOf(start) === others.lastIndexOf(repeated[2] as string)) return null;
    return `Calculate ${start}*(1 ${sign} ${p}/100)^${repeated[2]}`;
  }
  // "cost $350 last year and the price went up by 8%. What does it cost now?"
  const after =
    /\b(?:now|new|after|final|end|become|becomes|will (?:it|they|he|she) (?:cost|be|weigh|earn))\b|\b(?:sale|reduced|discounted|selling|current) (?:price|cost|value)\b/i.test(
      question,
    );
  if (after && others.length === 1 && !/\b(?:each|every|per)\b/i.test(t)) {
    const sign = way(t.slice(0, t.length - question.length) || t);
    if (!sign) return null;
    return `What is ${others[0]} ${sign === '+' ? 'increased' : 'decreased'} by ${p}%?`;
  }
  return null;
}

/** "buys an article for $250 and sells it for $310: his profit percent": the change from cost to sale, as a percent. */
function profitPercent(t: string, question: string, numbers: string[], percents: string[]): string | null {
  const asked = /\b(profit|gain|loss)\s*(?:percent(?:age)?|%)|\bpercent(?:age)?\s+(profit|gain|loss)\b/i.exec(question);
  if (!asked || numbers.length !== 2 || percents.length > 0) return null;
  const cost = new RegExp(
    String.raw`\b(?:buys?|bought|cost price(?: is| of)?|costs?|paid|pays)\b[^.?!\d]{0,40}?${NUM}`,
    'i',
  ).exec(t);
  const sale = new RegExp(String.raw`\b(?:sells?|sold|selling price(?: is| of)?)\b[^.?!\d]{0,40}?${NUM}`, 'i').exec(t);
  if (!cost || !sale || (cost[1] === sale[1] && cost.index === sale.index)) return null;
  const kind = (asked[1] ?? asked[2] ?? '').toLowerCase();
  // A loss asked when the sale is above the cost (or a profit below it) is not what happened: no reading.
  const up = Number(sale[1]) >= Number(cost[1]);
  if ((kind === 'loss') === up) return null;
  return `What is the percent ${up ? 'increase' : 'decrease'} from ${cost[1]} to ${sale[1]}?`;
}

/**
 * "The bill was $86.40 before tax. Tax is 8.25% and we tip 18% on the pre-tax amount. What did we pay in total?":
 * two charges on the same amount, added; a tip said to be on the total with tax is a charge on a charge.
 */
/**
 * "marked down 20%, and an extra 10% off the sale price … originally $450: how much do you pay?" (one discount after
 * the other), or "… paid $56.70: what was the original price?" (the price before both). Null unless both are cuts.
 */
function successiveDiscounts(t: string, numbers: string[], percents: string[]): string | null {
  const cut = /\b(?:down|off|discount\w*|reduc\w*|cut|less|sale|markdown)\b/i;
  const [a, b] = percents as [string, string];
  const near = (p: string) => {
    const at = t.search(new RegExp(String.raw`(?<![\d.])${p.replace('.', '\\.')}\s*(?:%|percent)`));
    return at < 0 ? '' : t.slice(Math.max(0, at - 25), at + 30);
  };
  if (
    numbers.length !== 3 ||
    !cut.test(near(a)) ||
    !(cut.test(near(b)) || /\b(?:further|extra|another|additional)\b/i.test(near(b))) ||
    /\b(?:tax|vat|gst|tip|increas\w*|ris(?:e|es|ing)|rose|up|grow\w*|grew|added?|adds|plus|mark(?:ed)?[- ]?up)\b/i.test(
      t,
    )
  )
    return null;
  if (
    !/\b(?:then|further|extra|another|additional|second|again|after that|on top|at (?:the )?checkout|off the (?:sale|reduced|new) price)\b/i.test(
      t,
    )
  )
    return null;
  const base = numbers.find((n) => !percents.includes(n));
  if (!base) return null;
  // The price keeps its currency sign, as the percent solver reads money.
  const price = new RegExp(String.raw`[$£€]\s*${base.replace('.', '\\.')}`).test(t) ? `$${base}` : base;
  if (
    /\b(?:original(?:ly)?|before (?:the )?(?:discounts?|reductions?|sale)|at first|full price)\b/i.test(questionOf(t))
  )
    return `Solve x*(1 - ${a}/100)*(1 - ${b}/100) = ${base}`;
  if (
    !/\bhow much\b|\bwhat (?:is|was|will be) the (?:final|new|sale) price\b|\bwhat does it cost\b|\bfinal price\b/i.test(
      questionOf(t),
    )
  )
    return null;
  return `Decrease ${price} by ${a}%, then decrease by ${b}%`;
}

function chargesOnBill(t: string, numbers: string[], percents: string[]): string | null {
  if (numbers.length !== 3 || !/\btotal\b|altogether|in all|pay(?:ed)? in all/i.test(questionOf(t))) return null;
  const charges = /\b(?:tax|vat|gst)\b/i.test(t) && /\b(?:tip|gratuity|service charge)\b/i.test(t);
  const base = numbers.find((n) => !percents.includes(n));
  if (!charges || !base) return null;
  const [a, b] = percents as [string, string];
  if (
    /\b(?:on|of)\s+the\s+(?:pre-?tax|before[- ]tax|untaxed)\s+(?:amount|bill|total|price|cost)|\bon the bill before tax\b/i.test(
      t,
    )
  )
    return `Calculate ${base}*(1 + ${a}/100 + ${b}/100)`;
  if (/\b(?:on|of)\s+the\s+(?:total|amount|bill)\s+(?:with|including|after)\s+(?:the\s+)?tax\b/i.test(t))
    return `Calculate ${base}*(1 + ${a}/100)*(1 + ${b}/100)`;
  // Whether the tip is on the amount before or after tax is not said: no reading.
  return null;
}
